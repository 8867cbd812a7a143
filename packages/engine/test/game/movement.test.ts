import { describe, expect, it } from 'vitest';
import type { Paths, Placement } from '../../src/index.js';
import { Game, HERO, INFANTRY, JUMPERS } from './harness.js';

type Armies = ConstructorParameters<typeof Game>[0]['armies'];
const armies = (red = INFANTRY): Armies => [
  { name: 'Red', units: [{ datasheet: red }, { datasheet: HERO }] },
  { name: 'Blue', units: [{ datasheet: INFANTRY }, { datasheet: HERO }] },
];

/** Red infantry in a row at y=10 (x 6.48 .. 13.52), Red hero at (30, 10); Blue far away unless placed. */
function game(extra: Partial<ConstructorParameters<typeof Game>[0]> = {}, red = INFANTRY): Game {
  return new Game({
    armies: armies(red),
    phase: 'movement',
    cp: [0, 0],
    positions: {
      p1u1: { x: 10, y: 10 },
      p1u2: { x: 30, y: 10 },
      p2u1: { x: 10, y: 38 },
      p2u2: { x: 50, y: 38 },
      ...extra.positions,
    },
    ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== 'positions')),
  });
}

function shift(g: Game, unit: string, dx: number, dy: number, only?: string[]): Paths {
  const paths: Paths = {};
  for (const m of g.state.units[unit]?.models ?? []) {
    if (!m.pos || (only && !only.includes(m.id))) continue;
    paths[m.id] = [{ ...m.pos, x: m.pos.x + dx, y: m.pos.y + dy }];
  }
  return paths;
}

const posOf = (g: Game, model: string): Placement | null | undefined =>
  g.state.units[model.replace(/m\d+$/, '')]?.models.find((m) => m.id === model)?.pos;

describe('Movement phase: Normal move', () => {
  it('moves each model up to M along its path and records the move in the unit’s turn history', () => {
    const g = game();
    const events = g.do(0, { type: 'normal-move', unit: 'p1u1', paths: shift(g, 'p1u1', 0, 6) });
    expect(g.types(events)).toEqual(['command-accepted', 'unit-done', 'cursor-set', 'unit-moved', 'cursor-set']);
    expect(posOf(g, 'p1u1m3')).toEqual({ x: 10, y: 16 });
    expect(g.state.units.p1u1?.history).toEqual({ movement: 'normal' });
  });

  it('a path may bend: the distance is the sum of its straight legs', () => {
    const g = game();
    const paths = {
      p1u2m1: [
        { x: 33, y: 10 },
        { x: 33, y: 13 },
      ],
    };
    g.do(0, { type: 'normal-move', unit: 'p1u2', paths });
    expect(posOf(g, 'p1u2m1')).toEqual({ x: 33, y: 13 });
    const h = game();
    expect(
      h.rejects(0, {
        type: 'normal-move',
        unit: 'p1u2',
        paths: {
          p1u2m1: [
            { x: 33, y: 10 },
            { x: 33, y: 13.1 },
          ],
        },
      }),
    ).toBe('model p1u2m1: moves 6.1", more than the 6" allowed');
  });

  const illegal: [string, (g: Game) => Paths, string, Partial<ConstructorParameters<typeof Game>[0]>?][] = [
    ['too far', (g) => shift(g, 'p1u1', 0, 6.01), 'model p1u1m1: moves 6.01", more than the 6" allowed'],
    [
      'out of coherency',
      (g) => ({ ...shift(g, 'p1u1', 0, 0), p1u1m1: [{ x: 3, y: 10 }] }),
      'p1u1: ends its move out of Unit Coherency (p1u1m1)',
    ],
    [
      'onto another model',
      () => ({ p1u2m1: [{ x: 31, y: 10 }] }),
      'model p1u2m1: ends its move overlapping another model',
      { positions: { p1u1: { x: 33, y: 10 } } },
    ],
    [
      'onto an objective marker',
      () => ({ p1u2m1: [{ x: 20.5, y: 7 }] }),
      'model p1u2m1: ends its move on top of an objective marker',
      { positions: { p1u2: { x: 24, y: 10 } } },
    ],
    ['off the battlefield', () => ({ p1u2m1: [{ x: 30, y: 0.5 }] }), 'model p1u2m1: waypoint 1 is off the battlefield'],
    [
      'through Engagement Range',
      () => ({ p1u2m1: [{ x: 30, y: 15.5 }] }),
      'model p1u2m1: its move passes within Engagement Range of enemy model p2u2m1 (0.43" away)',
      { positions: { p2u2: { x: 32, y: 13 } } },
    ],
  ];
  for (const [what, paths, reason, extra] of illegal) {
    it(`rejects a move ${what}, changing nothing`, () => {
      const g = game(extra);
      const unit = Object.keys(paths(g))[0]?.replace(/m\d+$/, '') as string;
      expect(g.rejects(0, { type: 'normal-move', unit, paths: paths(g) })).toBe(reason);
    });
  }

  it('a unit within Engagement Range can only Fall Back or Remain Stationary', () => {
    const g = game({ positions: { p2u2: { x: 30, y: 11.9 } } });
    const options = g.pending.options
      .filter((o) => o.label.includes('p1u2'))
      .map((o) => (o.kind === 'choice' ? o.action.type : o.action));
    expect(options).toEqual(['fall-back', 'remain-stationary']);
    expect(g.rejects(0, { type: 'advance', unit: 'p1u2' })).toBe(
      'Hero is within Engagement Range: it can only Fall Back or Remain Stationary',
    );
    expect(g.rejects(0, { type: 'fall-back', unit: 'p1u1', paths: {} })).toBe(
      'Infantry is not within Engagement Range: it cannot Fall Back',
    );
  });
});

describe('Movement phase: Advance', () => {
  it('adds a D6 to the Move characteristic for the move and records the roll', () => {
    const g = game({ dice: [3] });
    const rolled = g.do(0, { type: 'advance', unit: 'p1u2' });
    expect(g.find('dice-rolled', rolled)).toEqual([
      expect.objectContaining({ kind: 'advance', unit: 'p1u2', faces: [3] }),
    ]);
    const p = g.pending;
    expect(p.kind).toBe('advance-move');
    expect(p.options[0]?.kind === 'parametric' && p.options[0].schema).toMatchObject({
      maxDistance: 9,
      move: 'advance',
    });
    expect(g.rejects(0, { type: 'advance-move', unit: 'p1u2', paths: { p1u2m1: [{ x: 39.01, y: 10 }] } })).toBe(
      'model p1u2m1: moves 9.01", more than the 9" allowed',
    );
    g.do(0, { type: 'advance-move', unit: 'p1u2', paths: { p1u2m1: [{ x: 39, y: 10 }] } });
    expect(g.state.units.p1u2?.history).toEqual({ movement: 'advance', advanceRoll: 3 });
    expect(g.rejects(0, { type: 'advance', unit: 'p1u2' })).toMatch(/cannot be selected to move now/);
  });
});

describe('Movement phase: Fall Back and Desperate Escape', () => {
  // Blue's hero at (10, 11.5) is within Engagement Range of Red's middle model p1u1m3 (10, 10).
  const engagedSetup = { positions: { p2u2: { x: 10, y: 11.5 } } };

  it('a unit within Engagement Range falls back up to M and may not end within Engagement Range', () => {
    const g = game(engagedSetup);
    expect(g.rejects(0, { type: 'fall-back', unit: 'p1u1', paths: shift(g, 'p1u1', 0, -0.2) })).toBe(
      'model p1u1m3: ends its move within Engagement Range of enemy model p2u2m1',
    );
    const events = g.do(0, { type: 'fall-back', unit: 'p1u1', paths: shift(g, 'p1u1', 0, -3) });
    // The enemy unit it was within Engagement Range of is logged with the declaration (Duty Unending reads it).
    expect(g.find('fall-back-declared', events)).toEqual([
      expect.objectContaining({ testModels: [], engaged: ['p2u2'] }),
    ]);
    expect(g.find('dice-rolled', events)).toEqual([]);
    expect(g.state.units.p1u1?.history).toEqual({ movement: 'fall-back', fellBackFrom: ['p2u2'] });
  });

  it('models that move over enemy models take Desperate Escape tests first; each 1-2 destroys a model of the player’s choice', () => {
    const g = game({ ...engagedSetup, dice: [2] });
    const events = g.do(0, { type: 'fall-back', unit: 'p1u1', paths: shift(g, 'p1u1', 0, 4) });
    expect(g.find('fall-back-declared', events)).toEqual([expect.objectContaining({ testModels: ['p1u1m3'] })]);
    expect(g.find('dice-rolled', events)).toEqual([
      expect.objectContaining({ kind: 'desperate-escape', faces: [2], models: ['p1u1m3'] }),
    ]);
    const p = g.pending;
    expect(p).toMatchObject({ player: 0, kind: 'select-casualties' });
    expect(p.options[0]?.kind === 'parametric' && p.options[0].schema).toMatchObject({ kind: 'models', count: 1 });
    expect(g.rejects(0, { type: 'select-casualties', models: ['p1u1m1', 'p1u1m2'] })).toBe(
      'select exactly 1 model(s), not 2',
    );
    expect(g.rejects(0, { type: 'select-casualties', models: ['p2u1m1'] })).toBe(
      '"p2u1m1" is not a model of p1u1 that is still alive',
    );
    const done = g.do(0, { type: 'select-casualties', models: ['p1u1m5'] });
    expect(g.find('models-destroyed', done)).toEqual([
      expect.objectContaining({ unit: 'p1u1', models: ['p1u1m5'], cause: 'Desperate Escape' }),
    ]);
    expect(posOf(g, 'p1u1m3')).toEqual({ x: 10, y: 14 });
    expect(posOf(g, 'p1u1m5')).toBeNull();
  });

  it('a choice of casualties that breaks coherency is refused while a coherent one exists', () => {
    const g = game({ ...engagedSetup, dice: [1] });
    g.do(0, { type: 'fall-back', unit: 'p1u1', paths: shift(g, 'p1u1', 0, 4) });
    expect(g.rejects(0, { type: 'select-casualties', models: ['p1u1m2'] })).toBe(
      'the remaining models would end out of Unit Coherency, and another choice keeps them coherent',
    );
  });

  it('a passed test (3+) destroys nothing', () => {
    const g = game({ ...engagedSetup, dice: [3] });
    g.do(0, { type: 'fall-back', unit: 'p1u1', paths: shift(g, 'p1u1', 0, 4) });
    expect(posOf(g, 'p1u1m3')).toEqual({ x: 10, y: 14 });
    expect(g.state.units.p1u1?.models.every((m) => !m.destroyed)).toBe(true);
  });

  it('a Battle-shocked unit tests for every model when it Falls Back', () => {
    const g = game({ ...engagedSetup, battleShocked: ['p1u1'], dice: [3, 4, 5, 6, 1] });
    const events = g.do(0, { type: 'fall-back', unit: 'p1u1', paths: shift(g, 'p1u1', 0, -3) });
    expect(g.find('fall-back-declared', events)[0]?.testModels).toEqual([
      'p1u1m1',
      'p1u1m2',
      'p1u1m3',
      'p1u1m4',
      'p1u1m5',
    ]);
    expect(g.pending).toMatchObject({ kind: 'select-casualties' });
  });

  it('models that can FLY move over enemy models without a test', () => {
    const g = game(engagedSetup, JUMPERS);
    const events = g.do(0, { type: 'fall-back', unit: 'p1u1', paths: shift(g, 'p1u1', 0, 4) });
    expect(g.find('fall-back-declared', events)[0]?.testModels).toEqual([]);
  });

  it('if every model fails, the unit is destroyed without a choice', () => {
    const g = game({ positions: { p2u2: { x: 30, y: 11.9 } }, battleShocked: ['p1u2'], dice: [1] });
    const events = g.do(0, { type: 'fall-back', unit: 'p1u2', paths: { p1u2m1: [{ x: 30, y: 7 }] } });
    expect(g.find('models-destroyed', events)).toEqual([expect.objectContaining({ models: ['p1u2m1'] })]);
  });
});

describe('Movement phase: Remain Stationary and ending the step', () => {
  it('Remain Stationary is recorded; units not selected Remain Stationary when the step ends', () => {
    const g = game();
    g.do(0, { type: 'remain-stationary', unit: 'p1u2' });
    expect(g.state.units.p1u2?.history).toEqual({ movement: 'remain-stationary' });
    const events = g.do(0, { type: 'end-move-units' });
    expect(g.find('unit-moved', events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', kind: 'remain-stationary' }),
    ]);
    expect(g.find('step-started', events)[0]).toMatchObject({ step: 'reinforcements' });
  });
});
