/**
 * xoshiro128** (Blackman & Vigna), 32-bit. The state is four uint32 words kept as a plain
 * array so it serialises into game state and logs. Pure functions take a state and return a new
 * one; `Rng` is a mutable cursor over a copy of a state, for hot loops (the sampler).
 */
export type RngState = readonly [number, number, number, number];

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** SplitMix32 expands a seed into a well-mixed state (never all zeros). */
export function seedRng(seed: number | string): RngState {
  let h = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = (): number => {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  return s;
}

/** FNV-1a, for string seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** Next uint32. */
  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.b << 9) >>> 0;
    this.c = (this.c ^ this.a) >>> 0;
    this.d = (this.d ^ this.b) >>> 0;
    this.b = (this.b ^ this.c) >>> 0;
    this.a = (this.a ^ this.d) >>> 0;
    this.c = (this.c ^ t) >>> 0;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** Uniform integer in [0, n), without modulo bias (n <= 2^32). */
  below(n: number): number {
    if (n <= 0 || !Number.isInteger(n)) throw new RangeError(`below(${n}): n must be a positive integer`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  /** One die with `sides` faces: 1..sides. */
  die(sides: number): number {
    return this.below(sides) + 1;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.nextU32() / 0x100000000;
  }
}

/** Pure form: roll one die from a state, returning the face and the next state. */
export function rollDie(state: RngState, sides: number): { face: number; state: RngState } {
  const rng = new Rng(state);
  const face = rng.die(sides);
  return { face, state: rng.state() };
}
