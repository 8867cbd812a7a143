import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Fight phase as a live loop: Fights First, then Remaining Combats; in each step players alternate
 * selecting a unit, starting with the player whose turn it is not; Pile In and Consolidate (3", closer
 * to the closest enemy model); one melee weapon per model plus its Extra Attacks weapons.
 */
const DUELLISTS = quickDatasheet('t:duel', 'Duellists', [{ M: 6, W: 2, base: 32 }], {
  minModels: 2,
  weapons: [
    ccw,
    { name: 'Power axe', range: 'melee', A: 2, skill: 3, S: 6, AP: -2, D: 1 },
    { name: 'Servo-arm', range: 'melee', A: 1, skill: 4, S: 7, AP: -2, D: 2, abilities: '[extra attacks]' },
  ],
});
const FAST = quickDatasheet('t:fast', 'Swift Blades', [{ M: 8, W: 1, base: 25 }], {
  minModels: 3,
  weapons: [ccw],
  core: ['Fights First'],
});

describe('the Fight phase', () => {
  it('Fights First units fight first; then players alternate, starting with the player whose turn it is not', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: FAST }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 10, 10),
        p2u1: row('p2u1', 5, 10, 11.26),
        p1u2: row('p1u2', 5, 40, 10),
        p2u2: row('p2u2', 3, 40, 11.2),
      },
      phase: 'fight',
    });
    expect(g.state.flow.step).toBe('fights-first');
    expect(g.pending).toMatchObject({ player: 1, kind: 'fight' });
    expect(g.labels()).toEqual(['Swift Blades (p2u2) fights']);
    g.choose('Swift Blades');
    // Its models are all in base contact... the 25 mm bases are not: it may Pile In.
    while (g.pending.kind !== 'fight') {
      const p = g.pending;
      if (p.kind === 'pile-in' || p.kind === 'consolidate') g.do(p.player, { type: p.kind, unit: 'p2u2', paths: {} });
      else if (p.kind === 'melee-attacks') g.do(p.player, (p.options[0] as unknown as { action: never }).action);
      else if (p.kind === 'allocate-attack') g.do(p.player, (p.options[0] as unknown as { action: never }).action);
      else g.do(p.player, { type: 'pass' });
    }
    expect(g.state.flow.step).toBe('remaining-combats');
    // Remaining Combats: player 2 again (not their turn), then player 1.
    expect(g.pending.player).toBe(1);
    expect(g.labels()).toEqual(['Targets (p2u1) fights']);
  });

  it('one melee weapon per model, plus Extra Attacks weapons', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: DUELLISTS }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ],
      positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 5, 10, 11.26) },
      phase: 'fight',
      active: 1,
    });
    expect(g.pending).toMatchObject({ player: 0, kind: 'fight' });
    g.do(0, { type: 'fight', unit: 'p1u1' });
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    expect(g.pending.kind).toBe('melee-attacks');
    const simple = g.pending.options[0];
    expect(
      simple?.kind === 'choice' &&
        simple.action.type === 'melee' &&
        simple.action.attacks.map((a) => `${a.model}:${a.weapon}`),
    ).toEqual(['p1u1m1:Close combat weapon', 'p1u1m1:Servo-arm', 'p1u1m2:Close combat weapon', 'p1u1m2:Servo-arm']);
    expect(
      g.rejects(0, {
        type: 'melee',
        unit: 'p1u1',
        attacks: [
          { model: 'p1u1m1', weapon: 'Close combat weapon', target: 'p2u1' },
          { model: 'p1u1m1', weapon: 'Power axe', target: 'p2u1' },
        ],
      }),
    ).toBe('attack 2: p1u1m1 fights with one melee weapon (it chose Close combat weapon), plus Extra Attacks weapons');
  });

  it('Pile In: up to 3", ending closer to the closest enemy model; models in base contact stay', () => {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: {
          p1u1m1: { x: 10, y: 10 },
          p1u1m2: { x: 11.5, y: 10 },
          p1u1m3: { x: 13, y: 10 },
          p1u1m4: { x: 14.5, y: 9 },
          p1u1m5: { x: 16, y: 8 },
        },
        p2u1: row('p2u1', 10, 9, 11.2, 1.2),
      },
      phase: 'fight',
      active: 1,
    });
    expect(g.pending).toMatchObject({ player: 0, kind: 'fight' });
    g.do(0, { type: 'fight', unit: 'p1u1' });
    expect(g.pending.kind).toBe('pile-in');
    expect(g.rejects(0, { type: 'pile-in', unit: 'p1u1', paths: { p1u1m5: [{ x: 17.5, y: 7.8 }] } })).toBe(
      'model p1u1m5: a Pile-in move must end closer to the closest enemy model',
    );
    expect(g.rejects(0, { type: 'pile-in', unit: 'p1u1', paths: { p1u1m5: [{ x: 16, y: 11.9 }] } })).toBe(
      'model p1u1m5: moves 3.9", more than the 3" of a Pile-in move',
    );
    g.do(0, { type: 'pile-in', unit: 'p1u1', paths: { p1u1m5: [{ x: 16, y: 10 }] } });
    expect(g.find('models-moved')[0]).toMatchObject({ unit: 'p1u1', move: 'pile-in' });
    expect(g.state.units.p1u1?.models[4]?.pos).toEqual({ x: 16, y: 10 });
  });

  /**
   * Marines (y=16) have just killed the last Target (y=17.26) and must Consolidate; the Guard stand where
   * `guard` says. One close combat attack: hit 3, wound 4 (S4 vs T4), the Target fails its save (1).
   */
  function consolidating(guard: { x: number; y: number }) {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: MARINES }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: GUARD }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 27, 16),
        p2u1: row('p2u1', 5, 27, 17.26),
        p2u2: row('p2u2', 10, guard.x, guard.y, 1.2),
      },
      destroyed: ['p2u1m1', 'p2u1m2', 'p2u1m4', 'p2u1m5'],
      phase: 'fight',
      active: 1,
      dice: [3, 4, 1],
    });
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    g.do(0, {
      type: 'melee',
      unit: 'p1u1',
      attacks: [{ model: 'p1u1m3', weapon: 'Close combat weapon', target: 'p2u1' }],
    });
    expect(g.state.units.p2u1?.models.every((m) => m.destroyed)).toBe(true);
    expect(g.pending).toMatchObject({ player: 0, kind: 'consolidate' });
    return g;
  }
  const move = (dy: number) =>
    Object.fromEntries(Object.entries(row('p1u1', 5, 27, 16)).map(([k, p]) => [k, [{ x: p.x, y: p.y + dy }]]));

  it('Consolidate: toward the closest objective marker when no enemy can be reached, ending within its range', () => {
    const g = consolidating({ x: 5, y: 40 });
    expect(g.rejects(0, { type: 'consolidate', unit: 'p1u1', paths: move(-2) })).toBe(
      'model p1u1m1: a Consolidation move toward an objective must end closer to it',
    );
    g.do(0, { type: 'consolidate', unit: 'p1u1', paths: move(2) });
    expect(g.find('models-moved')[0]).toMatchObject({ unit: 'p1u1', move: 'consolidate' });
  });

  it('Consolidate toward an objective is refused while an enemy unit could be reached', () => {
    // Core rules (seed text): "If these conditions cannot be met [ending within Engagement Range of one or
    // more enemy units, in Unit Coherency], then each model in that unit can instead make a Consolidation
    // move towards the closest objective marker".
    //   y=17.26      T            (the last Target, destroyed by the attack)
    //   y=16     M M M M M        Marines (p1u1)
    //   y=13.5  G G G G G G G G   Guard (p2u2), 1.38" below: reachable with 3"
    const g = consolidating({ x: 24, y: 13.5 });
    expect(g.rejects(0, { type: 'consolidate', unit: 'p1u1', paths: move(2) })).toBe(
      'p1u1: the unit can end its Consolidation within Engagement Range of an enemy unit, so it must (not toward an objective)',
    );
    g.do(0, { type: 'consolidate', unit: 'p1u1', paths: move(-1.2) });
  });
});
