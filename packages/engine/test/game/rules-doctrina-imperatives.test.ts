import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Doctrina Imperatives (the Imperial Knights' copy of the Adeptus Mechanicus rule, 2025-11 export): "At the start of
 * the battle round, you can select one of the Doctrina Imperatives below. Until the end of the battle round, that
 * Doctrina Imperative is active for your army, and all units from your army that have the Doctrina Imperatives
 * ability gain the relevant abilities shown below.
 * Protector Imperative - Ranged weapons equipped by models in this unit have the [HEAVY] ability. - Improve the
 * Ballistic Skill characteristic of ranged weapons equipped by models in this unit by 1. - Each time a melee attack
 * targets this unit, if this unit has the BATTLELINE keyword and/or it is within 6" of one or more friendly ADEPTUS
 * MECHANICUS BATTLELINE units, subtract 1 from the Hit roll.
 * Conqueror Imperative - Ranged weapons equipped by models in this unit have the [ASSAULT] ability. - Improve the
 * Weapon Skill characteristic of melee weapons equipped by models in this unit by 1. - Each time a model in this unit
 * makes an attack, if this unit has the BATTLELINE keyword and/or it is within 6" of one or more friendly ADEPTUS
 * MECHANICUS BATTLELINE units, improve the Armour Penetration characteristic of that attack by 1."
 */
const rifle = { name: 'Galvanic rifle', range: 30, A: 2, skill: 4, S: 4, AP: 0, D: 1 };
function skitarii(keywords: string[]): Datasheet {
  const ds = quickDatasheet('t:skitarii', 'Skitarii Rangers', [{ M: 6, T: 3, Sv: 4, W: 1, base: 32 }], {
    faction: 'Imperial Knights',
    keywords,
    factionKeywords: ['ADEPTUS MECHANICUS'],
    weapons: [rifle, ccw],
  });
  ds.abilities.faction = ['Doctrina Imperatives'];
  return ds;
}
const RANGERS = skitarii(['INFANTRY', 'BATTLELINE']);

/** Battle round 1, Red's Command phase: Red's Rangers at (20, 10), Blue's Guard in a line at y 35. */
function game() {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment: 'Questor Forgepact', units: [{ datasheet: RANGERS }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 10, 10, 35, 1.2) },
    // Red's Oath determined already (Code Chivalric asks for it first at the start of the first Command phase).
    counters: { 'player-1': { 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 4, 'oath-oaths': 1 } },
    round: 1,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
  });
}

/** On to Red's shooting decision: every other decision ended or passed. */
function toShooting(g: Game): void {
  for (let i = 0; i < 30 && g.pending.kind !== 'shoot'; i++) {
    const p = g.pending;
    const end = p.options.find((o) => o.kind === 'choice' && /end the|pass|no more/i.test(o.label));
    if (!end || end.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
    g.do(p.player, end.action);
  }
}
const shoot = {
  type: 'shoot' as const,
  unit: 'p1u1',
  attacks: [{ model: 'p1u1m1', weapon: rifle.name, target: 'p2u1' }],
};

describe('Doctrina Imperatives', () => {
  it('at the start of the battle round the player selects an Imperative: a player counter, the round it is active in', () => {
    const g = game();
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Doctrina Imperatives: select an Imperative active for your army until the end of the battle round',
    });
    expect(g.labels()).toEqual([
      'Doctrina Imperatives: the Protector Imperative is active',
      'Doctrina Imperatives: the Conqueror Imperative is active',
      'Doctrina Imperatives: no more',
    ]);
    g.choose('Protector');
    expect(g.find('counter-set', g.record.events)).toEqual([
      expect.objectContaining({
        holder: 'player-1',
        counter: 'doctrina-protector-round',
        value: 1,
        rule: 'imperial-knights/doctrina-imperatives',
      }),
    ]);
    expect(g.pending.kind).not.toBe('rule-choice');
  });

  it('Protector: BS 4+ improved to 3+ and [HEAVY] (+1, Remained Stationary): Hit rolls 3 and 2 both hit', () => {
    const g = game();
    g.choose('Protector');
    toShooting(g);
    // Hit rolls 3, 2; Wound rolls (S4 against T3: 3+) 6, 6; saves 1, 1.
    g.withDice(3, 2, 6, 6, 1, 1);
    g.do(0, shoot);
    g.passWindows();
    const wounds = g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'wound');
    expect(wounds.reduce((n, e) => n + e.faces.length, 0)).toBe(2);
  });

  it('no Imperative selected: BS 4+, the same Hit rolls 3 and 2 miss', () => {
    const g = game();
    g.choose('no more');
    toShooting(g);
    g.withDice(3, 2);
    g.do(0, shoot);
    g.passWindows();
    expect(g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'wound')).toEqual([]);
  });

  it('Conqueror: the Rangers shoot after Advancing ([ASSAULT]), AP 0 improved to -1 (BATTLELINE): a save of 5 fails', () => {
    const g = game();
    g.choose('Conqueror');
    g.passUntil((x) => x.pending.kind === 'move-units');
    g.withDice(2);
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 14 }] } });
    toShooting(g);
    expect(g.labels()).toContain('Skitarii Rangers (p1u1) shoots Guard (p2u1) with 1 weapon(s)');
    // Hit rolls 4, 4 (BS 4+, no [HEAVY]); Wound rolls 3, 3; saves 5, 5 against Sv 5+ worsened to 6+.
    g.withDice(4, 4, 3, 3, 5, 5);
    g.do(0, shoot);
    g.passWindows();
    const saves = g.find('save-result', g.record.events).map((e) => [e.threshold, e.face, e.passed]);
    expect(saves).toEqual([
      [6, 5, false],
      [6, 5, false],
    ]);
  });

  it('the Imperative lasts until the end of the battle round: no longer active in round 2', () => {
    const g = game();
    g.choose('Protector');
    g.passUntil((x) => x.state.flow.round === 2 && x.pending.kind === 'rule-choice', 400);
    expect(g.pending.prompt).toMatch(/^Doctrina Imperatives/);
    expect(g.state.counters?.['player-1']).toMatchObject({ 'doctrina-protector-round': 1 });
  });
});

/** Blue's Guard fights Red's Rangers (Red's turn: Blue, not its turn, fights first), Protector active for Red. */
function melee(keywords: string[], protector: boolean): number {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Imperial Knights',
        detachment: 'Questor Forgepact',
        units: [{ datasheet: skitarii(keywords) }],
      },
      { name: 'Blue', units: [{ datasheet: quickDatasheet('t:brute', 'Brute', [{ base: 32 }], { weapons: [ccw] }) }] },
    ],
    positions: { p1u1: { p1u1m1: { x: 10, y: 10 } }, p2u1: { p2u1m1: { x: 10, y: 11.3 } } },
    round: 1,
    phase: 'fight',
    active: 0,
    ...(protector ? { counters: { 'player-1': { 'doctrina-protector-round': 1 } } } : {}),
  });
  expect(g.pending).toMatchObject({ player: 1, kind: 'fight' });
  g.do(1, { type: 'fight', unit: 'p2u1' });
  if (g.pending.kind === 'pile-in') g.do(1, { type: 'pile-in', unit: 'p2u1', paths: {} });
  // Hit roll 3 against WS 3+; Wound roll 6.
  g.withDice(3, 6);
  g.do(1, { type: 'melee', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: ccw.name, target: 'p1u1' }] });
  g.passWindows();
  return g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'wound').length;
}

describe('Doctrina Imperatives: Protector against melee attacks', () => {
  it('BATTLELINE: subtract 1 from the Hit roll, the 3 misses', () => {
    expect(melee(['INFANTRY', 'BATTLELINE'], true)).toBe(0);
  });
  it('no Imperative: the 3 hits', () => {
    expect(melee(['INFANTRY', 'BATTLELINE'], false)).toBe(1);
  });
  it('not BATTLELINE and no ADEPTUS MECHANICUS BATTLELINE unit within 6": the 3 hits', () => {
    expect(melee(['INFANTRY'], true)).toBe(1);
  });
});
