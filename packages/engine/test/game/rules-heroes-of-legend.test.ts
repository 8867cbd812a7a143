import { describe, expect, it } from 'vitest';
import { type Datasheet, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game, HERO } from './harness.js';

/**
 * Heroes of Legend (Questoris Companions, seed 003): "At the start of your turn, if your current Oath is fulfilled,
 * determine an additional Oath as described here, with the exception that you cannot select a Deed or Quality you
 * have already selected ... If you cannot determine an additional Oath because you have already selected each Deed
 * and each Quality, do not determine an additional Oath. The Qualities from Oaths you have fulfilled continue to apply
 * to all models in your army with the Code Chivalric ability. When the Deed for an additional Oath is completed, you
 * instead gain 1CP, regardless of how you selected the Deed or Quality."
 */
function knight(): Datasheet {
  const ds = quickDatasheet('t:knight', 'Knight Errant', [{ M: 10, T: 11, Sv: 3, W: 22, Ld: 6, OC: 10, base: 100 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE', 'TITANIC'],
    factionKeywords: ['IMPERIAL KNIGHTS'],
    weapons: [],
  });
  ds.abilities.faction = ['Code Chivalric'];
  return ds;
}
const army = (detachment: string) => ({
  name: 'Red',
  faction: 'Imperial Knights',
  detachment,
  units: [{ datasheet: knight() }],
});
/** The first Oath: "We pledge to reap a great tally..." (bit 4) and martial valour (bit 1), fulfilled. */
const FULFILLED = { 'oath-deeds': 4, 'oath-deed': 3, 'oath-qualities': 1, 'oath-oaths': 1, 'oath-fulfilled': 1 };

function game(detachment: string, counters: Record<string, number>, phase: 'command' | 'fight' = 'command') {
  return new Game({
    armies: [army(detachment), { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: HERO }] }] as never,
    // Red's Knight on objective 4 (20, 6); Blue's units off every objective marker.
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 8 } },
      p2u1: row('p2u1', 10, 10, 30, 1.2),
      p2u2: { p2u2m1: { x: 55, y: 30 } },
    },
    round: 2,
    phase,
    active: phase === 'command' ? 0 : 1,
    firstPlayer: 0,
    counters: { 'player-1': counters },
  });
}

describe('Heroes of Legend', () => {
  it('the Oath fulfilled: at the start of your turn, an additional Oath of a Deed and a Quality not selected before', () => {
    const g = game('Questoris Companions', FULFILLED);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Heroes of Legend: determine your army’s Deed (select one, or roll a D6)',
    });
    // No "reap a great tally", no roll (it changes nothing), no pass.
    expect(g.labels()).toEqual([
      'Heroes of Legend: the Deed is We vow to lay low the tyrant... (the tyrant: Hero (p2u2))',
      'Heroes of Legend: the Deed is We swear to reclaim the realm...',
    ]);
    g.choose('reclaim the realm');
    expect(g.labels()).toEqual([
      'Heroes of Legend: the Quality is ...and we are eager for the challenge.',
      'Heroes of Legend: the Quality is ...yet shall our legacy be unsullied.',
    ]);
    g.choose('legacy be unsullied');
    expect(g.state.counters?.['player-1']).toEqual({
      'oath-deeds': 6,
      'oath-deed': 2,
      'oath-qualities': 5,
      'oath-oaths': 2,
      'oath-fulfilled': 1,
    });
    expect(g.pending.prompt).not.toMatch(/Heroes of Legend/);
  });

  it('another detachment: no additional Oath', () => {
    const g = game('Valourstrike Lance', FULFILLED);
    expect(g.pending.prompt ?? '').not.toMatch(/Heroes of Legend/);
  });

  it('the current Oath not fulfilled: none', () => {
    const g = game('Questoris Companions', { ...FULFILLED, 'oath-fulfilled': 0 });
    expect(g.pending.prompt ?? '').not.toMatch(/Heroes of Legend/);
  });

  it('"When the Deed for an additional Oath is completed, you instead gain 1CP"; both Qualities apply (OC 10 + 2)', () => {
    // The additional Oath: "We swear to reclaim the realm..." and legacy, at the end of Blue's turn 2.
    const g = game(
      'Questoris Companions',
      { 'oath-deeds': 6, 'oath-deed': 2, 'oath-qualities': 5, 'oath-oaths': 2, 'oath-fulfilled': 1 },
      'fight',
    );
    g.passUntil((x) => x.state.flow.round === 3);
    const gains = g.find('cp-gained', g.record.events).filter((e) => e.source === 'Heroes of Legend');
    expect(gains).toEqual([expect.objectContaining({ player: 0, amount: 1, counted: false })]);
    expect(g.state.counters?.['player-1']).toMatchObject({ 'oath-fulfilled': 2 });
    const control = g.find('objective-control', g.record.events).at(-1);
    expect(control?.levels[3]).toEqual([12, 0]);
  });
});
