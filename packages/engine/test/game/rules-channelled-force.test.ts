import { describe, expect, it } from 'vitest';
import { quickDatasheet } from '../../src/index.js';
import { row, TARGET5 } from './fixtures.js';
import { Game } from './harness.js';

// Channelled Force (Banishers, seed 002): "Each time a unit from your army is selected to fight, that unit can take a
// Leadership test. If that test is passed, select one of the following rules. Until the end of the phase, that unit
// has that rule. - Melee weapons equipped by models in this unit with the [psychic] ability also have the [sustained
// hits 1] ability. - Melee weapons equipped by models in this unit with the [psychic] ability also have the [LETHAL
// HITS] ability."
const KNIGHTS = quickDatasheet('t:gk', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 2, base: 32 }], {
  minModels: 5,
  keywords: ['INFANTRY', 'GREY KNIGHTS'],
  weapons: [{ name: 'Nemesis force sword', range: 'melee', A: 2, skill: 3, S: 4, AP: 0, D: 1, abilities: '[psychic]' }],
});

function game(dice: number[], detachment = 'Banishers') {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Grey Knights', detachment, units: [{ datasheet: KNIGHTS }] },
      { name: 'Blue', units: [{ datasheet: TARGET5 }] },
    ],
    positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 5, 10, 11.26) },
    phase: 'fight',
    active: 1,
    dice,
  });
}

/** Pile In without moving, then every model fights the Targets. */
function fight(g: Game) {
  if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
  const o = g.pending.options[0];
  if (g.pending.kind !== 'melee-attacks' || o?.kind !== 'choice') throw new Error(`not attacking: ${g.pending.kind}`);
  return g.do(0, o.action);
}

// Ten attacks at WS3+: ten Hit rolls of 6, then Wound rolls of 1.
const HITS = [...Array(10).fill(6), ...Array(20).fill(1)];

describe('Channelled Force in the game', () => {
  it('selected to fight: the player is asked whether the unit takes a Leadership test', () => {
    const g = game([]);
    g.do(0, { type: 'fight', unit: 'p1u1' });
    expect(g.pending.kind).toBe('rule-option');
    expect(g.labels()).toEqual([
      'Channelled Force: Strike Squad (p1u1) takes a Leadership test',
      'Channelled Force: Strike Squad (p1u1) takes no test',
    ]);
  });

  it('the test passed (3 + 3 = 6 against Ld 6+), [LETHAL HITS] selected: ten 6s are ten Lethal Hits', () => {
    const g = game([3, 3, ...HITS]);
    g.do(0, { type: 'fight', unit: 'p1u1' });
    const test = g.choose('takes a Leadership test');
    expect(g.find('leadership-test', test)).toMatchObject([
      {
        type: 'leadership-test',
        unit: 'p1u1',
        rule: 'grey-knights/banishers/channelled-force',
        faces: [3, 3],
        total: 6,
        leadership: 6,
        passed: true,
      },
    ]);
    expect(g.labels()).toEqual([
      'Channelled Force: Strike Squad (p1u1) has [SUSTAINED HITS 1]',
      'Channelled Force: Strike Squad (p1u1) has [LETHAL HITS]',
    ]);
    const chosen = g.choose('[LETHAL HITS]');
    expect(g.find('effect-added', chosen)[0]?.effect).toMatchObject({
      kind: 'rule',
      unit: 'p1u1',
      source: 'grey-knights/banishers/channelled-force',
      answers: { 'channelled-lethal': true },
      until: { kind: 'end-of-phase' },
    });
    expect(g.find('hits-scored', fight(g))[0]).toMatchObject({ attacks: 10, hits: 10, critical: 10, lethal: 10 });
  });

  it('[SUSTAINED HITS 1] selected: each 6 scores one more hit (20 hits, no Lethal Hits)', () => {
    const g = game([4, 2, ...HITS, ...Array(20).fill(1)]);
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.choose('takes a Leadership test');
    g.choose('[SUSTAINED HITS 1]');
    expect(g.find('hits-scored', fight(g))[0]).toMatchObject({ attacks: 10, hits: 20, lethal: 0 });
  });

  it('the test failed (1 + 4 = 5 against Ld 6+): no rule is selected, ten plain hits', () => {
    const g = game([1, 4, ...HITS]);
    g.do(0, { type: 'fight', unit: 'p1u1' });
    const test = g.choose('takes a Leadership test');
    expect(g.find('leadership-test', test)[0]).toMatchObject({ total: 5, passed: false });
    expect(g.pending.kind).not.toBe('rule-option');
    expect(g.find('hits-scored', fight(g))[0]).toMatchObject({ hits: 10, lethal: 0 });
  });

  it('the rule lasts until the end of the phase: its effect ends with the Fight phase', () => {
    const g = game([3, 3, ...HITS]);
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.choose('takes a Leadership test');
    g.choose('[LETHAL HITS]');
    expect(g.state.effects.filter((e) => e.kind === 'rule')).toHaveLength(1);
    fight(g);
    for (let i = 0; i < 40 && g.state.flow.phase === 'fight'; i++) {
      const p = g.pending;
      const o = p.options[0];
      if (p.kind === 'consolidate') g.do(p.player, { type: 'consolidate', unit: 'p1u1', paths: {} });
      else if (o?.kind === 'choice') g.do(p.player, o.action);
      else break;
    }
    expect(g.state.flow.phase).not.toBe('fight');
    expect(g.state.effects.filter((e) => e.kind === 'rule')).toHaveLength(0);
  });

  it('another detachment: no test is offered', () => {
    const g = game([], 'Sanctic Spearhead');
    g.do(0, { type: 'fight', unit: 'p1u1' });
    expect(g.pending.kind).not.toBe('rule-option');
  });
});
