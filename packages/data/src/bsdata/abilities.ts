import {
  CORE_ABILITIES,
  type CoreAbility,
  type Datasheet,
  damagedEffects,
  type NamedText,
  parseCoreAbility,
  parseWeaponAbility,
  type Transport,
  WEAPON_ABILITIES,
} from '@cogitator/engine';
import { parseTransportText } from '../text/transport.js';
import { isHiddenFor } from './conditions.js';
import type { EntryNode, InfoRef } from './entries.js';
import { type InvulnerableReading, isInvulnerableName, parseInvulnerable } from './invulnerable.js';
import { parseLeaderText } from './leader.js';
import { profileKind } from './profiles.js';
import { characteristics, cleanText, profileText } from './text.js';
import { isMetaName } from './wargear.js';
import { list } from './xml.js';

export type Damaged = NonNullable<Datasheet['damaged']>;

/** Everything ability-like a unit's tree says, sorted into the datasheet's parts. */
export interface UnitAbilities {
  readonly core: CoreAbility[];
  /** Faction abilities by name, and their rule text (for the faction's rules). */
  readonly faction: NamedText[];
  readonly datasheet: NamedText[];
  readonly wargear: NamedText[];
  /** Rules linked from weapon entries that are not standard weapon abilities ("Conversion"). */
  readonly weapon: NamedText[];
  readonly invulnerable: { reading: InvulnerableReading; owner: EntryNode; name: string }[];
  readonly leads: string[] | undefined;
  damaged: Damaged | null;
  transport: Transport | null;
  readonly sections: NamedText[];
  /** Abilities and profiles that were kept but not understood. */
  readonly unknown: { what: string; name: string; ref: InfoRef }[];
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const coreNames = new Map<string, boolean>();
const weaponNames = new Map<string, boolean>();

function memo(cache: Map<string, boolean>, name: string, f: (n: string) => boolean): boolean {
  let v = cache.get(name);
  if (v === undefined) {
    v = f(name);
    cache.set(name, v);
  }
  return v;
}

/** A rule named like a CORE ability ("Deadly Demise D6", "Scouts 6\"", "Feel No Pain 5+"). */
export function isCoreRuleName(name: string): boolean {
  return memo(coreNames, name, coreName);
}

function coreName(name: string): boolean {
  const n = norm(name);
  return CORE_ABILITIES.some((d) => n === d.name.toLowerCase() || n.startsWith(`${d.name.toLowerCase()} `));
}

/** A rule that is a weapon ability (linked on weapons and sometimes repeated on the unit). */
export function isWeaponRuleName(name: string): boolean {
  return memo(weaponNames, name, weaponName);
}

function weaponName(name: string): boolean {
  const n = norm(name);
  if (n === 'anti-' || n.startsWith('anti-')) return true;
  if (parseWeaponAbility(name).kind !== 'unknown') return true;
  return WEAPON_ABILITIES.some((d) => n === d.name.toLowerCase());
}

/**
 * Whether a rule or profile is hidden for this army: its own or its link's `hidden`, or a `set
 * hidden` modifier decided by the army's catalogue (Templar Vows shows only to Black Templars).
 */
export function refHidden(ref: InfoRef, primaryCatalogueId: string): boolean {
  const els = ref.link ? [ref.el, ref.link] : [ref.el];
  const hidden = els.some((e) => e.attr('hidden') === 'true');
  const mods = els.flatMap((e) => list(e, 'modifiers', 'modifier'));
  const groups = els.flatMap((e) => list(e, 'modifierGroups', 'modifierGroup'));
  if (!mods.length && !groups.length) return hidden;
  return isHiddenFor(hidden, mods, groups, { primaryCatalogueId });
}

const SECTION_RE = /^(unit composition|using .+)$/i;
const DAMAGED_RE = /^damaged:?\s*(\d+)\s*[-–]\s*(\d+)\s*wounds? remaining/i;

function pushOnce(list: NamedText[], item: NamedText): void {
  if (!list.some((x) => x.name === item.name && x.text === item.text)) list.push(item);
}

/**
 * Sorts a unit's rules and ability profiles. The unit and its model entries give the datasheet's
 * abilities; entries below them (wargear) give wargear abilities. Rules linked from the game system
 * named like a CORE ability are core; weapon-ability rules are reminders and are left to the weapons;
 * rules shared from a catalogue are faction abilities; rules written inside the entry are datasheet
 * abilities.
 */
export function readAbilities(
  unit: EntryNode,
  modelNodes: EntryNode[],
  exclude: ReadonlySet<EntryNode> = new Set(),
  primaryCatalogueId = '',
): UnitAbilities {
  const out: UnitAbilities = {
    core: [],
    faction: [],
    datasheet: [],
    wargear: [],
    weapon: [],
    invulnerable: [],
    leads: undefined,
    damaged: null,
    transport: null,
    sections: [],
    unknown: [],
  };
  const leads: string[] = [];
  let sawLeader = false;
  const owners = new Set([unit, ...modelNodes]);
  const rule = (ref: InfoRef, wargear: boolean, onWeapon: boolean) => {
    if (refHidden(ref, primaryCatalogueId)) return;
    const text = profileText(ref.el);
    if (isCoreRuleName(ref.name)) {
      if (wargear) return pushOnce(out.wargear, { name: ref.name, text });
      const a = parseCoreAbility(ref.name);
      if (!out.core.some((c) => JSON.stringify(c) === JSON.stringify(a))) out.core.push(a);
      if (a.kind === 'other') out.unknown.push({ what: 'core ability', name: ref.name, ref });
      return;
    }
    if (isWeaponRuleName(ref.name)) return;
    if (onWeapon) return pushOnce(out.weapon, { name: ref.name, text });
    const shared = ref.link !== undefined && ref.file.kind === 'catalogue';
    if (wargear) pushOnce(out.wargear, { name: ref.name, text });
    else if (shared) pushOnce(out.faction, { name: ref.name, text });
    else pushOnce(out.datasheet, { name: ref.name, text });
  };
  const profile = (ref: InfoRef, owner: EntryNode, wargear: boolean) => {
    if (refHidden(ref, primaryCatalogueId)) return;
    const kind = profileKind(ref.el);
    if (kind === 'unit' || kind === 'ranged' || kind === 'melee') return;
    const name = ref.name.trim();
    if (kind === 'transport' || (kind === 'abilities' && /^transport$/i.test(name) && !wargear)) {
      const t = parseTransportText(cleanText([...characteristics(ref.el).values()].join('\n')));
      out.transport ??= t;
      return;
    }
    const text = profileText(ref.el);
    if (kind === 'other') {
      out.unknown.push({ what: `profile type "${ref.el.attr('typeName') ?? ''}"`, name, ref });
      pushOnce(out.sections, { name, text });
      return;
    }
    if (wargear) return pushOnce(out.wargear, { name, text });
    // "Feel No Pain 5+" written as an ability profile (next to a bare "Feel No Pain" rule link):
    // a core ability with its parameter. (A profile named just "Leader" is the Leader text, below.)
    if (isCoreRuleName(name) && !CORE_ABILITIES.some((d) => d.name.toLowerCase() === norm(name))) {
      const a = parseCoreAbility(name);
      if (a.kind !== 'other') {
        if (!out.core.some((c) => JSON.stringify(c) === JSON.stringify(a))) out.core.push(a);
        return;
      }
    }
    if (isInvulnerableName(name)) {
      const reading = parseInvulnerable(name, text);
      if (reading) {
        out.invulnerable.push({ reading, owner, name });
        return;
      }
      out.unknown.push({ what: 'invulnerable save text', name, ref });
    }
    if (/^leader$/i.test(name)) {
      const l = parseLeaderText(text);
      if (l) {
        sawLeader = true;
        for (const x of l) if (!leads.includes(x)) leads.push(x);
        pushOnce(out.sections, { name: 'Leader', text });
        return;
      }
    }
    const dmg = DAMAGED_RE.exec(name);
    if (dmg) {
      const t = cleanText(text);
      out.damaged ??= { minWounds: Number(dmg[1]), maxWounds: Number(dmg[2]), text: t, effects: damagedEffects(t) };
      return;
    }
    if (SECTION_RE.test(name)) return pushOnce(out.sections, { name, text });
    pushOnce(out.datasheet, { name, text });
  };
  const visit = (n: EntryNode, owner: EntryNode, depth: number) => {
    if (depth > 12 || isMetaName(n.name) || exclude.has(n)) return;
    const isOwner = owners.has(n);
    const own = isOwner ? n : owner;
    const onWeapon = n.profiles.some((p) => {
      const k = profileKind(p.el);
      return k === 'ranged' || k === 'melee';
    });
    for (const r of n.rules) rule(r, !isOwner, onWeapon);
    for (const p of n.profiles) profile(p, own, !isOwner);
    for (const c of n.children) visit(c, own, depth + 1);
  };
  visit(unit, unit, 0);
  // A bare "Feel No Pain" link next to the same ability with its number is not a second ability.
  const parsedNames = new Set(
    out.core
      .filter((c) => c.kind !== 'other')
      .map((c) => CORE_ABILITIES.find((d) => d.kind === c.kind)?.name.toLowerCase()),
  );
  const bare = (c: CoreAbility) => c.kind === 'other' && parsedNames.has(norm(c.name));
  (out as { core: CoreAbility[] }).core = out.core.filter((c) => !bare(c));
  (out as { unknown: UnitAbilities['unknown'] }).unknown = out.unknown.filter(
    (u) => !(u.what === 'core ability' && parsedNames.has(norm(u.name))),
  );
  if (sawLeader) {
    (out as { leads: string[] | undefined }).leads = leads;
    // The Leader text is the Leader ability; a few units do not also link the core rule.
    if (!out.core.some((c) => c.kind === 'leader')) out.core.unshift({ kind: 'leader' });
  }
  return out;
}
