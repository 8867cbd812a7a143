import { diceDistribution } from '../dice/expr.js';
import { hitOutcome, woundOutcome } from './attack-roll.js';
import type { HitParams, SaveParams, WeaponParams, WoundParams } from './params.js';
import { CRITICAL, hitResult, rerolls, rerollsSave, SUCCESS, savePasses, woundResult } from './rolls.js';
import type { RerollPolicy } from './types.js';

/**
 * The exact outcome of ONE attack: a distribution over small count tuples (hits, normal wounds,
 * devastating wounds, unsaved normal wounds), split into the classes the single re-roll needs.
 * Every probability comes from enumerating die faces through the functions in rolls.ts.
 */

/** Tuples are packed in base 64 so adding keys adds tuples (each count stays below 64). */
const B = 64;
export const H = B * B * B;
export const WN = B * B;
export const WD = B;
export const UN = 1;

export function unpack(key: number): { h: number; wn: number; wd: number; un: number } {
  return {
    h: Math.floor(key / H),
    wn: Math.floor(key / WN) % B,
    wd: Math.floor(key / WD) % B,
    un: key % B,
  };
}

/** A sub-probability distribution over packed tuples. */
export type TupleDist = Map<number, number>;

function addTo(d: TupleDist, key: number, p: number): void {
  if (p !== 0) d.set(key, (d.get(key) ?? 0) + p);
}

export function combine(a: TupleDist, b: TupleDist): TupleDist {
  const out: TupleDist = new Map();
  for (const [ka, pa] of a) for (const [kb, pb] of b) addTo(out, ka + kb, pa * pb);
  return out;
}

function power(d: TupleDist, n: number): TupleDist {
  let r: TupleDist = new Map([[0, 1]]);
  for (let i = 0; i < n; i++) r = combine(r, d);
  return r;
}

function merge(...ds: TupleDist[]): TupleDist {
  const out: TupleDist = new Map();
  for (const d of ds) for (const [k, p] of d) addTo(out, k, p);
  return out;
}

function minus(a: TupleDist, b: TupleDist): TupleDist {
  const out: TupleDist = new Map(a);
  for (const [k, p] of b) out.set(k, (out.get(k) ?? 0) - p);
  return out;
}

/** P(fail), P(success), P(critical) of one roll with an automatic re-roll policy. */
export function rollProbs(classify: (face: number) => number, policy: RerollPolicy): [number, number, number] {
  const once: [number, number, number] = [0, 0, 0];
  for (let f = 1; f <= 6; f++) once[classify(f)] = (once[classify(f)] as number) + 1 / 6;
  const out: [number, number, number] = [0, 0, 0];
  for (let f = 1; f <= 6; f++) {
    const r = classify(f) as 0 | 1 | 2;
    if (rerolls(policy, f, r)) for (let k = 0; k < 3; k++) out[k] = (out[k] as number) + (once[k] as number) / 6;
    else out[r] = (out[r] as number) + 1 / 6;
  }
  return out;
}

export function hitProbs(h: HitParams, policy: RerollPolicy = h.reroll): [number, number, number] {
  if (h.auto) return [0, 1, 0];
  return rollProbs((f) => hitResult(h, f), policy === 'single' ? 'none' : policy);
}

export function woundProbs(w: WoundParams, policy: RerollPolicy = w.reroll): [number, number, number] {
  return rollProbs((f) => woundResult(w, f), policy === 'single' ? 'none' : policy);
}

/** Probability that a saving throw succeeds, re-rolls included. */
export function savePassProb(s: SaveParams): number {
  if (s.threshold > 6) return 0;
  let once = 0;
  for (let f = 1; f <= 6; f++) if (savePasses(s, f)) once += 1 / 6;
  let p = 0;
  for (let f = 1; f <= 6; f++) {
    const ok = savePasses(s, f);
    if (rerollsSave(s.reroll, f, ok)) p += once / 6;
    else if (ok) p += 1 / 6;
  }
  return p;
}

/**
 * The classes of one attack's outcome. `ok`: no roll failed that a single re-roll could use;
 * `woundFailed`: at least one Wound roll failed; `missed`: the Hit roll failed (all zero).
 * `reroll*`: the same for an attack whose Hit roll is rolled afresh (hit single re-roll);
 * `freshWound`: one fresh Wound roll (wound single re-roll).
 */
export interface AttackOutcome {
  hitSingle: boolean;
  woundSingle: boolean;
  ok: TupleDist;
  woundFailed: TupleDist;
  missed: TupleDist;
  rerollOk: TupleDist;
  rerollWoundFailed: TupleDist;
  rerollMissed: TupleDist;
  freshWound: TupleDist;
}

/**
 * One attack of weapon `w`, whose normal wounds fail their save with probability `failSave`
 * (`un` counts those; pass 1 to count every normal wound).
 */
export function attackOutcome(w: WeaponParams, failSave: number): AttackOutcome {
  const hitSingle = !w.hit.auto && w.hit.reroll === 'single';
  const woundSingle = w.wound.reroll === 'single';
  const normal: TupleDist = new Map();
  addTo(normal, WN + UN, failSave);
  addTo(normal, WN, 1 - failSave);

  // One Wound roll: ok part (success or critical) and failed part.
  const wp = woundProbs(w.wound);
  const woundOk: TupleDist = new Map();
  for (const [result, p] of [
    [SUCCESS, wp[1]],
    [CRITICAL, wp[2]],
  ] as const) {
    if (woundOutcome(w, result) === 'devastating') addTo(woundOk, WD, p);
    else for (const [k, q] of normal) addTo(woundOk, k, q * p);
  }
  const woundFail: TupleDist = new Map([[0, wp[0]]]);

  /** r Wound rolls: [no roll failed, at least one failed] (all in the first without a single re-roll). */
  const memo = new Map<number, [TupleDist, TupleDist]>();
  const woundRolls = (r: number): [TupleDist, TupleDist] => {
    let m = memo.get(r);
    if (!m) {
      const all = power(merge(woundOk, woundFail), r);
      const ok = woundSingle ? power(woundOk, r) : all;
      m = woundSingle ? [ok, minus(all, ok)] : [all, new Map()];
      memo.set(r, m);
    }
    return m;
  };

  const extra = w.sustainedHits ? diceDistribution(w.sustainedHits) : [1];
  const build = (policy: RerollPolicy): [TupleDist, TupleDist, TupleDist] => {
    const ok: TupleDist = new Map();
    const wf: TupleDist = new Map();
    const add = (p: number, hits: number, rolls: number, lethal: boolean) => {
      if (p === 0) return;
      const [o, f] = woundRolls(rolls);
      if (!lethal) {
        // combine({hits: 1}, o) written out: the same products (1 * q) without the maps.
        const at = hits * H;
        for (const [k, q] of o) addTo(ok, at + k, p * q);
        for (const [k, q] of f) addTo(wf, at + k, p * q);
        return;
      }
      const base: TupleDist = new Map([...normal].map(([k, q]) => [k + hits * H, q]));
      for (const [k, q] of combine(base, o)) addTo(ok, k, p * q);
      if (f.size) for (const [k, q] of combine(base, f)) addTo(wf, k, p * q);
    };
    const hp = hitProbs(w.hit, policy);
    const hit = hitOutcome(w, SUCCESS, 0);
    add(hp[1], hit.hits, hit.woundRolls, hit.autoWounds > 0);
    extra.forEach((px, x) => {
      const crit = hitOutcome(w, CRITICAL, x);
      add(hp[2] * px, crit.hits, crit.woundRolls, crit.autoWounds > 0);
    });
    const missed: TupleDist = new Map([[0, hp[0]]]);
    return [ok, wf, missed];
  };

  const [ok, woundFailed, missed] = build(w.hit.reroll);
  // A missed attack made no Wound roll: without a hit single re-roll it belongs to `ok` (added in
  // place, as merge(ok, missed) would: the same sums in the same key order).
  if (!hitSingle) for (const [k, p] of missed) addTo(ok, k, p);
  const [rerollOk, rerollWoundFailed, rerollMissed] = hitSingle ? build('none') : [new Map(), new Map(), new Map()];
  const freshWound = woundSingle ? merge(woundOk, woundFail) : new Map<number, number>();
  return {
    hitSingle,
    woundSingle,
    ok,
    woundFailed,
    missed: hitSingle ? missed : new Map(),
    rerollOk,
    rerollWoundFailed,
    rerollMissed,
    freshWound,
  };
}
