import type { DiceExpr } from '../dice/expr.js';
import type { Ask } from './asks.js';
import type { RerollPolicy } from './rerolls.js';

/**
 * The declarative effect vocabulary: what a rule does, as plain data. A rule written by hand (a
 * faction's detachment rule, a Stratagem's effect) or compiled from its text (rules/compile) is a list
 * of these rows and needs no code; one generic handler (rules/apply.ts) applies them in the
 * calculator, the sampler and the game. Rules the vocabulary cannot say keep typed handlers in their
 * RuleDef (rules/registry.ts), or stay `manual`.
 *
 * Every row is `{kind, ...its fields, ...Restrictions}`; `EffectSchema` (model/effects.ts) checks rows
 * that arrive as data (compiled rules, a catalogue). Reading guide, with the rule text each row
 * says:
 *
 * | text | row |
 * |---|---|
 * | add 1 to the Hit roll | `{kind: 'roll', roll: 'hit', n: 1}` |
 * | subtract 1 from the Wound roll | `{kind: 'roll', roll: 'wound', n: -1}` |
 * | add 1 to armour saving throws | `{kind: 'roll', roll: 'save', n: 1}` |
 * | re-roll a Hit roll of 1 | `{kind: 'reroll', roll: 'hit', policy: 'ones'}` |
 * | you can re-roll the Wound roll | `{kind: 'reroll', roll: 'wound', policy: 'failed'}` |
 * | a Critical Hit on an unmodified 5+ | `{kind: 'critical', roll: 'hit', on: 5}` |
 * | can ignore any or all modifiers to the BS/WS and the Hit roll | `{kind: 'ignore-modifiers', to: ['skill', 'hit']}` |
 * | the attack has [LETHAL HITS] | `{kind: 'weapon-ability', ability: 'lethal hits'}` |
 * | improve the Toughness characteristic by 1 | `{kind: 'stat', stat: 'T', change: 'improve', by: 1}` |
 * | add 1 to the Attacks characteristic | `{kind: 'stat', stat: 'A', change: 'add', by: 1}` |
 * | worsen the Armour Penetration by 1 | `{kind: 'stat', stat: 'AP', change: 'worsen', by: 1}` |
 * | halve the Move characteristic | `{kind: 'stat', stat: 'M', change: 'halve'}` |
 * | has an OC characteristic of 0 | `{kind: 'stat', stat: 'OC', change: 'set', to: 0}` |
 * | a 5+ invulnerable save against ranged attacks | `{kind: 'invulnerable', value: 5, type: 'ranged'}` |
 * | Feel No Pain 5+ | `{kind: 'feel-no-pain', value: 5}` |
 * | Feel No Pain 4+ against mortal wounds | `{kind: 'feel-no-pain', value: 4, against: 'mortal'}` |
 * | subtract 1 from the Damage characteristic | `{kind: 'damage-reduction', by: 1}` |
 * | halve the Damage characteristic | `{kind: 'halve-damage'}` |
 * | has the Stealth ability | `{kind: 'stealth'}` |
 * | has the Benefit of Cover | `{kind: 'cover'}` |
 * | has the Deep Strike ability | `{kind: 'core-ability', ability: 'Deep Strike'}` |
 * | has the FLY keyword | `{kind: 'keyword', keyword: 'FLY'}` |
 * | suffers D3 mortal wounds | `{kind: 'mortal-wounds', amount: D3}` |
 * | gains 1CP | `{kind: 'cp', gain: 1}` |
 * | is eligible to shoot in a turn in which it Fell Back | `{kind: 'eligible', actions: ['shoot'], after: ['fell-back']}` |
 * | gains 1 Judgement token | `{kind: 'counter', counter: 'judgement-token', add: 1, on: 'target'}` |
 * | Piles In or Consolidates up to 6" instead of 3" | `{kind: 'move-distance', moves: ['pile-in', 'consolidation'], inches: 6}` |
 * | set up (Deep Strike) more than 6" horizontally away from all enemy units | `{kind: 'deep-strike-distance', inches: 6}` |
 * | is not eligible to declare a charge | `{kind: 'not-eligible', actions: ['charge']}` |
 *
 * Who is affected: rows on an attack ('roll' hit/wound, 'reroll', 'critical', 'weapon-ability',
 * 'stat' of A/BS/WS/S/AP/D) apply to the attacks the holder's unit makes; rows on a defence
 * ('invulnerable', 'feel-no-pain', 'damage-reduction', 'halve-damage', 'stealth', 'cover', 'stat'
 * of T/Sv/W, 'roll' save) to the holder's unit when it is attacked. `scope: 'attacked-by'` turns an
 * attack row around: it applies to attacks that target the holder's unit ("each time an attack
 * targets your unit, subtract 1 from the Hit roll"). Restrictions narrow a row: the attack type, one
 * model, and conditions (`when`), every one of which must hold.
 */

export const STATS = ['M', 'T', 'Sv', 'W', 'Ld', 'OC', 'A', 'BS', 'WS', 'S', 'AP', 'D'] as const;
/** A characteristic: of models (M T Sv W Ld OC) or of weapons and their attacks (A BS WS S AP D). */
export type Stat = (typeof STATS)[number];

/** Characteristics of a model (the defence reads T, Sv and W; the game the others). */
export const MODEL_STATS: readonly Stat[] = ['M', 'T', 'Sv', 'W', 'Ld', 'OC'];
/** Characteristics of a weapon, read by the attack. */
export const WEAPON_STATS: readonly Stat[] = ['A', 'BS', 'WS', 'S', 'AP', 'D'];

/**
 * How a characteristic changes, applied in the rules' order: every `set`, then `halve` (rounding
 * up), then `add`/`improve`/`worsen`, then the characteristic's limits. `improve` and `worsen` know
 * the direction: improving Sv, BS, WS or Ld lowers the X of "X+", improving AP makes it more negative.
 */
export type StatChange =
  | { change: 'set'; to: number }
  | { change: 'halve' }
  | { change: 'add'; by: number }
  /** `atBest`: "this cannot improve a model's Save to better than 3+" (the best X of "X+" it can reach). */
  | { change: 'improve'; by: number; atBest?: number }
  | { change: 'worsen'; by: number };

/** The rolls a roll modifier or re-roll applies to ('advance' and 'charge': the game's, never the attack's). */
export type RollName = 'hit' | 'wound' | 'save' | 'damage' | 'attacks' | 'advance' | 'charge' | 'battle-shock';

/**
 * What an "ignore any or all modifiers" row is about: the Weapon Skill or Ballistic Skill characteristic of the
 * attack's weapon (`skill`), the Hit roll, the Wound roll (the attack's), Battle-shock tests taken for the unit (the
 * game's).
 */
export type IgnorableModifier = 'skill' | 'hit' | 'wound' | 'battle-shock';

/** When a row applies: every condition must hold. */
export type Condition =
  /** The target unit has one of these keywords (upper case). */
  | { kind: 'target-keyword'; any: string[] }
  /** The unit holding the rule has one of these keywords (the attacker for attack rows). */
  | { kind: 'own-keyword'; any: string[] }
  /** The attack is made with a weapon that has this ability ("each time a Psychic weapon..."). */
  | { kind: 'weapon-ability'; ability: string }
  /** The holder (a Leader model) is leading a unit. */
  | { kind: 'leading' }
  /** A counter on a unit is at least this ("a unit with one or more Judgement tokens"). */
  | { kind: 'counter'; counter: string; on: 'target' | 'own'; atLeast: number }
  /** A question about the situation: the game measures it, the calculator asks the user. */
  | { kind: 'ask'; ask: Ask }
  /** The attack's Strength is greater than the target's Toughness (Fortify Takeover). */
  | { kind: 'strength-above-toughness' }
  /** The attack is made with one of these weapons, by its printed name ("with its breacher ordnance"). */
  | { kind: 'weapon-name'; any: string[] }
  /** The attack's weapon has an unmodified Damage characteristic of this ("with an unmodified Damage of 1"). */
  | { kind: 'unmodified-damage'; is: number }
  | { kind: 'not'; condition: Condition }
  | { kind: 'any'; conditions: Condition[] };

/** Narrowing common to every row. */
export interface Restrictions {
  /** Only attacks of this type (attack rows), or only against them (defence rows). */
  type?: 'ranged' | 'melee';
  /** Only this model of the unit (a Stratagem that selects one model). */
  model?: string;
  /**
   * Who the row is for: the holder's whole unit (default: an attached unit's Bodyguard and Leader
   * models alike), only the models that hold the rule (`holder`: a profile's own invulnerable save),
   * or, for attack rows, the attacks that target the holder's unit (`attacked-by`), or the model
   * another unit's ability affects, never the holder (`bonded`: an Imperial Knights Bondsman ability's
   * rows reach only the ARMIGER it was used on; a use marked `bonded` applies them, no other use does).
   */
  scope?: 'unit' | 'holder' | 'attacked-by' | 'bonded';
  when?: Condition[];
}

export type EffectBody =
  | { kind: 'roll'; roll: RollName; n: number }
  | { kind: 'reroll'; roll: RollName; policy: Exclude<RerollPolicy, 'none'> }
  | { kind: 'critical'; roll: 'hit' | 'wound'; on: number }
  /**
   * "you can ignore any or all modifiers to [the attack's WS or BS characteristic / the Hit roll / the Wound roll]":
   * the attack ignores those of its modifiers that make it worse (the best choice of "any or all"), keeps the others.
   */
  | { kind: 'ignore-modifiers'; to: IgnorableModifier[] }
  /** "an unmodified Hit roll of 5+ is required to score a hit" (Fire Overwatch: 6). */
  | { kind: 'hit-only-on'; on: number }
  /** A weapon ability, as printed inside the brackets ("lethal hits", "sustained hits 2", "precision"). */
  | { kind: 'weapon-ability'; ability: string }
  | ({ kind: 'stat'; stat: Stat } & StatChange)
  | { kind: 'invulnerable'; value: number }
  | { kind: 'feel-no-pain'; value: number; against?: 'mortal' | 'psychic' }
  | { kind: 'damage-reduction'; by: number }
  | { kind: 'halve-damage' }
  | { kind: 'stealth' }
  | { kind: 'cover' }
  /** A CORE ability by its printed name ("Deep Strike", "Fights First", "Lone Operative"). */
  | { kind: 'core-ability'; ability: string }
  | { kind: 'keyword'; keyword: string }
  /** Game: mortal wounds to the unit the rule names (the window's unit, or the target). */
  | { kind: 'mortal-wounds'; amount: DiceExpr; on?: 'target' | 'own'; within?: number }
  /** Game: Command points; `exempt` for the rules the CP cap names as exemptions. */
  | { kind: 'cp'; gain: number; exempt?: boolean }
  /**
   * Game: the unit can shoot or declare a charge in a turn in which it Advanced or Fell Back ("is
   * eligible to shoot and declare a charge in a turn in which it Fell Back").
   */
  | { kind: 'eligible'; actions: ('shoot' | 'charge')[]; after: ('advanced' | 'fell-back')[] }
  /** Game: tokens or points on a unit (a counter the rule defines). */
  | { kind: 'counter'; counter: string; add: number; on: 'target' | 'own'; max?: number }
  /**
   * Game: a model of the unit destroyed this phase, if it has not fought, is not removed yet: it fights
   * after the attacking unit has finished its attacks, then is removed. `on`: only on a D6 roll of
   * this or more (absent: always); `bonus`: added to that roll for models with the keyword; `keyword`:
   * only the unit's models with this keyword.
   */
  | {
      kind: 'fight-on-death';
      on?: number;
      bonus?: { add: number; keyword: string };
      keyword?: string;
      /** Only a model destroyed by a melee attack. */
      byMelee?: boolean;
      /** Only on a D6 roll greater than the current battle round number (Necessary End). */
      aboveRound?: boolean;
      /** It can shoot or fight (if it has not shot or fought this phase). */
      orShoot?: boolean;
    }
  /** Game: the unit's Pile-in and/or Consolidation moves can be up to this far ("up to 6\" instead of up to 3\""). */
  | { kind: 'move-distance'; moves: ('pile-in' | 'consolidation')[]; inches: number }
  /** Game: the unit is removed from the battlefield and placed into Strategic Reserves. */
  | { kind: 'strategic-reserves' }
  /**
   * Game: the unit can be selected as the target of a ranged attack only by a model within this range (`near`: while
   * it is within `within` inches of one or more other friendly units with `keyword`, and every keyword of `also`
   * where it says: Magos Questoris, the Tech-Priest Enginseer's ASTRA MILITARUM VEHICLE units).
   */
  | { kind: 'targetable-within'; inches: number; near?: { keyword: string; within: number; also?: string[] } }
  /**
   * Game: the unit's models can move through these (in its `moves`, else any move; `horizontally`
   * only; no model more than `max` inches when doing so).
   */
  | {
      kind: 'move-through';
      through: ('terrain' | 'models' | 'walls-and-hatchways')[];
      moves?: ('normal' | 'advance' | 'fall-back' | 'charge')[];
      horizontally?: boolean;
      max?: number;
      /** Only terrain features this high or lower, as if they were not there (Super-heavy Walker: 4"). */
      upToHeight?: number;
    }
  /** Game: the unit makes no Advance roll: it adds this many inches to its Move instead. */
  | { kind: 'advance-fixed'; inches: number }
  /**
   * Game: enemy units take a Battle-shock test now: the window's or effect's unit (`target`), each one
   * within Engagement Range of the holder's unit (`engaged`) or within `inches` of it (`within`); or, while the rule's
   * effect is on the holder's unit, each enemy unit that selects it as a target of a charge (`charging`);
   * `modifier` is added to the test (only if that unit is Below Half-strength, with `ifBelowHalf`).
   */
  | {
      kind: 'battle-shock-test';
      on: 'target' | 'engaged' | 'within' | 'charging';
      inches?: number;
      modifier?: number;
      ifBelowHalf?: boolean;
    }
  /** Game: the unit makes a Normal move now, of up to `upTo` inches (absent: its Move characteristic). */
  | { kind: 'extra-move'; upTo?: DiceExpr; noEmbarkIfDisembarked?: boolean }
  /** Game: the unit shoots now as if it were its Shooting phase, targeting only the window's enemy unit. */
  | { kind: 'out-of-phase-shoot'; onlyWindowUnit: boolean }
  /**
   * Game: the unit declares a charge now against only the window's enemy unit(s), resolved as if it
   * were its Charge phase; `noChargeBonus`: a successful charge gives no Charge bonus this turn.
   */
  | { kind: 'out-of-phase-charge'; noChargeBonus?: boolean }
  /**
   * Game: a modifier to rolls made for the window's enemy unit ("subtract 2 from Charge rolls made for
   * that enemy unit"), or (`against`) for any enemy unit charging the holder's unit.
   */
  | { kind: 'enemy-roll'; roll: 'charge' | 'advance'; n: number; against?: boolean }
  /** Game: each enemy model within Engagement Range of the unit must select it as the target of (all of) its attacks. */
  | { kind: 'must-target-holder' }
  /** Game: the unit's models ignore the other models of their unit when determining visibility. */
  | { kind: 'see-through-own-models' }
  /** Game: enemy units set up from Reserves cannot be set up within this many inches of the unit. */
  | { kind: 'deny-reserves-within'; inches: number }
  /** Game: enemy units are not within Engagement Range of the unit for selecting targets of ranged weapons. */
  | { kind: 'not-engaged-for-shooting' }
  /** Game: the objective marker stays under your control with no models in range, until the opponent controls it. */
  | { kind: 'sticky-objective' }
  /**
   * Game: dice rolled for mortal wounds: `dice` D6 (or one per model of the unit within Engagement
   * Range of the enemy unit, `perEngagedModel`); each roll of `on`+ inflicts `amount` mortal wounds on
   * the enemy unit (one selected within Engagement Range, `engaged`; the window's, `window`; each enemy unit
   * within `within`, `within`; each time an enemy unit is set up or ends a Normal, Advance or Fall Back move within
   * `within` of the unit, that unit, `moves-near`), at most `max` in all.
   */
  | {
      kind: 'mortal-wounds-roll';
      dice?: number;
      perEngagedModel?: boolean;
      on: number;
      amount: DiceExpr;
      enemy: 'engaged' | 'window' | 'within' | 'moves-near';
      max?: number;
      /** With `enemy: 'within'` or `'moves-near'`: the enemy units within this many inches of the unit. */
      within?: number;
    }
  /** Game: the enemy unit's models take Desperate Escape tests as if Battle-shocked when it Falls Back (`modifier` if it is). */
  | { kind: 'desperate-escape'; asIfBattleShocked: true; modifier?: number }
  /** Game: a Pile-in or Consolidation move need not end closer to the closest enemy model (only as close as possible to the closest enemy unit). */
  | { kind: 'move-not-closer' }
  /** Game: the unit can be set up anywhere on the battlefield more than `away` inches horizontally from all enemy units (or models). */
  | { kind: 'set-up-anywhere'; away: number }
  /** Game: a new unit identical to the destroyed unit is added to the army, in Strategic Reserves, at its Starting Strength. */
  | { kind: 'new-unit-in-reserves' }
  /**
   * Game: up to `models` models of the unit each regain up to `wounds` lost wounds (`upTo`: a roll, "up to D3 lost
   * wounds", at most `wounds`).
   */
  | { kind: 'regain-wounds'; models: number; wounds: number; upTo?: DiceExpr }
  /** Game: set up using Deep Strike more than this far horizontally from enemy units (instead of 9"). */
  | { kind: 'deep-strike-distance'; inches: number }
  /** Game: set up using Deep Strike wholly within its army's Hallowed Ground (Grey Knights, game/hallowed-ground.ts). */
  | { kind: 'set-up-in-hallowed-ground' }
  /** Game: "it is not eligible to declare a charge". */
  | { kind: 'not-eligible'; actions: ('shoot' | 'charge')[] }
  /**
   * Game: more units for an army rule's selection, by the rule's id ("add 1 to the number of units from
   * your army that you can select for the Gate of Infinity rule": Tome of Forbidden Ways).
   */
  | { kind: 'more-selections'; rule: string; add: number }
  /**
   * Game, held by a TRANSPORT: "each time a unit disembarks from this model after it has made a Normal
   * move, that unit is still eligible to declare a charge this turn" (Assault Ramp).
   */
  | { kind: 'disembark-charge' }
  /** Game: "cannot be selected as the target of any of your Stratagems other than Core Stratagems". */
  | { kind: 'core-stratagems-only' }
  /**
   * Game, on a unit in Reserves with the keyword: "for the purposes of setting up that unit on the battlefield, treat
   * the current battle round number as being one higher than it actually is" (Multiwave System Jammer: `add` 1).
   */
  | { kind: 'arrival-round'; add: number; keyword: string }
  /**
   * Game, an Enhancement used in your Reinforcements step: "select one friendly CTHONIAN BESERKS unit visible to the
   * bearer and then spend any number of YP. Return one destroyed model to that unit and then, for every 2YP you just
   * spent, return up to one additional destroyed model" (Dêlvwerke Navigator: `keywords` CTHONIAN and BESERKS, `per` 2; game/votann-navigator.ts).
   */
  | { kind: 'return-destroyed-models'; keywords: string[]; per: number }
  /**
   * Game, on an OFFICER model: "Each time this model issues an Order, it can issue it to an eligible unit up to 12"
   * away" (Vox-net: `inches` 12), instead of Voice of Command's 6" (game/orders.ts).
   */
  | { kind: 'order-range'; inches: number }
  /**
   * Game: a friendly unit (with `keyword`) within `within` inches of the holder, selected, "is within your army's
   * Hallowed Ground" while the rule's effect on it lasts (Paragon of Sanctity).
   */
  | { kind: 'hallowed-ground'; within: number; keyword?: string }
  /**
   * Game: "roll one D6 for each enemy unit within 12" of the bearer: on a 2-5, that unit suffers 1 mortal wound; on
   * a 6, that unit suffers D3 mortal wounds": the highest step whose `from` the roll reaches gives its `amount`.
   */
  | { kind: 'mortal-wounds-each-within'; within: number; results: { from: number; amount: DiceExpr }[] }
  /** Game: "enemy units cannot use the Fire Overwatch Stratagem to shoot at the bearer's unit". */
  | { kind: 'no-overwatch-against' }
  /**
   * Game: "select one other IMPERIAL KNIGHTS model from your army that is within 12" of and visible to the bearer":
   * the holder selects one friendly unit (with `keyword`; `other`: not its own) within `within` inches of it (and
   * `visible` to it); the rule's `bonded` rows reach that unit for the window's duration, its `regain-wounds` rows
   * heal it now (game/select-friendly-near.ts).
   */
  | {
      kind: 'select-friendly';
      within: number;
      keyword?: string;
      other?: boolean;
      visible?: boolean;
      /** Units with every keyword of one of these sets ("LEAGUES OF VOTANN VEHICLE, EXOFRAME or IRONKIN STEELJACKS"). */
      anyOf?: string[][];
      /** "Each unit can only be repaired once per turn": a unit selected by the rule this turn is not offered. */
      oncePerTurn?: boolean;
    }
  /**
   * Game: each time a model regains lost wounds by the holder's rule `rule` (its id), it regains `add` more ("that
   * model regains 1 additional lost wound": Signature Restoration on Forgewrought Expertise).
   */
  | { kind: 'regain-more'; rule: string; add: number }
  /**
   * Game: "If a friendly ASTRA MILITARUM VEHICLE model is destroyed within 12" of this model, until the end of the
   * battle": each time a model of a friendly unit with every keyword of one of `anyOf`'s sets is destroyed within
   * `within` inches of the holder's model, the holder's unit is marked until the end of the battle (the rule's
   * questions read the mark: game/destroyed-near.ts).
   */
  | { kind: 'friendly-destroyed-near'; anyOf: string[][]; within: number }
  /**
   * Game: "each time one of those ARTILLERY units [within 3" of the bearer] makes a ranged attack that targets an enemy
   * unit visible to the bearer": friendly units with `keyword` within `within` inches of the holder's model carry the
   * rule's `bonded` rows, in attacks that target an enemy unit visible to that model (`targetVisible`;
   * game/near-bearer-rules.ts).
   */
  | { kind: 'bonded-near'; keyword: string; within: number; targetVisible?: boolean }
  /**
   * Game: a use of one of these Stratagems (`stratagems`: their ids; `'*'`: any Stratagem) that targets the holder's unit (`scope: 'bonded'`:
   * one of the ARMIGER units under the holder's Bondsman ability, while two or more are) costs `cp` CP ("for 0CP"), or
   * `minus` CP less ("reduce the CP cost of that use of that Stratagem by 1CP"), while the row's conditions hold for
   * the holder's unit; `oncePer`: the first such use in a turn (a rule use logged on the holder's unit); `spend`: the
   * rule spends that many points of a player counter, so it is the player's choice (an offer of its own)
   * (game/stratagem-costs.ts).
   */
  | {
      kind: 'stratagem-cost';
      stratagems: string[];
      cp?: number;
      minus?: number;
      oncePer?: 'turn';
      spend?: { counter: string; n: number; unit: string };
    };

export type Effect = EffectBody & Restrictions;
export type EffectRowKind = Effect['kind'];

/** Which side of an attack a row works on (undefined: not an attack row, e.g. cp or keyword). */
export function effectSide(e: Effect): 'attack' | 'defence' | undefined {
  switch (e.kind) {
    case 'roll':
      if (e.roll === 'save') return 'defence';
      return e.roll === 'hit' || e.roll === 'wound' || e.roll === 'damage' || e.roll === 'attacks'
        ? 'attack'
        : undefined;
    case 'reroll':
      if (e.roll === 'save') return 'defence';
      return e.roll === 'hit' || e.roll === 'wound' || e.roll === 'damage' ? 'attack' : undefined;
    case 'critical':
    case 'ignore-modifiers':
    case 'hit-only-on':
    case 'weapon-ability':
      return 'attack';
    case 'stat':
      return WEAPON_STATS.includes(e.stat)
        ? 'attack'
        : e.stat === 'T' || e.stat === 'Sv' || e.stat === 'W'
          ? 'defence'
          : undefined;
    case 'invulnerable':
    case 'feel-no-pain':
    case 'damage-reduction':
    case 'halve-damage':
    case 'stealth':
    case 'cover':
      return 'defence';
    default:
      return undefined;
  }
}
