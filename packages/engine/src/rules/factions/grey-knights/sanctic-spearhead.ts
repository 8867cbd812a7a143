import { enhancementSupport, only } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  add,
  asked,
  automated,
  bearer,
  closeIn,
  eligible,
  ownIs,
  ranged,
  reroll,
  support,
  targetIs,
  wound,
} from '../words.js';
import { IN_YOUR_SHOOTING } from './banishers.js';

/** Sanctic Spearhead (seed 002 and the 2025-11 export). */
const k = ruleKit('Grey Knights', 'Sanctic Spearhead');
const disembarked = asked('disembarked-this-turn', 'the unit disembarked from a TRANSPORT this turn');

// "Each time a VEHICLE unit from your army Advances, do not make an Advance roll for it; until the end of the phase,
// add 6" to the Move characteristic of models in that unit, and until the end of the turn, ranged weapons equipped by
// models in that unit have the [ASSAULT] ability." (Seed 002; the 2025-11 export says "a GREY KNIGHTS VEHICLE unit".)
// The game makes no Advance roll and allows M+6" (game/advance-rules.ts, read by the Movement phase); the unit then
// holds this rule until the end of the turn, and its row makes it eligible to shoot after Advancing: every ranged
// weapon it has is an [ASSAULT] weapon, so it may shoot any of them (the Advance-move and shooting checks read it).
k.rule('Mailed Fist', {
  support: support('n/a', 'automated'),
  windows: [
    {
      when: [{ window: 'move-started', turn: 'yours', moves: ['advance'], keyword: 'VEHICLE' }],
      handler: 'fixed-advance',
      effects: [add('M', 6)],
      duration: { kind: 'end-of-turn' },
    },
  ],
  effects: [{ ...eligible(['shoot'], ['advanced']), when: [ownIs('VEHICLE')] }],
});

// "each time your unit makes a Normal, Advance or Charge move, it can move horizontally through terrain features."
k.stratagem('Force Wave', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'move-through', through: ['terrain'], moves: ['normal', 'advance', 'charge'], horizontally: true }],
});
// "Until the end of the turn, your unit is eligible to shoot and declare a charge in a turn in which it Fell Back."
k.stratagem('Redoubled Assault', { support: automated, effects: [eligible(['shoot', 'charge'])] });

// "each time a model in your unit makes an attack that targets a MONSTER or VEHICLE unit, add 1 to the Wound roll."
k.stratagem('Abominus-class Targets', { support: automated, effects: [wound(1, targetIs('MONSTER', 'VEHICLE'))] });

// "Each enemy unit within 3" of your unit must take a Battle-shock test, subtracting 1 from that test."
// The game rolls each test when it is used (game/stratagems, the battle-shock-test row read by its handler).
k.stratagem('Argent Wrath', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'battle-shock-test', on: 'within', inches: 3, modifier: -1 }],
});

// "WHEN: Your Command phase. TARGET: One GREY KNIGHTS PSYKER VEHICLE unit from your army. EFFECT: One model in your
// unit regains up to 3 lost wounds." (2025-11 export.) The game offers it for each model that has lost wounds
// (game/stratagems/handlers-regain.ts, reading this row).
k.stratagem('Armoured Aegis', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'regain-wounds', models: 1, wounds: 3 }],
});

// "WHEN: Any phase, just after a GREY KNIGHTS PSYKER VEHICLE unit from your army suffers a mortal wound. TARGET: That
// GREY KNIGHTS PSYKER VEHICLE unit. EFFECT: Until the end of the phase, models in your unit have the Feel No Pain 4+
// ability against mortal wounds." (2025-11 export.) The game offers it just after the unit has suffered the mortal
// wounds of one rule outside an attack (game/mortal-wound-window.ts); its row then applies to mortal wounds outside
// attacks (game/unit-rules.ts ruleFeelNoPain) and to Devastating Wounds in attacks.
k.stratagem('Truesilver Will', {
  support: support(
    'n/a',
    'partial',
    'offered only after mortal wounds outside an attack, all those of one rule at once (its Feel No Pain protects against later ones, not the rest of that batch); Devastating Wounds in an attack open no window: use it yourselves there',
  ),
  effects: [{ kind: 'feel-no-pain', value: 4, against: 'mortal' }],
});

// --- Enhancements (the 2025-11 export) ---

// "GREY KNIGHTS WALKER model only. Each time the bearer's unit Piles In or Consolidates, the bearer can move up to 6"
// instead of up to 3"."
// (The game reads the bearer's row where its unit is the bearer alone, as a GREY KNIGHTS WALKER CHARACTER's unit is:
// game/enhancement-points.ts bearerCloseIn.)
k.enhancement('Driven by Duty', {
  support: enhancementSupport(
    'n/a',
    'partial',
    'the bearer moves up to 6" where its unit is the bearer alone; in a unit of several models every model moves up to 3" (the game does not give one model of a unit a longer move)',
  ),
  bearer: only('GREY KNIGHTS', 'WALKER'),
  effects: [bearer(closeIn(6))],
});

// "GREY KNIGHTS INFANTRY model only. In your Movement phase, each time the bearer's unit disembarks from a TRANSPORT,
// until the end of the turn, you can re-roll Charge rolls made for that unit."
// (The game asks just after the unit's Charge roll, if it disembarked this turn: game/enhancement-points.ts.)
k.enhancement('Quickening Foci', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('GREY KNIGHTS', 'INFANTRY'),
  windows: [
    {
      when: [{ window: 'after-roll', turn: 'yours', phases: ['charge'], rolls: ['charge'] }],
      handler: 'reroll-charge',
      optional: true,
    },
  ],
  effects: [reroll('charge', 'failed', disembarked)],
});

// "GREY KNIGHTS model only. Once per battle, in your opponent's Shooting phase, when the bearer's unit is selected as
// the target of a ranged attack, you can remove the bearer's unit from the battlefield and then set it back up again
// anywhere on the battlefield that is more than 9" horizontally away from all enemy units. If the bearer's unit is no
// longer an eligible target, your opponent can then select new targets for any attacks that had targeted the bearer's
// unit." The game asks once the enemy unit has declared its attacks, before they are resolved (game/targeted-set-up.ts);
// if the bearer's unit can no longer be targeted by one or more of them, the opponent selects one new eligible target
// for the attacks that had targeted it (or none).
k.enhancement('Sigil of Exigence', {
  support: enhancementSupport(
    'n/a',
    'partial',
    'the attacks that had targeted the bearer’s unit are given one new target together (each that can target it), not split between several; offered only when a unit is selected to shoot in the Shooting phase (not for attacks a Stratagem makes there)',
  ),
  bearer: only('GREY KNIGHTS'),
  uses: { per: 'battle' },
  windows: [
    {
      when: [{ window: 'targets-selected', turn: 'opponents', phases: ['shooting'] }],
      handler: 'set-up-away-when-targeted',
      optional: true,
    },
  ],
  effects: [{ kind: 'set-up-anywhere', away: 9 }],
});

// "GREY KNIGHTS INFANTRY model only. In your Shooting phase, each time the bearer's unit is selected to shoot, if the
// bearer's unit disembarked from a TRANSPORT this turn, until the end of the phase, each time a model in the bearer's
// unit makes an attack, you can re-roll the Wound roll."
k.enhancement('Spiritus Machina', {
  // The game measures both: its own Shooting phase, and the unit's having disembarked this turn (its history).
  support: enhancementSupport('automated', 'automated'),
  bearer: only('GREY KNIGHTS', 'INFANTRY'),
  effects: [ranged(reroll('wound', 'failed', IN_YOUR_SHOOTING, disembarked))],
});

export const SANCTIC_SPEARHEAD = k.out;
