import { describe, expect, it } from 'vitest';
import { evaluateControl, quickDatasheet, TAKE_AND_HOLD } from '../../src/index.js';
import { Game, HERO, INFANTRY } from './harness.js';

const BIG = quickDatasheet('test:big', 'Big', [{ M: 6, W: 10, Ld: 7, OC: 5, base: 60 }], { keywords: ['MONSTER'] });
type Armies = ConstructorParameters<typeof Game>[0]['armies'];
const armies: Armies = [
  { name: 'Red', units: [{ datasheet: INFANTRY }, { datasheet: HERO }, { datasheet: BIG }] },
  { name: 'Blue', units: [{ datasheet: INFANTRY }, { datasheet: HERO }, { datasheet: BIG }] },
];
// The centre objective is at (30, 22); its 40 mm marker reaches 0.79" from the centre.

describe('objectives: Level of Control, control, scoring and the result', () => {
  it('Level of Control sums the OC of a player’s models within 3" horizontally of the marker', () => {
    const g = new Game({
      armies,
      phase: 'movement',
      positions: { p1u1: { x: 30, y: 19 }, p2u2: { x: 30, y: 25.5 }, p1u2: { x: 5, y: 5 }, p2u1: { x: 50, y: 40 } },
    });
    const { control, levels } = evaluateControl(g.state);
    // Red: the five infantry in a row at y=19 (OC 2 each; the outer two are out of range). Blue: hero OC 1.
    expect(levels[0]).toEqual([6, 1]);
    expect(control[0]).toBe(0);
    expect(TAKE_AND_HOLD.objectives.map((o) => o.id)).toEqual(['centre', 'west', 'east', 'home-1', 'home-2']);
  });

  it('a tie is contested (0 vs 0 included), and a Battle-shocked unit’s OC is 0', () => {
    const tie = new Game({
      armies,
      phase: 'movement',
      positions: { p1u3: { x: 30, y: 18.5 }, p2u3: { x: 30, y: 25.5 } },
    });
    expect(evaluateControl(tie.state).levels[0]).toEqual([5, 5]);
    expect(evaluateControl(tie.state).control).toEqual([null, null, null, null, null]);
    const shocked = new Game({
      armies,
      phase: 'movement',
      positions: { p1u3: { x: 30, y: 18.5 }, p2u3: { x: 30, y: 25.5 } },
      battleShocked: ['p2u3'],
    });
    expect(evaluateControl(shocked.state)).toMatchObject({
      control: [0, null, null, null, null],
      levels: [
        [5, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    });
  });

  it('control is determined at the end of every phase', () => {
    const g = new Game({
      armies,
      phase: 'movement',
      positions: { p1u3: { x: 30, y: 16 }, p1u1: { x: 10, y: 6 }, p2u1: { x: 10, y: 40 } },
    });
    expect(g.state.control[0]).toBeNull();
    const events = g.do(0, { type: 'normal-move', unit: 'p1u3', paths: { p1u3m1: [{ x: 30, y: 19 }] } });
    expect(g.state.control[0]).toBeNull();
    const end = g.do(0, { type: 'end-move-units' });
    expect(events.length).toBeGreaterThan(0);
    expect(g.find('objective-control', end)[0]).toMatchObject({ control: [0, null, null, null, null] });
    expect(g.find('objective-control', end).length).toBe(5); // movement, shooting, charge, fight, then Blue's Command phase
  });

  it('from the second battle round, the player scores 5VP per objective they control at the end of their Command phase, up to 15', () => {
    const positions = {
      p1u1: { x: 12, y: 19 },
      p1u2: { x: 30, y: 19.5 },
      p1u3: { x: 48, y: 18.5 },
      p2u1: { x: 10, y: 40 },
      p2u2: { x: 40, y: 40 },
      p2u3: { x: 20, y: 40 },
    };
    const r1 = new Game({ armies, positions, round: 1 });
    r1.passWindows();
    expect(r1.find('vp-scored', r1.record.events)).toEqual([]);
    const r2 = new Game({ armies, positions, round: 2, vp: [10, 0] });
    expect(r2.find('vp-scored')).toEqual([expect.objectContaining({ player: 0, amount: 15, source: 'Take and Hold' })]);
    expect(r2.state.players[0].vp).toBe(25);
  });

  it('after battle round 5 the player with more VP wins', () => {
    const g = new Game({
      armies,
      round: 5,
      active: 1,
      firstPlayer: 0,
      phase: 'movement',
      vp: [30, 25],
      positions: { p2u3: { x: 30, y: 25.5 }, p1u1: { x: 10, y: 6 } },
    });
    g.passUntil((x) => x.state.result !== null);
    // VP given by the scenario (30, 25) were not scored in a round; none were scored in round 5.
    expect(g.state.result).toEqual({
      winner: 0,
      vp: [30, 25],
      reason: 'rounds-complete',
      byRound: [
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
      ],
    });
  });
});
