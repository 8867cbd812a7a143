import { describe, expect, it } from 'vitest';
import type { ActiveEffect, GameState } from '../../src/game/types.js';
import { type Action, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { deepFreeze, Game } from './harness.js';

/**
 * The Spearhead-At-Arms Enhancements that reach the ARMIGER models under the bearer's Bondsman ability (the 2025-11
 * export), each "IMPERIAL KNIGHTS model only. While two or more ARMIGER models are under the effects of the bearer's
 * Bondsman ability, ...": game/bonded-enhancements.ts.
 */
const PALADIN_DUTY = 'imperial-knights/knight-paladin/paladins-duty-bondsman';
const PALADIN = quickDatasheet('t:paladin', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC', 'CHARACTER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  abilities: [
    {
      name: 'Paladin’s Duty (Bondsman)',
      text: 'While a model is affected by this ability, weapons equipped by that model have the [LETHAL HITS] ability, and melee weapons equipped by that model have the [LANCE] ability.',
    },
  ],
});
const gun = { name: 'Thermal spear', range: 30, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const blade = { name: 'Reaper chain-cleaver', range: 'melee' as const, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const ARMIGER = quickDatasheet('t:warglaive', 'Armiger Warglaive', [{ M: 12, T: 9, Sv: 3, W: 12, base: 60 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'WALKER', 'ARMIGER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun, blade],
  damaged: {
    min: 1,
    max: 4,
    text: 'While this model has 1-4 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll.',
  },
});
const red = (enhancement: string) => ({
  name: 'Red',
  faction: 'Imperial Knights',
  detachment: 'Spearhead-At-Arms',
  units: [{ datasheet: PALADIN, enhancement }, { datasheet: ARMIGER }, { datasheet: ARMIGER }],
});
const rerolls = (g: Game) => g.record.events.filter((e) => e.type === 'die-rerolled').map((e) => [e.from, e.to]);

describe('Mentor’s Pride: "each time each of those ARMIGER models makes an attack, you can re-roll a Hit roll of 1"', () => {
  /** Red's Command phase: the Paladin's Bondsman ability on `armigers`; then the first Armiger shoots: Hit rolls 1, 5. */
  function shot(armigers: string[]) {
    const g = new Game({
      armies: [red('Mentor’s Pride'), { name: 'Blue', units: [{ datasheet: GUARD }] }],
      positions: {
        p1u1: { p1u1m1: { x: 10, y: 10 } },
        p1u2: { p1u2m1: { x: 10, y: 16 } },
        p1u3: { p1u3m1: { x: 16, y: 16 } },
        p2u1: row('p2u1', 10, 5, 36, 1.2),
      },
      round: 2,
      phase: 'command',
      active: 0,
      firstPlayer: 0,
    });
    // Knightly Teachings: up to three ARMIGER models for the first use of the ability this turn.
    for (const a of armigers) g.choose(`Knight Paladin (p1u1) affects Armiger Warglaive (${a})`);
    if (g.pending.kind === 'rule-choice') g.choose('no more');
    expect(g.state.effects.filter((e) => e.rule === PALADIN_DUTY).map((e) => [e.unit, e.by])).toEqual(
      armigers.map((a) => [a, 'p1u1']),
    );
    for (let i = 0; i < 40 && g.pending.kind !== 'shoot'; i++) {
      const p = g.pending;
      const end = p.options.find((o) => o.kind === 'choice' && /end the|pass|no more/i.test(o.label));
      if (!end || end.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
      g.do(p.player, end.action);
    }
    g.withDice(1, 5, 4, 1, 1);
    g.choose('Armiger Warglaive (p1u2) shoots Guard');
    g.passWindows();
    return rerolls(g);
  }
  it('two ARMIGER models under the bearer’s Bondsman ability: the Hit roll of 1 is re-rolled (to a 4)', () => {
    expect(shot(['p1u2', 'p1u3'])).toEqual([[1, 4]]);
  });
  it('one only: it is not', () => {
    expect(shot(['p1u2'])).toEqual([]);
  });
});

/**
 * The Fight phase (Blue's turn, so Red selects first; `active` 0: Red's): the Armiger p1u2 (3 wounds left: Damaged, -1 to the Hit roll) within Engagement Range
 * of the Guard; the Paladin's Bondsman ability affects `bonded` (as its use in the Command phase leaves it).
 */
function fightGame(enhancement: string, bonded: string[], active: 0 | 1 = 1) {
  const g = new Game({
    armies: [red(enhancement), { name: 'Blue', units: [{ datasheet: GUARD }] }],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 4 } },
      p1u2: { p1u2m1: { x: 20, y: 10 } },
      p1u3: { p1u3m1: { x: 30, y: 4 } },
      p2u1: row('p2u1', 10, 15, 12.4, 1.2),
    },
    wounds: { p1u2m1: 3 },
    round: 2,
    phase: 'fight',
    active,
    firstPlayer: 0,
    cp: [0, 0],
  });
  const effects: ActiveEffect[] = bonded.map((unit, i) => ({
    id: `b${i}`,
    kind: 'rule',
    player: 0,
    unit,
    source: PALADIN_DUTY,
    rule: PALADIN_DUTY,
    bonded: true,
    by: 'p1u1',
    until: { kind: 'next-command-phase', player: 0 },
    since: { round: 2, turn: active },
  }));
  g.state = deepFreeze({ ...g.state, effects: [...g.state.effects, ...effects] } as GameState);
  return g;
}
/** The Armiger fights the Guard with its chain-cleaver: Hit rolls 3, 3, then 1s. */
function armigerFights(g: Game) {
  g.passWindows();
  g.do(0, { type: 'fight', unit: 'p1u2' });
  g.passWindows();
  if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u2', paths: {} });
  g.withDice(3, 3, 1, 1);
  g.do(0, { type: 'melee', unit: 'p1u2', attacks: [{ model: 'p1u2m1', weapon: blade.name, target: 'p2u1' }] });
  g.passUntil((x) => x.find('hits-scored', x.record.events).length > 0, 40);
  return g.find('hits-scored', g.record.events)[0];
}

describe('Tales of Heroism: "each time one of those ARMIGER models makes a melee attack, you can ignore any or all modifiers to the Hit roll and/or the Wound roll"', () => {
  it('two bonded: the Damaged -1 is ignored, the 3s hit (WS 3+)', () => {
    expect(armigerFights(fightGame('Tales of Heroism', ['p1u2', 'p1u3']))).toMatchObject({ attacks: 2, hits: 2 });
  });
  it('one bonded: the -1 applies, the 3s miss', () => {
    expect(armigerFights(fightGame('Tales of Heroism', ['p1u2']))).toMatchObject({ attacks: 2, hits: 0 });
  });
  it('another Enhancement: the 3s miss', () => {
    expect(armigerFights(fightGame('Mentor’s Pride', ['p1u2', 'p1u3']))).toMatchObject({ hits: 0 });
  });
});

describe('Fables of Nightmare: "melee weapons equipped by those ARMIGER models have the [precision] ability"', () => {
  const allocated = (g: Game) => g.find('attack-allocated', g.record.events).map((e) => e.precision);
  function fought(bonded: string[]) {
    const g = fightGame('Fables of Nightmare', bonded);
    g.passWindows();
    g.do(0, { type: 'fight', unit: 'p1u2' });
    g.passWindows();
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u2', paths: {} });
    // Hit rolls 6, 6 (Critical Hits: [LETHAL HITS] wounds automatically), saves 1, 1.
    g.withDice(6, 6, 1, 1);
    g.do(0, { type: 'melee', unit: 'p1u2', attacks: [{ model: 'p1u2m1', weapon: blade.name, target: 'p2u1' }] });
    g.passUntil((x) => x.find('attack-allocated', x.record.events).length >= 2, 40);
    return allocated(g);
  }
  it('two bonded: the attacks are allocated as [PRECISION] attacks', () => {
    expect(fought(['p1u2', 'p1u3'])).toEqual([true, true]);
  });
  it('one bonded: they are not', () => {
    expect(fought(['p1u2'])).toEqual([false, false]);
  });
});

describe('Martial Tuition: "once per turn, you can target one of those ARMIGER models with the Counter-offensive Stratagem for 0CP"', () => {
  const CO = 'core/counter-offensive';
  /** Red's turn, Red has 0CP: Blue (not its turn) fights first, with the Guard. */
  function afterGuardFought(bonded: string[]) {
    const g = fightGame('Martial Tuition', bonded, 0);
    expect(g.pending).toMatchObject({ player: 1, kind: 'fight' });
    g.withDice(...Array(30).fill(1));
    g.do(1, { type: 'fight', unit: 'p2u1' });
    for (let i = 0; i < 10 && g.pending.kind !== 'stratagem-window' && g.pending.kind !== 'fight'; i++) {
      const p = g.pending;
      if (p.kind === 'pile-in' || p.kind === 'consolidate') g.do(p.player, { type: p.kind, unit: 'p2u1', paths: {} });
      else if (p.kind === 'melee-attacks') g.do(p.player, (p.options[0] as unknown as { action: never }).action);
      else throw new Error(p.kind);
    }
    return g;
  }
  it('two bonded: Counter-offensive on the Armiger for 0CP; the Enhancement is used for the turn', () => {
    const g = afterGuardFought(['p1u2', 'p1u3']);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.labels()).toContain('Counter-offensive (0CP, Core) on Armiger Warglaive');
    expect(g.stratagemUses(CO)).toEqual([{ type: 'use-stratagem', stratagem: CO, target: 'p1u2' }]);
    const events = g.do(0, g.stratagemUses(CO)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 0, target: 'p1u2' });
    expect(g.find('rule-used', events)[0]).toMatchObject({
      rule: 'imperial-knights/spearhead-at-arms/martial-tuition',
      unit: 'p1u1',
    });
    expect(g.find('fight-selected', events)[0]).toMatchObject({ unit: 'p1u2', player: 0 });
    expect(g.state.players[0].cp).toBe(0);
  });
  it('one bonded: with 0CP, no Counter-offensive is offered', () => {
    const g = afterGuardFought(['p1u2']);
    expect(g.pending.kind === 'stratagem-window' && g.pending.player === 0 ? g.stratagemUses(CO) : []).toEqual([]);
  });
});
