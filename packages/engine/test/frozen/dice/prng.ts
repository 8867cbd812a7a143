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
  // A typed array keeps the four words unboxed: plain number fields above 2^30 would be boxed
  // on every write, which makes the generator about ten times slower.
  private readonly s = new Uint32Array(4);

  constructor(state: RngState) {
    this.s.set(state);
  }

  state(): RngState {
    const s = this.s;
    return [s[0] as number, s[1] as number, s[2] as number, s[3] as number];
  }

  /** Next uint32. */
  nextU32(): number {
    const s = this.s;
    const b = s[1] as number;
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = b << 9;
    s[2] = (s[2] as number) ^ (s[0] as number);
    s[3] = (s[3] as number) ^ b;
    s[1] = b ^ (s[2] as number);
    s[0] = (s[0] as number) ^ (s[3] as number);
    s[2] = (s[2] as number) ^ t;
    s[3] = rotl(s[3] as number, 11);
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
