import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { ids, row } from './fixtures.js';
import { Game } from './harness.js';

// Stalwart Advance (Void Salvagers, seed 000): "In your Shooting phase, each time a unit from your army has shot, if
// one or more enemy units were destroyed by those attacks and that unit is not within Engagement Range of one or more
// enemy units, it can make a Normal move of up to 3" and can then attempt to operate a Hatchway."
function game(dice: number[], detachment = 'Void Salvagers') {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', detachment, units: [{ datasheet: hearthkyn() }] },
      { name: 'Blue', units: [{ datasheet: rifles() }] },
    ],
    positions: { p1u1: row('p1u1', 10, 10, 5, 1.2), p2u1: row('p2u1', 10, 10, 25, 1.2) },
    phase: 'shooting',
    dice,
  });
}

/** Shoot the Rifle Squad, allocating as first offered, until the attacks have ended. */
function shoot(g: Game): GameEvent[] {
  const out = [...g.choose('Hearthkyn Warriors (p1u1) shoots Rifle Squad')];
  for (let i = 0; i < 60 && !g.find('attack-ended', out).length; i++) {
    const o = g.pending.options[0];
    if (o?.kind !== 'choice') break;
    out.push(...g.do(g.pending.player, o.action));
  }
  return out;
}

// Twenty combi-bolter shots (BS4+ S4 against T3 Sv5+): twenty 6s to hit, twenty 6s to wound, then saving throws.
const KILL_ALL = [...Array(40).fill(6), ...Array(20).fill(1)];
const KILL_NONE = [...Array(20).fill(1)];
/** Every model 2.9" farther up the battlefield. */
const up = (inches: number): Action => ({
  type: 'normal-move',
  unit: 'p1u1',
  paths: Object.fromEntries(ids('p1u1', 10).map((id, i) => [id, [{ x: 10 + i * 1.2, y: 5 + inches }]])),
});

describe('Stalwart Advance in the game', () => {
  it('its attacks destroyed the Rifle Squad: the unit is offered a Normal move of up to 3"', () => {
    const g = game(KILL_ALL);
    shoot(g);
    // Ten unsaved wounds: every Rifleman (W1) is destroyed.
    expect(g.state.units.p2u1?.models.filter((m) => m.wounds > 0)).toEqual([]);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-move',
      prompt: 'Stalwart Advance: Hearthkyn Warriors (p1u1) can make a Normal move of up to 3"',
    });
    expect(g.rejects(0, up(3.1))).toMatch(/more than the 3" allowed/);
    const moved = g.do(0, up(2.9));
    expect(g.find('rule-used', moved)).toEqual([
      expect.objectContaining({ player: 0, rule: 'leagues-of-votann/void-salvagers/stalwart-advance', unit: 'p1u1' }),
    ]);
    expect(g.find('models-moved', moved)).toEqual([expect.objectContaining({ unit: 'p1u1', move: 'normal' })]);
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 10, y: 7.9 });
    // Its Movement phase is as it was: a Normal move made now is not the unit's move of the turn.
    expect(g.state.units.p1u1?.history.movement).toBeUndefined();
  });

  it('the player can decline the move', () => {
    const g = game(KILL_ALL);
    shoot(g);
    const declined = g.choose('does not move');
    expect(g.find('models-moved', declined)).toEqual([]);
    expect(g.state.units.p1u1?.models[0]?.pos).toEqual({ x: 10, y: 5 });
  });

  it('no enemy unit destroyed: no move is offered', () => {
    const g = game(KILL_NONE);
    shoot(g);
    expect(g.pending.kind).not.toBe('rule-move');
  });

  it('another detachment: no move is offered', () => {
    const g = game(KILL_ALL, 'Oathband');
    shoot(g);
    expect(g.pending.kind).not.toBe('rule-move');
  });
});
