import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, MARINES, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Detachment Stratagems that change moves, played in the game: offered in their window with their
 * TARGET line's checks, their rows an effect on the target that the moves read.
 */

/** The Fight phase (player 2's turn): Marines of player 1 engaged with a row of Guard; p1u1m5 stands 4.7" off. */
function fight(detachment: string) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', detachment, units: [{ datasheet: MARINES }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ] as never,
    positions: {
      p1u1: {
        p1u1m1: { x: 10, y: 10 },
        p1u1m2: { x: 11.5, y: 10 },
        p1u1m3: { x: 13, y: 10 },
        p1u1m4: { x: 14.5, y: 9 },
        p1u1m5: { x: 16, y: 6.5 },
      },
      p2u1: row('p2u1', 10, 9, 11.2, 1.2),
    },
    phase: 'fight',
    active: 1,
    cp: [3, 3],
  });
}

function offer(g: Game, slug: string): Action | undefined {
  const o = g.pending.options.find(
    (x) => x.kind === 'choice' && x.action.type === 'use-stratagem' && x.action.stratagem.endsWith(slug),
  );
  return o?.kind === 'choice' ? o.action : undefined;
}

/** m5 to (16.2, 10): 3.51", ending 0.08" from the Guard model at (16.2, 11.2). */
const longPileIn: Action = { type: 'pile-in', unit: 'p1u1', paths: { p1u1m5: [{ x: 16.2, y: 10 }] } };

describe('6" Pile-in and Consolidation moves', () => {
  for (const [name, detachment, slug] of [
    ['Sure of Purpose', 'Hearthband', 'sure-of-purpose'],
    ['Unstoppable Force', 'Dêlve Assault Shift', 'unstoppable-force'],
  ] as const) {
    it(`${name} (${detachment}): "can move up to 6" instead of up to 3"" in a Pile-in move`, () => {
      const g = fight(detachment);
      expect(g.pending.kind).toBe('stratagem-window');
      const use = offer(g, slug);
      expect(use).toBeDefined();
      g.do(0, use as Action);
      expect(g.find('stratagem-used')[0]).toMatchObject({ name, cp: 1, manual: false, target: 'p1u1' });
      expect(g.state.players[0].cp).toBe(2);
      g.passWindows();
      g.do(0, { type: 'fight', unit: 'p1u1' });
      g.passWindows();
      expect(g.pending).toMatchObject({ kind: 'pile-in', prompt: 'Marines: Pile In (up to 6")' });
      expect(g.rejects(0, { type: 'pile-in', unit: 'p1u1', paths: { p1u1m5: [{ x: 16.2, y: 13.5 }] } })).toBe(
        'model p1u1m5: moves 7", more than the 6" of a Pile-in move',
      );
      g.do(0, longPileIn);
      expect(g.state.units.p1u1?.models[4]?.pos).toEqual({ x: 16.2, y: 10 });
    });

    it(`${name}: without it the same move is more than 3"; not offered once the unit was selected to fight`, () => {
      const g = fight(detachment);
      g.passWindows();
      g.do(0, { type: 'fight', unit: 'p1u1' });
      // The fight window opens again after the selection: the fighting unit is no longer a target.
      if (g.pending.kind === 'stratagem-window') expect(offer(g, slug)).toBeUndefined();
      g.passWindows();
      expect(g.pending).toMatchObject({ kind: 'pile-in', prompt: 'Marines: Pile In (up to 3")' });
      expect(g.rejects(0, longPileIn)).toBe('model p1u1m5: moves 3.51", more than the 3" of a Pile-in move');
    });
  }
});

const DROP = quickDatasheet('t:drop', 'Drop Squad', [{ M: 6, W: 2, base: 32 }], {
  minModels: 1,
  weapons: [{ name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
  core: ['Deep Strike'],
});
const LINE = quickDatasheet('t:line2', 'Line', [{ M: 6, W: 1, base: 32 }], {
  minModels: 1,
  weapons: [{ name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
});

describe('a TARGET line the game checks', () => {
  it('Purgation Pattern (Brotherhood Strike): "set up using the Deep Strike ability this turn"; [SUSTAINED HITS 1]', () => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Brotherhood Strike',
          units: [{ datasheet: DROP }, { datasheet: LINE }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ] as never,
      positions: { p1u2: row('p1u2', 1, 10, 6), p2u1: row('p2u1', 10, 20, 30, 1.2) },
      reserves: { p1u1: 'deep-strike' },
      round: 2,
      phase: 'movement',
      cp: [3, 3],
    });
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    g.do(0, { type: 'arrive', unit: 'p1u1', positions: row('p1u1', 1, 20, 19), method: 'deep-strike' });
    g.passUntil((x) => x.state.flow.phase === 'shooting' && x.pending.kind === 'stratagem-window');
    const offered = g.pending.options.flatMap((o) =>
      o.kind === 'choice' && o.action.type === 'use-stratagem' && o.action.stratagem.endsWith('purgation-pattern')
        ? [o.action.target]
        : [],
    );
    // The Line did not arrive this turn: only the Drop Squad is a target.
    expect(offered).toEqual(['p1u1']);
    g.do(0, offer(g, 'purgation-pattern') as Action);
    expect(g.find('effect-added')[0]?.effect).toMatchObject({
      unit: 'p1u1',
      rule: 'grey-knights/brotherhood-strike/purgation-pattern',
    });
    g.passWindows();
    // Hit roll 6: a Critical Hit, one more hit; Wound rolls 4 and 5 (S4 vs T3: 3+); saves 1 and 2 fail (5+).
    g.withDice(6, 4, 5, 1, 2);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Storm bolter', target: 'p2u1' }] });
    g.passUntil(
      (x) => x.state.units.p2u1?.models.filter((m) => m.destroyed).length === 2 || x.state.flow.phase !== 'shooting',
    );
    expect(g.state.units.p2u1?.models.filter((m) => m.destroyed).length).toBe(2);
  });
});

/** Round 2, player 1's Movement phase: the Drop Squad waits in Reserves (Deep Strike); Guard along y=30. */
function dropIn(faction: string, detachment: string, line = row('p1u2', 1, 10, 6)) {
  return new Game({
    armies: [
      { name: 'Red', faction, detachment, units: [{ datasheet: DROP }, { datasheet: LINE }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ] as never,
    positions: { p1u2: line, p2u1: row('p2u1', 10, 20, 30, 1.2) },
    reserves: { p1u1: 'deep-strike' },
    round: 2,
    phase: 'movement',
    cp: [3, 3],
  });
}
const at = (y: number) => row('p1u1', 1, 20, y);

describe('Deep Strike closer to the enemy', () => {
  it('Materialisation Matrices (Hearthband): "more than 6" horizontally away from all enemy units"; "RESTRICTIONS: Until the end of the turn, your unit is not eligible to declare a charge"', () => {
    // The Line stands 10" from the Guard, within charge range.
    const g = dropIn('Leagues of Votann', 'Hearthband', row('p1u2', 1, 32, 20));
    expect(g.pending.kind).toBe('stratagem-window');
    const use = offer(g, 'materialisation-matrices');
    expect(use).toMatchObject({ target: 'p1u1' });
    g.do(0, use as Action);
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    // y=23.3: 6.7" between centres, 5.58" between bases; y=22.5: 6.38".
    expect(g.rejects(0, { type: 'arrive', unit: 'p1u1', positions: at(23.3), method: 'deep-strike' })).toBe(
      'model p1u1m1: not more than 6" horizontally from every enemy model',
    );
    g.do(0, { type: 'arrive', unit: 'p1u1', positions: at(22.5), method: 'deep-strike' });
    expect(g.find('unit-arrived')[0]).toMatchObject({ unit: 'p1u1', method: 'deep-strike' });
    expect(g.state.effects.find((e) => e.unit === 'p1u1')).toMatchObject({ until: { kind: 'end-of-turn' } });
    g.passUntil((x) => x.state.flow.phase === 'charge' && x.pending.kind !== 'stratagem-window');
    // The Drop Squad, 6.38" from the Guard, may not charge; the Line may.
    expect(g.pending).toMatchObject({ player: 0, kind: 'declare-charge' });
    expect(g.labels().filter((l) => l.includes('declares a charge'))).toEqual([
      'Line (p1u2) declares a charge against Guard (p2u1)',
    ]);
  });

  it('without it, Deep Strike stays more than 9" away', () => {
    const g = dropIn('Leagues of Votann', 'Hearthband');
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    expect(g.rejects(0, { type: 'arrive', unit: 'p1u1', positions: at(22.5), method: 'deep-strike' })).toBe(
      'model p1u1m1: not more than 9" horizontally from every enemy model',
    );
  });

  it('Combat Manifestation (Brotherhood Strike): "more than 3" horizontally away", then "not eligible to declare a charge"', () => {
    // The Line stands 10" from the Guard, within charge range.
    const g = dropIn('Grey Knights', 'Brotherhood Strike', row('p1u2', 1, 32, 20));
    g.do(0, offer(g, 'combat-manifestation') as Action);
    expect(g.find('effect-added')[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-turn' } });
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    // y=26: 4" between centres, 2.88" between bases; y=25.5: 3.38".
    expect(g.rejects(0, { type: 'arrive', unit: 'p1u1', positions: at(26), method: 'deep-strike' })).toBe(
      'model p1u1m1: not more than 3" horizontally from every enemy model',
    );
    g.do(0, { type: 'arrive', unit: 'p1u1', positions: at(25.5), method: 'deep-strike' });
    g.passUntil((x) => x.state.flow.phase === 'charge' && x.pending.kind !== 'stratagem-window');
    // The Drop Squad, 3.38" from the Guard, may not charge; the Line may.
    expect(g.pending).toMatchObject({ player: 0, kind: 'declare-charge' });
    expect(g.labels().filter((l) => l.includes('declares a charge'))).toEqual([
      'Line (p1u2) declares a charge against Guard (p2u1)',
    ]);
  });
});
