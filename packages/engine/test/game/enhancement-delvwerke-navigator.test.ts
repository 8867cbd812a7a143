import { describe, expect, it } from 'vitest';
import type { TerrainFeature } from '../../src/game/terrain/types.js';
import type { Datasheet, UnitState } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { Game } from './harness.js';

/**
 * Dêlvwerke Navigator (Dêlve Assault Shift), asked at the start of your Reinforcements step through the pending
 * decision (game/votann-navigator.ts), with the exact state: the models returned and the YP left.
 */

const PE = { faction: 'Leagues of Votann', armyRules: ['Prioritised Efficiency'] };
const YP = 'yield-point';
const NAV = 'leagues-of-votann/delve-assault-shift/delvwerke-navigator';

/** A Kâhl alone: one model. */
function kahl(): Datasheet {
  const ds = hearthkyn();
  return {
    ...ds,
    id: 'lov-kahl',
    name: 'Kâhl',
    profiles: ds.profiles.map((p) => ({ ...p, name: 'Kâhl', wounds: 5 })),
    composition: [{ model: 'Kâhl', min: 1, max: 1 }],
    points: [{ models: 1, points: 75 }],
    keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  };
}

/** Ten Cthonian Beserks (CTHONIAN, BESERKS), the Hearthkyn fixture's profile. */
const beserks = (): Datasheet => ({
  ...hearthkyn(),
  id: 'lov-beserks',
  name: 'Cthonian Beserks',
  keywords: ['INFANTRY', 'CTHONIAN', 'BESERKS'],
});

/** Ten models in a line, 1.2" apart, from x = 20 at y = 10. */
const line = Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`p1u2m${n + 1}`, { x: 20 + n * 1.2, y: 10 }]));

// Red's Movement phase, round 2: the Kâhl (p1u1) at (14, 5), the ten Beserks (p1u2) in a line with their last four
// (m7-m10) destroyed where they stood, more Beserks (p1u3) in Strategic Reserves; Blue's rifles 35" away; Red has 5YP.
function battle(enhancement?: string, features: TerrainFeature[] = [], at = { x: 14, y: 5 }): Game {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        ...PE,
        detachment: 'Dêlve Assault Shift',
        units: [
          { datasheet: kahl(), ...(enhancement ? { enhancement } : {}) },
          { datasheet: beserks() },
          { datasheet: beserks() },
        ],
      },
      { name: 'Blue', units: [{ datasheet: rifles() }] },
    ],
    positions: { p1u1: at, p1u2: line, p2u1: { x: 14, y: 40 } },
    // A second Beserks unit in Strategic Reserves (not on the battlefield: not offered) keeps the step open.
    reserves: { p1u3: 'strategic' },
    round: 2,
    phase: 'movement',
    cp: [0, 0],
    counters: { 'player-1': { [YP]: 5 } },
    ...(features.length ? { terrain: { id: 't', name: 't', features } } : {}),
  } as never);
  const b = g.state.units.p1u2 as UnitState;
  g.state = {
    ...g.state,
    units: {
      ...g.state.units,
      p1u2: {
        ...b,
        models: b.models.map((m, n) =>
          n >= 6 ? { ...m, destroyed: true, wounds: 0, pos: null, removedAt: m.pos ?? undefined } : m,
        ),
      },
    },
  };
  g.passUntil((x) => x.pending.kind === 'rule-choice' || x.pending.kind === 'reinforcements');
  return g;
}

const alive = (g: Game) =>
  (g.state.units.p1u2 as UnitState).models.filter((m) => !m.destroyed).map((m) => m.id.replace('p1u2', ''));

/** A 7" high wall along y = 7.5 from x = 0 to x = 44: between the Kâhl (y = 5) and the Beserks (y = 10). */
const WALL: TerrainFeature = {
  id: 'wall',
  category: 'ruins',
  footprint: [
    { x: 0, y: 7.4 },
    { x: 44, y: 7.4 },
    { x: 44, y: 7.6 },
    { x: 0, y: 7.6 },
  ],
  height: 7,
  walls: [{ a: { x: 0, y: 7.5 }, b: { x: 44, y: 7.5 }, height: 7 }],
};

describe('Dêlvwerke Navigator (Dêlve Assault Shift)', () => {
  // "In the Reinforcements step of your Movement phase, the bearer can use this Enhancement. If it does, select one
  // friendly CTHONIAN BESERKS unit visible to the bearer and then spend any number of YP. Return one destroyed model
  // to that unit and then, for every 2YP you just spent, return up to one additional destroyed model to that unit."
  it('asked in the Reinforcements step: every spend 0-5YP and every count 1 up to 1 + 1 per 2YP (4 destroyed)', () => {
    const g = battle('Dêlvwerke Navigator');
    expect(g.state.flow).toMatchObject({ round: 2, phase: 'movement', step: 'reinforcements' });
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Dêlvwerke Navigator (Kâhl): use it or pass',
    });
    const to = '(p1u2)';
    const opt = (k: number, n: number) =>
      `Dêlvwerke Navigator: spend ${k}YP, return ${n} destroyed model${n === 1 ? '' : 's'} to Cthonian Beserks ${to}`;
    expect(g.labels()).toEqual([
      opt(0, 1),
      opt(1, 1),
      opt(2, 1),
      opt(2, 2),
      opt(3, 1),
      opt(3, 2),
      opt(4, 1),
      opt(4, 2),
      opt(4, 3),
      opt(5, 1),
      opt(5, 2),
      opt(5, 3),
      'do not use Dêlvwerke Navigator',
    ]);
  });

  it('spend 4YP, return 3: m7-m9 back where they were removed with full wounds, m10 still destroyed, 1YP left', () => {
    const g = battle('Dêlvwerke Navigator');
    const used = g.choose('spend 4YP, return 3 ');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: NAV, unit: 'p1u1' })]);
    expect(g.find('counter-set', used)).toEqual([expect.objectContaining({ counter: YP, value: 1, rule: NAV })]);
    expect(g.find('model-set-back-up', used)).toEqual(
      [7, 8, 9].map((n) =>
        expect.objectContaining({
          unit: 'p1u2',
          model: `p1u2m${n}`,
          at: { x: 20 + (n - 1) * 1.2, y: 10 },
          wounds: 1,
          source: 'Dêlvwerke Navigator',
        }),
      ),
    );
    expect(alive(g)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9']);
    expect(g.state.counters?.['player-1']?.[YP]).toBe(1);
  });

  it('spend 0YP: one model returned, 5YP left; an odd spend (3YP, 1 model) leaves 2YP', () => {
    const g = battle('Dêlvwerke Navigator');
    const used = g.choose('spend 0YP, return 1 ');
    expect(g.find('counter-set', used)).toEqual([]);
    expect(g.find('model-set-back-up', used).map((e) => e.model)).toEqual(['p1u2m7']);
    expect(alive(g)).toHaveLength(7);
    expect(g.state.counters?.['player-1']?.[YP]).toBe(5);
    const h = battle('Dêlvwerke Navigator');
    h.choose('spend 3YP, return 1 ');
    expect(alive(h)).toHaveLength(7);
    expect(h.state.counters?.['player-1']?.[YP]).toBe(2);
  });

  it('the Kâhl stands where m7 was removed: m7 is set up at the nearest free place in coherency instead', () => {
    const g = battle('Dêlvwerke Navigator', [], { x: 27.2, y: 10 });
    const used = g.choose('spend 0YP, return 1 ');
    const [back] = g.find('model-set-back-up', used);
    // The rings outwards from (27.2, 10), 0.25" apart: the first place off the Kâhl's base where m7 has two models of
    // its (now seven-model) unit within 2" is 1" out at 75 degrees (m5 and m6).
    expect(back).toMatchObject({ unit: 'p1u2', model: 'p1u2m7', wounds: 1 });
    expect(back?.at.x).toBeCloseTo(27.2 + Math.cos((5 * Math.PI) / 12), 6);
    expect(back?.at.y).toBeCloseTo(10 + Math.sin((5 * Math.PI) / 12), 6);
  });

  it('a wall hides the Beserks from the bearer: not offered, nothing is asked', () => {
    const g = battle('Dêlvwerke Navigator', [WALL]);
    expect(g.pending.kind).toBe('reinforcements');
    expect(g.find('rule-used', g.record.events)).toEqual([]);
    expect(alive(g)).toHaveLength(6);
  });

  it('control: the Kâhl without the Enhancement is asked nothing, the Beserks keep 6 models and Red 5YP', () => {
    const g = battle();
    expect(g.state.flow).toMatchObject({ round: 2, phase: 'movement', step: 'reinforcements' });
    expect(g.pending.kind).toBe('reinforcements');
    expect(g.find('rule-used', g.record.events)).toEqual([]);
    expect(alive(g)).toHaveLength(6);
    expect(g.state.counters?.['player-1']?.[YP]).toBe(5);
  });
});
