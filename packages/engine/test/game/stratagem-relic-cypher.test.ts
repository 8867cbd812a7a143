import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet, stratagemOffers } from '../../src/index.js';
import { ruleById } from '../../src/rules/known.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

/**
 * RELIC CYPHER (Void Salvagers, 1CP, seed 000): "WHEN: Your Command phase. TARGET: One unit from your army. EFFECT:
 * Select one closed Hatchway on the battlefield and open it. RESTRICTIONS: You can only use this Stratagem once."
 * Hatchways are Boarding Actions terrain the game does not model: the game offers it in its window, once per battle,
 * and spends its CP (partial).
 */
const KIN = quickDatasheet('t:kin', 'Hearthkyn', [{ M: 5, T: 4, Sv: 4, W: 1, base: 28 }], {
  minModels: 1,
  keywords: ['INFANTRY', 'LEAGUES OF VOTANN'],
});

function game() {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', detachment: 'Void Salvagers', units: [{ datasheet: KIN }] },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: { p1u1: { x: 10, y: 10 }, p2u1: row('p2u1', 5, 27, 40) },
    phase: 'command',
    cp: [3, 3],
  } as never);
}

const uses = (g: Game) => g.stratagemUses('relic-cypher');

describe('Relic Cypher (Void Salvagers)', () => {
  it('is partial: its note names the Hatchway left to the players', () => {
    expect(ruleById('leagues-of-votann/void-salvagers/relic-cypher')?.support).toMatchObject({
      game: 'partial',
      note: expect.stringContaining('opening a closed Hatchway'),
    });
  });

  it('offered in your Command phase; 1CP spent', () => {
    const g = game();
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(uses(g)).toEqual([{ type: 'use-stratagem', stratagem: 'void-salvagers/relic-cypher', target: 'p1u1' }]);
    // (3CP set up, and 1CP gained at the start of the Command phase.)
    expect(g.state.players[0].cp).toBe(4);
    const events = g.do(0, uses(g)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({
      player: 0,
      stratagem: 'void-salvagers/relic-cypher',
      cp: 1,
      target: 'p1u1',
      manual: false,
    });
    expect(g.state.players[0].cp).toBe(3);
  });

  it('once per battle: in your next Command phase it is offered only where it was not used', () => {
    const commandWindow = (g: Game) =>
      stratagemOffers(g.state, 0, { id: 0, kind: 'during-phase', phase: 'command', passed: [false, false] })
        .filter((o) => o.def.id === 'void-salvagers/relic-cypher')
        .map((o) => o.target);
    const used = game();
    used.do(0, uses(used)[0] as Action);
    const unused = game();
    for (const g of [used, unused]) g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.active === 0, 400);
    expect(unused.state.flow.phase).toBe('command');
    expect(uses(unused)).toEqual([{ type: 'use-stratagem', stratagem: 'void-salvagers/relic-cypher', target: 'p1u1' }]);
    expect(commandWindow(unused)).toEqual(['p1u1']);
    expect(commandWindow(used)).toEqual([]);
  });
});
