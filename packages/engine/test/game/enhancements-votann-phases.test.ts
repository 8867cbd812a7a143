import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { TANK } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Leagues of Votann Enhancements asked at the start or end of a phase (issue 13): Dead Reckoning's 1YP at the end of a
 * turn, Multiwave System Jammer's unit in Reserves; asked through the pending decision, with the exact state.
 */

const PE = { faction: 'Leagues of Votann', armyRules: ['Prioritised Efficiency'] };
const YP = 'yield-point';

/** A Kâhl alone: one model, the Hearthkyn's combi-bolter (2 attacks, BS4+ S4 AP0 D1). */
function kahl(id = 'lov-kahl'): Datasheet {
  const ds = hearthkyn();
  return {
    ...ds,
    id,
    name: 'Kâhl',
    profiles: ds.profiles.map((p) => ({ ...p, name: 'Kâhl', wounds: 5 })),
    composition: [{ model: 'Kâhl', min: 1, max: 1 }],
    points: [{ models: 1, points: 75 }],
    keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  };
}

describe('Dead Reckoning (Needgaârd Oathband)', () => {
  // "LEAGUES OF VOTANN model only. At the end of the turn, if the bearer is on the battlefield and you spent no YP in
  // that turn, you can gain 1YP."
  const DR = 'leagues-of-votann/needgaard-oathband/dead-reckoning';
  // Red's Shooting phase, round 1: a Kâhl with Iron Ambassador (p1u1), the bearer of Dead Reckoning (p1u2), Blue's
  // Tank 20" away; Red has 1YP.
  const battle = () =>
    new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Needgaârd Oathband',
          units: [
            { datasheet: kahl(), enhancement: 'Iron Ambassador' },
            { datasheet: kahl('lov-kahl-2'), enhancement: 'Dead Reckoning' },
          ],
        },
        { name: 'Blue', units: [{ datasheet: TANK }] },
      ],
      positions: { p1u1: { x: 14, y: 5 }, p1u2: { x: 24, y: 5 }, p2u1: { x: 14, y: 25 } },
      phase: 'shooting',
      cp: [0, 0],
      // Iron Ambassador's shots (hit rolls 1, 1 miss), where it is used.
      dice: [1, 1],
      counters: { 'player-1': { [YP]: 1 } },
    });
  const toEnd = (g: Game) => g.passUntil((x) => x.pending.kind === 'rule-choice' || x.state.flow.turn === 2);

  it('no YP spent in Red’s turn: asked at its end (the end of its Fight phase), 1YP becomes 2YP', () => {
    const g = battle();
    toEnd(g);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 1, phase: 'fight' });
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Dead Reckoning (Kâhl): use it or pass',
    });
    expect(g.labels()).toEqual(['Dead Reckoning: gain 1YP', 'do not use Dead Reckoning']);
    const used = g.choose('gain 1YP');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: DR, unit: 'p1u2' })]);
    // The choice runs on into Blue's turn (its Command phase's YP are Prioritised Efficiency's).
    expect(g.find('counter-set', used).filter((e) => e.rule === DR)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: YP, value: 2 }),
    ]);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, active: 1 });
  });

  it('1YP spent on Iron Ambassador: not asked at the end of Red’s turn; Blue’s turn starts afresh and it is asked', () => {
    const g = battle();
    g.choose('uses Iron Ambassador, spending 1YP');
    expect(g.state.counters?.['player-1']?.[YP]).toBe(0);
    expect(g.state.spentThisTurn).toEqual({ 'player-1': [YP] });
    g.choose('shoots Tank');
    toEnd(g);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, active: 1 });
    expect(g.find('rule-used', g.record.events).filter((e) => e.rule === DR)).toEqual([]);
    expect(g.state.spentThisTurn).toBeUndefined();
    // Blue's turn: Red spends nothing; at the end of Blue's Fight phase Red gains 1YP.
    g.passUntil((x) => x.pending.kind === 'rule-choice' || x.state.flow.round === 2);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, phase: 'fight' });
    // (Red controls its home marker, within its deployment zone: 1YP at the end of Blue's Command phase.)
    expect(g.state.counters?.['player-1']?.[YP]).toBe(1);
    const used = g.choose('Dead Reckoning: gain 1YP');
    expect(g.find('counter-set', used).filter((e) => e.rule === DR)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: YP, value: 2 }),
    ]);
  });

  it('not offered for a bearer not on the battlefield (in Reserves)', () => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Needgaârd Oathband',
          units: [{ datasheet: kahl(), enhancement: 'Dead Reckoning' }],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p2u1: { x: 14, y: 25 } },
      reserves: { p1u1: 'strategic' },
      phase: 'fight',
      cp: [0, 0],
    });
    toEnd(g);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2 });
    expect(g.find('rule-used', g.record.events)).toEqual([]);
  });
});

describe('Multiwave System Jammer (Dêlve Assault Shift)', () => {
  // "LEAGUES OF VOTANN model only. Once per battle, in your Movement phase, if the bearer is on the battlefield, it can
  // use this Enhancement. If it does, select one friendly CTHONIAN unit that is in Reserves. Until the end of the
  // phase, for the purposes of setting up that unit on the battlefield, treat the current battle round number as
  // being one higher than it actually is."
  const MJ = 'leagues-of-votann/delve-assault-shift/multiwave-system-jammer';
  /** Ten Cthonian Beserks (CTHONIAN), the Hearthkyn fixture's profile. */
  const beserks = (): Datasheet => ({
    ...hearthkyn(),
    id: 'lov-beserks',
    name: 'Cthonian Beserks',
    keywords: ['INFANTRY', 'CTHONIAN', 'BESERKS'],
  });
  // Red's turn: the bearer (p1u1) on the battlefield, the Beserks (p1u2) in Strategic Reserves.
  const battle = (round: number) => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Dêlve Assault Shift',
          units: [{ datasheet: kahl(), enhancement: 'Multiwave System Jammer' }, { datasheet: beserks() }],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p1u1: { x: 14, y: 5 }, p2u1: { x: 14, y: 38 } },
      reserves: { p1u2: 'strategic' },
      round,
      phase: 'command',
      cp: [0, 0],
    });
    // Asked at the start of Red's Movement phase.
    g.passUntil((x) => x.pending.kind === 'rule-choice' || x.pending.kind === 'move-units');
    return g;
  };
  const toReinforcements = (g: Game) =>
    g.passUntil((x) => x.pending.kind === 'reinforcements' || x.state.flow.phase !== 'movement');
  // Wholly within 6" of the bottom edge, more than 9" from Blue's rifles.
  const atEdge = Object.fromEntries(
    Array.from({ length: 10 }, (_, n) => [`p1u2m${n + 1}`, { x: 30 + (n % 5) * 1.5, y: 2 + Math.floor(n / 5) * 1.5 }]),
  );

  it('battle round 1: used, the Beserks arrive from Strategic Reserves in its Reinforcements step', () => {
    const g = battle(1);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Multiwave System Jammer (Kâhl): use it or pass',
    });
    expect(g.labels()).toEqual([
      'Multiwave System Jammer: Cthonian Beserks (p1u2) is set up this phase as if it were battle round 2',
      'do not use Multiwave System Jammer',
    ]);
    const used = g.choose('Cthonian Beserks (p1u2)');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: MJ, unit: 'p1u1' })]);
    expect(g.find('effect-added', used)).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({ kind: 'rule', unit: 'p1u2', rule: MJ, until: { kind: 'end-of-phase' } }),
      }),
    ]);
    toReinforcements(g);
    expect(g.labels()).toContain('Cthonian Beserks (p1u2) arrives from Strategic Reserves');
    const arrived = g.do(0, { type: 'arrive', unit: 'p1u2', positions: atEdge, method: 'strategic' });
    expect(g.find('unit-arrived', arrived)).toEqual([expect.objectContaining({ unit: 'p1u2', method: 'strategic' })]);
    expect(g.state.units.p1u2?.reserve).toBeUndefined();
  });

  it('battle round 1, declined: no Reinforcements step is asked, the Beserks stay in Reserves', () => {
    const g = battle(1);
    g.choose('do not use Multiwave System Jammer');
    toReinforcements(g);
    expect(g.state.flow).toMatchObject({ round: 1 });
    expect(g.state.flow.phase).not.toBe('movement');
    expect(g.state.units.p1u2?.reserve).toBe('strategic');
  });

  it('battle round 2: used, Strategic Reserves may be set up within the enemy deployment zone (as in round 3)', () => {
    const notIn = (g: Game) => {
      toReinforcements(g);
      const o = g.pending.options.find((x) => x.label.includes('arrives from Strategic Reserves'));
      return o?.kind === 'parametric' && o.schema.kind === 'setup' && o.schema.rule.kind === 'strategic'
        ? o.schema.rule.notIn
        : undefined;
    };
    const used = battle(2);
    used.choose('Cthonian Beserks (p1u2)');
    expect(notIn(used)).toEqual([]);
    const not = battle(2);
    not.choose('do not use Multiwave System Jammer');
    expect(notIn(not)).toEqual(not.state.mission.zones[1]);
    expect(notIn(not)?.length).toBeGreaterThan(0);
  });
});

describe('Nomad Strategist (Persecution Prospect)', () => {
  // "LEAGUES OF VOTANN model only. Once per battle, at the end of your opponent's Fight phase, if the bearer is on the
  // battlefield, it can use this Enhancement. If it does, you can spend up to 4YP. Select one HERNKYN unit from your
  // army, and, for every 2YP you just spent, select up to one additional HERNKYN unit from your army. You can remove
  // those units from the battlefield and place them into Strategic Reserves. You cannot select a unit that is within
  // Engagement Range of one or more enemy units (excluding assailed units)."
  const NS = 'leagues-of-votann/persecution-prospect/nomad-strategist';
  const yaegirs = (): Datasheet => ({
    ...hearthkyn(),
    id: 'lov-yaegirs',
    name: 'Hernkyn Yaegirs',
    keywords: ['INFANTRY', 'HERNKYN', 'YAEGIRS'],
  });
  // Blue's Fight phase: Red's bearer (p1u1), two Yaegirs units far from Blue (p1u2, p1u3), a third (p1u4) within
  // Engagement Range of Blue's rifles (p2u1); Red has 3YP.
  const battle = (counters: Record<string, Record<string, number>> = {}) => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Persecution Prospect',
          units: [
            { datasheet: kahl(), enhancement: 'Nomad Strategist' },
            { datasheet: yaegirs() },
            { datasheet: yaegirs() },
            { datasheet: yaegirs() },
          ],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: {
        p1u1: { x: 5, y: 5 },
        p1u2: { x: 15, y: 5 },
        p1u3: { x: 30, y: 5 },
        p1u4: { x: 45, y: 30 },
        p2u1: { x: 45, y: 33.2 },
      },
      phase: 'fight',
      active: 1,
      firstPlayer: 0,
      cp: [0, 0],
      // Every hit roll in the fights is a 1: nothing is hit.
      dice: Array(40).fill(1),
      counters: { 'player-1': { [YP]: 3 }, ...counters },
    });
    // The fights in Engagement Range: no model moves, every attack at the first target offered.
    for (let n = 0; n < 40 && g.pending.kind !== 'rule-choice' && g.state.flow.round === 1; n++) {
      const p = g.pending;
      if (p.kind === 'pile-in' || p.kind === 'consolidate') g.choose('no model moves');
      else if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
      else {
        const o = p.options.find((x) => x.kind === 'choice');
        if (o?.kind !== 'choice') throw new Error(`no choice in ${p.kind}`);
        g.do(p.player, o.action);
      }
    }
    return g;
  };

  it('2YP spent: the two Yaegirs units out of combat go into Strategic Reserves (3YP to 1)', () => {
    const g = battle();
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, phase: 'fight' });
    expect(g.labels()).toEqual([
      'Nomad Strategist: select up to 1 HERNKYN unit to place into Strategic Reserves',
      'Nomad Strategist: spend 2YP, select up to 2 HERNKYN units to place into Strategic Reserves',
      'do not use Nomad Strategist',
    ]);
    const used = g.choose('spend 2YP');
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ rule: NS, unit: 'p1u1' })]);
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: YP, value: 1, rule: NS }),
    ]);
    // The engaged Yaegirs (p1u4) are not offered.
    expect(g.labels()).toEqual([
      'Nomad Strategist: place Hernkyn Yaegirs (p1u2) into Strategic Reserves',
      'Nomad Strategist: place Hernkyn Yaegirs (p1u3) into Strategic Reserves',
      'Nomad Strategist: select no more units',
    ]);
    g.choose('(p1u2)');
    const last = g.choose('(p1u3)');
    expect(g.find('unit-to-reserves', last)).toEqual([
      expect.objectContaining({ unit: 'p1u3', reserve: 'strategic', rule: NS }),
    ]);
    expect([g.state.units.p1u2?.reserve, g.state.units.p1u3?.reserve, g.state.units.p1u4?.reserve]).toEqual([
      'strategic',
      'strategic',
      undefined,
    ]);
    expect(g.state.flow.round).toBe(2);
  });

  it('no YP spent: one unit; the Yaegirs engaged with an assailed unit may be selected', () => {
    const g = battle({ p2u1: { assailed: 1 } });
    g.choose('select up to 1 HERNKYN unit');
    expect(g.state.counters?.['player-1']?.[YP]).toBe(3);
    expect(g.labels()).toContain('Nomad Strategist: place Hernkyn Yaegirs (p1u4) into Strategic Reserves');
    g.choose('(p1u4)');
    expect(g.state.units.p1u4?.reserve).toBe('strategic');
    expect(g.state.flow.round).toBe(2);
  });
});
