import { InputError } from '../errors.js';
import { convolvePower, mean, type Pmf, point, shift, uniform } from './pmf.js';
import { Rng, type RngState } from './prng.js';

/**
 * A dice expression as printed on datasheets: `3`, `D3`, `D6`, `D6+1`, `2D6`, `D3+3`.
 * `count` dice with `sides` faces, plus `bonus`. A plain number has count 0.
 */
export interface DiceExpr {
  readonly count: number;
  readonly sides: 3 | 6;
  readonly bonus: number;
}

const DICE_RE = /^\s*(?:(\d*)\s*[dD]\s*(3|6)\s*(?:([+-])\s*(\d+))?|(\d+))\s*$/;

export function constant(n: number): DiceExpr {
  return { count: 0, sides: 6, bonus: n };
}

export function isConstant(e: DiceExpr): boolean {
  return e.count === 0;
}

/** Parse a dice expression; throws InputError naming the text on failure. */
export function parseDice(text: string): DiceExpr {
  const m = DICE_RE.exec(text);
  if (!m) {
    throw new InputError(`"${text}" is not a dice expression (expected forms like 3, D3, D6+1, 2D6)`);
  }
  if (m[5] !== undefined) return constant(Number(m[5]));
  const count = m[1] ? Number(m[1]) : 1;
  if (count < 1 || count > 20) throw new InputError(`"${text}": dice count must be 1 to 20`);
  const sides = Number(m[2]) as 3 | 6;
  const bonus = m[4] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
  if (count + bonus < 0) {
    // A roll below zero has no meaning on a datasheet (D6-10 would do nothing on most rolls).
    throw new InputError(
      `"${text}" can be below zero (as low as ${count + bonus}); the lowest total must be 0 or more`,
    );
  }
  return { count, sides, bonus };
}

/** Like parseDice but returns undefined instead of throwing. */
export function tryParseDice(text: string): DiceExpr | undefined {
  try {
    return parseDice(text);
  } catch {
    return undefined;
  }
}

export function formatDice(e: DiceExpr): string {
  if (e.count === 0) return String(e.bonus);
  const dice = `${e.count === 1 ? '' : e.count}D${e.sides}`;
  if (e.bonus === 0) return dice;
  return `${dice}${e.bonus > 0 ? '+' : '-'}${Math.abs(e.bonus)}`;
}

export function minValue(e: DiceExpr): number {
  return Math.max(0, e.count + e.bonus);
}

export function maxValue(e: DiceExpr): number {
  return Math.max(0, e.count * e.sides + e.bonus);
}

/** Exact distribution: pmf[v] = P(value = v). Negative totals are clamped to 0. */
export function diceDistribution(e: DiceExpr): Pmf {
  if (e.count === 0) return point(Math.max(0, e.bonus));
  return shift(convolvePower(uniform(1, e.sides), e.count), e.bonus);
}

export function diceMean(e: DiceExpr): number {
  if (e.count === 0) return Math.max(0, e.bonus);
  // A negative bonus may clamp low totals to 0; the exact distribution handles that.
  if (e.bonus < 0) return mean(diceDistribution(e));
  return e.count * ((e.sides + 1) / 2) + e.bonus;
}

/** Roll with a mutable Rng; returns the total and the faces rolled. */
export function rollWith(e: DiceExpr, rng: Rng): { value: number; faces: number[] } {
  const faces: number[] = [];
  let sum = e.bonus;
  for (let i = 0; i < e.count; i++) {
    const f = rng.die(e.sides);
    faces.push(f);
    sum += f;
  }
  return { value: Math.max(0, sum), faces };
}

/** Pure form: roll from a state, returning the total, the faces and the next state. */
export function sampleDice(e: DiceExpr, state: RngState): { value: number; faces: number[]; state: RngState } {
  const rng = new Rng(state);
  const r = rollWith(e, rng);
  return { ...r, state: rng.state() };
}
