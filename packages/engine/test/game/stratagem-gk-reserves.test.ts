import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Grey Knights Stratagems that place a unit into Strategic Reserves (the 2025-11 export's texts, quoted in each
 * describe): Expeditious Exit (Brotherhood Strike), Shadow of Anarch (Banishers), Redirected Strike and Mirage of
 * Echoes (Augurium Task Force).
 */
const sheet = (id: string, name: string, keywords: string[], core: string[]) =>
  quickDatasheet(id, name, [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
    minModels: 5,
    weapons: [ccw],
    keywords: ['GREY KNIGHTS', ...keywords],
    core,
  });
const STRIKE = sheet('t:strike', 'Strike Squad', ['INFANTRY', 'PSYKER'], ['Deep Strike']);
const GROUNDED = sheet('t:grounded', 'Grounded Squad', ['INFANTRY', 'PSYKER'], []);
const TERMINATORS = sheet('t:terminators', 'Paladins', ['INFANTRY'], ['Deep Strike']);

const shift = (g: Game, unit: string, dy: number) =>
  Object.fromEntries(
    (g.state.units[unit]?.models ?? []).flatMap((m) => (m.pos ? [[m.id, [{ x: m.pos.x, y: m.pos.y + dy }]]] : [])),
  );

/** The Stratagem's use took the unit off the battlefield into Strategic Reserves, its models whole. */
function expectInReserves(g: Game, unit: string, rule: string): void {
  expect(g.find('unit-to-reserves')).toEqual([
    expect.objectContaining({ type: 'unit-to-reserves', unit, reserve: 'strategic', rule }),
  ]);
  const u = g.state.units[unit];
  expect(u?.reserve).toBe('strategic');
  expect(u?.models.map((m) => m.pos)).toEqual([null, null, null, null, null]);
  expect(u?.models.every((m) => !m.destroyed && m.wounds === 2)).toBe(true);
}

describe('Expeditious Exit: "WHEN: End of your opponent’s Fight phase. TARGET: One GREY KNIGHTS PSYKER INFANTRY unit from your army. EFFECT: If every model in your unit has the Deep Strike ability, remove your unit from the battlefield and place it into Strategic Reserves."', () => {
  /** Blue's Fight phase: Red's Strike Squad (Deep Strike) is within Engagement Range of Blue's Guard. */
  function fight(cp: number) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Brotherhood Strike',
          units: [{ datasheet: STRIKE }, { datasheet: GROUNDED }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 10, 20), p1u2: row('p1u2', 5, 30, 20), p2u1: row('p2u1', 10, 10, 21.2, 1.2) },
      round: 2,
      phase: 'fight',
      active: 1,
      cp: [cp, 0],
    });
    // Every Hit roll a 1: nobody is hit. Pass the other Stratagem windows, take the first choice otherwise.
    g.withDice(...Array(40).fill(1));
    for (let i = 0; i < 40 && g.state.flow.phase === 'fight' && !g.stratagemUses('expeditious-exit').length; i++) {
      const p = g.pending;
      const o = p.options.find((x) => x.kind === 'choice');
      if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
      else if (o?.kind === 'choice') g.do(p.player, o.action);
    }
    return g;
  }

  it('is offered at the end of the phase for the unit with Deep Strike, within Engagement Range or not', () => {
    const g = fight(2);
    expect(g.state.flow.at).toBe('phase-end');
    expect(g.find('window-opened')[0]?.window).toMatchObject({ kind: 'phase-end', phase: 'fight' });
    // Not the Grounded Squad (no Deep Strike: the use would do nothing).
    expect(g.stratagemUses('expeditious-exit')).toEqual([
      { type: 'use-stratagem', stratagem: 'brotherhood-strike/expeditious-exit', target: 'p1u1' },
    ]);
    expect(g.state.units.p2u1?.models.some((m) => m.pos && Math.abs(m.pos.y - 21.2) < 0.01)).toBe(true);
    g.do(0, g.stratagemUses('expeditious-exit')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Expeditious Exit', cp: 2, manual: false });
    expectInReserves(g, 'p1u1', 'grey-knights/brotherhood-strike/expeditious-exit');
    // 2CP spent; then Red's own Command phase began (1CP).
    expect(g.find('cp-gained').filter((e) => e.player === 0)).toHaveLength(1);
    expect(g.state.players[0].cp).toBe(1);
  });

  it('costs 2CP: with 1CP it is not offered', () => {
    const g = fight(1);
    expect(g.state.flow.phase).not.toBe('fight');
    expect(g.find('unit-to-reserves', g.record.events)).toEqual([]);
  });
});

describe('Shadow of Anarch: "WHEN: Your opponent’s Movement phase, just after an enemy unit ends a Normal, Advance or Fall Back move. TARGET: One GREY KNIGHTS PSYKER unit from your army that is within 9" of that enemy unit and is not within Engagement Range of one or more enemy units. EFFECT: Your unit can make a Normal move of up to 6" or, if it has the Deep Strike ability, it can be placed into Strategic Reserves."', () => {
  /**
   * Blue's Movement phase: Blue's Guard (y 40) moves 2" towards Red's Strike Squad p1u1 (y 32, then 4.9" apart),
   * Grounded Squad p1u2 (no Deep Strike, as near) and Paladins p1u3 (not PSYKER, y 29: 7.9"); Red's Strike Squad p1u4
   * (y 10) is 26.9" away.
   */
  function moved() {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Banishers',
          units: [{ datasheet: STRIKE }, { datasheet: GROUNDED }, { datasheet: TERMINATORS }, { datasheet: STRIKE }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 10, 32),
        p1u2: row('p1u2', 5, 20, 32),
        p1u3: row('p1u3', 5, 20, 29),
        p1u4: row('p1u4', 5, 10, 10),
        p2u1: row('p2u1', 10, 10, 40, 1.2),
      },
      round: 2,
      phase: 'movement',
      active: 1,
      cp: [1, 0],
    });
    g.passWindows();
    g.do(1, { type: 'normal-move', unit: 'p2u1', paths: shift(g, 'p2u1', -2) });
    return g;
  }

  it('just after the enemy unit’s Normal move, offered for the PSYKER unit with Deep Strike within 9"', () => {
    const g = moved();
    expect(g.find('window-opened')[0]?.window).toMatchObject({ kind: 'move-ended', unit: 'p2u1', move: 'normal' });
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.stratagemUses('shadow-of-anarch')).toEqual([
      { type: 'use-stratagem', stratagem: 'banishers/shadow-of-anarch', target: 'p1u1' },
    ]);
    g.do(0, g.stratagemUses('shadow-of-anarch')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Shadow of Anarch', cp: 1, target: 'p1u1' });
    expectInReserves(g, 'p1u1', 'grey-knights/banishers/shadow-of-anarch');
    expect(g.state.players[0].cp).toBe(0);
  });
});

describe('Redirected Strike: "WHEN: End of your Command phase. TARGET: One GREY KNIGHTS PSYKER unit from your army that is not within Engagement Range of one or more enemy units. EFFECT: If your unit has the Deep Strike ability, it can be placed into Strategic Reserves."', () => {
  /** Red's Command phase: Strike Squad p1u1 clear, Strike Squad p1u2 within Engagement Range of Blue's Guard. */
  function command() {
    return new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Augurium Task Force',
          units: [{ datasheet: STRIKE }, { datasheet: STRIKE }, { datasheet: GROUNDED }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 10, 10),
        p1u2: row('p1u2', 5, 40, 20),
        p1u3: row('p1u3', 5, 20, 10),
        p2u1: row('p2u1', 10, 40, 21.2, 1.2),
      },
      round: 2,
      phase: 'command',
      active: 0,
      cp: [0, 0],
    });
  }

  it('at the end of the Command phase, offered for the unit with Deep Strike that is not engaged', () => {
    const g = command();
    g.passUntil((x) => x.state.flow.at === 'phase-end' || x.state.flow.phase !== 'command');
    expect(g.state.flow).toMatchObject({ phase: 'command', at: 'phase-end' });
    // The Command phase gave Red 1CP.
    expect(g.state.players[0].cp).toBe(1);
    expect(g.stratagemUses('redirected-strike')).toEqual([
      { type: 'use-stratagem', stratagem: 'augurium-task-force/redirected-strike', target: 'p1u1' },
    ]);
    g.do(0, g.stratagemUses('redirected-strike')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Redirected Strike', cp: 1, target: 'p1u1' });
    expectInReserves(g, 'p1u1', 'grey-knights/augurium-task-force/redirected-strike');
    expect(g.state.players[0].cp).toBe(0);
  });
});

describe('Mirage of Echoes: "WHEN: The Reinforcements step of your opponent’s Movement phase, just after an enemy unit is set up. TARGET: One GREY KNIGHTS PSYKER unit from your army that is within 12" of that enemy unit and is not within Engagement Range of one or more enemy units. EFFECT: If your unit has the Deep Strike ability, it can be placed into Strategic Reserves."', () => {
  /** Blue's Movement phase, Blue's Guard p2u2 in Strategic Reserves. */
  function arriving() {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Grey Knights',
          detachment: 'Augurium Task Force',
          units: [{ datasheet: STRIKE }, { datasheet: GROUNDED }, { datasheet: STRIKE }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: GUARD }] },
      ],
      positions: {
        p1u1: row('p1u1', 5, 50, 31),
        p1u2: row('p1u2', 5, 40, 31),
        p1u3: row('p1u3', 5, 50, 10),
        p2u1: row('p2u1', 10, 2, 40, 1.2),
      },
      reserves: { p2u2: 'strategic' },
      round: 2,
      phase: 'movement',
      active: 1,
      cp: [1, 0],
    });
    g.passUntil((x) => x.pending.kind === 'reinforcements');
    // Wholly within 6" of Blue's battlefield edge (y = 44), more than 9" from every enemy model (p1u1 9.9" away).
    g.do(1, { type: 'arrive', unit: 'p2u2', positions: row('p2u2', 10, 48, 42, 1.2), method: 'strategic' });
    return g;
  }

  it('just after the enemy unit is set up, offered for the PSYKER unit with Deep Strike within 12"', () => {
    const g = arriving();
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    // Not the Grounded Squad (no Deep Strike), nor p1u3 (more than 12" away).
    expect(g.stratagemUses('mirage-of-echoes')).toEqual([
      { type: 'use-stratagem', stratagem: 'augurium-task-force/mirage-of-echoes', target: 'p1u1' },
    ]);
    g.do(0, g.stratagemUses('mirage-of-echoes')[0] as Action);
    expect(g.find('stratagem-used')[0]).toMatchObject({ name: 'Mirage of Echoes', cp: 1, target: 'p1u1' });
    expectInReserves(g, 'p1u1', 'grey-knights/augurium-task-force/mirage-of-echoes');
    expect(g.state.players[0].cp).toBe(0);
  });
});
