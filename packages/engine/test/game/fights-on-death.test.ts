import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/index.js';
import { playRandom, quickDatasheet, startScenario } from '../../src/index.js';
import { gun, hearthkyn } from '../rules/fixtures.js';
import { ccw, HERO, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * A destroyed model kept to fight before it is removed (issue 13: game/fight/kept-on-death.ts and
 * game/fight/fights-on-death.ts), read from the one definition of High Kâhl and of Necessary End: injected dice,
 * the exact state.
 */

const rolled = (g: Game, kind: string) =>
  g.find('dice-rolled', g.record.events).flatMap((e) => (e.kind === kind ? [e.faces] : []));

/** A Kâhl alone with a hammer: 2 attacks, WS3+ S8 AP-2 D1; T5 Sv4+ W2 (one Power sword wound destroys it). */
function hammerKahl(): Datasheet {
  const ds = hearthkyn();
  return {
    ...ds,
    id: 'lov-kahl',
    name: 'Kâhl',
    profiles: ds.profiles.map((p) => ({ ...p, name: 'Kâhl', wounds: 2 })),
    weapons: [gun('Mass hammer', '2 3 8 -2 1', '', 'melee')],
    equipment: [{ who: 'Every model', items: ['mass hammer'] }],
    composition: [{ model: 'Kâhl', min: 1, max: 1 }],
    points: [{ models: 1, points: 75 }],
    keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  };
}

/** Red's turn, its Fight phase: Blue's Captain (not Red's turn: it selects first) is engaged with Red's Kâhl. */
function kahl(dice: number[], enhancement?: string) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        armyRules: ['Prioritised Efficiency'],
        detachment: 'Hearthband',
        units: [{ datasheet: hammerKahl(), ...(enhancement ? { enhancement } : {}) }],
      },
      { name: 'Blue', units: [{ datasheet: HERO }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: { x: 20, y: 11.8 } },
    phase: 'fight',
    active: 0,
    cp: [0, 0],
    dice,
  });
}

/** The Captain fights the Kâhl: Pile In (none), its Power sword (A4) at the Kâhl. */
function captainFights(g: Game): void {
  g.choose('Captain (p2u1) fights');
  g.choose('Pile In: no model moves');
  g.choose('Captain fights Kâhl');
}

describe('High Kâhl (Hearthband)', () => {
  // "KÂHL model only. Each time a model in the bearer's unit is destroyed by a melee attack, if it has not fought
  // this phase, roll one D6: on a 4+, do not remove it from play. The destroyed model can fight after the attacking
  // unit has finished making its attacks, and is then removed from play."
  // Power sword: hits 3, 1, 1, 1 (WS2+: one hit); wound 4 (S5 v T5: 4+); save 1 (Sv4+ AP-2: 6+): 2 damage, the Kâhl
  // (W2) is destroyed. Then the High Kâhl D6.
  const KILL = [3, 1, 1, 1, 4, 1];

  it('on a 4+ it is kept, fights the Captain once the Captain has finished its attacks, then is removed', () => {
    // The D6: 4. The hammer: hits 4, 4 (WS3+); wounds 5, 5 (S8 v T5: 3+); saves 1, 1 (4+ invulnerable).
    const g = kahl([...KILL, 4, 4, 4, 5, 5, 1, 1], 'High Kâhl');
    captainFights(g);
    const events = g.record.events;
    expect(g.find('model-wounded', events)[0]).toMatchObject({ unit: 'p1u1', model: 'p1u1m1', lost: 2, remaining: 0 });
    expect(rolled(g, 'rule')).toEqual([[4]]);
    expect(g.find('model-kept-to-fight', events)).toEqual([
      expect.objectContaining({
        unit: 'p1u1',
        model: 'p1u1m1',
        after: 'p2u1',
        at: expect.objectContaining({ x: 20, y: 10 }),
        rule: 'leagues-of-votann/hearthband/high-kahl',
      }),
    ]);
    // The Captain's attacks are over: the Kâhl stands (1 wound) and its player selects its targets.
    expect(g.state.attack).toBeNull();
    expect(g.pending).toMatchObject({ player: 0, kind: 'melee-attacks' });
    expect(g.labels()).toEqual([
      'p1u1m1 (Kâhl) fights Captain (p2u1) before it is removed',
      'p1u1m1 (Kâhl): choose its melee weapon and target',
      'p1u1m1 (Kâhl) does not fight: it is removed',
    ]);
    expect(g.state.units.p1u1?.models[0]).toMatchObject({ destroyed: false, wounds: 1, pos: { x: 20, y: 10 } });
    const fought = g.choose('fights Captain');
    // Its two hammer wounds: the Captain's 5 wounds to 3; then it is removed from play.
    expect(g.find('model-wounded', fought).map((e) => [e.model, e.lost, e.remaining])).toEqual([
      ['p2u1m1', 1, 4],
      ['p2u1m1', 1, 3],
    ]);
    expect(g.find('kept-model-removed', fought)).toEqual([expect.objectContaining({ unit: 'p1u1', model: 'p1u1m1' })]);
    expect(g.state.units.p1u1?.models[0]).toMatchObject({ destroyed: true, wounds: 0, pos: null });
    expect(g.state.fightsOnDeath).toBeUndefined();
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(3);
    // Then the Captain consolidates (the Kâhl's unit is gone: nothing to do) and Red has no unit left to fight.
    expect(g.pending.kind).not.toBe('melee-attacks');
  });

  it('on a 1-3 it is removed at once: no fight, the Captain untouched', () => {
    const g = kahl([...KILL, 3], 'High Kâhl');
    captainFights(g);
    expect(rolled(g, 'rule')).toEqual([[3]]);
    expect(g.find('model-kept-to-fight', g.record.events)).toEqual([]);
    expect(g.state.units.p1u1?.models[0]).toMatchObject({ destroyed: true, pos: null });
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(5);
    expect(g.pending.kind).not.toBe('melee-attacks');
  });

  it('kept, its player can let it go: removed without attacks', () => {
    const g = kahl([...KILL, 6], 'High Kâhl');
    captainFights(g);
    const gone = g.choose('does not fight');
    expect(g.find('attack-started', gone)).toEqual([]);
    expect(g.find('kept-model-removed', gone)).toHaveLength(1);
    expect(g.state.units.p1u1?.models[0]).toMatchObject({ destroyed: true, pos: null });
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(5);
  });

  it('without the Enhancement, no roll: removed at once', () => {
    const g = kahl(KILL);
    captainFights(g);
    expect(rolled(g, 'rule')).toEqual([]);
    expect(g.state.units.p1u1?.models[0]).toMatchObject({ destroyed: true, pos: null });
  });
});

/** Three GREY KNIGHTS INFANTRY models (T4 Sv3+ W2, a close combat weapon: A1 WS3+ S4 AP0 D1). */
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
  minModels: 3,
  weapons: [ccw],
  keywords: ['GREY KNIGHTS', 'INFANTRY'],
});

/** Battle round 2, Red's turn, its Fight phase: Blue's Captain, engaged with all three, selects first. */
function strike(dice: number[], round = 2) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Grey Knights', detachment: 'Augurium Task Force', units: [{ datasheet: STRIKE }] },
      { name: 'Blue', units: [{ datasheet: HERO }] },
    ],
    positions: { p1u1: row('p1u1', 3, 11.5, 10), p2u1: { x: 13, y: 11.8 } },
    round,
    phase: 'fight',
    active: 0,
    cp: [1, 0],
    dice,
  });
}

/** Pass the other Stratagem windows and allocate as first offered while attacks are being resolved. */
function resolve(g: Game): void {
  for (let i = 0; i < 20 && g.state.attack; i++) {
    const p = g.pending;
    const o = p.options.find((x) => x.kind === 'choice');
    if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
    else if (o?.kind === 'choice') g.do(p.player, o.action);
  }
}

describe('Necessary End (Augurium Task Force)', () => {
  // "WHEN: Fight phase, just after an enemy unit has selected its targets. TARGET: One GREY KNIGHTS INFANTRY unit
  // from your army that was selected as the target of one or more of the attacking unit's attacks. EFFECT: Until the
  // end of the phase, each time a model in your unit is destroyed, if that model has not fought this phase, roll one
  // D6. If the result is greater than the current battle round number, do not remove the destroyed model from play;
  // it can fight after the attacking unit has finished making its attacks, and is then removed from play."
  // Power sword: hits 2, 2, 1, 1 (two hits); wounds 3, 3 (S5 v T4: 3+); each save 1 (Sv3+ AP-2: 5+), 2 damage: two
  // models destroyed, a Necessary End D6 after each.
  it('round 2: the 3 keeps the first model (3 > 2), the 2 does not; the kept one fights, then is removed', () => {
    // Its close combat weapon: hit 3 (WS3+), wound 5 (S4 v T5: 5+), save 1 (4+ invulnerable).
    const g = strike([2, 2, 1, 1, 3, 3, 1, 3, 1, 2, 3, 5, 1]);
    g.choose('Captain (p2u1) fights');
    g.choose('Pile In: no model moves');
    g.choose('Captain fights Strike Squad');
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.stratagemUses('necessary-end')).toEqual([
      { type: 'use-stratagem', stratagem: 'augurium-task-force/necessary-end', target: 'p1u1' },
    ]);
    g.choose('Necessary End');
    resolve(g);
    const events = g.record.events;
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ name: 'Necessary End', cp: 1, target: 'p1u1' });
    expect(rolled(g, 'rule')).toEqual([[3], [2]]);
    const destroyed = g.find('model-wounded', events).filter((e) => e.remaining === 0);
    expect(destroyed).toHaveLength(2);
    // The defender allocates as first offered: the model at 14.5" first, then the next.
    const [first, second] = destroyed.map((e) => e.model);
    expect(first).toBe('p1u1m3');
    expect(g.find('model-kept-to-fight', events)).toEqual([
      expect.objectContaining({
        unit: 'p1u1',
        model: 'p1u1m3',
        after: 'p2u1',
        at: expect.objectContaining({ x: 14.5, y: 10 }),
        rule: 'grey-knights/augurium-task-force/necessary-end',
      }),
    ]);
    expect(g.pending).toMatchObject({ player: 0, kind: 'melee-attacks' });
    const fought = g.choose('fights Captain');
    expect(g.find('model-wounded', fought).map((e) => [e.model, e.lost, e.remaining])).toEqual([['p2u1m1', 1, 4]]);
    expect(g.find('kept-model-removed', fought)).toEqual([expect.objectContaining({ unit: 'p1u1', model: first })]);
    const models = g.state.units.p1u1?.models ?? [];
    expect(
      models
        .filter((m) => m.destroyed)
        .map((m) => m.id)
        .sort(),
    ).toEqual([first, second].sort());
    expect(models.filter((m) => !m.destroyed)).toHaveLength(1);
    expect(g.state.fightsOnDeath).toBeUndefined();
  });

  it('round 3: a 3 is not greater than the battle round: both removed at once', () => {
    const g = strike([2, 2, 1, 1, 3, 3, 1, 3, 1, 2], 3);
    g.choose('Captain (p2u1) fights');
    g.choose('Pile In: no model moves');
    g.choose('Captain fights Strike Squad');
    g.choose('Necessary End');
    resolve(g);
    expect(rolled(g, 'rule')).toEqual([[3], [2]]);
    expect(g.find('model-kept-to-fight', g.record.events)).toEqual([]);
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(5);
    expect(g.pending.kind).not.toBe('melee-attacks');
  });

  it('not used: no roll, both removed at once', () => {
    const g = strike([2, 2, 1, 1, 3, 3, 1, 1]);
    g.choose('Captain (p2u1) fights');
    g.choose('Pile In: no model moves');
    g.choose('Captain fights Strike Squad');
    g.passWindows();
    resolve(g);
    expect(rolled(g, 'rule')).toEqual([]);
    expect((g.state.units.p1u1?.models ?? []).filter((m) => m.destroyed)).toHaveLength(2);
  });
});

describe('random bots with a model kept to fight', () => {
  it('20 fights each (High Kâhl; Necessary End in round 2): invariants hold, kept models fight and are removed', () => {
    const failures: string[] = [];
    let kept = 0;
    let fought = 0;
    let removed = 0;
    for (let i = 0; i < 20; i++) {
      const kahlArmy = {
        name: 'Red',
        faction: 'Leagues of Votann',
        armyRules: ['Prioritised Efficiency'],
        detachment: 'Hearthband',
        units: [{ datasheet: hammerKahl(), enhancement: 'High Kâhl' }],
      };
      const gk = {
        name: 'Red',
        faction: 'Grey Knights',
        detachment: 'Augurium Task Force',
        units: [{ datasheet: STRIKE }],
      };
      const start = startScenario({
        seed: 900 + i,
        armies: [i % 2 ? gk : kahlArmy, { name: 'Blue', units: [{ datasheet: HERO }] }],
        positions:
          i % 2
            ? { p1u1: row('p1u1', 3, 11.5, 10), p2u1: { x: 13, y: 11.8 } }
            : { p1u1: { x: 20, y: 10 }, p2u1: { x: 20, y: 11.8 } },
        round: 2,
        phase: 'fight',
        active: 0,
        cp: [3, 0],
      });
      const out = playRandom(start, 7000 + i, { maxRounds: 3 });
      for (const f of out.failures) failures.push(`battle ${i}: ${f}`);
      for (const e of out.record.events) {
        if (e.type === 'model-kept-to-fight') kept++;
        if (e.type === 'model-fights-on-death' && e.stage === 'attacks') fought++;
        if (e.type === 'kept-model-removed') removed++;
      }
      expect(out.state.fightsOnDeath, `battle ${i}`).toBeUndefined();
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(kept).toBeGreaterThan(0);
    expect(fought).toBeGreaterThan(0);
    expect(removed).toBe(kept);
  }, 120_000);
});
