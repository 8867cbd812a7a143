import { spendYP } from '../../rules/factions/leagues-of-votann/army-rules.js';
import { JUDGEMENT } from '../../rules/factions/words.js';
import {
  afterEnemyTargets,
  attackTarget,
  BT,
  deepStriker,
  endOfTurn,
  enemyMoveEnded,
  fellBack,
  fightPhase,
  group,
  LOV,
  notYetFought,
  own,
  SP,
  WG,
  windowUnit,
  yourPhase,
} from './data-kit.js';
import type { StratagemDef } from './types.js';

/** Leagues of Votann Stratagems of seed 000 (Oathband, Void Salvagers). */
export const VOTANN_SEED_000: readonly StratagemDef[] = [
  ...group('Oathband', LOV, [
    ['Ordered Retreat', 1, SP, fellBack(), windowUnit, { until: endOfTurn }],
    ['Ancestral Sentence', 1, BT, yourPhase('shooting'), own],
    [
      'Newfound Nemesis',
      1,
      SP,
      [
        { window: 'attacks-resolved', turn: 'opponents', phases: ['shooting'], unit: 'enemy' },
        { window: 'attacks-resolved', turn: 'either', phases: ['fight'], unit: 'enemy' },
      ],
      // "that was reduced to Below Half-strength as a result of the attacking unit's attacks": the handler's.
      own,
      { handler: 'judgement-on-attacker' },
    ],
    [
      'Reactive Reprisal',
      2,
      BT,
      [
        {
          window: 'attacks-resolved',
          turn: 'opponents',
          phases: ['shooting'],
          unit: 'enemy',
          if: 'unit-has-judgement-token',
        },
      ],
      own,
      { handler: 'shoot-back' },
    ],
    ['Void Armour', 1, WG, afterEnemyTargets(['shooting', 'fight']), attackTarget()],
    ['Warrior Pride', 1, BT, fightPhase, own, { enemy: { engaged: true, counter: { id: JUDGEMENT, atLeast: 1 } } }],
  ]),
  ...group('Void Salvagers', LOV, [
    ['Relic Cypher', 1, SP, yourPhase('command'), own, { restrictions: { oncePer: 'battle' } }],
    [
      'Corridor Covered',
      1,
      BT,
      [{ window: 'during-phase', turn: 'opponents', phases: ['movement', 'charge'] }],
      { kind: 'own-unit', only: ['not-fired-overwatch'] },
    ],
    ['Judged and Punished', 1, BT, yourPhase('shooting'), own],
  ]),
];

/** Leagues of Votann Stratagems of seed 004 (Brandfast Oathband, Dêlve Assault Shift, Hearthband, Needgaârd Oathband, Persecution Prospect). */
export const VOTANN_SEED_004: readonly StratagemDef[] = [
  ...group('Brandfast Oathband', LOV, [
    [
      'Bastion Running',
      1,
      BT,
      yourPhase('movement'),
      { kind: 'own-unit', keyword: 'HEKATON LAND FORTRESS', only: ['not-moved-or-charged'] },
    ],
    [
      'Secure Positions',
      1,
      SP,
      [{ window: 'phase-end', turn: 'yours', if: 'hostile-acquisition' }],
      { kind: 'own-unit', keywords: [['LEAGUES OF VOTANN', 'TRANSPORT']] },
      { handler: 'disembark-within-6' },
    ],
    ['Inexorable Efficiency', 1, SP, yourPhase('shooting'), own],
    [
      'Vengeance Flare',
      2,
      SP,
      [{ window: 'has-shot', turn: 'opponents', phases: ['shooting'], unit: 'enemy' }],
      // "One INFANTRY unit that was hit by one or more of those attacks": the unit that shoots is selected near it.
      {
        kind: 'near-hit-unit',
        hit: 'INFANTRY',
        within: 6,
        any: ['KAPRICUS', 'SAGITAUR'],
        ifSpent: ['HEKATON LAND FORTRESS'],
      },
      { handler: 'shoot-back-near', spend: spendYP(2) },
    ],
    [
      'Illuminated Priority',
      1,
      WG,
      [
        {
          window: 'has-shot',
          turn: 'yours',
          phases: ['shooting'],
          unit: 'own',
          keywords: [['LEAGUES OF VOTANN', 'VEHICLE']],
        },
      ],
      windowUnit,
      { enemy: { hitThisPhase: true, effectOn: 'enemy' } },
    ],
    [
      'Opportunistic Escalation',
      1,
      SP,
      [{ window: 'has-shot', turn: 'opponents', phases: ['shooting'], unit: 'enemy', if: 'hostile-acquisition' }],
      { kind: 'own-unit', keywords: [['LEAGUES OF VOTANN', 'VEHICLE']], excluding: ['HEKATON LAND FORTRESS'] },
      { handler: 'move-when-hit' },
    ],
  ]),
  ...group('Dêlve Assault Shift', LOV, [
    [
      'Tectonic Fracture',
      1,
      SP,
      [{ window: 'has-shot', turn: 'yours', phases: ['shooting'], unit: 'own', keyword: 'CTHONIAN EARTHSHAKERS' }],
      windowUnit,
      {
        enemy: { hitThisPhase: true, effectOn: 'enemy' },
        spend: spendYP(2),
        // "Until the start of your next Shooting phase" (the player is the one who uses it: game/windows.ts).
        until: { kind: 'next-shooting-phase', player: 0 },
      },
    ],
    ['Weavewërke Buttress', 1, SP, afterEnemyTargets(['shooting']), attackTarget('INFANTRY')],
    ['Unstoppable Force', 1, SP, fightPhase, notYetFought],
    [
      'Augmented Assault',
      1,
      SP,
      yourPhase('movement'),
      { kind: 'own-unit', keyword: 'CTHONIAN BESERKS', only: ['not-moved-or-charged'] },
      { spend: spendYP(2), until: endOfTurn },
    ],
    [
      'Hidden Accessways',
      1,
      SP,
      [{ window: 'phase-end', turn: 'opponents', phases: ['fight'] }],
      {
        kind: 'own-unit',
        keywords: [['CTHONIAN BESERKS'], ['HEARTHKYN WARRIORS'], ['HERNKYN YAEGIRS']],
        only: ['not-engaged'],
      },
      { handler: 'into-strategic-reserves' },
    ],
    [
      'Cyberstimm Infusion',
      1,
      BT,
      fightPhase,
      { kind: 'own-unit', keyword: 'CTHONIAN BESERKS', only: ['not-fought'] },
      { spend: spendYP(2) },
    ],
  ]),
  ...group('Hearthband', LOV, [
    [
      'Materialisation Matrices',
      1,
      SP,
      [{ window: 'during-phase', turn: 'yours', phases: ['movement'] }],
      deepStriker,
      // RESTRICTIONS: "Until the end of the turn, your unit is not eligible to declare a charge."
      { until: endOfTurn },
    ],
    ['Unyielding Aggression', 1, SP, fellBack('INFANTRY'), windowUnit, { until: endOfTurn }],
    ['Superior Craftsmanship', 2, BT, fightPhase, own],
    ['Sure of Purpose', 1, SP, fightPhase, notYetFought],
    [
      'Brëkkeknots',
      1,
      BT,
      afterEnemyTargets(['shooting', 'fight']),
      { kind: 'attack-target', keywords: [['KÂHL'], ['ÛTHAR THE DESTINED'], ['EINHYR HEARTHGUARD']] },
    ],
    [
      'Fury of the Hearth',
      1,
      BT,
      yourPhase('shooting'),
      { kind: 'own-unit', keyword: 'EINHYR HEARTHGUARD', only: ['not-shot'] },
      { spend: spendYP(1) },
    ],
  ]),
  ...group('Needgaârd Oathband', LOV, [
    ['Ordered Retreat', 1, SP, fellBack(), windowUnit, { until: endOfTurn }],
    ['Void Hardened', 1, WG, afterEnemyTargets(['shooting', 'fight']), attackTarget()],
    ['Ancestral Sentence', 1, BT, yourPhase('shooting'), own, { spend: spendYP(3) }],
    ['Huntr’s Mark', 1, BT, yourPhase('shooting'), own],
    [
      'Reactive Reprisal',
      2,
      SP,
      [{ window: 'has-shot', turn: 'opponents', phases: ['shooting'], unit: 'enemy', if: 'fortify-takeover' }],
      own,
      { handler: 'shoot-back' },
    ],
    ['Honour of the Hold', 1, BT, fightPhase, notYetFought, { enemy: { engaged: true }, spend: spendYP(3) }],
  ]),
  ...group('Persecution Prospect', LOV, [
    ['Ranger Tactics', 1, BT, yourPhase('shooting'), { kind: 'own-unit', only: ['not-shot'] }],
    ['Dispersed Formation', 1, SP, afterEnemyTargets(['shooting']), attackTarget()],
    [
      'Frontier Momentum',
      1,
      BT,
      yourPhase('movement'),
      { kind: 'own-unit', keyword: 'HERNKYN', only: ['not-moved-or-charged'] },
    ],
    [
      'Claimstaker Reflex',
      1,
      SP,
      enemyMoveEnded,
      { kind: 'own-unit', keyword: 'LEAGUES OF VOTANN', excluding: ['ARTILLERY', 'VEHICLE'] },
      { handler: 'move-near-mover', spend: spendYP(2) },
    ],
    [
      'Adaptable Avarice',
      1,
      SP,
      [{ window: 'phase-start', turn: 'either', if: 'fortify-takeover' }],
      { kind: 'own-unit', keywords: [['LEAGUES OF VOTANN', 'CHARACTER']] },
      { handler: 'hostile-acquisition' },
    ],
    [
      'Exposed Flaws',
      1,
      BT,
      yourPhase('shooting'),
      { kind: 'own-unit', keyword: 'HERNKYN', only: ['not-shot'] },
      { spend: spendYP(2) },
    ],
  ]),
];
