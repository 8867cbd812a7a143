import { describe, expect, it } from 'vitest';
import { evaluateControl } from '../../src/game/objectives.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Hearthkyn Warriors' "Luck Has. Need Keeps. Toil Earns" (Leagues of Votann, the unit the seed 000 Grimnyr can
 * lead): "At the end of your Command phase, if this unit is within range of an objective marker you control, that
 * objective marker remains under your control until your opponent's Level of Control over that objective marker is
 * greater than yours at the end of a phase." The centre objective marker is at (30, 22).
 */
const TEXT =
  "At the end of your Command phase, if this unit is within range of an objective marker you control, that objective marker remains under your control until your opponent's Level of Control over that objective markers greater than yours at the end of a phase.";
const profile = [{ M: 5, T: 4, Sv: 4, W: 1, Ld: 7, OC: 2, base: 25 }];
const opts = { faction: 'Leagues of Votann', factionKeywords: ['LEAGUES OF VOTANN'], minModels: 5, weapons: [ccw] };
const HEARTHKYN = quickDatasheet('t:hk', 'Hearthkyn Warriors', profile, {
  ...opts,
  abilities: [{ name: 'Luck Has. Need Keeps. Toil Earns', text: TEXT }],
});
/** The same unit without the ability (the control). */
const PLAIN = quickDatasheet('t:hk-plain', 'Hearthkyn Warriors', profile, opts);
const RAIDERS = quickDatasheet('t:raiders', 'Raiders', [{ M: 6, T: 4, Sv: 4, W: 1, Ld: 7, OC: 1, base: 25 }], {
  minModels: 3,
  weapons: [ccw],
});

/** Red's Command phase, round 2: the Hearthkyn (OC 10) on the centre marker; Blue's 3 Raiders (OC 3) far away. */
function game(sheet = HEARTHKYN) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', units: [{ datasheet: sheet }] },
      { name: 'Blue', units: [{ datasheet: RAIDERS }] },
    ] as never,
    positions: { p1u1: row('p1u1', 5, 27.5, 22, 1.2), p2u1: row('p2u1', 3, 10, 40, 1.2) },
    round: 2,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
  });
}
const centre = (g: Game) => ({
  control: evaluateControl(g.state).control[0],
  levels: evaluateControl(g.state).levels[0],
});
/** Move a unit's models to new places (the test's shortcut for a Normal move). */
function place(g: Game, unit: string, at: Record<string, { x: number; y: number }>) {
  const u = g.state.units[unit];
  if (!u) throw new Error(unit);
  g.state = {
    ...g.state,
    units: { ...g.state.units, [unit]: { ...u, models: u.models.map((m) => ({ ...m, pos: at[m.id] ?? m.pos })) } },
  };
}

describe('Luck Has. Need Keeps. Toil Earns', () => {
  it('at the end of Red’s Command phase the marker Red controls stays Red’s after the unit leaves it', () => {
    const g = game();
    g.passUntil((x) => x.pending.kind === 'rule-choice', 40);
    expect(g.state.flow).toMatchObject({ phase: 'command', active: 0 });
    expect(g.labels()[0]).toContain('objective marker centre remain under your control');
    g.choose('remain under your control');
    expect(g.find('counter-set', g.record.events).filter((e) => e.counter.startsWith('sticky'))).toEqual([
      expect.objectContaining({ counter: 'sticky-objective-1', value: 1 }),
    ]);
    // The Hearthkyn walk 10" away: no model of either side is within range, and the marker is still Red's.
    place(g, 'p1u1', row('p1u1', 5, 27.5, 8, 1.2));
    expect(centre(g)).toEqual({ control: 0, levels: [0, 0] });
  });

  it('it ends when Blue’s Level of Control is greater than Red’s at the end of a phase', () => {
    const g = game();
    g.passUntil((x) => x.pending.kind === 'rule-choice', 40);
    g.choose('remain under your control');
    place(g, 'p1u1', row('p1u1', 5, 27.5, 8, 1.2));
    place(g, 'p2u1', row('p2u1', 3, 29, 21, 1.2));
    // Mid-phase, with Blue's OC 3 on it, the marker is still Red's; at the end of the phase the keeping ends.
    expect(centre(g)).toEqual({ control: 0, levels: [0, 3] });
    g.passUntil((x) => x.state.flow.phase === 'shooting', 40);
    expect(g.find('counter-set', g.record.events).at(-1)).toMatchObject({ counter: 'sticky-objective-1', value: 0 });
    expect(g.find('objective-control', g.record.events).at(-1)).toMatchObject({ control: [1, null, null, null, null] });
    place(g, 'p2u1', row('p2u1', 3, 10, 40, 1.2));
    expect(centre(g)).toEqual({ control: null, levels: [0, 0] });
  });

  it('control: without the ability nothing is asked, and the marker is no one’s once the unit leaves', () => {
    const g = game(PLAIN);
    g.passUntil((x) => x.state.flow.phase === 'movement' || x.pending.kind === 'rule-choice', 40);
    expect(g.pending.kind).not.toBe('rule-choice');
    place(g, 'p1u1', row('p1u1', 5, 27.5, 8, 1.2));
    expect(centre(g)).toEqual({ control: null, levels: [0, 0] });
  });
});
