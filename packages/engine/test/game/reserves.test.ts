import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Reserves: Deep Strike units set up in the Reinforcements step more than 9" from enemy models;
 * Strategic Reserves (up to 25% of the army's points) wholly within 6" of a battlefield edge, outside
 * the enemy deployment zone in the second round; nobody arrives in the first round, and units still
 * waiting at the end of the third are destroyed.
 */
const DROP = quickDatasheet('t:drop', 'Drop Squad', [{ M: 6, W: 2, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  core: ['Deep Strike'],
  points: 100,
});
const LINE = quickDatasheet('t:line', 'Line', [{ M: 6, W: 1, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  points: 100,
});
const BIG = quickDatasheet('t:big', 'Big Squad', [{ M: 6, W: 1, base: 32 }], {
  minModels: 5,
  weapons: [ccw],
  points: 120,
});

function reinforcements(round: number, reserve: 'deep-strike' | 'strategic' = 'deep-strike') {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: DROP }, { datasheet: LINE }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u2: row('p1u2', 5, 10, 6), p2u1: row('p2u1', 10, 20, 30, 1.2) },
    reserves: { p1u1: reserve },
    round,
    phase: 'movement',
  });
}

describe('Reserves', () => {
  it('Declare Battle Formations offers Deep Strike, and Strategic Reserves within 25% of the army’s points', () => {
    const g = Game.fromBattle({
      seed: 1,
      armies: [
        { name: 'Red', units: [{ datasheet: DROP }, { datasheet: LINE }, { datasheet: BIG }, { datasheet: LINE }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
    });
    // 420 points: 105 points may wait in Strategic Reserves.
    expect(g.labels()).toEqual([
      'put Drop Squad (p1u1) into Reserves (Deep Strike)',
      'put Drop Squad (p1u1) into Strategic Reserves (100 pts)',
      'put Line (p1u2) into Strategic Reserves (100 pts)',
      'put Line (p1u4) into Strategic Reserves (100 pts)',
      'done declaring battle formations',
    ]);
    g.do(0, { type: 'set-reserves', unit: 'p1u2', reserve: 'strategic' });
    expect(g.labels()).toEqual([
      'put Drop Squad (p1u1) into Reserves (Deep Strike)',
      'done declaring battle formations',
    ]);
    expect(g.rejects(0, { type: 'set-reserves', unit: 'p1u4', reserve: 'strategic' })).toMatch(
      /^that declaration is not open to player 1 \(set-reserves p1u4\)/,
    );
    g.do(0, { type: 'set-reserves', unit: 'p1u1', reserve: 'deep-strike' });
    // Units in Reserves are not deployed.
    expect(g.pending.kind).toBe('deploy-unit');
    expect(g.labels()).toEqual(['set up Big Squad (p1u3)', 'set up Line (p1u4)']);
  });

  it('a TRANSPORT carrying units can go into Strategic Reserves with them (their points count), and arrives carrying them', () => {
    // rules-10e.md "Reserves": Strategic Reserves hold up to 25% of the army's points; a unit embarked
    // within a TRANSPORT that is placed in Strategic Reserves waits there with it.
    const RHINO = quickDatasheet('t:rhino', 'Rhino', [{ M: 12, T: 9, W: 10, base: { kind: 'hull' } }], {
      keywords: ['VEHICLE', 'TRANSPORT'],
      weapons: [ccw],
      transport: { capacity: 10, allowed: ['INFANTRY'] },
      points: 80,
    });
    // A Rhino (80 pts), Line (100) and `bigs` Big Squads (120 each).
    const battle = (bigs: number) =>
      Game.fromBattle({
        seed: 1,
        armies: [
          {
            name: 'Red',
            units: [
              { datasheet: RHINO },
              { datasheet: LINE },
              ...Array.from({ length: bigs }, () => ({ datasheet: BIG })),
            ],
          },
          { name: 'Blue', units: [{ datasheet: GUARD }] },
        ],
      });
    // 540 points: 135 may wait. The Rhino alone is 80; with Line (100) embarked it is 180, too many.
    const g = battle(3);
    g.do(0, { type: 'embark-start', unit: 'p1u2', transport: 'p1u1' });
    expect(g.labels().filter((l) => l.includes('Rhino (p1u1) into'))).toEqual([]);
    const k = battle(5);
    // 780 points: 195 may wait: the Rhino (80) with Line (100) embarked, 180.
    k.do(0, { type: 'embark-start', unit: 'p1u2', transport: 'p1u1' });
    expect(k.labels()).toContain('put Rhino (p1u1) into Strategic Reserves (180 pts, with p1u2 embarked)');
    k.do(0, { type: 'set-reserves', unit: 'p1u1', reserve: 'strategic' });
    expect(k.state.units.p1u1?.reserve).toBe('strategic');
    expect(k.state.units.p1u2?.embarkedIn).toBe('p1u1');
    // The 15 points left cannot hold another unit.
    expect(k.labels().filter((l) => l.includes('Strategic Reserves'))).toEqual([]);
  });

  it('no unit arrives in the first battle round', () => {
    const g = reinforcements(1);
    g.do(0, { type: 'end-move-units' });
    // No Reinforcements decision: the turn runs on to player 2's.
    expect(g.types()).toContain('turn-started');
    expect(g.state.flow.active).toBe(1);
    expect(g.state.units.p1u1?.reserve).toBe('deep-strike');
  });

  it('Deep Strike: anywhere more than 9" horizontally from every enemy model', () => {
    const g = reinforcements(2);
    g.do(0, { type: 'end-move-units' });
    expect(g.pending).toMatchObject({ player: 0, kind: 'reinforcements' });
    const near = Object.fromEntries(Object.entries(row('p1u1', 5, 20, 21)).map(([k, v]) => [k, v]));
    expect(g.rejects(0, { type: 'arrive', unit: 'p1u1', positions: near, method: 'deep-strike' })).toBe(
      'model p1u1m1: not more than 9" horizontally from every enemy model',
    );
    expect(g.rejects(0, { type: 'arrive', unit: 'p1u1', positions: row('p1u1', 5, 20, 19), method: 'strategic' })).toBe(
      'p1u1 cannot arrive by strategic',
    );
    g.do(0, { type: 'arrive', unit: 'p1u1', positions: row('p1u1', 5, 20, 19), method: 'deep-strike' });
    expect(g.find('unit-arrived')[0]).toMatchObject({ unit: 'p1u1', method: 'deep-strike' });
    expect(g.state.units.p1u1?.deployed).toBe(true);
    expect(g.state.units.p1u1?.reserve).toBeUndefined();
    expect(g.state.units.p1u1?.history).toMatchObject({ arrived: true, movement: 'normal' });
  });

  it('Strategic Reserves: wholly within 6" of an edge, and not in the enemy deployment zone in round 2', () => {
    const g = reinforcements(2, 'strategic');
    g.do(0, { type: 'end-move-units' });
    const column = (x: number, y: number) =>
      Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`p1u1m${i + 1}`, { x, y: y + i * 1.5 }]));
    expect(g.rejects(0, { type: 'arrive', unit: 'p1u1', positions: column(20, 14), method: 'strategic' })).toBe(
      'model p1u1m1: not wholly within 6" of a battlefield edge',
    );
    expect(g.rejects(0, { type: 'arrive', unit: 'p1u1', positions: column(1, 36), method: 'strategic' })).toBe(
      'model p1u1m1: within the enemy deployment zone',
    );
    g.do(0, { type: 'arrive', unit: 'p1u1', positions: column(1, 14), method: 'strategic' });
    expect(g.find('unit-arrived')[0]).toMatchObject({ unit: 'p1u1', method: 'strategic' });
  });

  it('units still in Reserves at the end of the third battle round are destroyed', () => {
    const g = reinforcements(3);
    g.passUntil((x) => x.state.flow.round === 4);
    expect(g.state.units.p1u1?.models.every((m) => m.destroyed)).toBe(true);
    const e = g.record.events.find((x) => x.type === 'models-destroyed' && x.unit === 'p1u1');
    expect(e).toMatchObject({ cause: 'still in Reserves at the end of battle round 3' });
  });
});
