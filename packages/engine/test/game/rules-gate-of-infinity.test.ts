import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeShared, seedPath } from '../../../../testing/shared.js';
import { RULE_OPTION_HANDLERS } from '../../src/game/rule-options.js';
import {
  allRules,
  type Datasheet,
  type GameState,
  gateMaximum,
  quickDatasheet,
  RULE_CHOICE_HANDLERS,
  RULE_TARGET_HANDLERS,
} from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Gate of Infinity (Grey Knights Army Rule, seed 002): "at the end of your opponent's Fight phase, you can select a
 * number of units (see below) from your army that are on the battlefield (excluding units that are within
 * Engagement Range of one or more enemy units), provided every model in those units has this ability. ... Once you
 * have made your selections, remove those units from the battlefield and place them into Strategic Reserves."
 * The table lost from the seed's copy (the 2025-11 export): Incursion up to 2 units, Strike Force up to 3,
 * Onslaught up to 4.
 *
 * Prescient Redeployment (Augurium Task Force, seed 002): "From the second battle round onwards, at the start of
 * your Movement phase, if you did not select the maximum number of units from your army using the Gate of Infinity
 * ability at the end of your opponent's previous turn, you can select one unit from your army that is on the
 * battlefield that could have been selected using the Gate of Infinity ability. Remove that unit from the
 * battlefield and place it into Strategic Reserves."
 */
function withGate(ds: Datasheet): Datasheet {
  return { ...ds, abilities: { ...ds.abilities, faction: ['Gate of Infinity'] } };
}
const KNIGHTS = withGate(
  quickDatasheet('t:gk', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], { minModels: 5, weapons: [ccw] }),
);
const SERVITORS = quickDatasheet('t:serv', 'Servitors', [{ M: 5, T: 3, Sv: 4, W: 1, base: 25 }], {
  minModels: 4,
  weapons: [ccw],
});

const GATE = 'grey-knights/gate-of-infinity';
const PRESCIENT = 'grey-knights/augurium-task-force/prescient-redeployment';

/**
 * Red (Grey Knights) and Blue, battle round 2, Blue going first. Red: four Strike Squads (p1u1-p1u4, each model with
 * Gate of Infinity) and Servitors (p1u5, without it); Blue's Guard far away, or (`engaged`) 0.08" from p1u4.
 */
function game(opts: { detachment?: string; phase: 'fight' | 'movement'; active: 0 | 1; engaged?: boolean }) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: opts.detachment ?? 'Brotherhood Strike',
        units: [
          { datasheet: KNIGHTS },
          { datasheet: KNIGHTS },
          { datasheet: KNIGHTS },
          { datasheet: KNIGHTS },
          { datasheet: SERVITORS },
        ],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: row('p1u1', 5, 5, 8),
      p1u2: row('p1u2', 5, 15, 8),
      p1u3: row('p1u3', 5, 25, 8),
      p1u4: row('p1u4', 5, 35, 20),
      p1u5: row('p1u5', 4, 45, 8),
      p2u1: opts.engaged ? row('p2u1', 10, 35, 21.2, 1.2) : row('p2u1', 10, 10, 40, 1.2),
    },
    round: 2,
    phase: opts.phase,
    active: opts.active,
    firstPlayer: 1,
  });
}

const placed = (g: Game) => g.find('unit-to-reserves', g.record.events).map((e) => e.unit);
const offered = (g: Game) =>
  g.pending.options.flatMap((o) => (o.kind === 'choice' && o.action.type === 'set-reserves' ? [o.action.unit] : []));

describe('Gate of Infinity', () => {
  it('at the end of the opponent’s Fight phase: the units on the battlefield whose every model has it, one at a time', () => {
    const g = game({ phase: 'fight', active: 1 });
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Gate of Infinity: select up to 3 more units to place into Strategic Reserves',
    });
    expect(g.state.flow).toMatchObject({ phase: 'fight', at: 'phase-end' });
    // Not the Servitors: not every model has the ability.
    expect(offered(g)).toEqual(['p1u1', 'p1u2', 'p1u3', 'p1u4']);
    expect(g.labels()).toContain('Gate of Infinity: select no more units');
    g.choose('place Strike Squad (p1u2)');
    expect(g.find('rule-used')).toEqual([expect.objectContaining({ player: 0, rule: GATE, unit: 'p1u2' })]);
    expect(g.find('unit-to-reserves')).toEqual([
      expect.objectContaining({ unit: 'p1u2', reserve: 'strategic', rule: GATE }),
    ]);
    expect(g.state.units.p1u2).toMatchObject({ reserve: 'strategic', deployed: false });
    expect(g.state.units.p1u2?.models.every((m) => m.pos === null && !m.destroyed)).toBe(true);
    expect(g.pending.prompt).toBe('Gate of Infinity: select up to 2 more units to place into Strategic Reserves');
    expect(offered(g)).toEqual(['p1u1', 'p1u3', 'p1u4']);
    g.choose('place Strike Squad (p1u3)');
    g.choose('place Strike Squad (p1u1)');
    // Strike Force (the 60" by 44" battlefield): up to 3 units; the fourth is not asked about and stays.
    expect(placed(g)).toEqual(['p1u2', 'p1u3', 'p1u1']);
    expect(g.state.units.p1u4?.reserve).toBeUndefined();
    expect(g.state.flow).toMatchObject({ active: 0, phase: 'movement' });
  });

  it('the player may select none: the rule is logged as used, nothing is placed', () => {
    const g = game({ phase: 'fight', active: 1 });
    g.choose('select no more units');
    expect(g.find('rule-used')).toEqual([expect.objectContaining({ player: 0, rule: GATE })]);
    expect(g.find('rule-used')[0]?.unit).toBeUndefined();
    expect(placed(g)).toEqual([]);
    expect(g.state.flow).toMatchObject({ active: 0, phase: 'movement' });
  });

  it('not in Red’s own turn, and the maximum follows the battle size', () => {
    const own = game({ phase: 'fight', active: 0 });
    expect(own.pending.kind).not.toBe('rule-choice');
    const size = (width: number, depth: number) =>
      gateMaximum({ mission: { battlefield: { width, depth } } } as unknown as GameState);
    expect([size(44, 30), size(60, 44), size(90, 44)]).toEqual([2, 3, 4]);
  });
});

describe('rule choices as data', () => {
  it('every registry window the player is asked about names a rule-choice, rule-target or rule-option handler, each one used', () => {
    // Army rules' windows (a datasheet ability's are game/ability-windows.ts').
    const asked = allRules()
      .filter((d) => d.source.kind === 'faction' || d.source.kind === 'detachment')
      .flatMap((d) => (d.windows ?? []).filter((w) => w.optional).map((w) => [d.id, w.handler]));
    expect(asked).toEqual([
      ['leagues-of-votann/persecution-prospect/assailed-from-every-angle', 'guerrilla-adepts'],
      ['astra-militarum/voice-of-command', 'orders'],
      [GATE, 'gate-of-infinity'],
      ['grey-knights/banishers/channelled-force', 'channelled-force'],
      [PRESCIENT, 'prescient-redeployment'],
      ['imperial-knights/code-chivalric', 'oath'],
      ['imperial-knights/bondsman', 'bondsman'],
      ['imperial-knights/doctrina-imperatives', 'doctrina'],
      ['imperial-knights/gate-warden-lance/dauntless-defenders', 'foundations'],
      ['imperial-knights/questoris-companions/heroes-of-legend', 'additional-oath'],
    ]);
    // 'nomad-strategist' is asked after its Enhancement's use (game/votann-reserves.ts), not by a window of its own.
    expect([...RULE_CHOICE_HANDLERS].sort()).toEqual([
      'additional-oath',
      'bondsman',
      'doctrina',
      'foundations',
      'gate-of-infinity',
      'nomad-strategist',
      'oath',
      'orders',
      'prescient-redeployment',
    ]);
    expect([...RULE_TARGET_HANDLERS]).toEqual(['guerrilla-adepts']);
    expect([...RULE_OPTION_HANDLERS]).toEqual(['channelled-force']);
  });
});

describe('Prescient Redeployment (Augurium Task Force)', () => {
  it('at the start of Red’s Movement phase: one unit Gate of Infinity could have selected; it may arrive this phase', () => {
    const g = game({ detachment: 'Augurium Task Force', phase: 'movement', active: 0, engaged: true });
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Prescient Redeployment: select up to 1 more unit to place into Strategic Reserves',
    });
    expect(g.state.flow).toMatchObject({ phase: 'movement', at: 'phase-start' });
    // Not p1u4: "excluding units that are within Engagement Range of one or more enemy units".
    expect(offered(g)).toEqual(['p1u1', 'p1u2', 'p1u3']);
    g.choose('place Strike Squad (p1u3)');
    expect(g.find('unit-to-reserves')).toEqual([
      expect.objectContaining({ unit: 'p1u3', reserve: 'strategic', rule: PRESCIENT }),
    ]);
    // One unit only: the Move Units step follows.
    expect(g.pending.kind).toBe('move-units');
    g.do(0, { type: 'end-move-units' });
    g.passWindows();
    expect(g.pending.kind).toBe('reinforcements');
    g.do(0, { type: 'arrive', unit: 'p1u3', positions: row('p1u3', 5, 50, 2), method: 'strategic' });
    expect(g.state.units.p1u3?.models[0]?.pos).toEqual({ x: 50, y: 2 });
  });

  it('not if Gate of Infinity selected the maximum at the end of the opponent’s previous turn; asked if fewer', () => {
    for (const [n, asked] of [
      [3, false],
      [2, true],
    ] as const) {
      const g = game({ detachment: 'Augurium Task Force', phase: 'fight', active: 1 });
      for (const u of ['p1u1', 'p1u2', 'p1u3'].slice(0, n)) g.choose(`place Strike Squad (${u})`);
      if (g.pending.kind === 'rule-choice') g.choose('select no more units');
      g.passUntil((x) => x.state.flow.phase === 'movement' || x.pending.kind === 'rule-choice', 50);
      expect(g.state.flow).toMatchObject({ active: 0, round: 2 });
      expect(g.pending.kind === 'rule-choice', `${n} selected`).toBe(asked);
      if (asked) expect(g.pending.prompt).toContain('Prescient Redeployment');
    }
  });

  it('not in the first battle round, nor for another detachment', () => {
    const first = new Game({
      armies: [
        { name: 'Red', faction: 'Grey Knights', detachment: 'Augurium Task Force', units: [{ datasheet: KNIGHTS }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: row('p1u1', 5, 5, 8), p2u1: row('p2u1', 10, 10, 40, 1.2) },
      round: 1,
      phase: 'movement',
    });
    expect(first.pending.kind).toBe('move-units');
    const other = game({ phase: 'movement', active: 0 });
    expect(other.pending.kind).toBe('move-units');
  });
});

describeShared('Gate of Infinity and Prescient Redeployment: the text quoted here', [seedPath('landRaider')], () => {
  it('is the seed page’s', () => {
    const text = readFileSync(seedPath('landRaider'), 'utf8');
    expect(text).toContain(
      'at the end of your opponent’s Fight phase, you can select a number of units (see below) from your army that are on the battlefield (excluding units that are within Engagement Range of one or more enemy units), provided every model in those units has this ability.',
    );
    expect(text).toContain(
      'Once you have made your selections, remove those units from the battlefield and place them into Strategic Reserves.',
    );
    expect(text).toContain(
      'From the second battle round onwards, at the start of your Movement phase, if you did not select the maximum number of units from your army using the Gate of Infinity ability at the end of your opponent’s previous turn, you can select one unit from your army that is on the battlefield that could have been selected using the Gate of Infinity ability.',
    );
  });
});
