import type { Catalogue } from '../../model/catalogue.js';
import { slugName } from '../../names/normalise.js';
import { askText, CLOSEST_TARGET_ASKS, CLOSEST_TARGET_NOTE, gameAnswers } from '../asks.js';
import type { Effect } from '../effects.js';
import { allRules, setCompiledRules } from '../known.js';
import type { AnyRuleDef, RuleGroup, RuleSource, RuleSupport } from '../registry.js';
import { type CompiledText, compiledTexts } from './corpus.js';
import { calculatorRow } from './rows.js';
import { stratagemInGame } from './stratagem-game.js';
import type { RuleReading, RuleTextKind } from './types.js';

/**
 * Registry definitions generated from compiled rule texts: one per text the compiler read
 * completely, with the `source` issue 12's binding reads (rules/binding.ts), so the calculator, the
 * game and coverage find it through the rule instances like a hand-written one. A hand-written
 * definition of the same printed rule wins (binding). Texts left manual get no definition: they stay
 * unbound, named to the user by the instances.
 */

const GROUP: Record<RuleTextKind, RuleGroup> = {
  stratagem: 'Stratagem',
  'detachment-rule': 'Detachment rule',
  enhancement: 'Enhancement',
  'datasheet-ability': 'Datasheet ability',
};

export { calculatorRow };

/** A row the game reads from a unit's standing rules outside attacks (game/unit-rules.ts standingRows). */
const standingRow = (e: Effect): boolean => e.kind === 'eligible' && !e.when?.length;

/** "While this model is leading a unit, that unit ...": the row's one condition is its holder's leading. */
const whileLeading = (e: Effect): boolean => e.when?.length === 1 && e.when[0]?.kind === 'leading';

/** "you can re-roll Charge rolls made for that unit": asked just after each (game/enhancement-points.ts). */
const chargeReroll = (e: Effect): boolean =>
  e.kind === 'reroll' && e.roll === 'charge' && (!e.when?.length || whileLeading(e));

/**
 * Rows the game applies outside attacks (game/unit-rules.ts standingRows, targetableWithin; a Charge re-roll asked
 * just after the roll): for a datasheet's ability, a Leader's for the unit it leads ("While this model is leading a
 * unit, that unit is eligible to declare a charge in a turn in which it Advanced", "... can only be selected as the
 * target of a ranged attack if the attacking model is within 18"", "... you can re-roll Charge rolls made for that
 * unit"); an Enhancement's Charge re-roll for the bearer's unit.
 */
function gameRow(e: Effect, kind: RuleTextKind): boolean {
  if (standingRow(e)) return true;
  if (kind === 'enhancement') return chargeReroll(e) && !e.when?.length;
  if (kind !== 'datasheet-ability') return false;
  return chargeReroll(e) || ((e.kind === 'eligible' || (e.kind === 'targetable-within' && !e.near)) && whileLeading(e));
}

/** The compiled rule is asked about just after a Charge roll made for its unit. */
const rerollsCharge = (kind: RuleTextKind, reading: RuleReading): boolean =>
  (kind === 'datasheet-ability' || kind === 'enhancement') &&
  reading.effects.some((e) => gameRow(e, kind) && chargeReroll(e));

/** The window a compiled Charge re-roll is offered in: just after a Charge roll made for the unit. */
const CHARGE_REROLL_WINDOW = {
  when: [{ window: 'after-roll', turn: 'either', phases: ['charge'], rolls: ['charge'] }],
  handler: 'reroll-charge',
  optional: true,
} as const;

/** What the game leaves out of a standing row: a Leader's copy of it. */
const STANDING_NOTE =
  'a Leader’s “eligible to shoot or charge” is its own: it does not make the unit it leads eligible';

/**
 * Why the game does not apply a compiled reading, or null where it applies it. A Stratagem: where its
 * WHEN window, TARGET, rows, duration, CP and use limits all map onto the game's Stratagem data
 * (stratagem-game.ts; game/stratagems/compiled.ts offers it). Another rule: as it applies a
 * hand-written ability, a rule that holds for as long as its holder has it (no timing window, no
 * duration, for the holder), every row read by the attack resolution, every question one the game
 * measures (rules/asks.ts gameAnswers).
 */
function gameGap(kind: RuleTextKind, reading: RuleReading, cp?: number): string | null {
  if (kind === 'stratagem') {
    const game = stratagemInGame(reading, cp);
    return 'gap' in game ? `the game does not apply ${game.gap}` : null;
  }
  if (reading.when?.length || reading.duration || (reading.who && reading.who.unit !== 'holder'))
    return 'the game does not open the windows of rules compiled from their text yet';
  // An Enhancement's "X model only" is the army list's check; any other restriction is a use limit.
  if (Object.keys(reading.restrictions ?? {}).some((k) => k !== 'bearer'))
    return 'the game does not keep the use limits of rules compiled from their text yet';
  const rest = [...new Set(reading.effects.filter((e) => !calculatorRow(e) && !gameRow(e, kind)).map((e) => e.kind))];
  if (!reading.effects.length || rest.length) return `the game leaves ${rest.join(', ') || 'this rule'} to the players`;
  const unmeasured = reading.asks.filter((a) => !gameAnswers(a));
  if (unmeasured.length) return `the game does not measure: ${unmeasured.map(askText).join('; ')}`;
  return null;
}

/**
 * How far a compiled reading is automated. The calculator applies every attack and defence row (its
 * conditions asked as toggles); rows of movement, Command points or keywords are the players'. The
 * game applies the readings gameGap finds nothing missing in, through the same rule instances as
 * hand-written rules; for the others the note says what it lacks.
 */
export function compiledSupport(reading: RuleReading, kind: RuleTextKind = 'stratagem', cp?: number): RuleSupport {
  const rows = reading.effects;
  const calc = rows.filter(calculatorRow).length;
  // An ability's own timing ("In your Shooting phase,") or use limit ("Once per battle,") is not a
  // question the calculator asks: it applies the rows as though they held (a Stratagem is selected).
  const timed = kind !== 'stratagem' && !!(reading.when?.length || reading.restrictions?.oncePer);
  const calculator = calc === 0 ? 'n/a' : calc === rows.length && !timed ? 'automated' : 'partial';
  const rest = rows.filter((e) => !calculatorRow(e)).map((e) => e.kind);
  const gap = gameGap(kind, reading, cp);
  const notes = [
    ...(rest.length && calc ? [`the calculator leaves ${[...new Set(rest)].join(', ')} to the players`] : []),
    ...(timed && calc ? ['the calculator leaves its timing and use limit to the players'] : []),
    ...(gap ? [gap] : []),
  ];
  // A Stratagem's rows are an active effect on its target (game/unit-rules.ts activeRows), not a standing rule.
  const standing = kind !== 'stratagem' && !gap && rows.some(standingRow);
  if (standing) notes.push(STANDING_NOTE);
  const closest = !gap && reading.asks.some((a) => a.kind === 'declared' && CLOSEST_TARGET_ASKS.has(a.id));
  if (closest) notes.push(CLOSEST_TARGET_NOTE);
  return {
    calculator,
    game: gap ? 'manual' : standing || closest ? 'partial' : 'automated',
    // An Enhancement's bearer keywords, the chosen detachment and the usual limits: army/rules/enhancements.ts.
    lists: kind === 'enhancement' ? 'automated' : 'n/a',
    ...(notes.length ? { note: notes.join('; ') } : {}),
  };
}

function sourceOf(t: CompiledText): RuleSource | undefined {
  switch (t.kind) {
    case 'stratagem':
      return {
        kind: 'stratagem',
        source: t.detachment ?? t.source ?? 'Core',
        stratagem: t.name,
        ...(t.faction && t.faction !== 'Core' ? { faction: t.faction } : {}),
      };
    case 'detachment-rule':
      return t.detachment
        ? { kind: 'detachment', faction: t.faction, detachment: t.detachment, rule: t.name, textKey: t.textKey }
        : undefined;
    case 'enhancement':
      return {
        kind: 'enhancement',
        faction: t.faction,
        detachment: t.detachment ?? '',
        enhancement: t.name,
        textKey: t.textKey,
      };
    case 'datasheet-ability':
      return t.datasheet
        ? { kind: 'datasheet', faction: t.faction, datasheet: t.datasheet, ability: t.name, textKey: t.textKey }
        : undefined;
  }
}

/** `compiled/stratagem/grey-knights/warpbane-task-force/sanctified-kill-zone/<text key>`. */
function idOf(t: CompiledText): string {
  const within = t.detachment ?? t.datasheet ?? t.source ?? '';
  return ['compiled', t.kind, slugName(t.faction), slugName(within), slugName(t.name), t.textKey].join('/');
}

/**
 * The definitions of the compiled texts, each printed rule (place, name and wording) once. A Stratagem
 * printed twice with one name by two sources keeps the first.
 */
export function compiledRuleDefs(texts: readonly CompiledText[]): AnyRuleDef[] {
  const out: AnyRuleDef[] = [];
  const seen = new Set<string>();
  for (const t of texts) {
    if (t.compiled.status !== 'compiled') continue;
    const source = sourceOf(t);
    if (!source) continue;
    const id = idOf(t);
    if (seen.has(id)) continue;
    seen.add(id);
    const reading = t.compiled.reading;
    out.push({
      id,
      name: t.name,
      group: GROUP[t.kind],
      support: compiledSupport(reading, t.kind, t.cp),
      source,
      ...(reading.asks.length ? { asks: reading.asks } : {}),
      effects: reading.effects,
      ...(rerollsCharge(t.kind, reading) ? { windows: [CHARGE_REROLL_WINDOW] } : {}),
      ...(t.kind === 'enhancement' && reading.restrictions?.bearer ? { bearer: reading.restrictions.bearer } : {}),
      compiled: {
        kind: t.kind,
        textKey: t.textKey,
        reading,
        ...(t.cp !== undefined ? { cp: t.cp } : {}),
        ...(t.category ? { category: t.category } : {}),
      },
    } as AnyRuleDef);
  }
  return out;
}

let inUse: { hash: string; texts: readonly CompiledText[] } | undefined;

/**
 * Put a catalogue's compiled rules in the registry (replacing those of a catalogue set before): the
 * CLI and the server call it when they load a catalogue. The readings stored at `data import` are
 * used as they are; a catalogue stored by another compiler version is compiled now.
 */
export function useCompiledRules(c: Catalogue): number {
  const texts = compiledTexts(c);
  if (inUse?.hash === c.hash && inUse.texts === texts) return allRules().filter((d) => d.compiled).length;
  const defs = compiledRuleDefs(texts);
  setCompiledRules(defs);
  inUse = { hash: c.hash, texts };
  return defs.length;
}

/**
 * The compiled definitions in force that rules of these factions can bind to (binding matches on the
 * faction a rule is printed in: rules/binding.ts), with those printed for no faction (Core
 * Stratagems). A matchup carries them so that every runner plays with the same rules.
 */
export function compiledRulesFor(factions: Iterable<string>): AnyRuleDef[] {
  const wanted = new Set([...factions].map((f) => slugName(f)));
  return allRules().filter((d) => {
    if (!d.compiled) return false;
    const f = 'faction' in d.source ? d.source.faction : undefined;
    return f === undefined || wanted.has(slugName(f));
  });
}
