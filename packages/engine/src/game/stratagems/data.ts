import type { StratagemCategory } from '../../model/stratagem.js';
import { slugName } from '../../names/normalise.js';
import { ruleId } from '../../rules/factions/kit.js';
import { spendYP } from '../../rules/factions/leagues-of-votann/army-rules.js';
import { JUDGEMENT } from '../../rules/factions/words.js';
import { ruleById } from '../../rules/known.js';
import type { StratagemDef, TargetSpec, WhenClause } from './types.js';

/**
 * Every Stratagem on the five seed pages. The timing of each is read from its WHEN line into the
 * window vocabulary; the text itself is not stored here.
 */
const slug = slugName;

const BT: StratagemCategory = 'Battle Tactic';
const SP: StratagemCategory = 'Strategic Ploy';
const ED: StratagemCategory = 'Epic Deed';
const WG: StratagemCategory = 'Wargear';

const own: TargetSpec = { kind: 'own-unit' };
/** "One unit from your army that has not been selected to fight this phase." */
const notYetFought: TargetSpec = { kind: 'own-unit', only: ['not-fought'] };
/** "Until the end of the turn": registry rows that last past the phase the Stratagem is used in. */
const endOfTurn = { kind: 'end-of-turn' } as const;
const windowUnit: TargetSpec = { kind: 'window-unit' };
/** "One unit from your army that is in Reserves and has the Deep Strike ability." */
const deepStriker: TargetSpec = { kind: 'reserve-unit', only: ['can-deep-strike'] };
const described: TargetSpec = { kind: 'described' };
const attackTarget = (keyword?: string): TargetSpec => ({ kind: 'attack-target', ...(keyword ? { keyword } : {}) });

const yourPhase = (...phases: WhenClause['phases'] & {}): WhenClause[] => [
  { window: 'during-phase', turn: 'yours', phases },
];
const fightPhase: WhenClause[] = [{ window: 'during-phase', turn: 'either', phases: ['fight'] }];
const afterEnemyTargets = (phases: WhenClause['phases'] & {}): WhenClause[] =>
  phases.map((p) =>
    p === 'fight'
      ? { window: 'targets-selected', turn: 'either', phases: ['fight'], unit: 'enemy' }
      : { window: 'targets-selected', turn: 'opponents', phases: [p], unit: 'enemy' },
  );
const fellBack = (keyword?: string): WhenClause[] => [
  {
    window: 'move-ended',
    turn: 'yours',
    phases: ['movement'],
    moves: ['fall-back'],
    unit: 'own',
    ...(keyword ? { keyword } : {}),
  },
];
const ownChargeEnded = (keyword: string): WhenClause[] => [
  { window: 'charge-move-ended', turn: 'yours', phases: ['charge'], unit: 'own', keyword },
];

const COMMAND_RE_ROLL_ROLLS: WhenClause['rolls'] = [
  'advance',
  'charge',
  'desperate-escape',
  'hazardous',
  'hit',
  'wound',
  'damage',
  'save',
  'attacks',
];

type Row = [
  name: string,
  cp: number,
  category: StratagemCategory,
  when: WhenClause[],
  target: TargetSpec,
  extra?: Partial<StratagemDef>,
];

/**
 * A detachment's Stratagem is defined once in the rule registry (rules/factions): its game support and
 * note are read from there; these rows hold its timing and target.
 */
function registered(faction: string | undefined, source: string, name: string): Partial<StratagemDef> {
  const def = faction ? ruleById(ruleId(faction, source, name)) : undefined;
  if (!def) return {};
  const game = def.support.game === 'n/a' ? 'manual' : def.support.game;
  return { rule: def.id, support: game, ...(def.support.note ? { note: def.support.note } : {}) };
}

function group(source: string, faction: string | undefined, rows: Row[]): StratagemDef[] {
  return rows.map(([name, cp, category, when, target, extra]) => ({
    id: `${slug(source)}/${slug(name)}`,
    name,
    cp,
    category,
    source,
    ...(faction ? { faction } : {}),
    when,
    target,
    restrictions: {},
    support: 'manual',
    ...extra,
    ...registered(faction, source, name),
  }));
}

const commandReRoll: Row = [
  'Command Re-roll',
  1,
  BT,
  [{ window: 'after-roll', turn: 'either', rolls: COMMAND_RE_ROLL_ROLLS, unit: 'own' }],
  windowUnit,
  { support: 'automated', handler: 'command-re-roll' },
];

const counterOffensive: Row = [
  'Counter-offensive',
  2,
  SP,
  [{ window: 'has-fought', turn: 'either', phases: ['fight'], unit: 'enemy' }],
  own,
  { support: 'automated', handler: 'counter-offensive' },
];
const LOV = 'Leagues of Votann';
const GK = 'Grey Knights';

export const STRATAGEMS: readonly StratagemDef[] = [
  ...group('Core', undefined, [
    commandReRoll,
    [
      'Insane Bravery',
      1,
      ED,
      [{ window: 'before-battle-shock-test', turn: 'yours', phases: ['command'], unit: 'own' }],
      windowUnit,
      { support: 'automated', handler: 'insane-bravery-before', restrictions: { oncePer: 'battle' } },
    ],
    [
      'Fire Overwatch',
      1,
      SP,
      [
        { window: 'unit-set-up', turn: 'opponents', phases: ['movement', 'charge'], unit: 'enemy' },
        {
          window: 'move-started',
          turn: 'opponents',
          phases: ['movement', 'charge'],
          unit: 'enemy',
          moves: ['normal', 'advance', 'fall-back'],
        },
        {
          window: 'move-ended',
          turn: 'opponents',
          phases: ['movement', 'charge'],
          unit: 'enemy',
          moves: ['normal', 'advance', 'fall-back'],
        },
        { window: 'charge-declared', turn: 'opponents', phases: ['charge'], unit: 'enemy' },
      ],
      own,
      {
        support: 'automated',
        handler: 'fire-overwatch',
        restrictions: { oncePer: 'turn' },
        note: 'Hazardous mortal wounds from Overwatch in the Charge phase are allocated at once, not after the Charge move',
      },
    ],
    [
      'Rapid Ingress',
      1,
      SP,
      [{ window: 'phase-end', turn: 'opponents', phases: ['movement'] }],
      { kind: 'reserve-unit' },
      { support: 'automated', handler: 'rapid-ingress' },
    ],
    [
      'Go to Ground',
      1,
      BT,
      afterEnemyTargets(['shooting']),
      { kind: 'attack-target', keyword: 'INFANTRY' },
      { support: 'automated', handler: 'go-to-ground' },
    ],
    [
      'Heroic Intervention',
      1,
      SP,
      [{ window: 'charge-move-ended', turn: 'opponents', phases: ['charge'], unit: 'enemy' }],
      own,
      { support: 'automated', handler: 'heroic-intervention' },
    ],
    counterOffensive,
    [
      'Epic Challenge',
      1,
      ED,
      [{ window: 'selected-to-fight', turn: 'either', phases: ['fight'], unit: 'own', keyword: 'CHARACTER' }],
      windowUnit,
      { support: 'automated', handler: 'epic-challenge' },
    ],
    [
      'Smokescreen',
      1,
      WG,
      afterEnemyTargets(['shooting']),
      { kind: 'attack-target', keyword: 'SMOKE' },
      { support: 'automated', handler: 'smokescreen' },
    ],
    ['Tank Shock', 1, SP, ownChargeEnded('VEHICLE'), windowUnit, { support: 'automated', handler: 'tank-shock' }],
  ]),
  ...group('Boarding Actions', undefined, [
    [
      'Battlefield Command',
      1,
      SP,
      [
        { window: 'phase-start', turn: 'either' },
        { window: 'phase-end', turn: 'either' },
      ],
      described,
    ],
    ['Command Re-roll', 1, ED, commandReRoll[3], windowUnit, { ...commandReRoll[5] }],
    [
      'Insane Bravery',
      1,
      ED,
      [{ window: 'after-battle-shock-test-failed', turn: 'yours', phases: ['command'], unit: 'own' }],
      windowUnit,
      { support: 'automated', handler: 'insane-bravery-after', restrictions: { affectsBattleShocked: true } },
    ],
    ['Explosive Clearance', 1, BT, yourPhase('shooting'), own],
    counterOffensive,
  ]),
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
  ...group('Combined Regiment', 'Astra Militarum', [
    [
      'Suppression Fire',
      1,
      SP,
      yourPhase('shooting'),
      { kind: 'own-unit', keyword: 'INFANTRY', only: ['not-shot'] },
      {
        enemy: { ifHits: true, effectOn: 'enemy', excluding: ['MONSTER', 'VEHICLE'] },
        until: { kind: 'end-of-opponents-next-turn', player: 0 },
      },
    ],
  ]),
  ...group('Brotherhood Strike', GK, [
    ['Combat Manifestation', 1, ED, yourPhase('movement'), deepStriker, { until: endOfTurn }],
    [
      'Duty Unending',
      1,
      SP,
      [{ window: 'move-ended', turn: 'opponents', phases: ['movement'], moves: ['fall-back'], unit: 'enemy' }],
      // "One of those units that is not within Engagement Range of one or more enemy units": the handler's.
      own,
      { handler: 'to-strategic-reserves' },
    ],
    [
      'Purgation Pattern',
      1,
      BT,
      yourPhase('shooting'),
      { kind: 'own-unit', only: ['deep-struck-this-turn', 'not-shot'] },
    ],
    ['Shining Veil', 1, BT, afterEnemyTargets(['shooting']), attackTarget()],
  ]),
  ...group('Sanctic Spearhead', GK, [
    [
      'Force Wave',
      1,
      SP,
      yourPhase('movement', 'charge'),
      { kind: 'own-unit', keyword: 'VEHICLE', only: ['not-moved-or-charged'] },
    ],
    ['Redoubled Assault', 1, SP, fellBack('VEHICLE'), windowUnit, { until: endOfTurn }],
    ['Abominus-class Targets', 1, BT, [...yourPhase('shooting'), ...fightPhase], own],
    ['Argent Wrath', 1, SP, ownChargeEnded('VEHICLE'), windowUnit, { handler: 'battle-shock-nearby' }],
  ]),
  ...group('Warpbane Task Force', GK, [
    [
      'Sanctified Kill Zone',
      1,
      BT,
      [...yourPhase('shooting'), ...fightPhase],
      { kind: 'own-unit', only: ['not-shot-or-fought', 'wholly-within-hallowed-ground'] },
    ],
  ]),
  ...group('Brandfast Oathband', LOV, [
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
  ]),
  ...group('Hearthband', LOV, [
    ['Materialisation Matrices', 1, SP, [{ window: 'during-phase', turn: 'yours', phases: ['movement'] }], deepStriker],
    ['Unyielding Aggression', 1, SP, fellBack('INFANTRY'), windowUnit, { until: endOfTurn }],
    ['Superior Craftsmanship', 2, BT, fightPhase, own],
    ['Sure of Purpose', 1, SP, fightPhase, notYetFought],
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
  ]),
];

export { slug as stratagemSlug };
