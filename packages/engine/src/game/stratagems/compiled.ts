import type { StratagemCategory } from '../../model/stratagem.js';
import { normaliseName } from '../../names/normalise.js';
import { bindPrinted } from '../../rules/binding.js';
import { allRules, registryGeneration } from '../../rules/known.js';
import type { AnyRuleDef } from '../../rules/registry.js';
import { stratagemInGame } from '../../rules/text/stratagem-game.js';
import type { WindowKind } from '../../rules/timing.js';
import { STRATAGEMS } from './data.js';
import type { StratagemDef } from './types.js';

/**
 * The Stratagems the game offers: its hand-written ones (data.ts), then those compiled from their
 * text (rules/text/defs.ts) whose reading the game applies whole (rules/text/stratagem-game.ts): each
 * is its registry definition seen as game data, not a second table. A compiled Stratagem is left out
 * where a hand-written definition of it wins: the registry's (binding) or the game's own (data.ts).
 */

const CATEGORIES: readonly StratagemCategory[] = ['Battle Tactic', 'Strategic Ploy', 'Epic Deed', 'Wargear', 'Other'];

const placeKey = (source: string, name: string) => `${normaliseName(source)}|${normaliseName(name)}`;
const WRITTEN = new Set(STRATAGEMS.map((s) => placeKey(s.source, s.name)));

/** The game's definition of a compiled Stratagem the game applies, or undefined. */
function asGameStratagem(d: AnyRuleDef): StratagemDef | undefined {
  const c = d.compiled;
  // Partial ones are offered too: rules/text/defs.ts marks partial only what the game applies with a named caveat.
  const support = d.support.game;
  if (c?.kind !== 'stratagem' || d.source.kind !== 'stratagem') return undefined;
  if (support !== 'automated' && support !== 'partial') return undefined;
  const { source, stratagem: name, faction } = d.source;
  if (WRITTEN.has(placeKey(source, name))) return undefined;
  if (bindPrinted({ kind: 'stratagem', ...(faction ? { faction } : {}), within: source, name }) !== d) return undefined;
  const game = stratagemInGame(c.reading, c.cp);
  if (!('parts' in game) || c.cp === undefined) return undefined;
  const category = CATEGORIES.find((k) => k === c.category) ?? 'Other';
  return {
    id: d.id,
    name,
    cp: c.cp,
    category,
    source,
    ...(faction ? { faction } : {}),
    when: game.parts.when,
    target: game.parts.target,
    restrictions: game.parts.restrictions,
    support,
    rule: d.id,
    until: game.parts.until,
    compiled: true,
  };
}

interface Index {
  generation: number;
  all: readonly StratagemDef[];
  byWindow: Map<WindowKind, StratagemDef[]>;
  byId: Map<string, StratagemDef>;
  /** The cheapest CP by the sources open (a compiled Stratagem of an unplayed source costs 0CP). */
  cheapest: Map<string, number>;
}

let index: Index | undefined;

function current(): Index {
  if (index?.generation === registryGeneration()) return index;
  const compiled: StratagemDef[] = [];
  for (const d of allRules()) {
    const s = asGameStratagem(d);
    if (s) compiled.push(s);
  }
  const all = [...STRATAGEMS, ...compiled];
  const byWindow = new Map<WindowKind, StratagemDef[]>();
  for (const def of all)
    for (const k of new Set(def.when.map((c) => c.window))) byWindow.set(k, [...(byWindow.get(k) ?? []), def]);
  index = {
    generation: registryGeneration(),
    all,
    byWindow,
    byId: new Map(all.map((s) => [s.id, s])),
    cheapest: new Map(),
  };
  return index;
}

/** Every Stratagem the game offers with the registry now in force. */
export function gameStratagems(): readonly StratagemDef[] {
  return current().all;
}

/** The Stratagems with a WHEN clause of this window kind. */
export function stratagemsInWindow(kind: WindowKind): readonly StratagemDef[] | undefined {
  return current().byWindow.get(kind);
}

/** The cheapest CP of a Stratagem of these sources (no one with less can use a window). */
export function cheapestStratagem(sources: readonly string[]): number {
  const idx = current();
  const key = sources.join('|');
  let c = idx.cheapest.get(key);
  if (c === undefined) {
    c = Math.min(...idx.all.filter((s) => sources.includes(s.source)).map((s) => s.cp));
    idx.cheapest.set(key, c);
  }
  return c;
}

export function stratagemById(id: string): StratagemDef | undefined {
  return current().byId.get(id);
}
