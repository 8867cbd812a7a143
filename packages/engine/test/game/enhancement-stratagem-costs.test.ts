import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/game/types.js';
import { quickDatasheet, suggestMove } from '../../src/index.js';
import { GUARD, row, TARGET5 } from './fixtures.js';
import { deepFreeze, Game } from './harness.js';

/**
 * Enhancements that change what a use of a Stratagem costs on the bearer's unit: a `stratagem-cost` row of the
 * Enhancement read by the Stratagem offers (game/stratagem-costs.ts). Martial Tuition's (bonded ARMIGERs) is in
 * rules-bonded-enhancements.test.ts.
 */

const KNIGHT = quickDatasheet('t:gallant', 'Knight Gallant', [{ M: 10, T: 11, Sv: 3, W: 22, OC: 10, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [{ name: 'Reaper chainsword', range: 'melee', A: 3, skill: 3, S: 12, AP: -3, D: 6 }],
});
const VENGEFUL_TREAD = 'imperial-knights/gate-warden-lance/vengeful-tread';

describe('Vengeful Tread: "Once per turn, you can target the bearer with the Tank Shock Stratagem for 0CP."', () => {
  /** Red (0CP) charges Blue with the bearer; Charge roll 6+6, then eleven Tank Shock dice (Toughness 11). */
  function charged(enhancement: string | undefined, usedThisTurn = false) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Gate Warden Lance',
          units: [{ datasheet: KNIGHT, ...(enhancement ? { enhancement } : {}) }],
        },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 5, 20, 17) },
      phase: 'charge',
      round: 2,
      cp: [0, 0],
      dice: [6, 6, 5, 6, 5, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    if (usedThisTurn)
      g.state = deepFreeze({
        ...g.state,
        ruleUses: [
          {
            player: 0,
            rule: VENGEFUL_TREAD,
            round: g.state.flow.round,
            turn: g.state.flow.turn,
            phase: 'movement',
            unit: 'p1u1',
          },
        ],
      } as GameState);
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    return g;
  }
  it('the bearer: Tank Shock offered for 0CP with 0CP; its use costs nothing and logs the Enhancement', () => {
    const g = charged('Vengeful Tread');
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    expect(g.labels()[0]).toMatch(/^Tank Shock \(0CP, Core\) on Knight Gallant/);
    const events = g.choose('Tank Shock');
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ stratagem: 'core/tank-shock', cp: 0 });
    expect(g.find('rule-used', events)[0]).toMatchObject({ rule: VENGEFUL_TREAD, unit: 'p1u1' });
    // Eleven D6 (Toughness 11): 5, 6, 5 are 5+: 3 mortal wounds.
    expect(g.find('mortal-wounds', events)[0]).toMatchObject({ unit: 'p2u1', amount: 3 });
    expect(g.state.players[0].cp).toBe(0);
  });
  it('used already this turn: with 0CP, no Tank Shock is offered', () => {
    const g = charged('Vengeful Tread', true);
    expect(g.pending.kind === 'stratagem-window' ? g.labels().filter((l) => l.startsWith('Tank Shock')) : []).toEqual(
      [],
    );
  });
  it('another Enhancement: no Tank Shock with 0CP', () => {
    const g = charged('Augury Halo');
    expect(g.pending.kind === 'stratagem-window' ? g.labels().filter((l) => l.startsWith('Tank Shock')) : []).toEqual(
      [],
    );
  });
});

const YIELD = 'yield-point';
const ANCESTRAL_CREST = 'leagues-of-votann/needgaard-oathband/ancestral-crest';
const HESYR = quickDatasheet('t:hesyr', 'Einhyr Champion', [{ M: 5, T: 5, Sv: 2, W: 5, OC: 1, base: 40 }], {
  faction: 'Leagues of Votann',
  keywords: ['INFANTRY', 'CHARACTER'],
  factionKeywords: ['LEAGUES OF VOTANN'],
  weapons: [{ name: 'Autoch-pattern combi-bolter', range: 24, A: 1, skill: 4, S: 4, AP: 0, D: 1 }],
});

describe('Ancestral Crest: "Once per turn, when you target the bearer’s unit with the Command Re-roll Stratagem, the bearer can use this Enhancement. If it does, spend 1YP and reduce the CP cost of that use of that Stratagem by 1CP."', () => {
  /** Red's Shooting phase: the bearer shoots the Guard; its one Hit roll is a 1 (then a 6 if re-rolled). */
  function hitRollOfOne(cp: number, yp: number, usedThisTurn = false, enhancement = 'Ancestral Crest') {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Leagues of Votann',
          detachment: 'Needgaârd Oathband',
          units: [{ datasheet: HESYR, enhancement }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 10, y: 10 } }, p2u1: row('p2u1', 10, 5, 22, 1.2) },
      phase: 'shooting',
      round: 2,
      cp: [cp, 0],
      dice: [1, 6, 6, 1],
    });
    g.state = deepFreeze({
      ...g.state,
      counters: { ...g.state.counters, 'player-1': { [YIELD]: yp } },
      ...(usedThisTurn
        ? {
            ruleUses: [
              {
                player: 0,
                rule: ANCESTRAL_CREST,
                round: g.state.flow.round,
                turn: g.state.flow.turn,
                phase: 'command',
              },
            ],
          }
        : {}),
    } as GameState);
    g.passWindows();
    g.choose('shoots Guard');
    return g;
  }
  const rerolls = (g: Game) =>
    g.pending.kind === 'stratagem-window' ? g.labels().filter((l) => l.startsWith('Command Re-roll')) : [];

  it('0CP and 1YP: offered for 0CP spending 1YP; its use spends the YP, no CP, and re-rolls the 1', () => {
    const g = hitRollOfOne(0, 1);
    expect(rerolls(g)).toEqual(['Command Re-roll (0CP, Core) on Einhyr Champion (Ancestral Crest: spending 1YP)']);
    const events = g.choose('Command Re-roll');
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ stratagem: 'core/command-re-roll', cp: 0 });
    expect(g.find('rule-used', events)[0]).toMatchObject({ rule: ANCESTRAL_CREST, unit: 'p1u1' });
    expect(g.find('counter-set', events)[0]).toMatchObject({ holder: 'player-1', counter: YIELD, value: 0 });
    expect(g.find('die-rerolled', events)[0]).toMatchObject({ from: 1, to: 6 });
    expect(g.state.players[0].cp).toBe(0);
  });
  it('1CP and 1YP: the player chooses: 1CP, or 0CP spending 1YP', () => {
    const g = hitRollOfOne(1, 1);
    expect(rerolls(g)).toEqual([
      'Command Re-roll (1CP, Core) on Einhyr Champion',
      'Command Re-roll (0CP, Core) on Einhyr Champion (Ancestral Crest: spending 1YP)',
    ]);
    const events = g.choose('Command Re-roll (1CP');
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1 });
    expect(g.find('counter-set', events)).toEqual([]);
    expect(g.state.players[0].cp).toBe(0);
  });
  it('0CP and no YP, or used already this turn, or another Enhancement: no Command Re-roll', () => {
    expect(rerolls(hitRollOfOne(0, 0))).toEqual([]);
    expect(rerolls(hitRollOfOne(0, 1, true))).toEqual([]);
    expect(rerolls(hitRollOfOne(0, 1, false, 'Dead Reckoning'))).toEqual([]);
  });
});

const KAHL = quickDatasheet('t:kahl', 'Kâhl', [{ M: 5, T: 5, Sv: 2, W: 5, OC: 1, base: 40 }], {
  faction: 'Leagues of Votann',
  keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  factionKeywords: ['LEAGUES OF VOTANN'],
  weapons: [{ name: 'Volkite pistol', range: 24, A: 4, skill: 3, S: 5, AP: 0, D: 1 }],
});
const SAGITAUR = quickDatasheet('t:sagitaur', 'Sagitaur', [{ M: 12, T: 9, Sv: 3, W: 12, OC: 2, base: 60 }], {
  faction: 'Leagues of Votann',
  keywords: ['VEHICLE', 'TRANSPORT'],
  factionKeywords: ['LEAGUES OF VOTANN'],
  transport: { capacity: 6, allowed: ['INFANTRY'] },
});

describe('Precursive Judgement: "While the bearer’s unit is wholly within 6" of one or more friendly LEAGUES OF VOTANN TRANSPORT units, you can target the bearer’s unit with the Fire Overwatch Stratagem for 0CP and hits are scored on unmodified Hit rolls of 5+ while resolving that Stratagem."', () => {
  /**
   * Red's Movement phase: the Guard start a Normal move; Blue's Kâhl (BS3+, four shots) 24" away, its Sagitaur 3" away
   * (`near`) or 30" away. Hit rolls 5, 6, 5, 4.
   */
  function overwatch(near: boolean, cp: number, enhancement = 'Precursive Judgement') {
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: GUARD }] },
        {
          name: 'Blue',
          faction: 'Leagues of Votann',
          detachment: 'Brandfast Oathband',
          units: [{ datasheet: KAHL, enhancement }, { datasheet: SAGITAUR }],
        },
      ],
      positions: {
        p1u1: row('p1u1', 10, 10, 20, 1.2),
        p2u1: { p2u1m1: { x: 16, y: 40 } },
        p2u2: { p2u2m1: near ? { x: 20, y: 40 } : { x: 50, y: 10 } },
      },
      phase: 'movement',
      round: 2,
      cp: [0, cp],
      dice: [5, 6, 5, 4, 1, 1, 1, 1],
    });
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: {} });
    return g;
  }
  const overwatchLabels = (g: Game) =>
    g.pending.kind === 'stratagem-window' ? g.labels().filter((l) => l.startsWith('Fire Overwatch')) : [];
  function fire(g: Game) {
    const used = g.choose('Fire Overwatch');
    const ev = [...used, ...g.choose('every weapon'), ...g.passWindows()];
    return { used: g.find('stratagem-used', ev)[0], hits: g.find('hits-scored', ev)[0] };
  }
  it('within 6" of the TRANSPORT, with 0CP: Fire Overwatch for 0CP; the 5s hit as well as the 6', () => {
    const g = overwatch(true, 0);
    expect(overwatchLabels(g)).toEqual(['Fire Overwatch (0CP, Core) on Kâhl']);
    const { used, hits } = fire(g);
    expect(used).toMatchObject({ stratagem: 'core/fire-overwatch', cp: 0 });
    // 5, 6, 5 hit (the 4 does not); the 6 is a Critical Hit, and Firebase Control (Mobile Sensor Relays: INFANTRY
    // wholly within 6" of the TRANSPORT) gives [SUSTAINED HITS 1]: 4 hits.
    expect(hits).toMatchObject({ attacks: 4, hits: 4, critical: 1 });
    expect(g.state.players[1].cp).toBe(0);
  });
  it('the TRANSPORT far away, with 0CP: no Fire Overwatch', () => {
    expect(overwatchLabels(overwatch(false, 0))).toEqual([]);
  });
  it('the TRANSPORT far away, with 1CP: Fire Overwatch costs 1CP and only the 6 hits', () => {
    const g = overwatch(false, 1);
    expect(overwatchLabels(g)).toEqual(['Fire Overwatch (1CP, Core) on Kâhl']);
    const { used, hits } = fire(g);
    expect(used).toMatchObject({ cp: 1 });
    expect(hits).toMatchObject({ attacks: 4, hits: 1 });
  });
  it('within 6" of the TRANSPORT with another Enhancement, 1CP: it costs 1CP; only the 6 hits (and its Sustained Hit)', () => {
    const g = overwatch(true, 1, 'Tactical Alchemy');
    expect(overwatchLabels(g)).toEqual(['Fire Overwatch (1CP, Core) on Kâhl']);
    const { used, hits } = fire(g);
    expect(used).toMatchObject({ cp: 1 });
    expect(hits).toMatchObject({ attacks: 4, hits: 2, critical: 1 });
  });
});
