import {
  type DiceExpr,
  formatWeaponAbility,
  parseDice,
  parseWeaponAbilities,
  type Weapon,
  type WeaponAbility,
  WeaponAbilitySchema,
  type WeaponProfile,
} from '@cogitator/engine';
import type { ParseContext } from './context.js';
import type { Line } from './lines.js';
import type { Block } from './sections.js';

/** A rule printed under the weapon tables, such as "One Shot: The bearer can only shoot ...". */
export interface WeaponNote {
  name: string;
  text: string;
  line: Line;
}

const NAME_ABILITIES_RE = /^(.*?)\s*\[([^\]]*)\]?\s*$/;
const PROFILE_SEP_RE = /\s+[–—-]\s+/;
const DICE_TEXT_RE = /^(?:\d{0,2}\s*[dD]\s*[36](?:\s*[+-]\s*\d{1,3})?|\d{1,3})$/;
const NOTE_RE = /^([^:|]{1,60}):\s+(.+)$/;

function cells(text: string): string[] {
  const parts = text.split('|').map((s) => s.trim());
  if (parts[0] === '') parts.shift();
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function dice(text: string, what: string, line: Line, ctx: ParseContext): DiceExpr {
  if (!DICE_TEXT_RE.test(text)) throw ctx.error(`${what} "${text}" is not a number or dice (like 3, D6, D6+1)`, line);
  return parseDice(text);
}

function int(text: string, re: RegExp, what: string, line: Line, ctx: ParseContext): number {
  const m = re.exec(text.replace(/[–—−]/g, '-'));
  if (!m) throw ctx.error(`${what} "${text}" is not valid`, line);
  return Number(m[1]);
}

function abilities(text: string, weapon: string, line: Line, ctx: ParseContext): WeaponAbility[] {
  return parseWeaponAbilities(text).map((a) => {
    const valid = a.kind !== 'unknown' && WeaponAbilitySchema.safeParse(a).success;
    if (valid) return a;
    const written = a.kind === 'unknown' ? a.text : formatWeaponAbility(a);
    ctx.warn('unknown', `weapon "${weapon}": ability [${written}] is not recognised; kept as written`, line);
    return { kind: 'unknown', text: written };
  });
}

function parseRow(row: string[], type: 'ranged' | 'melee', line: Line, ctx: ParseContext): WeaponProfile {
  if (row.length !== 7) {
    throw ctx.error(
      `weapon row: expected 7 cells (name, range, A, ${type === 'ranged' ? 'BS' : 'WS'}, S, AP, D), found ${row.length}`,
      line,
    );
  }
  const [label, range, a, skill, s, ap, d] = row as [string, string, string, string, string, string, string];
  const m = NAME_ABILITIES_RE.exec(label);
  const name = (m ? (m[1] as string) : label).trim();
  if (!name) throw ctx.error('weapon row: the weapon has no name', line);
  let rangeInches: number | null = null;
  if (type === 'melee') {
    if (!/^melee$/i.test(range))
      throw ctx.error(`melee weapon "${name}": range should be "Melee", found "${range}"`, line);
  } else {
    rangeInches = int(range, /^(\d{1,3})\s*["”″]$/, `ranged weapon "${name}": range`, line, ctx);
  }
  const skillValue = /^n\/a$/i.test(skill)
    ? null
    : int(skill, /^([2-6])\+$/, `weapon "${name}": ${type === 'ranged' ? 'BS' : 'WS'}`, line, ctx);
  return {
    name,
    type,
    range: rangeInches,
    attacks: dice(a, `weapon "${name}": A`, line, ctx),
    skill: skillValue,
    strength: int(s, /^(\d{1,2})$/, `weapon "${name}": S`, line, ctx),
    ap: int(ap, /^(0|-\d)$/, `weapon "${name}": AP`, line, ctx),
    damage: dice(d, `weapon "${name}": D`, line, ctx),
    abilities: m ? abilities(m[2] as string, name, line, ctx) : [],
  };
}

/**
 * A RANGED or MELEE WEAPONS table. Each weapon's name row is printed twice, once bare (the copy's
 * repeated header) and once with its values; a bare row without its values row is reported.
 * Lines under the table that read "Name: text" are weapon rules, returned as notes.
 */
export function parseWeaponTable(
  block: Block,
  ctx: ParseContext,
): { profiles: { profile: WeaponProfile; line: Line }[]; notes: WeaponNote[] } {
  const type = block.kind === 'melee' ? 'melee' : 'ranged';
  const profiles: { profile: WeaponProfile; line: Line }[] = [];
  const notes: WeaponNote[] = [];
  let pending: Line | undefined;
  const flushPending = () => {
    const name = (cells(pending?.text ?? '')[0] ?? '').replace(/\s*\[.*$/, '');
    if (pending) ctx.warn('missing', `weapon "${name}": its values row is missing`, pending);
    pending = undefined;
  };
  for (const line of block.lines) {
    if (line.text.startsWith('|')) {
      const row = cells(line.text);
      if (row.length <= 1) {
        flushPending();
        if (row.length === 1) pending = line;
        continue;
      }
      const profile = parseRow(row, type, line, ctx);
      if (pending && cells(pending.text)[0] !== row[0]) flushPending();
      pending = undefined;
      profiles.push({ profile, line });
      continue;
    }
    flushPending();
    const note = NOTE_RE.exec(line.text);
    if (note) notes.push({ name: (note[1] as string).trim(), text: (note[2] as string).trim(), line });
    else
      ctx.warn('unknown', `line not understood under ${block.head.text.split('|')[0]?.trim()}: "${line.text}"`, line);
  }
  flushPending();
  return { profiles, notes };
}

/**
 * Group profiles into weapons: "Plasma cannon – standard" and "Plasma cannon – supercharge" are two
 * profiles of one weapon "Plasma cannon"; a name without a dash is a weapon with one profile.
 */
export function groupWeapons(profiles: readonly WeaponProfile[]): Weapon[] {
  const byName = new Map<string, Weapon>();
  for (const p of profiles) {
    const base = (p.name.split(PROFILE_SEP_RE)[0] as string).trim() || p.name;
    const key = base.toLowerCase();
    const w = byName.get(key);
    if (w) w.profiles.push(p);
    else byName.set(key, { name: base, profiles: [p] });
  }
  return [...byName.values()];
}
