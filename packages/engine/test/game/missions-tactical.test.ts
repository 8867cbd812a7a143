import { describe, expect, it } from 'vitest';
import { TACTICAL_SCORING } from '../../src/game/missions/tactical.js';
import { matchedMission, quickDatasheet, SECONDARY_MISSIONS } from '../../src/index.js';
import { MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Tactical Missions (missions/tactical.ts). Chapter Approved Tournament Companion v1.2 (see
 * missions-deck.test.ts for the sources): "At the start of your first Command phase, draw two cards from
 * your Secondary Mission deck"; "if you have fewer than two active Secondary Mission cards, draw from
 * your Secondary Mission deck until you have two"; "if you scored 1 or more VP from a Secondary Mission
 * card, discard that Secondary Mission card – it is achieved". Card values (2025-26, transcriptions):
 * Secure No Man's Land 2VP / 5VP for one / two or more objectives in No Man's Land; Area Denial 5VP with
 * a unit within 3" of the centre and no enemy unit within 6" (2VP: none within 3"); Bring It Down
 * (Tactical) 4VP at the end of a turn in which an enemy MONSTER or VEHICLE model was destroyed; Behind
 * Enemy Lines and Storm Hostile Objective "if it is the first battle round" go back into the deck.
 *
 * A card is drawn with one die of as many faces as cards are left (face k: the k-th left, in card order):
 *   1 behind-enemy-lines  2 storm-hostile-objective  3 engage-on-all-fronts  4 establish-locus  5 cleanse
 *   6 assassination  7 no-prisoners  8 cull-the-horde  9 bring-it-down  10 defend-stronghold
 *   11 marked-for-death  12 secure-no-mans-land  13 sabotage  14 area-denial  15 recover-assets ...
 */
const WALKER = quickDatasheet('t:walker', 'Walker', [{ M: 8, T: 4, Sv: 6, W: 12, base: 60 }], {
  keywords: ['VEHICLE'],
});

function tactical(extra: Partial<ConstructorParameters<typeof Game>[0]>) {
  const g = new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: MARINES }, { datasheet: MARINES }] },
      { name: 'Blue', units: [{ datasheet: WALKER }] },
    ],
    mission: matchedMission({ deployment: 'dawn-of-war', primary: 'take-and-hold', tactical: [true, false] }),
    phase: 'fight',
    round: 1,
    active: 1,
    firstPlayer: 0,
    positions: { p1u1: row('p1u1', 5, 7, 22, 1.5), p1u2: row('p1u2', 5, 27, 22, 1.5), p2u1: { x: 30, y: 40 } },
    ...extra,
  });
  // Player 2's turn ends: player 1's Command phase starts and their cards are drawn.
  g.passUntil((x) => x.state.flow.active === 0);
  return g;
}
const secondary = (g: Game) =>
  g
    .find('vp-scored', g.record.events)
    .filter((e) => e.kind === 'secondary')
    .map((e) => [e.player, e.source, e.amount]);

describe('Tactical Missions', () => {
  it('the first battle round: two cards drawn, Behind Enemy Lines and Storm Hostile Objective go back', () => {
    const g = tactical({ firstPlayer: 1, dice: [1, 1, 1, 1] });
    const t = g.state.tacticalCards?.[0];
    expect(t?.active).toEqual(['engage-on-all-fronts', 'establish-locus']);
    expect(t?.deck).toContain('behind-enemy-lines');
    expect(t?.deck).toHaveLength(17);
    expect(g.find('secondary-discarded', g.record.events).map((e) => [e.card, e.reason])).toEqual([
      ['behind-enemy-lines', 'shuffled-back'],
      ['storm-hostile-objective', 'shuffled-back'],
    ]);
    // Player 2 uses Fixed Missions: nothing drawn for them.
    expect(g.state.tacticalCards?.[1] ?? null).toBeNull();
  });

  it("Secure No Man's Land and Area Denial score at the end of the turn and are discarded as achieved", () => {
    // 12: secure-no-mans-land; then 13 of the 18 left: area-denial.
    const g = tactical({ dice: [12, 13] });
    expect(g.state.tacticalCards?.[0]?.active).toEqual(['secure-no-mans-land', 'area-denial']);
    g.passUntil((x) => x.state.flow.active !== 0);
    // Red holds the west and centre objectives (No Man's Land) and stands on the centre, Blue is 18" away.
    expect(secondary(g)).toEqual([
      [0, "Secure No Man's Land (Tactical)", 5],
      [0, 'Area Denial (Tactical)', 5],
    ]);
    expect(g.state.tacticalCards?.[0]?.active).toEqual([]);
    expect(g.state.tacticalCards?.[0]?.discarded).toEqual(['secure-no-mans-land', 'area-denial']);
  });

  it('Bring It Down (Tactical): 4VP at the end of the turn a VEHICLE model died, then discarded as achieved', () => {
    // 9: bring-it-down; 1: behind-enemy-lines (kept: round 2). Then a Bolt rifle kills the 1-wound walker.
    const g = tactical({
      dice: [9, 1, 6, 6, 6, 6, 1],
      wounds: { p2u1m1: 1 },
      positions: {
        p1u1: row('p1u1', 5, 7, 22, 1.5),
        p1u2: row('p1u2', 5, 27, 22, 1.5),
        p2u1: { x: 30, y: 36 },
      },
    });
    expect(g.state.tacticalCards?.[0]?.active).toEqual(['bring-it-down', 'behind-enemy-lines']);
    g.passUntil((x) => x.state.flow.phase === 'shooting');
    g.do(0, { type: 'shoot', unit: 'p1u2', attacks: [{ model: 'p1u2m1', weapon: 'Bolt rifle', target: 'p2u1' }] });
    g.passUntil((x) => x.state.flow.active !== 0);
    expect(secondary(g)).toEqual([[0, 'Bring It Down (Tactical)', 4]]);
    expect(g.state.tacticalCards?.[0]?.discarded[0]).toBe('bring-it-down');
    expect(g.state.tacticalCards?.[0]?.active[0]).toBe('behind-enemy-lines');
  });

  it('a kill card with no such enemy unit is discarded when drawn (Bring It Down against no MONSTER or VEHICLE)', () => {
    const g = tactical({ dice: [9, 9, 1], destroyed: ['p2u1m1'] });
    expect(g.find('secondary-discarded', g.record.events).map((e) => [e.card, e.reason])).toEqual([
      ['bring-it-down', 'when-drawn'],
    ]);
    // 9 of the 18 left after it: defend-stronghold (10th card); then 1: behind-enemy-lines.
    expect(g.state.tacticalCards?.[0]?.active).toEqual(['defend-stronghold', 'behind-enemy-lines']);
  });

  it('by hand: a card the engine does not score is scored or discarded by its player; others are refused', () => {
    // 4: establish-locus (an Action card), 4 again: cleanse.
    const g = tactical({ dice: [4, 4] });
    expect(g.state.tacticalCards?.[0]?.active).toEqual(['establish-locus', 'cleanse']);
    g.do(0, { type: 'score-vp', card: 'establish-locus', amount: 4 });
    g.do(0, { type: 'discard-secondary', card: 'cleanse' });
    expect(secondary(g)).toEqual([[0, 'Establish Locus (Tactical) (by hand)', 4]]);
    expect(g.state.tacticalCards?.[0]).toMatchObject({ active: [], discarded: ['establish-locus', 'cleanse'] });
    const refused =
      (action: Parameters<Game['do']>[1], player: 0 | 1 = 0) =>
      () =>
        g.do(player, action);
    expect(refused({ type: 'score-vp', card: 'sabotage', amount: 3 })).toThrow(
      /not one of player 1's secondary missions/,
    );
    expect(refused({ type: 'score-vp', card: 'take-and-hold', amount: 5 })).toThrow(
      /the engine scores Take and Hold itself/,
    );
    expect(refused({ type: 'discard-secondary', card: 'cleanse' }, 1)).toThrow(/not one of player 2's active/);
  });

  it('the cards marked automated as Tactical Missions are those the engine scores', () => {
    expect(
      SECONDARY_MISSIONS.filter((c) => c.tactical === 'automated')
        .map((c) => c.id)
        .sort(),
    ).toEqual(Object.keys(TACTICAL_SCORING).sort());
  });
});
