import type { Condition, Effect, Stat } from '../effects.js';
import { holderIsModel, keywordSets, stats, weaponsType } from './slots.js';
import type { Piece } from './types.js';

/** Helpers the effect grammar's phrase readers share (grammar-context/-condition/-effect/-action). */

export const rows = (r: Effect[], needs?: 'attack' | 'allocated'): Piece => ({
  t: 'rows',
  rows: r,
  ...(needs ? { needs } : {}),
});
export const holderScope = (subject: string | undefined): Pick<Effect, 'scope'> =>
  subject && holderIsModel(subject) ? { scope: 'holder' } : {};
export const typeOf = (s: string | undefined): { type?: 'ranged' | 'melee' } => {
  const t = s ? weaponsType(s) : undefined;
  return t ? { type: t } : {};
};
export const targetKw = (kw: string, ctx: { keywords: ReadonlySet<string> }): Condition[] => {
  const sets = keywordSets(kw, ctx.keywords);
  // "a MONSTER or VEHICLE unit": any one keyword; a set of two words must all hold (not said by `any`).
  if (sets.some((s) => s.length !== 1)) return [];
  return [{ kind: 'target-keyword', any: sets.map((s) => s[0] as string) }];
};
/** Weapons "equipped by the bearer": only the holder's own. */
/** A rows piece about weapons ("those weapons" refer to the weapons named before: compile.ts). */
export const weaponRows = (r: Effect[], w: string | undefined): Piece => ({
  t: 'rows',
  rows: r,
  weapons: { those: !!w && /^(?:such|those) /.test(w) },
});
export const bearerWeapons = (w: string | undefined): Pick<Effect, 'scope'> =>
  w && /by (?:the bearer|this model|your model|that model)$/.test(w) ? { scope: 'holder' } : {};
export const statRows = (
  names: string,
  change: 'add' | 'improve' | 'worsen',
  by: number,
  extra: Partial<Effect> = {},
) => {
  const list = stats(names);
  if (!list) return null;
  return list.map((stat: Stat) => ({ kind: 'stat', stat, change, by, ...extra }) as Effect);
};

/** Below Starting Strength is not Below Half-strength: a question the engine does not measure yet. */
export const BELOW_STARTING_TARGET = {
  kind: 'declared',
  id: 'target-below-starting-strength',
  text: 'the target is below its Starting Strength',
} as const;
export const BELOW_STARTING_OWN = {
  kind: 'declared',
  id: 'own-below-starting-strength',
  text: 'the unit is below its Starting Strength',
} as const;
export const ownKw = (kw: string, ctx: { keywords: ReadonlySet<string> }): Condition[] => {
  const sets = keywordSets(kw, ctx.keywords);
  if (sets.some((s) => s.length !== 1)) return [];
  return [{ kind: 'own-keyword', any: sets.map((s) => s[0] as string) }];
};

export const declared = (id: string, text: string): Condition => ({ kind: 'ask', ask: { kind: 'declared', id, text } });

/** The target is within range of an objective marker (a question the engine does not measure yet). */
export const TARGET_ON_OBJECTIVE: Condition = declared(
  'target-within-objective-range',
  'the target is within range of an objective marker',
);
