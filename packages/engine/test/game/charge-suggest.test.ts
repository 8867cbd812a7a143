import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/dice/prng.js';
import { validateChargeMove } from '../../src/game/charge/validate.js';
import { Rejection } from '../../src/game/ctx.js';
import { battlefieldRect, capsuleWhollyWithin } from '../../src/game/geometry/battlefield.js';
import { type Body, ENGAGEMENT_RANGE, engaged, overlapping } from '../../src/game/geometry/rules.js';
import { capsuleAt, gap } from '../../src/game/geometry/shapes.js';
import { EPS, type Placement } from '../../src/game/geometry/vec.js';
import { legGap } from '../../src/game/movement/validate.js';
import { bodyOf, otherBodies } from '../../src/game/spatial.js';
import { footprint, modelsOnTable } from '../../src/game/units.js';
import { type GameState, type Paths, quickDatasheet, suggestMove, type UnitState } from '../../src/index.js';
import { Game } from './harness.js';

/**
 * The engine's suggested Charge move against a brute-force search. Core rules, Charge: "For a Charge move
 * to be possible, the Charge roll must be sufficient to enable the charging unit to end that move: within
 * Engagement Range of every unit that you selected as a target of the charge; without moving within
 * Engagement Range of any enemy units that were not a target of the charge; in Unit Coherency." Random
 * situations (1-5 chargers, 1-5 targets at random places, sometimes a bystander enemy unit, a random 2D6);
 * where the brute force finds a legal move, the suggestion must find one in at least 99% of them.
 * `CHARGE_SITUATIONS` sets the count (1,000 by default).
 */
const N = Number(process.env.CHARGE_SITUATIONS ?? 1000);

const sheet = (id: string, mm: number, n: number) =>
  quickDatasheet(`t:${id}`, id, [{ M: 6, W: 1, base: mm }], {
    minModels: n,
    weapons: [{ name: 'Blade', range: 'melee', A: 1, skill: 3, S: 4, AP: 0, D: 1 }],
  });

interface Situation {
  g: Game;
  roll: number;
}

/** A random charge: null when the dice make it impossible at once (the engine fails it itself). */
function situation(rng: Rng): Situation | null {
  const n = 1 + rng.below(5);
  const m = 1 + rng.below(5);
  const mm = [25, 32, 40][rng.below(3)] as number;
  const tm = [25, 32, 40, 50][rng.below(4)] as number;
  const inch = mm / 25.4;
  const tinch = tm / 25.4;
  const chargers = sheet(`c${mm}x${n}`, mm, n);
  const targets = sheet(`t${tm}x${m}`, tm, m);
  const bystanders = sheet('b32x3', 32, 3);
  const x0 = 20 + rng.float() * 10;
  const spacing = inch + 0.2 + rng.float() * 1.2;
  const tSpacing = tinch + 0.1 + rng.float() * 1.5;
  const d = 2 + rng.float() * 8;
  const tx = x0 + (rng.float() - 0.5) * 8;
  const row = (id: string, k: number, x: number, y: number, step: number) =>
    Object.fromEntries(Array.from({ length: k }, (_, i) => [`${id}m${i + 1}`, { x: x + i * step, y }]));
  const positions: Record<string, Record<string, { x: number; y: number }>> = {
    p1u1: row('p1u1', n, x0, 10, spacing),
    p2u1: row('p2u1', m, tx, 10 + d, tSpacing),
  };
  const withBystander = rng.float() < 0.3;
  if (withBystander)
    positions.p2u2 = row('p2u2', 3, tx + (rng.float() < 0.5 ? -1 : 1) * (4 + rng.float() * 4), 10 + d + 1, 1.5);
  const a = 1 + rng.below(6);
  const b = 1 + rng.below(6);
  const g = new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: chargers }] },
      { name: 'Blue', units: [{ datasheet: targets }, ...(withBystander ? [{ datasheet: bystanders }] : [])] },
    ],
    positions,
    phase: 'charge',
    dice: [a, b],
  });
  if (g.pending.kind !== 'declare-charge' || !g.labels().some((l) => l.includes('declares a charge against')))
    return null;
  g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
  g.passWindows();
  if ((g.pending as { kind: string }).kind !== 'charge-move') return null;
  return { g, roll: a + b };
}

/**
 * Brute force: every model's end on a 0.35" grid within the roll, each reached by a straight line; the
 * ends that break a rule alone are dropped, and the rest are combined depth first (in a random order, up
 * to a budget) until the rules' validator accepts one.
 */
function bruteForce(state: GameState, roll: number, rng: Rng): Paths | null {
  const u = state.units.p1u1 as UnitState;
  const targets = modelsOnTable(state.units.p2u1 as UnitState).map((m) =>
    bodyOf(state, state.units.p2u1 as UnitState, m),
  );
  const by = state.units.p2u2 as UnitState | undefined;
  const avoid: Body[] = by ? modelsOnTable(by).map((m) => bodyOf(state, by, m)) : [];
  const fixed = otherBodies(state, u.id);
  const field = battlefieldRect(state.mission.battlefield);
  const models = modelsOnTable(u);
  const options = models.map((m) => {
    const f = footprint(state, u, m);
    const from = m.pos as Placement;
    const start = capsuleAt(f, from);
    const must = Math.min(...targets.map((t) => gap(start, t.c))) <= roll - EPS;
    const out: { end: Placement; body: Body }[] = [];
    const step = 0.35;
    for (let dx = -roll; dx <= roll; dx += step)
      for (let dy = -roll; dy <= roll; dy += step) {
        if (Math.hypot(dx, dy) > roll) continue;
        const end = { x: from.x + dx, y: from.y + dy };
        const body = { c: capsuleAt(f, end), z: 0 };
        if (!capsuleWhollyWithin(body.c, field)) continue;
        if (fixed.some((o) => overlapping(body.c, o.c))) continue;
        const near = targets.some((t) => engaged(body, t));
        if (must && !near) continue;
        if (!must && !near && !targets.some((t) => gap(body.c, t.c) <= 5)) continue;
        if ([...targets, ...avoid].some((t) => legGap(f, from, end, t) < -EPS)) continue;
        if (avoid.some((t) => legGap(f, from, end, t) <= ENGAGEMENT_RANGE.horizontal + EPS)) continue;
        out.push({ end, body });
      }
    for (let i = out.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
    }
    return out;
  });
  let budget = 20_000;
  const chosen: { end: Placement; body: Body }[] = [];
  const dfs = (i: number): Paths | null => {
    if (budget-- <= 0) return null;
    if (i === models.length) {
      const paths: Paths = {};
      models.forEach((m, k) => {
        paths[m.id] = [(chosen[k] as { end: Placement }).end];
      });
      try {
        validateChargeMove(state, u, paths, ['p2u1'], roll);
        return paths;
      } catch (e) {
        if (e instanceof Rejection) return null;
        throw e;
      }
    }
    for (const c of options[i] ?? []) {
      if (chosen.some((o) => overlapping(o.body.c, c.body.c))) continue;
      // Coherency: a model must end within 2" of one placed before it (the rows start coherent that way).
      if (i > 0 && !chosen.some((o) => gap(o.body.c, c.body.c) <= 2 - EPS)) continue;
      chosen.push(c);
      const r = dfs(i + 1);
      chosen.pop();
      if (r || budget <= 0) return r;
    }
    return null;
  };
  return dfs(0);
}

describe('the suggested Charge move', () => {
  it(`finds a legal move in at least 99% of ${N} random charges where a brute-force search finds one`, () => {
    const rng = new Rng(seedRng(15));
    let counted = 0;
    let found = 0;
    const misses: string[] = [];
    for (let tries = 0; counted < N && tries < N * 6; tries++) {
      const s = situation(rng);
      if (!s) continue;
      if (!bruteForce(s.g.state, s.roll, rng)) continue;
      counted++;
      const a = suggestMove(s.g.state);
      if (a) {
        s.g.do(0, a);
        found++;
      } else if (misses.length < 5)
        misses.push(`roll ${s.roll}: ${JSON.stringify(s.g.record.initial.units.p1u1?.models.map((m) => m.pos))}`);
    }
    expect(counted).toBe(N);
    expect(found / counted, misses.join('\n')).toBeGreaterThanOrEqual(0.99);
    console.log(`charge suggestions: ${found}/${counted} (${((found / counted) * 100).toFixed(1)}%)`);
  }, 600_000);
});
