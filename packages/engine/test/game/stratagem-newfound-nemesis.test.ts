import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../../testing/shared.js';
import type { Action, GameEvent } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Newfound Nemesis (Leagues of Votann, Oathband, seed 000), 1CP: "WHEN: Your opponent's Shooting phase or the Fight
 * phase, just after an enemy unit has resolved its attacks. TARGET: One INFANTRY or LEAGUES OF VOTANN MOUNTED unit
 * from your army that was reduced to Below Half-strength as a result of the attacking unit's attacks. EFFECT: The
 * attacking unit gains 1 Judgement token, or up to 2 Judgement tokens instead if that unit contained your WARLORD
 * when it was targeted by those attacks." The tokens are Eye of the Ancestors' (at most 2 on a unit).
 */
const OATHBAND = { faction: 'Leagues of Votann', detachment: 'Oathband', armyRules: ['Eye of the Ancestors'] };

/**
 * Blue's ten rifles (BS3+ S6 D1) shoot Red's ten Hearthkyn Warriors (T5 Sv4+ W1): ten 3s hit; `wounds` 3s wound
 * (the rest are 1s); every save a 1. Six wounds leave 4 of 10 models: Below Half-strength.
 */
function game(opts: { wounds: number; warlord?: boolean; destroyed?: string[]; cp?: number }) {
  const dice = [
    ...Array(10).fill(3),
    ...Array(opts.wounds).fill(3),
    ...Array(10 - opts.wounds).fill(1),
    ...Array(opts.wounds).fill(1),
  ];
  return new Game({
    armies: [
      { name: 'Red', ...OATHBAND, units: [{ datasheet: hearthkyn(), ...(opts.warlord ? { warlord: true } : {}) }] },
      { name: 'Blue', units: [{ datasheet: rifles() }] },
    ],
    positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
    ...(opts.destroyed ? { destroyed: opts.destroyed } : {}),
    phase: 'shooting',
    active: 1,
    cp: [opts.cp ?? 1, 0],
    dice,
  });
}

function shootAndOffer(g: Game): Action[] {
  g.choose('shoots Hearthkyn Warriors');
  return g.offeredDuringAttack('newfound-nemesis');
}

const tokens = (events: GameEvent[]) => events.filter((e) => e.type === 'counter-set');

describe('Newfound Nemesis: "The attacking unit gains 1 Judgement token, or up to 2 ... if that unit contained your WARLORD"', () => {
  it('just after the enemy unit has shot, for the unit it reduced to Below Half-strength: 1 token, logged', () => {
    const g = game({ wounds: 6 });
    const uses = shootAndOffer(g);
    expect(g.state.units.p1u1?.models.filter((m) => !m.destroyed)).toHaveLength(4);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: 'oathband/newfound-nemesis', target: 'p1u1' }]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ name: 'Newfound Nemesis', cp: 1, manual: false });
    expect(tokens(events)).toEqual([
      expect.objectContaining({
        holder: 'p2u1',
        counter: 'judgement-token',
        value: 1,
        rule: 'leagues-of-votann/oathband/newfound-nemesis',
      }),
    ]);
    expect(g.state.counters?.p2u1?.['judgement-token']).toBe(1);
  });

  it('2 tokens when the unit contained the WARLORD when it was targeted; never above 2', () => {
    const g = game({ wounds: 6, warlord: true });
    const events = g.do(0, shootAndOffer(g)[0] as Action);
    expect(tokens(events)).toEqual([expect.objectContaining({ holder: 'p2u1', value: 2 })]);
    const topped = game({ wounds: 6, warlord: true });
    topped.state = { ...topped.state, counters: { p2u1: { 'judgement-token': 1 } } };
    const more = topped.do(0, shootAndOffer(topped)[0] as Action);
    expect(tokens(more)).toEqual([expect.objectContaining({ holder: 'p2u1', value: 2 })]);
  });

  it('not for a unit that stays at half strength or more, nor one already Below Half-strength when targeted', () => {
    // Five wounds leave 5 of 10: half, not below.
    expect(shootAndOffer(game({ wounds: 5 }))).toEqual([]);
    // Six of ten already destroyed: 4 left were already Below Half-strength; one more wound changes nothing.
    const ids = Array.from({ length: 6 }, (_, i) => `p1u1m${i + 5}`);
    expect(shootAndOffer(game({ wounds: 1, destroyed: ids }))).toEqual([]);
  });

  it('not without the CP', () => {
    expect(shootAndOffer(game({ wounds: 6, cp: 0 }))).toEqual([]);
  });

  it('in the Fight phase (either player’s turn): just after an enemy unit has resolved its melee attacks', () => {
    // Red's turn: Blue's Guard (WS3+ S4) fights Red's Hearthkyn (T5 Sv4+): ten 3s hit, six 5s wound, six saves of 1.
    const g = new Game({
      armies: [
        { name: 'Red', ...OATHBAND, units: [{ datasheet: hearthkyn() }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: row('p2u1', 10, 5, 11.2, 1.2) },
      phase: 'fight',
      active: 0,
      cp: [1, 0],
      dice: [...Array(10).fill(3), ...Array(6).fill(5), ...Array(4).fill(1), ...Array(6).fill(1)],
    });
    g.choose('Guard (p2u1) fights');
    g.do(1, { type: 'pile-in', unit: 'p2u1', paths: {} });
    g.choose('Guard fights Hearthkyn Warriors');
    const uses = g.offeredDuringAttack('newfound-nemesis');
    expect(g.pending.prompt).toBe('attacks-resolved (Guard): use a Stratagem or pass');
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: 'oathband/newfound-nemesis', target: 'p1u1' }]);
    const events = g.do(0, uses[0] as Action);
    expect(tokens(events)).toEqual([expect.objectContaining({ holder: 'p2u1', value: 1 })]);
  });
});

describeShared('Newfound Nemesis: the text quoted here', [seedPath('grimnyr')], () => {
  it('is the seed page’s', () => {
    const text = readFileSync(seedPath('grimnyr'), 'utf8');
    expect(text).toContain(
      'WHEN: Your opponent’s Shooting phase or the Fight phase, just after an enemy unit has resolved its attacks.',
    );
    expect(text).toContain(
      'TARGET: One INFANTRY or LEAGUES OF VOTANN MOUNTED unit from your army that was reduced to Below Half-strength as a result of the attacking unit’s attacks.',
    );
    expect(text).toContain(
      'EFFECT: The attacking unit gains 1 Judgement token, or up to 2 Judgement tokens instead if that unit contained your WARLORD when it was targeted by those attacks.',
    );
  });
});
