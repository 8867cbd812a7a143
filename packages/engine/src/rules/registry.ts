import type { Ask } from './asks.js';
import type { AttackBuilder, AttackContext, DefenceBuilder, DefenceContext } from './builders.js';
import type { Effect } from './effects.js';
import type { WhenClause } from './stratagems.js';
import type { Support } from './support.js';
import type { RuleReading, RuleTextKind } from './text/types.js';
import type { Duration } from './timing.js';

/**
 * The rule registry: one definition per rule, read by the calculator, the sampler, the game and the
 * list validator. A definition is data (its name, support status, where its text comes from, the
 * questions it needs answered, its effect as declarative rows) plus typed handlers for what the rows
 * cannot say. In the spirit of Pokémon Showdown's data/abilities.ts: data and handlers in one object.
 */

/** Which family a rule belongs to (the coverage report's groups). */
export type RuleGroup =
  | 'Weapon ability'
  | 'Core ability'
  | 'Core rule'
  | 'Stratagem'
  | 'Datasheet ability'
  | 'Faction rule'
  | 'Detachment rule'
  | 'Enhancement'
  | 'Calculator';

/** How far the rule is automated in each part of Cogitator ('n/a': it never applies there). */
export interface RuleSupport {
  calculator: Support | 'n/a';
  game: Support | 'n/a';
  lists?: Support | 'n/a';
  /** What is missing where support is partial or manual. */
  note?: string;
}

/**
 * Where a rule's text is read from at run time (the repository holds names and ids, never the text).
 * `textKey` (rules/text-key.ts) binds a definition to one published wording: Fortify's seed page text
 * and its 2025 Wahapedia text are two definitions.
 */
export type RuleSource =
  /** The core rules (rules-10e.md, the seeds' glossary): by section name. */
  | { kind: 'core'; section: string }
  /** A datasheet's ability (or a profile's printed restriction such as an invulnerable save's). */
  | { kind: 'datasheet'; faction: string; datasheet: string; ability: string; textKey?: string }
  | { kind: 'faction'; faction: string; rule: string; textKey?: string }
  | { kind: 'detachment'; faction: string; detachment: string; rule: string; textKey?: string }
  | { kind: 'stratagem'; source: string; stratagem: string; faction?: string }
  | { kind: 'enhancement'; faction: string; detachment: string; enhancement: string; textKey?: string }
  /** The calculator's own inputs (the scenario file's conditions). */
  | { kind: 'calculator' };

/** A counter a rule keeps on units or players (Judgement tokens, Yield points). */
export interface CounterDef {
  id: string;
  name: string;
  on: 'unit' | 'player';
  max?: number;
  /**
   * A label's meaning: rows that apply to the unit while it has the counter ("While a unit is pinned, subtract 2"
   * from its Move characteristic"), read by the game where it reads an active effect's rows.
   */
  effects?: Effect[];
}

/**
 * A game window the rule reacts in (a rule needs no CP: the window opens for it whatever the
 * players' CP). `effects` are added as an active effect for `duration` on the window's unit, or a
 * game handler (by id) does what rows cannot.
 */
export interface RuleWindow {
  when: WhenClause[];
  effects?: Effect[];
  duration?: Duration;
  /** A handler in game/rules (an odd rule: an interrupt, a choice). */
  handler?: string;
  /** The player is asked whether to use it (through the pending decision). */
  optional?: boolean;
  /** At the start of a phase, offered while the holder's unit is not on the battlefield too (Reserves, embarked). */
  offBattlefield?: boolean;
  /**
   * The use's choices, one option each ("select one of the following weapon abilities", "spend up to 3YP"): each
   * answers yes the declared questions it names ("at least 2YP were spent"), spending the player's counter it names.
   */
  choices?: { label: string; answers: string[]; spend?: { counter: string; n: number } }[];
}

export interface RuleDef<P = unknown> {
  /** Stable: `core/stealth`, `weapon/sustained-hits`, `leagues-of-votann/grimnyr/fortify@seed`. */
  id: string;
  name: string;
  group: RuleGroup;
  support: RuleSupport;
  source: RuleSource;
  /** What the situation must tell the rule: measured by the game, a toggle in the calculator. */
  asks?: Ask[];
  /** The rule's effect as data, applied by the generic handler (rules/apply.ts). */
  effects?: Effect[];
  /** What the rule does to an attack, where rows cannot say it. */
  attack?(params: P, view: AttackContext, b: AttackBuilder): void;
  /** What the rule does to a defending model group, where rows cannot say it. */
  defence?(params: P, view: DefenceContext, b: DefenceBuilder): void;
  windows?: RuleWindow[];
  counters?: CounterDef[];
  /** Once per battle / turn / phase (beyond the engine-wide limits). */
  uses?: { per: 'battle' | 'turn' | 'phase'; times?: number };
  /**
   * An Enhancement's bearer: the model must have every keyword of one of these sets ("GREY KNIGHTS
   * INFANTRY model only": `[['GREY KNIGHTS', 'INFANTRY']]`). The list validator checks it.
   */
  bearer?: string[][];
  /**
   * Set on a definition generated from the rule's printed text by the rules-text compiler (rules/text):
   * the text's kind and key, and the whole reading (when, who, for how long, restrictions). A
   * hand-written definition of the same printed rule wins over it (rules/binding.ts).
   */
  compiled?: {
    kind: RuleTextKind;
    textKey: string;
    reading: RuleReading;
    /** A Stratagem's CP cost and category, as the catalogue prints them. */
    cp?: number;
    category?: string;
  };
}

/** A definition with its parameter type erased, as the registry holds it. */
export type AnyRuleDef = RuleDef<never>;

/** Keep a definition's handlers typed where it is written; the registry holds it erased. */
export function defineRule<P>(def: RuleDef<P>): AnyRuleDef {
  return def as unknown as AnyRuleDef;
}

const byId = new Map<string, AnyRuleDef>();
const written: AnyRuleDef[] = [];
/** The compiled layer: definitions generated from a catalogue's texts, replaced as a whole. */
let compiledById = new Map<string, AnyRuleDef>();
let compiledList: AnyRuleDef[] = [];
let all: AnyRuleDef[] = [];
let generation = 0;

/** Add definitions to the registry; an id defined twice is a bug. */
export function registerRules(defs: readonly AnyRuleDef[]): void {
  for (const d of defs) {
    if (byId.has(d.id) || compiledById.has(d.id)) throw new Error(`rule ${d.id} is defined twice`);
    byId.set(d.id, d);
    written.push(d);
  }
  all = [...written, ...compiledList];
  generation++;
}

/**
 * Replace the definitions generated from a catalogue's rule texts (rules/text/defs.ts) by these: the
 * CLI and the server set them when they load a catalogue. Each must be marked `compiled`; an id of a
 * hand-written definition is a bug.
 */
export function setCompiledRules(defs: readonly AnyRuleDef[]): void {
  const next = new Map<string, AnyRuleDef>();
  for (const d of defs) {
    if (!d.compiled) throw new Error(`rule ${d.id} is not a compiled definition`);
    if (byId.has(d.id) || next.has(d.id)) throw new Error(`rule ${d.id} is defined twice`);
    next.set(d.id, d);
  }
  compiledById = next;
  compiledList = [...defs];
  all = [...written, ...compiledList];
  generation++;
}

export function ruleById(id: string): AnyRuleDef | undefined {
  return byId.get(id) ?? compiledById.get(id);
}

/** Every registered definition, in registration order, then the compiled ones. */
export function allRules(): readonly AnyRuleDef[] {
  return all;
}

/** Changes whenever definitions are added or the compiled ones replaced (indexes over the registry key on it). */
export function registryGeneration(): number {
  return generation;
}
