import {
  type Datasheet,
  type ImportedSource,
  InputError,
  normaliseName,
  type PrintedProfile,
  type SourceKind,
  singularName,
} from '@cogitator/engine';
import { compareCharacteristic, compareKeywords, type Verdict } from './compare.js';
import { type Pairing, pairDatasheets, pairInTiers } from './pair.js';
import { type DiffCounts, type Difference, emptyCounts, type LoosePair, type SourceDiff } from './types.js';

const FIELDS: Record<PrintedProfile['kind'], readonly string[]> = {
  model: ['M', 'T', 'SV', 'W', 'LD', 'OC'],
  ranged: ['Range', 'A', 'BS', 'S', 'AP', 'D'],
  melee: ['Range', 'A', 'WS', 'S', 'AP', 'D'],
};

const LABELS: Record<SourceKind, string> = { wahapedia: 'Wahapedia', bsdata: 'BSData', seed: 'seed page' };

export interface DiffOptions {
  /** Only this faction (normalised name). */
  faction?: string;
}

/**
 * Compare what two imported sources print for the same datasheets (pure; `data diff`). Datasheets
 * pair by faction and normalised name. Within a datasheet, model profiles pair by normalised name
 * (an empty name stands for the datasheet's), then singular for plural ("Custodians"/"Custodian"),
 * then without spaces ("Exo-armour"/"Exoarmour"), then the only model profile left on each side;
 * weapon profiles pair by type and the same three name forms. Where a name repeats, the profile with most equal characteristics is
 * taken. Profiles only one source has are counted and listed apart, never as disagreements. Each
 * characteristic of a pair is compared as printed (raw) and as read (noise such as `7` for `7+`
 * read away). Needs both sources' `printed` profiles (the importers fill them).
 */
export function diffSources(first: ImportedSource, second: ImportedSource, opts: DiffOptions = {}): SourceDiff {
  const kinds: [SourceKind, SourceKind] = [first.info.kind, second.info.kind];
  const labels = [LABELS[kinds[0]], LABELS[kinds[1]]] as const;
  for (const s of [first, second]) {
    if (!s.printed) throw new Error(`the ${s.info.kind} source has no printed profiles to compare`);
  }
  const wanted = opts.faction === undefined ? undefined : normaliseName(opts.faction);
  const keep = (d: Datasheet) => wanted === undefined || normaliseName(d.faction) === wanted;
  const a = first.datasheets.filter(keep);
  const b = second.datasheets.filter(keep);
  if (wanted !== undefined && a.length + b.length === 0) {
    const names = [...new Set([...first.datasheets, ...second.datasheets].map((d) => d.faction))].sort();
    throw new InputError(`no faction "${opts.faction}" in either source (factions: ${names.join(', ')})`, {
      field: '--faction',
    });
  }
  const printedA = byDatasheet(first.printed ?? []);
  const printedB = byDatasheet(second.printed ?? []);

  const out: SourceDiff = {
    sources: kinds,
    total: emptyCounts(),
    factions: [],
    differences: [],
    unpaired: [],
    loosePairs: [],
  };
  const perFaction = new Map<string, DiffCounts>();
  const count = (faction: string, f: (c: DiffCounts) => void) => {
    let c = perFaction.get(faction);
    if (!c) {
      c = emptyCounts();
      perFaction.set(faction, c);
    }
    f(out.total);
    f(c);
  };

  const sheets = pairDatasheets(a, b);
  for (const [list, source, side] of [
    [sheets.firstOnly, kinds[0], 'firstOnly'],
    [sheets.secondOnly, kinds[1], 'secondOnly'],
  ] as const) {
    for (const ds of list) {
      count(ds.faction, (c) => c.datasheets[side]++);
      out.unpaired.push({ faction: ds.faction, datasheet: ds.name, kind: 'datasheet', name: ds.name, source });
    }
  }
  for (const [da, db] of sheets.pairs) {
    const faction = da.faction;
    count(faction, (c) => c.datasheets.pairs++);
    const pairings = pairProfiles(da, printedA.get(da.id) ?? [], printedB.get(db.id) ?? [], labels);
    for (const { pairing, loose } of pairings) {
      for (const [list, source, side] of [
        [pairing.firstOnly, kinds[0], 'firstOnly'],
        [pairing.secondOnly, kinds[1], 'secondOnly'],
      ] as const) {
        for (const p of list) {
          count(faction, (c) => (p.kind === 'model' ? c.models : c.weapons)[side]++);
          out.unpaired.push({ faction, datasheet: da.name, kind: p.kind, name: p.name || '(no name)', source });
        }
      }
      for (const l of loose) out.loosePairs.push({ faction, datasheet: da.name, ...l });
      for (const [x, y] of pairing.pairs) {
        const verdicts = FIELDS[x.kind].map((f) => {
          const values: [string, string] = [x.values[f] ?? '', y.values[f] ?? ''];
          return { f, values, v: compareCharacteristic(f, values[0], values[1], labels) };
        });
        const raw = verdicts.every((r) => r.v.kind === 'same');
        const norm = verdicts.every((r) => r.v.kind !== 'real');
        const record = (field: string, values: [string, string], v: Verdict) => {
          if (v.kind === 'same') return;
          const d: Difference = {
            faction,
            datasheet: da.name,
            kind: x.kind,
            profile: x.name || da.name,
            field,
            values,
            class: v.kind,
          };
          if (v.note) d.note = v.note;
          out.differences.push(d);
        };
        for (const r of verdicts) record(r.f, r.values, r.v);
        if (x.kind === 'model') {
          count(faction, (c) => tally(c.models, raw, norm));
          continue;
        }
        const kw: [string, string] = [x.values.Keywords ?? '', y.values.Keywords ?? ''];
        const v = compareKeywords(kw[0], kw[1]);
        record('Keywords', kw, v);
        count(faction, (c) => {
          tally(c.weapons, raw, norm);
          tally(c.weaponAbilities, v.kind === 'same', v.kind !== 'real');
        });
      }
    }
  }
  out.factions = [...perFaction.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([faction, counts]) => ({ faction, counts }));
  const order = (d: { faction: string; datasheet: string }, e: { faction: string; datasheet: string }) =>
    d.faction.localeCompare(e.faction) || d.datasheet.localeCompare(e.datasheet);
  out.differences.sort(order);
  out.unpaired.sort(order);
  out.loosePairs.sort(order);
  return out;
}

function tally(c: { pairs: number; agreeRaw: number; agreeNormalised: number }, raw: boolean, norm: boolean): void {
  c.pairs++;
  if (raw) c.agreeRaw++;
  if (norm) c.agreeNormalised++;
}

type Loose = Omit<LoosePair, 'faction' | 'datasheet'>;

/** Pair one datasheet's model profiles and weapon profiles (see `diffSources`). */
function pairProfiles(
  ds: Datasheet,
  a: readonly PrintedProfile[],
  b: readonly PrintedProfile[],
  labels: readonly [string, string],
): { pairing: Pairing<PrintedProfile>; loose: Loose[] }[] {
  /** How alike two profiles of one name are: characteristics that agree once noise is read away. */
  const alike = (x: PrintedProfile, y: PrintedProfile) =>
    FIELDS[x.kind].filter((f) => compareCharacteristic(f, x.values[f] ?? '', y.values[f] ?? '', labels).kind !== 'real')
      .length;
  const modelName = (p: PrintedProfile) => p.name || ds.name;
  const models = pairInTiers(
    a.filter((p) => p.kind === 'model'),
    b.filter((p) => p.kind === 'model'),
    [(p) => normaliseName(modelName(p)), (p) => singularName(modelName(p)), (p) => compact(modelName(p))],
    alike,
  );
  if (models.firstOnly.length === 1 && models.secondOnly.length === 1) {
    const pair: [PrintedProfile, PrintedProfile] = [models.firstOnly[0]!, models.secondOnly[0]!];
    models.pairs.push(pair);
    models.tier.set(pair[0], 3);
    models.firstOnly = [];
    models.secondOnly = [];
  }
  const weapons = pairInTiers(
    a.filter((p) => p.kind !== 'model'),
    b.filter((p) => p.kind !== 'model'),
    [
      (p) => `${p.kind}|${normaliseName(p.name)}`,
      (p) => `${p.kind}|${singularName(p.name)}`,
      (p) => `${p.kind}|${compact(p.name)}`,
    ],
    alike,
  );
  const looseOf = (p: ReturnType<typeof pairInTiers<PrintedProfile>>): Loose[] =>
    p.pairs.flatMap(([x, y]): Loose[] => {
      const tier = p.tier.get(x) ?? 0;
      const names: [string, string] = [x.name, y.name];
      if (tier === 0 && (x.name === '') === (y.name === '')) return [];
      const how = (['empty name', 'singular and plural', 'spacing', 'only profile left'] as const)[tier]!;
      return [{ kind: x.kind, names, how }];
    });
  return [
    { pairing: models, loose: looseOf(models) },
    { pairing: weapons, loose: looseOf(weapons) },
  ];
}

/** Singular, without spaces: "Exo-armour" and "Exoarmour". */
function compact(name: string): string {
  return singularName(name).replace(/ /g, '');
}

function byDatasheet(printed: readonly PrintedProfile[]): Map<string, PrintedProfile[]> {
  const map = new Map<string, PrintedProfile[]>();
  for (const p of printed) {
    const list = map.get(p.datasheet);
    if (list) list.push(p);
    else map.set(p.datasheet, [p]);
  }
  return map;
}
