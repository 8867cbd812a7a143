import type { Effect } from '../../effects.js';
import type { WhenClause } from '../../stratagems.js';
import type { PhaseId } from '../../timing.js';
import { CORE_STRATAGEM, enhancementSupport, only, stratagemFor } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import {
  ability,
  ask,
  asked,
  bearer,
  declared,
  ignoreModifiers,
  melee,
  not,
  ranged,
  reroll,
  stealth,
  targetIs,
} from '../words.js';

/**
 * The Enhancements of the Imperial Knights detachments of seed 003 (texts: the 2025-11 export). Those whose effect is
 * an attack row the game measures are applied (the bearer's own attacks); the others are registered with a note of
 * what is the players'.
 */
const KNIGHT = only('IMPERIAL KNIGHTS');
const onLine = asked('on-defensive-line', 'the unit is on your defensive line');

const gateWarden = ruleKit('Imperial Knights', 'Gate Warden Lance');
// "IMPERIAL KNIGHTS model only. While the bearer is on your defensive line and there are no enemy units on your
// defensive line, add the bearers Objective Control characteristic to that of each model affected by the bearers
// Bondsman ability."
// The game adds it to the OC it computes for each model holding a Bondsman effect the bearer's unit applied (the
// ARMIGER models, and the ADEPTUS MECHANICUS ones under Bonded Imperative), while the bearer's unit and no enemy unit
// is on your defensive line (game/acquisitor.ts).
export const ACQUISITOR_AT_ARMS = gateWarden.enhancement('Acquisitor-at-Arms', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
});
// "IMPERIAL KNIGHTS model only. Each time the bearer makes a melee attack, if the bearer is on your defensive line,
// re-roll a Hit roll of 1 and re-roll a Wound roll of 1." The game measures the defensive line (game/foundations.ts).
gateWarden.enhancement('Purgation’s Hand', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  effects: [bearer(melee(reroll('hit', 'ones', onLine))), bearer(melee(reroll('wound', 'ones', onLine)))],
});
// "IMPERIAL KNIGHTS model only. Each time the bearer makes a ranged attack, while the bearer is on your defensive
// line, weapons equipped by the bearer have the [ignores cover] ability."
gateWarden.enhancement('Augury Halo', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  effects: [bearer(ranged(ability('ignores cover', onLine)))],
});
// "IMPERIAL KNIGHTS model only. Once per turn, you can target the bearer with the Tank Shock Stratagem for 0CP."
// (The game charges 0CP for the first such use in a turn: game/stratagem-costs.ts.)
gateWarden.enhancement('Vengeful Tread', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  effects: [stratagemFor(CORE_STRATAGEM.tankShock, { cp: 0 }, { oncePer: 'turn' })],
});

const forgepact = ruleKit('Imperial Knights', 'Questor Forgepact');
// "IMPERIAL KNIGHTS model only. Each time the bearer makes a ranged attack, if the bearer is within 6" of one or more
// friendly ADEPTUS MECHANICUS units, re-roll a Hit roll of 1." The game measures the 6" (game/rule-answers.ts).
forgepact.enhancement('Knight of the Opus Machina', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  effects: [
    bearer(
      ranged(
        reroll(
          'hit',
          'ones',
          asked('within-6-of-mechanicus', 'the unit is within 6" of a friendly ADEPTUS MECHANICUS unit'),
        ),
      ),
    ),
  ],
});
// "TECH-PRIEST model only. While the bearer is within 3" of one or more friendly IMPERIAL KNIGHTS units, it has the
// Lone Operative ability. In your Command phase, select one friendly Imperial Knights model within 3" of the bearer.
// That model regains up to 2 lost wounds."
// The game measures the 3" when a ranged attack selects its target (game/attacks/targeting.ts) and asks for the
// model at the start of your Command phase (game/select-friendly-near.ts; "within 3"", no visibility asked).
forgepact.enhancement('Magos Questoris', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: only('TECH-PRIEST'),
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'yours', phases: ['command'] }],
      handler: 'select-other-friendly',
      optional: true,
    },
  ],
  effects: [
    { kind: 'targetable-within', inches: 12, near: { keyword: 'IMPERIAL KNIGHTS', within: 3 } },
    { kind: 'select-friendly', within: 3, keyword: 'IMPERIAL KNIGHTS', other: true },
    { kind: 'regain-wounds', models: 1, wounds: 2 },
  ],
});
// "IMPERIAL KNIGHTS model only. While an enemy unit is within 6" of the bearer, worsen the Leadership characteristic
// of models in that unit by 1. While a friendly ADEPTUS MECHANICUS unit is within 6" of the bearer, improve the
// Leadership characteristic of models in that ADEPTUS MECHANICUS unit by 1." The game changes the Leadership it
// computes (game/vocifer.ts); no attack changes.
export const VOCIFER_MAGNIFICAT = forgepact.enhancement('Vocifer Magnificat (Aura)', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
});

const companions = ruleKit('Imperial Knights', 'Questoris Companions');
// Valour's Reward: "The Enhancements shown below can become expended. You cannot use such Enhancements while they are
// expended." The game offers each in its window while it is not expended, and expends it when it is used
// (game/valours-reward.ts); the handlers are game/knight-enhancements.ts's.
/** The questions a use answers ("If it does, ... until the end of the phase"): the use's active effect. */
export const WYRMSLAYER_USED = declared('wyrmslayer-divination-used', 'Wyrmslayer Divination is used this phase');
export const PENNANT_USED = declared('pennant-of-silvered-fury-used', 'Pennant of Silvered Fury is used this phase');
// "IMPERIAL KNIGHTS model only. When the bearer ends a Charge move, it can use this Enhancement. If it does, this
// Enhancement is expended, then each enemy unit within Engagement Range of the bearer must take a Battle-shock test,
// subtracting 1 from the result."
companions.enhancement('Herald of Triumph', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  effects: [{ kind: 'battle-shock-test', on: 'engaged', modifier: -1 }],
  windows: [
    {
      when: [{ window: 'charge-move-ended', turn: 'either', phases: ['charge'], unit: 'own' }],
      handler: 'battle-shock-engaged',
      optional: true,
    },
  ],
});
// "IMPERIAL KNIGHTS model only. In your Shooting phase, when the bearer is selected to shoot, it can use this
// Enhancement. If it does, this Enhancement is expended, then until the end of the phase, each time it makes an attack
// that targets a unit that can FLY, you can re-roll the Hit roll."
companions.enhancement('Wyrmslayer Divination', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  asks: [WYRMSLAYER_USED],
  effects: [bearer(reroll('hit', 'failed', targetIs('FLY'), ask(WYRMSLAYER_USED)))],
  windows: [
    {
      when: [{ window: 'selected-to-shoot', turn: 'yours', phases: ['shooting'], unit: 'own' }],
      duration: { kind: 'end-of-phase' },
      optional: true,
    },
  ],
});
// "IMPERIAL KNIGHTS model only. When the bearer is selected to fight, it can use this Enhancement. If it does, this
// Enhancement is expended, then until the end of the phase, melee weapons equipped by the bearer have the [sustained
// hits 2] ability."
companions.enhancement('Pennant of Silvered Fury', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  asks: [PENNANT_USED],
  effects: [bearer(melee(ability('sustained hits 2', ask(PENNANT_USED))))],
  windows: [
    {
      when: [{ window: 'selected-to-fight', turn: 'either', phases: ['fight'], unit: 'own' }],
      handler: 'use-for-phase',
      optional: true,
    },
  ],
});
// "IMPERIAL KNIGHTS model only. When the bearer is selected to fight, after resolving its attacks, if one or more
// enemy units were destroyed by those attacks, the bearer can use this Enhancement. If it does, this Enhancement is
// expended, then select one enemy unit ... within 12" of and visible to the bearer. Roll six D6: for each 4+, that
// enemy unit suffers 1 mortal wound."
companions.enhancement('Crushing Condemnation', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  effects: [
    {
      kind: 'mortal-wounds-roll',
      dice: 6,
      on: 4,
      amount: { count: 0, sides: 6, bonus: 1 },
      enemy: 'within',
      within: 12,
    },
  ],
  windows: [
    {
      when: [{ window: 'attacks-resolved', turn: 'either', phases: ['fight'], unit: 'own' }],
      handler: 'six-dice-mortal-wounds',
      optional: true,
    },
  ],
});

const spearhead = ruleKit('Imperial Knights', 'Spearhead-At-Arms');
/**
 * The four below reach the ARMIGER models under the bearer's Bondsman ability, never the bearer: their rows are
 * `bonded`, and ask whether two or more ARMIGER models are under it. In the calculator, the Enhancement in the
 * ARMIGER's rules marked `bonded`, the question answered; the game adds it to each ARMIGER the bearer's Bondsman
 * ability affects while it affects two or more (game/bonded-enhancements.ts).
 */
export const TWO_ARMIGERS_BONDED_ID = 'two-armigers-under-bearers-bondsman';
const TWO_ARMIGERS_BONDED = asked(
  TWO_ARMIGERS_BONDED_ID,
  'two or more ARMIGER models are under the effects of the Enhancement bearer’s Bondsman ability',
);
const bonded = (e: Effect): Effect => ({ ...e, scope: 'bonded', when: [...(e.when ?? []), TWO_ARMIGERS_BONDED] });
// "IMPERIAL KNIGHTS model only. While two or more ARMIGER models are under the effects of the bearers Bondsman
// ability, each time each of those ARMIGER models makes an attack, you can re-roll a Hit roll of 1."
export const MENTORS_PRIDE = spearhead.enhancement('Mentor’s Pride', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  effects: [bonded(reroll('hit', 'ones'))],
});
// "... melee weapons equipped by those ARMIGER models have the [precision] ability."
export const FABLES_OF_NIGHTMARE = spearhead.enhancement('Fables of Nightmare', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  effects: [bonded(melee(ability('precision')))],
});
// "... each time one of those ARMIGER models makes a melee attack, you can ignore any or all modifiers to the Hit roll
// and/or the Wound roll." (Those that make the attack worse are ignored: the best choice of "any or all".)
export const TALES_OF_HEROISM = spearhead.enhancement('Tales of Heroism', {
  support: enhancementSupport('automated', 'automated'),
  bearer: KNIGHT,
  effects: [bonded(melee(ignoreModifiers('hit', 'wound')))],
});
// "... once per turn, you can target one of those ARMIGER models with the Counter-offensive Stratagem for 0CP."
// (The game charges 0CP for the first such use in a turn, while two or more are bonded: game/stratagem-costs.ts.)
export const MARTIAL_TUITION = spearhead.enhancement('Martial Tuition', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  effects: [stratagemFor(CORE_STRATAGEM.counterOffensive, { cp: 0 }, { oncePer: 'turn', scope: 'bonded' })],
});

const valourstrike = ruleKit('Imperial Knights', 'Valourstrike Lance');
/**
 * "select one other IMPERIAL KNIGHTS model from your army that is within 12" of and visible to the bearer": the game
 * asks the bearer's player at the window (game/select-friendly-near.ts); the selected model carries the Enhancement,
 * its `bonded` rows reaching that model alone, for the window's duration (an IMPERIAL KNIGHTS unit is one model).
 */
const SELECT: Effect = { kind: 'select-friendly', within: 12, keyword: 'IMPERIAL KNIGHTS', other: true, visible: true };
const carried = (e: Effect): Effect => ({ ...e, scope: 'bonded' });
const yours = (window: 'phase-start' | 'phase-end', phase: PhaseId): WhenClause[] => [
  { window, turn: 'yours', phases: [phase] },
];
const honoured = asked('army-honoured', 'your army is Honoured');
// "IMPERIAL KNIGHTS model only. At the end of your Movement phase, select one other IMPERIAL KNIGHTS model ... That
// selected model regains up to D3 lost wounds, or up to 3 lost wounds if your army is Honoured." (Honoured: the
// Oath's CP gained, game/rule-answers.ts.)
valourstrike.enhancement('Bearer of the Iron Chalice', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  windows: [{ when: [...yours('phase-end', 'movement')], handler: 'select-other-friendly', optional: true }],
  effects: [
    SELECT,
    { kind: 'regain-wounds', models: 1, wounds: 3, when: [honoured] },
    { kind: 'regain-wounds', models: 1, wounds: 3, upTo: { count: 1, sides: 3, bonus: 0 }, when: [not(honoured)] },
  ],
});
// "... At the end of your Movement phase, select one other IMPERIAL KNIGHTS model ... Until the start of your next
// Movement phase, that selected model has the Stealth ability." The game ends it at the start of your next Command
// phase: Stealth is read only against ranged attacks, and none is made at it in your Command phase.
valourstrike.enhancement('Bearer of the Evanescent Ion', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  windows: [
    {
      when: [...yours('phase-end', 'movement')],
      handler: 'select-other-friendly',
      optional: true,
      duration: { kind: 'next-command-phase', player: 0 },
    },
  ],
  effects: [SELECT, carried(stealth())],
});
// "... At the start of your Shooting phase, select one other IMPERIAL KNIGHTS model ... Until the end of the phase,
// ranged weapons equipped by that selected model have the [ignores cover] ability."
valourstrike.enhancement('Bearer of the Judicant’s Helm', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  windows: [
    {
      when: [...yours('phase-start', 'shooting')],
      handler: 'select-other-friendly',
      optional: true,
      duration: { kind: 'end-of-phase' },
    },
  ],
  effects: [SELECT, carried(ranged(ability('ignores cover')))],
});
// "... At the start of your Charge phase, select one other IMPERIAL KNIGHTS model ... Until the end of the phase, you
// can re-roll Charge rolls made for that selected model." (Asked just after its Charge roll: game/enhancement-points.ts.)
valourstrike.enhancement('Bearer of the Lancer’s Sigil', {
  support: enhancementSupport('n/a', 'automated'),
  bearer: KNIGHT,
  windows: [
    {
      when: [...yours('phase-start', 'charge')],
      handler: 'select-other-friendly',
      optional: true,
      duration: { kind: 'end-of-phase' },
    },
    {
      when: [{ window: 'after-roll', turn: 'yours', phases: ['charge'], rolls: ['charge'] }],
      handler: 'reroll-charge-selected',
      optional: true,
    },
  ],
  effects: [SELECT, carried(reroll('charge', 'failed'))],
});

/** The Enhancements Valour's Reward shows ("can become expended"): the Questoris Companions' four. */
export const EXPENDABLE_ENHANCEMENTS: readonly string[] = companions.out.map((d) => d.id);

export const KNIGHT_ENHANCEMENTS = [
  ...gateWarden.out,
  ...forgepact.out,
  ...companions.out,
  ...spearhead.out,
  ...valourstrike.out,
];
