import { describe, expect, it } from 'vitest';
import { BOARDING_ACTIONS_RULESET, CORE_RULESET, stratagemOffers, type WindowState } from '../../src/index.js';
import { GUARD, HERO, MARINES, row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Battlefield Command (Boarding Actions, seed 000): "TARGET: One Leader unit from your army and one friendly
 * Bodyguard unit within 6" of it that it could normally be attached to." "Until the start of your next Command
 * phase, that Bodyguard unit is treated as being led by that Leader unit for the purposes of that Leader ability."
 * "that unit cannot be targeted with it again until your next Command phase." The game checks the targets and the
 * restriction and records the pairing (partial: the Leader ability itself is the players').
 */
type Pos = Record<string, { x: number; y: number }>;

/**
 * Red's Shooting phase, at its end (a game set up in a phase starts at its main step): Captain (p1u1, leads Marines), Marines 4" away (p1u2), Marines 20" away (p1u3),
 * Guard 4" away (p1u4: the Captain cannot lead them); Blue's Targets far off.
 */
function game(ruleset = BOARDING_ACTIONS_RULESET, captain: Pos = { p1u1m1: { x: 20, y: 10 } }) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        units: [{ datasheet: HERO }, { datasheet: MARINES }, { datasheet: MARINES }, { datasheet: GUARD }],
      },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: {
      p1u1: captain,
      p1u2: row('p1u2', 5, 14, 14),
      p1u3: row('p1u3', 5, 14, 34),
      p1u4: row('p1u4', 10, 12, 6, 1.2),
      p2u1: row('p2u1', 5, 20, 44),
    },
    phase: 'shooting',
    cp: [2, 0],
    ruleset,
  });
  g.passUntil(atPhaseEnd, 20);
  return g;
}

const atPhaseEnd = (x: Game) => x.pending.kind === 'stratagem-window' && x.state.flow.at === 'phase-end';

const USE = {
  type: 'use-stratagem',
  stratagem: 'boarding-actions/battlefield-command',
  target: 'p1u2',
  model: 'p1u1m1',
} as const;

describe('Battlefield Command (Boarding Actions)', () => {
  it('is offered at the end of the phase for the Captain and the Marines within 6" it could lead, only', () => {
    const g = game();
    expect(g.state.flow).toMatchObject({ phase: 'shooting', at: 'phase-end' });
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    // Not the Marines 20" away, not the Guard (the Captain's datasheet does not lead them).
    expect(g.stratagemUses('battlefield-command')).toEqual([USE]);
  });

  it('control: not offered with the Captain more than 6" from the Marines, nor under the core ruleset', () => {
    expect(game(BOARDING_ACTIONS_RULESET, { p1u1m1: { x: 50, y: 24 } }).stratagemUses('battlefield-command')).toEqual(
      [],
    );
    expect(game(CORE_RULESET).stratagemUses('battlefield-command')).toEqual([]);
  });

  it('spends 1CP and records the pairing on the Marines until the start of your next Command phase', () => {
    const g = game();
    const used = g.do(0, USE);
    expect(g.find('stratagem-used', used)).toMatchObject([{ player: 0, cp: 1, manual: false, target: 'p1u2' }]);
    expect(g.state.players[0].cp).toBe(1);
    expect(g.state.effects).toMatchObject([
      {
        kind: 'stratagem',
        unit: 'p1u2',
        by: 'p1u1',
        source: 'boarding-actions/battlefield-command',
        until: { kind: 'next-command-phase', player: 0 },
      },
    ]);
    // "cannot be targeted with it again until your next Command phase": in the Charge phase, a phase-end window asked
    // directly offers nothing (the same window is not opened, as nothing is offered in it).
    g.passUntil((x) => x.state.flow.phase === 'charge', 40);
    expect(g.state.flow).toMatchObject({ round: 1, active: 0, phase: 'charge' });
    const w: WindowState = { id: 0, kind: 'phase-end', phase: 'charge', passed: [false, false] };
    const offers = (x: Game) => stratagemOffers(x.state, 0, w).filter((o) => o.def.id === USE.stratagem);
    expect(offers(g)).toEqual([]);
    // Control: the same window where it was not used offers the pair.
    const fresh = game();
    fresh.passUntil((x) => x.state.flow.phase === 'charge', 40);
    expect(offers(fresh).map((o) => [o.target, o.model])).toEqual([['p1u2', 'p1u1m1']]);
    // Red's next Command phase: the record has ended at its start, and the Stratagem is offered again.
    g.passUntil(
      (x) =>
        x.state.flow.round === 2 &&
        x.state.flow.active === 0 &&
        x.pending.player === 0 &&
        x.pending.kind === 'stratagem-window',
      400,
    );
    expect(g.state.flow).toMatchObject({ phase: 'command' });
    expect(g.state.effects.filter((e) => e.source === 'boarding-actions/battlefield-command')).toEqual([]);
    expect(g.stratagemUses('battlefield-command')).toEqual([USE]);
  });
});
