import type { Condition, Effect, RuleReading, WhenClause, Who } from '@cogitator/engine';

/** Restrictions and fields added to a row (its type, scope, conditions, FNP's `against`). */
type More = Record<string, unknown>;

/**
 * Short builders for the golden file's expected readings (rules-golden.test.ts). Each expected
 * reading is written from the rule text, not from the compiler's output.
 */
type Phase = NonNullable<WhenClause['phases']>[number];

export const W = {
  yours: (...phases: Phase[]): WhenClause => ({ window: 'during-phase', turn: 'yours', phases }),
  theirs: (...phases: Phase[]): WhenClause => ({ window: 'during-phase', turn: 'opponents', phases }),
  either: (...phases: Phase[]): WhenClause => ({ window: 'during-phase', turn: 'either', phases }),
  start: (turn: WhenClause['turn'], ...phases: Phase[]): WhenClause => ({ window: 'phase-start', turn, phases }),
  end: (turn: WhenClause['turn'], ...phases: Phase[]): WhenClause => ({ window: 'phase-end', turn, phases }),
  /** "Your opponent's Shooting phase or the Fight phase, just after an enemy unit has selected its targets." */
  enemyTargets: (...phases: Phase[]): WhenClause[] =>
    phases.map((p) => ({
      window: 'targets-selected',
      turn: p === 'fight' ? 'either' : 'opponents',
      phases: [p],
      unit: 'enemy',
    })),
  /** "Your Shooting phase or the Fight phase." */
  shootOrFight: (): WhenClause[] => [
    { window: 'during-phase', turn: 'yours', phases: ['shooting'] },
    { window: 'during-phase', turn: 'either', phases: ['fight'] },
  ],
};

export const who = {
  own: (kw?: string[][], more: Partial<Who> = {}): Who => ({ unit: 'own', ...(kw ? { keywords: kw } : {}), ...more }),
  hit: (kw?: string[][], more: Partial<Who> = {}): Who => ({
    unit: 'attack-target',
    ...(kw ? { keywords: kw } : {}),
    ...more,
  }),
  that: (kw?: string[][], more: Partial<Who> = {}): Who => ({
    unit: 'window',
    ...(kw ? { keywords: kw } : {}),
    ...more,
  }),
  holder: (): Who => ({ unit: 'holder' }),
};

/** Effect rows. */
export const E = {
  hit: (n: number, more: More = {}) => ({ kind: 'roll', roll: 'hit', n, ...more }) as Effect,
  wound: (n: number, more: More = {}) => ({ kind: 'roll', roll: 'wound', n, ...more }) as Effect,
  reroll: (roll: 'hit' | 'wound' | 'damage', policy: 'ones' | 'failed', more: More = {}) =>
    ({ kind: 'reroll', roll, policy, ...more }) as Effect,
  crit: (roll: 'hit' | 'wound', on: number, more: More = {}) => ({ kind: 'critical', roll, on, ...more }) as Effect,
  ability: (ability: string, more: More = {}) => ({ kind: 'weapon-ability', ability, ...more }) as Effect,
  stat: (stat: string, change: 'add' | 'improve' | 'worsen', by: number, more: More = {}) =>
    ({ kind: 'stat', stat, change, by, ...more }) as Effect,
  fnp: (value: number, more: More = {}) => ({ kind: 'feel-no-pain', value, ...more }) as Effect,
  invuln: (value: number, more: More = {}) => ({ kind: 'invulnerable', value, ...more }) as Effect,
  dr: (by: number, more: More = {}) => ({ kind: 'damage-reduction', by, ...more }) as Effect,
  stealth: (more: More = {}) => ({ kind: 'stealth', ...more }) as Effect,
  cover: (more: More = {}) => ({ kind: 'cover', ...more }) as Effect,
  core: (ability: string, more: More = {}) => ({ kind: 'core-ability', ability, ...more }) as Effect,
};
export const AB: More = { scope: 'attacked-by' };
export const RANGED: More = { type: 'ranged' };
export const MELEE: More = { type: 'melee' };
export const C = {
  within: (inches: number): Condition => ({ kind: 'ask', ask: { kind: 'target-within', inches } }),
  kw: (...any: string[]): Condition => ({ kind: 'target-keyword', any }),
  leading: (): Condition => ({ kind: 'leading' }),
  halfRange: (): Condition => ({ kind: 'ask', ask: { kind: 'within-half-range' } }),
};

const PHASE = { kind: 'end-of-phase' } as const;
const TURN = { kind: 'end-of-turn' } as const;
const ATTACKING = { kind: 'while', condition: 'attacking-unit-attacking' } as const;
export const D = { phase: PHASE, turn: TURN, attacking: ATTACKING };

/** The questions rows ask, each once, in order of first use. */
function asksOf(effects: Effect[]) {
  const out: NonNullable<RuleReading['asks']> = [];
  for (const e of effects)
    for (const c of e.when ?? [])
      if (c.kind === 'ask' && !out.some((a) => JSON.stringify(a) === JSON.stringify(c.ask))) out.push(c.ask);
  return out;
}

/** A Stratagem's expected reading. */
export function S(
  when: WhenClause | WhenClause[],
  w: Who,
  effects: Effect[],
  duration: RuleReading['duration'] = PHASE,
  more: Partial<RuleReading> = {},
): RuleReading {
  const asks = asksOf(effects);
  return {
    when: Array.isArray(when) ? when : [when],
    who: w,
    effects,
    ...(duration ? { duration } : {}),
    asks,
    ...more,
  };
}

/** An ability's or Enhancement's expected reading. */
export function A(effects: Effect[], more: Partial<RuleReading> = {}): RuleReading {
  const asks = asksOf(effects);
  return { who: { unit: 'holder' }, effects, asks, ...more };
}
