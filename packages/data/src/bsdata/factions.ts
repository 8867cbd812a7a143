/**
 * Which Wahapedia faction (Factions.csv `name`, exactly as spelled there, curly apostrophes
 * included) each BSData catalogue's own units belong to, keyed by the catalogue name written inside
 * the file. Catalogues mapped to `null` are libraries shared by several factions (their units count
 * for the factions whose catalogues list them) or armies Wahapedia does not have.
 */
const FACTION_OF_CATALOGUE: Readonly<Record<string, string | null>> = {
  'Aeldari - Aeldari Library': null,
  'Xenos - Aeldari': 'Aeldari',
  'Xenos - Drukhari': 'Drukhari',
  'Aeldari - Ynnari': null,
  'Chaos - Daemons Library': 'Chaos Daemons',
  'Chaos - Chaos Daemons': 'Chaos Daemons',
  'Chaos - Chaos Knights Library': 'Chaos Knights',
  'Chaos - Chaos Knights': 'Chaos Knights',
  'Chaos - Chaos Space Marines': 'Chaos Space Marines',
  'Chaos - Death Guard': 'Death Guard',
  "Chaos - Emperor's Children": 'Emperor’s Children',
  'Chaos - Thousand Sons': 'Thousand Sons',
  'Chaos - Titanicus Traitoris': null,
  'Chaos - World Eaters': 'World Eaters',
  'Xenos - Genestealer Cults': 'Genestealer Cults',
  'Imperium - Adepta Sororitas': 'Adepta Sororitas',
  'Imperium - Adeptus Custodes': 'Adeptus Custodes',
  'Imperium - Adeptus Mechanicus': 'Adeptus Mechanicus',
  'Imperium - Adeptus Titanicus': 'Adeptus Titanicus',
  'Imperium - Agents of the Imperium': 'Imperial Agents',
  'Imperium - Astra Militarum - Library': 'Astra Militarum',
  'Imperium - Astra Militarum': 'Astra Militarum',
  'Imperium - Adeptus Astartes - Black Templars': 'Space Marines',
  'Imperium - Adeptus Astartes - Blood Angels': 'Space Marines',
  'Imperium - Adeptus Astartes - Dark Angels': 'Space Marines',
  'Imperium - Adeptus Astartes - Deathwatch': 'Space Marines',
  'Imperium - Adeptus Astartes - Imperial Fists': 'Space Marines',
  'Imperium - Adeptus Astartes - Iron Hands': 'Space Marines',
  'Imperium - Adeptus Astartes - Raven Guard': 'Space Marines',
  'Imperium - Adeptus Astartes - Salamanders': 'Space Marines',
  'Imperium - Adeptus Astartes - Space Marines': 'Space Marines',
  'Imperium - Adeptus Astartes - Space Wolves': 'Space Marines',
  'Imperium - Adeptus Astartes - Ultramarines': 'Space Marines',
  'Imperium - Adeptus Astartes - White Scars': 'Space Marines',
  'Imperium - Grey Knights': 'Grey Knights',
  'Imperium - Imperial Knights - Library': 'Imperial Knights',
  'Imperium - Imperial Knights': 'Imperial Knights',
  'Xenos - Leagues of Votann': 'Leagues of Votann',
  'Library - Astartes Heresy Legends': null,
  'Library - Titans': null,
  'Library - Tyranids': null,
  'Xenos - Necrons': 'Necrons',
  'Xenos - Orks': 'Orks',
  "Xenos - T'au Empire": 'T’au Empire',
  'Xenos - Tyranids': 'Tyranids',
  'Unaligned Forces': 'Unaligned Forces',
};

/** Every faction name in Wahapedia's Factions.csv of the 2025-11-14 export. */
export const WAHAPEDIA_FACTIONS: readonly string[] = [
  'Imperial Agents',
  'Astra Militarum',
  'Genestealer Cults',
  'Necrons',
  'Aeldari',
  'Adeptus Titanicus',
  'Orks',
  'Unaligned Forces',
  'Grey Knights',
  'T’au Empire',
  'Leagues of Votann',
  'Adeptus Mechanicus',
  'Thousand Sons',
  'Death Guard',
  'Emperor’s Children',
  'World Eaters',
  'Chaos Knights',
  'Chaos Daemons',
  'Imperial Knights',
  'Space Marines',
  'Tyranids',
  'Adeptus Custodes',
  'Adepta Sororitas',
  'Chaos Space Marines',
  'Drukhari',
  'Unbound Adversaries',
];

const GROUP_PREFIX = /^(Imperium|Chaos|Xenos) - /;

/**
 * The Wahapedia faction of a catalogue: from the table, else the catalogue name without its
 * "Imperium - " style prefix when that is a Wahapedia faction name (a catalogue added after this
 * table was written), else null.
 */
export function factionOfCatalogue(catalogueName: string): string | null {
  if (Object.hasOwn(FACTION_OF_CATALOGUE, catalogueName)) return FACTION_OF_CATALOGUE[catalogueName] ?? null;
  const bare = catalogueName.replace(GROUP_PREFIX, '').replace(/'/g, '’');
  return WAHAPEDIA_FACTIONS.includes(bare) ? bare : null;
}

/** Whether the table knows this catalogue at all (unknown ones are reported). */
export function isKnownCatalogue(catalogueName: string): boolean {
  return Object.hasOwn(FACTION_OF_CATALOGUE, catalogueName);
}

/** "Imperium", "Chaos" or "Xenos" from the catalogue names of a faction, where they say. */
export function groupOfCatalogue(catalogueName: string): string | undefined {
  const m = GROUP_PREFIX.exec(catalogueName);
  return m ? m[1] : undefined;
}
