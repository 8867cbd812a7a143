import type { PrintedProfile, Weapon, WeaponProfile } from '@cogitator/engine';
import type { EntryNode } from './entries.js';
import { countLimits } from './models.js';
import { printedProfile, profileKind, readWeaponProfile, type StatNote } from './profiles.js';
import { cleanName } from './text.js';

/** Entries and groups that are list-building machinery, not wargear. */
export function isMetaName(name: string): boolean {
  return /^(warlord|enhancements?|enhancement upgrades|detachments?)$/i.test(name.trim()) || /enhancement/i.test(name);
}

/** A weapon profile with where it came from, for messages. */
export interface WeaponNotes {
  readonly weapon: string;
  readonly profile: string;
  readonly notes: StatNote[];
  readonly line: number;
  readonly file: string;
}

/** A profile as printed, before the datasheet it belongs to is known. */
export type PrintedRow = Omit<PrintedProfile, 'datasheet'>;

interface CachedWeapon {
  readonly weapon: Weapon | undefined;
  readonly notes: WeaponNotes[];
  /** Every weapon profile as printed, unreadable ones included. */
  readonly printed: PrintedRow[];
}

/** Weapons by the element that defines them: a shared weapon is read once, however often linked. */
const weaponCache = new WeakMap<object, CachedWeapon>();

function readWeapon(node: EntryNode): CachedWeapon {
  const notes: WeaponNotes[] = [];
  const profiles: WeaponProfile[] = [];
  const printed: PrintedRow[] = [];
  for (const ref of node.profiles) {
    const kind = profileKind(ref.el);
    if (kind !== 'ranged' && kind !== 'melee') continue;
    printed.push(printedProfile(ref.el, kind));
    const n: StatNote[] = [];
    const p = readWeaponProfile(ref.el, kind, n);
    if (n.length) {
      notes.push({
        weapon: node.name,
        profile: ref.el.attr('name') ?? '',
        notes: n,
        line: ref.el.line,
        file: ref.file.file,
      });
    }
    if (p) profiles.push(p);
  }
  if (!profiles.length) return { weapon: undefined, notes, printed };
  const name = profiles.length === 1 ? (profiles[0] as WeaponProfile).name : cleanName(node.name);
  return { weapon: { name, profiles }, notes, printed };
}

/** The weapon an entry carries (one weapon per entry, its profiles in order), and notes on it. */
export function weaponOf(node: EntryNode): CachedWeapon {
  // A link that adds no profiles of its own carries exactly its target's weapon.
  const key = node.link?.children.some((c) => c.tag === 'profiles' || c.tag === 'infoLinks') ? node : node.el;
  let w = weaponCache.get(key);
  if (!w) {
    w = readWeapon(node);
    weaponCache.set(key, w);
  }
  return w;
}

function copyWeapon(w: Weapon): Weapon {
  return { name: w.name, profiles: w.profiles.map((p) => ({ ...p, abilities: [...p.abilities] })) };
}

/**
 * Every weapon in a unit's tree (options included), each distinct weapon once, with its notes; and
 * into `printed`, each distinct weapon profile as printed (unreadable ones too).
 */
export function collectWeapons(
  unit: EntryNode,
  notes: WeaponNotes[],
  exclude: ReadonlySet<EntryNode> = new Set(),
  printed: PrintedRow[] = [],
): Weapon[] {
  const out: Weapon[] = [];
  const seen = new Set<Weapon>();
  const byName = new Map<string, string[]>();
  const printedKeys = new Set<string>();
  const visit = (n: EntryNode, depth: number) => {
    if (depth > 12 || isMetaName(n.name) || exclude.has(n)) return;
    const { weapon, notes: wn, printed: pr } = weaponOf(n);
    for (const p of pr) {
      const key = JSON.stringify(p);
      if (printedKeys.has(key)) continue;
      printedKeys.add(key);
      printed.push(p);
    }
    if (weapon && !seen.has(weapon)) {
      seen.add(weapon);
      const key = JSON.stringify(weapon.profiles);
      const same = byName.get(weapon.name);
      if (!same?.includes(key)) {
        byName.set(weapon.name, [...(same ?? []), key]);
        out.push(copyWeapon(weapon));
        notes.push(...wn);
      }
    }
    for (const c of n.children) visit(c, depth + 1);
  };
  visit(unit, 0);
  return out;
}

const contentCache = new WeakMap<EntryNode, boolean>();

function hasContent(n: EntryNode): boolean {
  let v = contentCache.get(n);
  if (v === undefined) {
    v = n.profiles.length > 0 || n.children.some(hasContent);
    contentCache.set(n, v);
  }
  return v;
}

function containsModels(n: EntryNode): boolean {
  return n.children.some((c) => c.type === 'model' || (c.kind === 'group' && containsModels(c)));
}

function choicePhrase(min: number | null, max: number | null): string {
  const lo = min ?? 0;
  if (max === null) return lo > 0 ? `at least ${lo} of` : 'any of';
  if (lo === max) return max === 1 ? 'one of' : `${max} of`;
  if (lo === 0) return max === 1 ? 'up to one of' : `up to ${max} of`;
  return `${lo}-${max} of`;
}

export interface Loadout {
  /** Items each model (or the unit) has by default. */
  readonly equipment: { who: string; items: string[] }[];
  /** Readable wargear option lines. */
  readonly options: string[];
}

/**
 * Default equipment and wargear options of one model entry (or the unit itself), read from the
 * min/max constraints of its entries and selection groups: an entry with min 1 is equipment; a group
 * is a choice ("Sergeant: Weapon 1: one of Bolt Rifle, Plasma Pistol (default Bolt Rifle)"); an
 * entry with min 0 is an option ("can take Weavefield crest").
 */
export function readLoadout(
  owner: EntryNode,
  who: string,
  into: Loadout,
  exclude: ReadonlySet<EntryNode> = new Set(),
): void {
  const items: string[] = [];
  const skip = (c: EntryNode) => isMetaName(c.name) || exclude.has(c) || (c.type === 'model' && c !== owner);
  /** A selection group: a choice line for its optional entries; its subgroups are choices of their own. */
  const group = (c: EntryNode, depth: number) => {
    const lim = countLimits(c.constraints);
    const choices = c.children.filter((k) => k.kind !== 'group' && !skip(k) && hasContent(k));
    // Entries a group holds with their own min 1 are always taken: equipment, not a choice.
    const forced = choices.filter((k) => (countLimits(k.constraints).min ?? 0) >= 1);
    for (const k of forced) items.push(cleanName(k.name));
    const optional = choices.filter((k) => !forced.includes(k));
    const defId = c.defaultChildId;
    const def = defId ? optional.find((k) => k.id === defId || k.linkId === defId) : undefined;
    const chosen = def ?? (optional.length === 1 ? optional[0] : undefined);
    if ((lim.min ?? 0) >= 1 && chosen) items.push(cleanName(chosen.name));
    if (optional.length > 1 || (optional.length === 1 && (lim.min ?? 0) < 1)) {
      const names = optional.map((k) => cleanName(k.name));
      into.options.push(
        `${who}: ${cleanName(c.name)}: ${choicePhrase(lim.min, lim.max)} ${names.join(', ')}${def ? ` (default ${cleanName(def.name)})` : ''}`,
      );
    }
    for (const g of c.children) if (g.kind === 'group' && !skip(g) && depth < 8) group(g, depth + 1);
  };
  const visit = (n: EntryNode, depth: number) => {
    for (const c of n.children) {
      if (depth > 8 || skip(c)) continue;
      if (c.kind === 'group') {
        if (containsModels(c)) visit(c, depth + 1);
        else group(c, depth + 1);
        continue;
      }
      if (!hasContent(c)) continue;
      const lim = countLimits(c.constraints);
      if ((lim.min ?? 0) >= 1) items.push(cleanName(c.name));
      else if (lim.max !== 0) {
        const upTo = lim.max !== null && lim.max > 1 ? ` (up to ${lim.max})` : '';
        into.options.push(`${who}: can take ${cleanName(c.name)}${upTo}`);
      }
    }
  };
  visit(owner, 0);
  if (items.length) into.equipment.push({ who, items: [...new Set(items)] });
}
