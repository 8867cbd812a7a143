import type { CatalogueQuery } from '../model/catalogue.js';
import { normaliseName } from '../names/normalise.js';
import { findFaction } from './context.js';

/**
 * Names the list tools give an Army Faction where the catalogue (Wahapedia's names) calls it
 * otherwise: BSData's and New Recruit's catalogue names ("Imperium - Adeptus Astartes - Ultramarines",
 * "Imperium - Agents of the Imperium"), the app's chapter lines ("Space Marines" then "Blood Angels"),
 * and older spellings. A chapter names the Space Marines faction and is its sub-faction.
 */
const ALIASES: Readonly<Record<string, { faction: string; subfaction?: true }>> = {
  'adeptus astartes': { faction: 'Space Marines' },
  'black templars': { faction: 'Space Marines', subfaction: true },
  'blood angels': { faction: 'Space Marines', subfaction: true },
  'dark angels': { faction: 'Space Marines', subfaction: true },
  deathwatch: { faction: 'Space Marines', subfaction: true },
  'imperial fists': { faction: 'Space Marines', subfaction: true },
  'iron hands': { faction: 'Space Marines', subfaction: true },
  'raven guard': { faction: 'Space Marines', subfaction: true },
  salamanders: { faction: 'Space Marines', subfaction: true },
  'space wolves': { faction: 'Space Marines', subfaction: true },
  ultramarines: { faction: 'Space Marines', subfaction: true },
  'white scars': { faction: 'Space Marines', subfaction: true },
  'agents of the imperium': { faction: 'Imperial Agents' },
  'heretic astartes': { faction: 'Chaos Space Marines' },
  craftworlds: { faction: 'Aeldari' },
  asuryani: { faction: 'Aeldari' },
  ynnari: { faction: 'Aeldari', subfaction: true },
  'imperial guard': { faction: 'Astra Militarum' },
  votann: { faction: 'Leagues of Votann' },
  tau: { faction: 'T’au Empire' },
  'chaos daemons library': { faction: 'Chaos Daemons' },
  'daemons library': { faction: 'Chaos Daemons' },
};

/** The Army Factions of 10th edition as the catalogue (Wahapedia) names them, for reading without one. */
const FACTIONS = [
  'Adepta Sororitas',
  'Adeptus Custodes',
  'Adeptus Mechanicus',
  'Adeptus Titanicus',
  'Aeldari',
  'Astra Militarum',
  'Chaos Daemons',
  'Chaos Knights',
  'Chaos Space Marines',
  'Death Guard',
  'Drukhari',
  'Emperor’s Children',
  'Genestealer Cults',
  'Grey Knights',
  'Imperial Agents',
  'Imperial Knights',
  'Leagues of Votann',
  'Necrons',
  'Orks',
  'Space Marines',
  'T’au Empire',
  'Thousand Sons',
  'Tyranids',
  'Unaligned Forces',
  'World Eaters',
];
const KNOWN = new Map(FACTIONS.map((f) => [normaliseName(f), f]));

/** Grand-alliance and library prefixes the tools put before a faction ("Xenos - T'au Empire"). */
const GROUPS = new Set(['imperium', 'chaos', 'xenos', 'aeldari library', 'library']);

/** Whether a part of a faction path names a faction, a chapter or a grand alliance (not a list's own name). */
export function namesFaction(part: string): boolean {
  const n = normaliseName(part);
  return KNOWN.has(n) || n in ALIASES || GROUPS.has(n);
}

/**
 * The Army Faction and sub-faction named by an exported faction path, in any tool's naming: the
 * last part that is a faction's own name decides ("Aeldari - Drukhari", "Chaos Knights - ..."), else
 * the last part that is a tool's name for one ("Imperium - Adeptus Astartes - Ultramarines"); parts
 * after it are the sub-faction, and a chapter is the sub-faction of its faction.
 */
export function splitFaction(
  parts: string[],
  q?: CatalogueQuery,
): { faction: string | null; subfaction: string | null } {
  const direct = (part: string): string | undefined => {
    if (q) return findFaction(q, part)?.name;
    return KNOWN.has(normaliseName(part)) ? part : undefined;
  };
  const result = (i: number, faction: string, chapter: string | null) => {
    const sub = [chapter, ...parts.slice(i + 1)].filter((s): s is string => Boolean(s));
    return { faction, subfaction: sub.length ? sub.join(' - ') : null };
  };
  for (let i = parts.length - 1; i >= 0; i--) {
    const f = direct(parts[i] as string);
    if (f) return result(i, f, null);
  }
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] as string;
    const a = ALIASES[normaliseName(part)];
    if (a) return result(i, (q ? findFaction(q, a.faction)?.name : undefined) ?? a.faction, a.subfaction ? part : null);
  }
  const named = parts.filter((p) => !GROUPS.has(normaliseName(p)));
  if (named.length === 0) return { faction: parts[parts.length - 1] ?? null, subfaction: null };
  return { faction: named[0] as string, subfaction: named.length > 1 ? named.slice(1).join(' - ') : null };
}
