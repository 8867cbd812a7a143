import { describe, expect, it } from 'vitest';
import { type Action, evaluate, parseScenario, quickDatasheet, type ScenarioInput } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Tech-Priest Enginseer (Astra Militarum, the Wahapedia export of 2025-11-14): Enginseer, Omnissiah's Blessing
 * and Vengeance for the Omnissiah, in the game (injected dice, the exact events) and in the calculator.
 */
const AM = 'Astra Militarum';
const TEXTS = {
  Enginseer:
    'While this model is within 3" of one or more friendly ASTRA MILITARUM VEHICLE units, this model has the Lone Operative ability.',
  'Omnissiah’s Blessing':
    'In your Command phase, select one friendly ASTRA MILITARUM VEHICLE model within 3" of this model. That VEHICLE model regains up to D3 lost wounds and, until the start of your next Command phase, that VEHICLE model has a 4+ invulnerable save. Each model can only be selected for this ability once per turn.',
  'Vengeance for the Omnissiah':
    'If a friendly ASTRA MILITARUM VEHICLE model is destroyed within 12" of this model, until the end of the battle, this model’s Enginseer axe has an Attacks characteristic of 6.',
};
const axe = { name: 'Enginseer axe', range: 'melee' as const, A: 3, skill: 4, S: 6, AP: -2, D: 2 };
const ENGINSEER = quickDatasheet(
  't:enginseer',
  'Tech-Priest Enginseer',
  [{ M: 6, T: 4, Sv: 3, W: 3, Ld: 7, OC: 1, inv: 5, base: 32 }],
  {
    faction: AM,
    factionKeywords: ['ASTRA MILITARUM'],
    keywords: ['INFANTRY', 'CHARACTER', 'TECH-PRIEST ENGINSEER'],
    weapons: [axe],
    abilities: Object.entries(TEXTS).map(([name, text]) => ({ name, text })),
  },
);
/** The same model without its datasheet abilities (the control cases). */
const PLAIN = quickDatasheet(
  't:plain',
  'Tech-Priest Enginseer',
  [{ M: 6, T: 4, Sv: 3, W: 3, Ld: 7, OC: 1, base: 32 }],
  {
    faction: AM,
    factionKeywords: ['ASTRA MILITARUM'],
    keywords: ['INFANTRY', 'CHARACTER', 'TECH-PRIEST ENGINSEER'],
    weapons: [axe],
  },
);
const RUSS = quickDatasheet('t:russ', 'Leman Russ', [{ M: 10, T: 11, Sv: 2, W: 13, Ld: 7, OC: 3, base: 60 }], {
  faction: AM,
  factionKeywords: ['ASTRA MILITARUM'],
  keywords: ['VEHICLE'],
  weapons: [],
});
/** A friendly ASTRA MILITARUM unit that is not a VEHICLE. */
const SQUAD = quickDatasheet('t:squad', 'Infantry Squad', [{ M: 6, T: 3, Sv: 5, W: 1, Ld: 7, OC: 2, base: 25 }], {
  faction: AM,
  factionKeywords: ['ASTRA MILITARUM'],
  keywords: ['INFANTRY'],
  weapons: [],
});
const LASCANNON = { name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 3 };
const TEAM = quickDatasheet('t:team', 'Lascannon Team', [{ M: 6, T: 3, Sv: 5, W: 2, Ld: 7, OC: 1, base: 40 }], {
  weapons: [LASCANNON],
});

const R_ENG = 32 / 25.4 / 2;
const R_RUSS = 60 / 25.4 / 2;
const woundsOf = (g: Game, id: string) => g.state.units[id]?.models[0]?.wounds;

/** Resolve the attack in progress: pass windows, allocate as first offered, until `done`. */
function settle(g: Game, done: (g: Game) => boolean) {
  for (let i = 0; i < 40 && !done(g); i++) {
    const p = g.pending;
    if (p.kind === 'allocate-attack' && p.options[0]?.kind === 'choice') g.do(p.player, p.options[0].action);
    else g.do(p.player, { type: 'pass' });
  }
}

describe('Omnissiah’s Blessing', () => {
  /** Red's Enginseer p1u1 at (20, 20); a Leman Russ p1u2 (6 of 13 wounds) `gap` inches from its base; Blue: a Lascannon Team 20" away. */
  function blessing(o: { gap?: number; second?: boolean; sheet?: typeof ENGINSEER; dice?: number[] } = {}) {
    const gap = o.gap ?? 2;
    return new Game({
      armies: [
        {
          name: 'Red',
          faction: AM,
          units: [
            { datasheet: o.sheet ?? ENGINSEER },
            { datasheet: RUSS },
            ...(o.second ? [{ datasheet: ENGINSEER }] : []),
          ],
        },
        { name: 'Blue', units: [{ datasheet: TEAM }] },
      ] as never,
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 20 } },
        p1u2: { p1u2m1: { x: 20 + R_ENG + R_RUSS + gap, y: 20 } },
        ...(o.second ? { p1u3: { p1u3m1: { x: 20 + 2 * R_ENG + 2 * R_RUSS + 2 * gap, y: 20 } } } : {}),
        p2u1: { p2u1m1: { x: 23.5, y: 42 } },
      },
      phase: 'fight',
      active: 1,
      round: 2,
      cp: [0, 0],
      wounds: { p1u2m1: 6 },
      dice: o.dice ?? [],
    });
  }
  const OB = 'astra-militarum/tech-priest-enginseer/omnissiahs-blessing';

  it('at the start of Red’s Command phase: the Russ 2" away regains D3 (a D6 of 4: 2), 6 to 8, and has a 4+ invulnerable save until Red’s next Command phase', () => {
    const g = blessing({ dice: [4] });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow).toMatchObject({ phase: 'command', active: 0, round: 2 });
    expect(g.pending.prompt).toBe('Omnissiah’s Blessing (Tech-Priest Enginseer): use it or pass');
    expect(g.labels()).toEqual(['Omnissiah’s Blessing: select Leman Russ (p1u2)', 'do not use Omnissiah’s Blessing']);
    const used = g.choose('select Leman Russ');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: OB, unit: 'p1u1' })]);
    expect(g.find('dice-rolled', used)).toEqual([expect.objectContaining({ faces: [4] })]);
    expect(g.find('wounds-regained', used)).toEqual([
      expect.objectContaining({ unit: 'p1u2', model: 'p1u2m1', regained: 2, remaining: 8 }),
    ]);
    expect(
      g.find('effect-added', used).map((e) => [e.effect.unit, e.effect.source, e.effect.bonded, e.effect.until]),
    ).toEqual([
      ['p1u2', `${OB}#selected`, undefined, { kind: 'end-of-turn' }],
      ['p1u2', OB, true, { kind: 'next-command-phase', player: 0 }],
    ]);
    expect(woundsOf(g, 'p1u2')).toBe(8);
  });

  /** Blue's Lascannon (AP -3) at the Russ (Sv 2+: 5+ after AP) in Blue's Shooting phase: hit 4, wound 5, save 4. */
  function lascannonAtRuss(g: Game) {
    g.passUntil((x) => x.pending.kind === 'shoot' && x.state.flow.active === 1, 60);
    g.withDice(4, 5, 4);
    g.do(1, {
      type: 'shoot',
      unit: 'p2u1',
      attacks: [{ model: 'p2u1m1', weapon: 'Lascannon', target: 'p1u2' }],
    } as Action);
    settle(g, (x) => x.find('save-result', x.record.events).length > 0);
    return g.find('save-result', g.record.events)[0];
  }

  it('in Blue’s next turn the save of 4 passes as an invulnerable save (4+); the Russ keeps its 8 wounds', () => {
    const g = blessing({ dice: [4] });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    g.choose('select Leman Russ');
    expect(lascannonAtRuss(g)).toMatchObject({
      unit: 'p1u2',
      kind: 'invulnerable',
      threshold: 4,
      face: 4,
      passed: true,
    });
    expect(woundsOf(g, 'p1u2')).toBe(8);
  });

  it('declined: the armour save (5+ after AP -3) fails on the 4; the Russ loses 3 wounds, 6 to 3', () => {
    const g = blessing();
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    g.choose('do not use');
    expect(lascannonAtRuss(g)).toMatchObject({ unit: 'p1u2', kind: 'armour', threshold: 5, face: 4, passed: false });
    expect(woundsOf(g, 'p1u2')).toBe(3);
  });

  it('the 4+ invulnerable save ends at the start of Red’s next Command phase (asked again then)', () => {
    const g = blessing({ dice: [4] });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    g.choose('select Leman Russ');
    g.passUntil((x) => x.pending.kind === 'rule-choice', 60);
    expect(g.state.flow).toMatchObject({ phase: 'command', active: 0, round: 3 });
    expect(g.state.effects.filter((e) => e.unit === 'p1u2' && e.rule === OB)).toEqual([]);
    expect(g.find('effect-ended', g.record.events).length).toBeGreaterThan(0);
  });

  it('the Russ 4" away, or an Enginseer without the ability: nothing is asked, the Russ keeps 6 wounds', () => {
    for (const g of [blessing({ gap: 4 }), blessing({ sheet: PLAIN })]) {
      g.passUntil((x) => x.state.flow.phase === 'movement' || x.pending.kind === 'rule-choice', 40);
      expect(g.pending.kind).not.toBe('rule-choice');
      expect(woundsOf(g, 'p1u2')).toBe(6);
    }
  });

  it('"Each model can only be selected for this ability once per turn": a second Enginseer by the same Russ is not asked', () => {
    const g = blessing({ dice: [4], second: true });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.labels()).toEqual(['Omnissiah’s Blessing: select Leman Russ (p1u2)', 'do not use Omnissiah’s Blessing']);
    const used = g.choose('select Leman Russ');
    expect(g.find('rule-used', used)).toHaveLength(1);
    expect(woundsOf(g, 'p1u2')).toBe(8);
    expect(g.pending.kind).not.toBe('rule-choice');
  });
});

describe('Enginseer', () => {
  /** The Enginseer p1u1 at (20, 20); `friend` p1u2 `gap` inches from its base; Blue's Lascannon Team 20" away, shooting. */
  function lone(gap: number, friend = RUSS, sheet = ENGINSEER) {
    const r = friend === RUSS ? R_RUSS : 25 / 25.4 / 2;
    const g = new Game({
      armies: [
        { name: 'Red', faction: AM, units: [{ datasheet: sheet }, { datasheet: friend }] },
        { name: 'Blue', units: [{ datasheet: TEAM }] },
      ] as never,
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 20 } },
        p1u2: { p1u2m1: { x: 20 - R_ENG - r - gap, y: 20 } },
        p2u1: { p2u1m1: { x: 20, y: 20 + R_ENG + 0.79 + 20 } },
      },
      phase: 'shooting',
      active: 1,
      cp: [0, 0],
    });
    g.passWindows();
    const action = {
      type: 'shoot',
      unit: 'p2u1',
      attacks: [{ model: 'p2u1m1', weapon: 'Lascannon', target: 'p1u1' }],
    } as Action;
    return { g, action };
  }

  it('the Russ 2" away: a Lone Operative, the Lascannon 20" away cannot target it', () => {
    const { g, action } = lone(2);
    expect(g.rejects(1, action)).toContain('is a Lone Operative more than 12" away');
  });

  it('the Russ 4" away, a friendly ASTRA MILITARUM unit that is not a VEHICLE 2" away, or no ability: it can be targeted', () => {
    for (const { g, action } of [lone(4), lone(2, SQUAD), lone(2, RUSS, PLAIN)]) {
      g.withDice(1);
      g.do(1, action);
      expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ target: 'p1u1', attacks: 1, hits: 0 });
    }
  });
});

describe('Vengeance for the Omnissiah', () => {
  const VO = 'astra-militarum/tech-priest-enginseer/vengeance-for-the-omnissiah';
  /**
   * Blue's turn, Shooting phase: Red's Enginseer p1u1 at (20, 10) in Engagement Range of Blue's Guard p2u1; the Russ
   * p1u2 (1 wound left) at (30, 5), 9.4" from the Enginseer's base (`far`: at (40, 5), 18.8"); Blue's Lascannon Team
   * p2u2 at (30, 40) shoots it (hit 4, wound 5, save 1: 3 damage).
   */
  function vengeance(o: { far?: boolean; sheet?: typeof ENGINSEER } = {}) {
    const g = new Game({
      armies: [
        { name: 'Red', faction: AM, units: [{ datasheet: o.sheet ?? ENGINSEER }, { datasheet: RUSS }] },
        { name: 'Blue', units: [{ datasheet: GUARD }, { datasheet: TEAM }] },
      ] as never,
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 10 } },
        p1u2: { p1u2m1: { x: o.far ? 40 : 30, y: 5 } },
        p2u1: row('p2u1', 10, 15, 10 + R_ENG + 25 / 25.4 / 2 + 0.4, 1.2),
        p2u2: { p2u2m1: { x: 30, y: 40 } },
      },
      phase: 'shooting',
      active: 1,
      cp: [0, 0],
      wounds: { p1u2m1: 1 },
    });
    g.passWindows();
    g.withDice(4, 5, 1);
    g.do(1, {
      type: 'shoot',
      unit: 'p2u2',
      attacks: [{ model: 'p2u2m1', weapon: 'Lascannon', target: 'p1u2' }],
    } as Action);
    settle(
      g,
      (x) =>
        x.find('models-destroyed', x.record.events).length > 0 || x.state.units.p1u2?.models[0]?.destroyed === true,
    );
    return g;
  }
  /** Blue's Fight phase: Red selects the Enginseer first; every Hit roll a 1 (the attacks are counted). */
  function axeAttacks(g: Game, n: number) {
    g.passUntil((x) => x.state.flow.phase === 'fight' && x.pending.kind !== 'stratagem-window', 40);
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.passWindows();
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    g.withDice(...Array.from({ length: n }, () => 1));
    g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Enginseer axe', target: 'p2u1' }] });
    const axe = (x: Game) => x.find('hits-scored', x.record.events).find((e) => e.unit === 'p1u1');
    settle(g, (x) => axe(x) !== undefined);
    return axe(g);
  }

  it('the Russ destroyed 9.4" away: the Enginseer is marked until the end of the battle; its Enginseer axe then makes 6 attacks (not 3)', () => {
    const g = vengeance();
    expect(g.state.units.p1u2?.models[0]?.destroyed).toBe(true);
    const marks = g.find('effect-added', g.record.events).filter((e) => e.effect.unit === 'p1u1');
    expect(marks.map((e) => [e.effect.source, e.effect.until])).toEqual([[`${VO}#destroyed-near`, { kind: 'battle' }]]);
    expect(axeAttacks(g, 6)).toMatchObject({ unit: 'p1u1', weapon: 'Enginseer axe', attacks: 6, hits: 0 });
  });

  it('the Russ destroyed 18.8" away, or an Enginseer without the ability: no mark, 3 attacks', () => {
    for (const g of [vengeance({ far: true }), vengeance({ sheet: PLAIN })]) {
      expect(g.state.units.p1u2?.models[0]?.destroyed).toBe(true);
      expect(g.state.effects.filter((e) => e.unit === 'p1u1')).toEqual([]);
      expect(axeAttacks(g, 3)).toMatchObject({ unit: 'p1u1', weapon: 'Enginseer axe', attacks: 3, hits: 0 });
    }
  });
});

describe('the Enginseer’s abilities in the calculator', () => {
  const run = (s: ScenarioInput) => evaluate(parseScenario(s));
  it('Vengeance for the Omnissiah: the Enginseer axe with the toggle: 6 attacks, 6 x 1/2 x 2/3 = 2 wounds (3 attacks: 1)', () => {
    const rules = [{ rule: 'astra-militarum/tech-priest-enginseer/vengeance-for-the-omnissiah' }];
    const at = (name: string, yes: boolean) =>
      run({
        attacker: {
          weapons: [{ name, type: 'melee', attacks: 3, skill: 4, strength: 6, ap: 0, damage: 1 }],
          rules,
        },
        defender: { models: 10, toughness: 4, save: 7, wounds: 1, keywords: [] },
        conditions: { asks: { 'vengeance-for-the-omnissiah': yes } },
      }).wounds.mean;
    expect(at('Enginseer axe', true)).toBeCloseTo(2, 12);
    expect(at('Enginseer axe', false)).toBeCloseTo(1, 12);
    expect(at('Servo-arm', true)).toBeCloseTo(1, 12);
  });

  it('Omnissiah’s Blessing: a VEHICLE defender (Sv 3+) marked `bonded` has a 4+ invulnerable save against AP -3', () => {
    const at = (rules?: { rule: string; bonded?: boolean }[]) =>
      run({
        attacker: { weapons: [{ name: 'gun', attacks: 6, skill: 4, strength: 4, ap: -3, damage: 1 }] },
        defender: { models: 1, toughness: 4, save: 3, wounds: 20, keywords: ['VEHICLE'], ...(rules ? { rules } : {}) },
      }).unsaved.mean;
    const rule = 'astra-militarum/tech-priest-enginseer/omnissiahs-blessing';
    // 3/2 wounds; a 6+ save after AP -3: 3/2 x 5/6 = 5/4 unsaved; the 4+ invulnerable save: 3/2 x 1/2 = 3/4.
    expect(at()).toBeCloseTo(5 / 4, 12);
    expect(at([{ rule, bonded: true }])).toBeCloseTo(3 / 4, 12);
    // The Enginseer's own unit (not bonded): no invulnerable save from it.
    expect(at([{ rule }])).toBeCloseTo(5 / 4, 12);
  });
});
