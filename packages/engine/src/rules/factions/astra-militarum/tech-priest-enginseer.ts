import type { Effect } from '../../effects.js';
import { ruleKit } from '../kit.js';
import { asked, bearer, melee, support } from '../words.js';

/**
 * The Tech-Priest Enginseer's datasheet abilities (Astra Militarum, the Wahapedia export of 2025-11-14; the
 * REGIMENTAL ENGINSEER that Servitor Retinue and Mindlock name, seed 001). The Adeptus Mechanicus datasheet of the
 * same name prints other texts and is not bound here (its faction differs).
 */
const k = ruleKit('Astra Militarum');

const AM_VEHICLE = ['ASTRA MILITARUM', 'VEHICLE'];

/**
 * "While this model is within 3" of one or more friendly ASTRA MILITARUM VEHICLE units, this model has the Lone
 * Operative ability." The game measures the 3" when a ranged attack selects its target (game/attacks/targeting.ts);
 * Lone Operative itself holds only while the Enginseer is not part of an Attached unit.
 */
export const ENGINSEER = k.ability('Tech-Priest Enginseer', 'Enginseer', {
  support: support('n/a', 'automated'),
  effects: [
    { kind: 'targetable-within', inches: 12, near: { keyword: 'ASTRA MILITARUM', also: ['VEHICLE'], within: 3 } },
  ],
});

/**
 * "In your Command phase, select one friendly ASTRA MILITARUM VEHICLE model within 3" of this model. That VEHICLE
 * model regains up to D3 lost wounds and, until the start of your next Command phase, that VEHICLE model has a 4+
 * invulnerable save. Each model can only be selected for this ability once per turn." Asked at the start of your
 * Command phase (game/select-friendly-near.ts); the selected unit carries the `bonded` row until then (the
 * calculator: the VEHICLE defender's use marked `bonded`).
 */
export const OMNISSIAHS_BLESSING = k.ability('Tech-Priest Enginseer', 'Omnissiah’s Blessing', {
  support: support(
    'automated',
    'partial',
    'in a VEHICLE unit of two or more models (Sentinels, a Tarantula Battery) the whole unit is selected: every model in it has the 4+ invulnerable save, the first of its models that lost wounds regains them (not a model of your choice), and no other model of that unit can be selected that turn',
  ),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['command'] }],
      handler: 'select-other-friendly',
      optional: true,
      duration: { kind: 'next-command-phase', player: 0 },
    },
  ],
  effects: [
    { kind: 'select-friendly', within: 3, anyOf: [AM_VEHICLE], oncePerTurn: true },
    { kind: 'regain-wounds', models: 1, wounds: 3, upTo: { count: 1, sides: 3, bonus: 0 } },
    { kind: 'invulnerable', value: 4, scope: 'bonded' },
  ],
});

/** Vengeance for the Omnissiah: the game's answer is the mark the destroyed VEHICLE left (game/destroyed-near.ts). */
export const VENGEANCE_ASK_ID = 'vengeance-for-the-omnissiah';
const avenged = asked(
  VENGEANCE_ASK_ID,
  'a friendly ASTRA MILITARUM VEHICLE model was destroyed within 12" of this model',
);
const axe: Effect = {
  kind: 'stat',
  stat: 'A',
  change: 'set',
  to: 6,
  when: [{ kind: 'weapon-name', any: ['Enginseer axe'] }, avenged],
};

/**
 * "If a friendly ASTRA MILITARUM VEHICLE model is destroyed within 12" of this model, until the end of the battle,
 * this model’s Enginseer axe has an Attacks characteristic of 6." The game marks the Enginseer's unit for the rest of
 * the battle when such a model is destroyed within 12" of its model (its wounds reduced to 0: by attacks, mortal
 * wounds, Hazardous, Deadly Demise); the calculator asks.
 */
export const VENGEANCE_FOR_THE_OMNISSIAH = k.ability('Tech-Priest Enginseer', 'Vengeance for the Omnissiah', {
  support: support(
    'automated',
    'partial',
    'a VEHICLE model removed without losing its last wound (a failed Desperate Escape test, Unit Coherency, an Emergency Disembarkation) does not count',
  ),
  effects: [bearer(melee(axe)), { kind: 'friendly-destroyed-near', anyOf: [AM_VEHICLE], within: 12 }],
});

export const TECH_PRIEST_ENGINSEER = k.out;
