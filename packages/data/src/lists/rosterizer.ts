import {
  emptyParsedUnit,
  InputError,
  type ParsedItem,
  type ParsedList,
  type ParsedModelGroup,
  type ParsedUnit,
} from '@cogitator/engine';
import { emptyList, note } from './text.js';

/** One asset of a Rosterizer registry: a unit, a model, a weapon, an upgrade or a trait. */
interface Asset {
  designation?: unknown;
  classification?: unknown;
  quantity?: unknown;
  stats?: Record<string, { value?: unknown } | undefined>;
  keywords?: Record<string, unknown>;
  assets?: { included?: unknown; traits?: unknown };
}

const WEAPON = /weapon$|^wargear$/i;

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

function num(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function children(a: Asset): Asset[] {
  const inc = Array.isArray(a.assets?.included) ? (a.assets?.included as Asset[]) : [];
  const tr = Array.isArray(a.assets?.traits) ? (a.assets?.traits as Asset[]) : [];
  return [...inc, ...tr].filter((x) => x && typeof x === 'object');
}

function pointsOf(a: Asset): number {
  return num(a.stats?.Points?.value) ?? 0;
}

/** Everything under an asset, depth first (without recursion), with the product of quantities above it. */
function descendants(a: Asset): { asset: Asset; times: number }[] {
  const out: { asset: Asset; times: number }[] = [];
  const stack = children(a)
    .reverse()
    .map((asset) => ({ asset, times: 1 }));
  while (stack.length) {
    const x = stack.pop() as { asset: Asset; times: number };
    out.push(x);
    const q = num(x.asset.quantity) ?? 1;
    if (/^model$/i.test(str(x.asset.classification))) continue;
    stack.push(
      ...children(x.asset)
        .reverse()
        .map((asset) => ({ asset, times: x.times * Math.max(1, q) })),
    );
  }
  return out;
}

/** True for a Rosterizer registry: a JSON object with "assets" holding "included" units. */
export function isRosterizer(value: unknown): boolean {
  const v = value as Asset | null;
  return Boolean(v && typeof v === 'object' && v.assets && Array.isArray(v.assets.included));
}

/**
 * A Rosterizer registry (its JSON): units are the registry's included assets; a unit's "Model"
 * assets are its models (with their quantity) and the weapons under them; "Enhancement" assets, a
 * "Warlord" trait and the "Detachment" trait are read as such. Points are the unit's plus its
 * upgrades' as stated.
 */
export function parseRosterizer(value: unknown, source?: string): ParsedList {
  if (!isRosterizer(value)) {
    throw new InputError('expected a Rosterizer registry with "assets": {"included": [...]}', source ? { source } : {});
  }
  const reg = value as Asset & { name?: unknown; info?: unknown };
  const info = JSON.stringify(reg.info ?? {});
  const edition = /\b(9|11)(?:th)?[ -]?(?:e|ed|edition)\b|wh40k(9|11)e/i.exec(`${info} ${str(reg.name)}`);
  if (edition) {
    const n = edition[1] ?? edition[2];
    throw new InputError(
      `this Rosterizer registry is for ${n === '11' ? 'an 11th' : 'a 9th'}-edition game; Cogitator reads 10th-edition lists`,
      source ? { source } : {},
    );
  }
  const list = emptyList('rosterizer');
  list.name = str(reg.name) || null;
  const traits = Array.isArray(reg.assets?.traits) ? (reg.assets?.traits as Asset[]) : [];
  const det = traits.find((t) => /^detachment$/i.test(str(t?.classification)));
  if (det && str(det.designation)) list.detachment = { value: str(det.designation), line: 1 };
  const factions = new Map<string, number>();
  let index = 0;
  for (const a of (reg.assets?.included ?? []) as Asset[]) {
    index++;
    if (!a || typeof a !== 'object') continue;
    const name = str(a.designation);
    if (!name) {
      list.notes.push(note(`included asset ${index} has no designation; passed over`));
      continue;
    }
    list.units.push(readUnit(a, name, index));
    const kw = a.keywords?.Faction;
    if (Array.isArray(kw)) for (const f of kw) factions.set(str(f), (factions.get(str(f)) ?? 0) + 1);
  }
  const faction = [...factions].filter(([f]) => f).sort((x, y) => y[1] - x[1])[0]?.[0];
  if (faction) list.faction = { value: [faction], line: 1 };
  list.statedPoints = list.units.reduce((s, u) => s + (u.points ?? 0), 0);
  return list;
}

function readUnit(a: Asset, name: string, index: number): ParsedUnit {
  const unit = emptyParsedUnit(name, index);
  let points = pointsOf(a);
  const models: ParsedModelGroup[] = [];
  for (const { asset, times } of descendants(a)) {
    const cls = str(asset.classification);
    const dn = str(asset.designation);
    points += /^model$/i.test(cls) ? 0 : pointsOf(asset);
    if (!dn) continue;
    if (/^model$/i.test(cls)) {
      const g: ParsedModelGroup = { name: dn, count: Math.max(1, num(asset.quantity) ?? 1), line: index, wargear: [] };
      for (const w of descendants(asset)) {
        const wn = str(w.asset.designation);
        if (!wn || !WEAPON.test(str(w.asset.classification))) continue;
        const item: ParsedItem = {
          name: wn,
          count: g.count * w.times * Math.max(1, num(w.asset.quantity) ?? 1),
          line: index,
        };
        g.wargear.push(item);
      }
      models.push(g);
    } else if (/^enhancement$/i.test(cls)) {
      unit.enhancements.push({ name: dn, points: pointsOf(asset) || null, line: index });
    } else if (/^warlord$/i.test(dn)) {
      unit.warlord = true;
      unit.warlordLine = index;
    } else if (WEAPON.test(cls)) {
      unit.wargear.push({ name: dn, count: times * Math.max(1, num(asset.quantity) ?? 1), line: index });
    }
  }
  unit.models = models;
  const stated = num(a.stats?.Models?.value);
  unit.modelCount = stated ?? (models.length ? models.reduce((s, g) => s + g.count, 0) : null);
  unit.points = points;
  return unit;
}
