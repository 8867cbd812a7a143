import {
  type CalcState,
  type ConditionsState,
  type DefenderState,
  defaultSetup,
  type GroupRow,
  groupRow,
  type Setup,
  type WeaponRow,
  weaponRow,
} from './state.js';

/**
 * The calculator's state in the URL: each setup as base64url JSON (`?a=...&b=...`). Decoding
 * trusts nothing: every field is checked and rebuilt, and a link that cannot be read says so.
 */

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function encodeState(state: CalcState): string {
  const params = new URLSearchParams();
  params.set('a', toBase64Url(JSON.stringify(state.a)));
  if (state.b) params.set('b', toBase64Url(JSON.stringify(state.b)));
  return `?${params}`;
}

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const str = (v: unknown, d: string, max = 200): string =>
  typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' ? String(v) : d;
const arr = (v: unknown, max: number): unknown[] => (Array.isArray(v) ? v.slice(0, max) : []);

function weapon(v: unknown): WeaponRow {
  const r = obj(v);
  const d = weaponRow();
  return {
    name: str(r.name, d.name),
    count: str(r.count, d.count, 12),
    type: r.type === 'melee' ? 'melee' : 'ranged',
    attacks: str(r.attacks, d.attacks, 20),
    skill: str(r.skill, d.skill, 12),
    strength: str(r.strength, d.strength, 12),
    ap: str(r.ap, d.ap, 12),
    damage: str(r.damage, d.damage, 20),
    abilities: str(r.abilities, '', 500),
  };
}

function group(v: unknown): GroupRow {
  const r = obj(v);
  const d = groupRow();
  const out = { ...d };
  for (const k of Object.keys(d) as (keyof GroupRow)[]) out[k] = str(r[k], d[k]);
  return out;
}

const BOOLEAN_CONDITIONS = [
  'remainedStationary',
  'withinHalfRange',
  'charged',
  'targetVisible',
  'cover',
  'stealth',
  'precisionOnCharacter',
] as const;
const NUMBER_CONDITIONS = [
  'hitModifier',
  'woundModifier',
  'critHitOn',
  'critWoundOn',
  'skillModifier',
  'strengthModifier',
  'toughnessModifier',
  'apModifier',
  'damageModifier',
  'attacksModifier',
  'saveModifier',
] as const;
const TEXT_CONDITIONS = ['rerollHits', 'rerollWounds', 'rerollSaves', 'rerollDamage'] as const;

function conditions(v: unknown): ConditionsState {
  const r = obj(v);
  const out: Record<string, unknown> = {};
  for (const k of BOOLEAN_CONDITIONS) if (typeof r[k] === 'boolean') out[k] = r[k];
  for (const k of NUMBER_CONDITIONS) if (Number.isInteger(r[k])) out[k] = r[k];
  // The engine validates the policy names.
  for (const k of TEXT_CONDITIONS) if (typeof r[k] === 'string') out[k] = (r[k] as string).slice(0, 20);
  return out as ConditionsState;
}

function setup(v: unknown): Setup {
  const r = obj(v);
  const d = defaultSetup();
  const a = obj(r.attacker);
  const df = obj(r.defender);
  const groups = arr(df.groups, 10).map(group);
  const defender: DefenderState = {
    name: str(df.name, ''),
    id: str(df.id, '', 120),
    size: Number.isInteger(df.size) ? (df.size as number) : 0,
    groups: groups.length ? groups : d.defender.groups,
    keywords: str(df.keywords, '', 500),
    abilities: str(df.abilities, '', 200),
  };
  return {
    attacker: {
      name: str(a.name, ''),
      id: str(a.id, '', 120),
      size: Number.isInteger(a.size) ? (a.size as number) : 0,
      weapons: arr(a.weapons, 40).map(weapon),
    },
    defender,
    conditions: conditions(r.conditions),
    devastatingWounds: r.devastatingWounds === 'original' ? 'original' : 'current',
  };
}

/** The state a query holds; `error` when a setup in it cannot be read (the default is used then). */
export function decodeState(search: string): { state: CalcState | null; error?: string } {
  const params = new URLSearchParams(search);
  const a = params.get('a');
  if (!a) return { state: null };
  try {
    const b = params.get('b');
    return { state: { a: setup(JSON.parse(fromBase64Url(a))), b: b ? setup(JSON.parse(fromBase64Url(b))) : null } };
  } catch {
    return { state: null, error: 'The setup in this link could not be read; showing the default one.' };
  }
}
