import { ASTRA_MILITARUM } from './data-astra.js';
import { GREY_KNIGHTS } from './data-grey-knights.js';
import {
  afterEnemyTargets,
  BT,
  COMMAND_RE_ROLL_ROLLS,
  ED,
  group,
  own,
  ownChargeEnded,
  type Row,
  SP,
  slug,
  WG,
  windowUnit,
  yourPhase,
} from './data-kit.js';
import { IMPERIAL_KNIGHTS } from './data-knights.js';
import { VOTANN_SEED_000, VOTANN_SEED_004 } from './data-votann.js';
import type { StratagemDef } from './types.js';

/**
 * Every hand-written Stratagem: the core and Boarding Actions ones here, each faction's in its own table
 * (data-<faction>.ts), in the seed pages' order. A hand-written definition wins over one compiled from the text.
 */
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
      own,
      {
        support: 'partial',
        handler: 'battlefield-command',
        note: 'The game offers it at the start and end of each phase, spends its 1CP, checks its targets (a Leader unit of yours on the battlefield, not attached, and a friendly Bodyguard unit, not attached and not led, within 6" of it that its datasheet can lead) and its restriction (neither unit again until your next Command phase), and records the pairing on the Bodyguard unit until the start of your next Command phase; selecting one of the Leader unit’s Leader abilities and applying it to the Bodyguard unit as if led is the players’',
      },
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
    [
      'Explosive Clearance',
      1,
      BT,
      yourPhase('shooting'),
      { kind: 'own-unit', only: ['not-shot'] },
      {
        support: 'automated',
        handler: 'explosive-clearance',
        note: 'The game offers it for a unit that has not shot with a model equipped with a [BLAST] weapon (one use per such model) and records it until the end of the phase; it needs no more, as the game always counts every model of the target for [BLAST] and lets attacks be allocated to models not visible to the attacker (the visibility limits it lifts are not modelled)',
      },
    ],
    counterOffensive,
  ]),
  ...VOTANN_SEED_000,
  ...ASTRA_MILITARUM,
  ...GREY_KNIGHTS,
  ...IMPERIAL_KNIGHTS,
  ...VOTANN_SEED_004,
];

export { slug as stratagemSlug };
