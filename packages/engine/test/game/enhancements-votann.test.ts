import { describe, expect, it } from 'vitest';
import type { Datasheet } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row, TANK } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Leagues of Votann Enhancements the game applies at a point of the battle (issue 13): each asked through the
 * pending decision, its use logged, with injected dice and the exact events and state.
 */

const PE = { faction: 'Leagues of Votann', armyRules: ['Prioritised Efficiency'] };

/** A Kâhl alone: one model, the Hearthkyn's combi-bolter (2 attacks, BS4+ S4 AP0 D1). */
export function kahl(): Datasheet {
  const ds = hearthkyn();
  return {
    ...ds,
    id: 'lov-kahl',
    name: 'Kâhl',
    profiles: ds.profiles.map((p) => ({ ...p, name: 'Kâhl', wounds: 5 })),
    composition: [{ model: 'Kâhl', min: 1, max: 1 }],
    points: [{ models: 1, points: 75 }],
    keywords: ['INFANTRY', 'CHARACTER', 'KÂHL'],
  };
}

/** Red's Kâhl (the bearer) at (14, 5) in its Shooting phase; Blue's unit 20" away. */
function kahlShoots(
  detachment: string,
  enhancement: string,
  blue: Datasheet,
  dice: number[],
  counters?: Record<string, Record<string, number>>,
) {
  return new Game({
    armies: [
      { name: 'Red', ...PE, detachment, units: [{ datasheet: kahl(), enhancement }] },
      { name: 'Blue', units: [{ datasheet: blue }] },
    ],
    positions: { p1u1: { x: 14, y: 5 }, p2u1: blue === TANK ? { x: 14, y: 25 } : row('p2u1', 10, 25, 10, 1.2) },
    phase: 'shooting',
    dice,
    ...(counters ? { counters } : {}),
  });
}

describe('Surgical Saboteur (Persecution Prospect)', () => {
  // "LEAGUES OF VOTANN model only. In your Shooting phase, after the bearer's unit has shot, select one MONSTER or
  // VEHICLE unit hit by one or more of those attacks; until the start of your next Shooting phase, that unit is
  // pinned."
  it('after the Kâhl has shot, the Tank it hit is selected and pinned (Guerrilla Adepts’ label)', () => {
    // Two combi-bolter shots at the Tank (T10): hit rolls 4 and 4 (BS4+) hit; wound rolls 1 and 1 (6+) fail.
    const g = kahlShoots('Persecution Prospect', 'Surgical Saboteur', TANK, [4, 4, 1, 1]);
    const shot = g.choose('shoots Tank');
    expect(g.find('hits-scored', shot)[0]).toMatchObject({ hits: 2 });
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-choice', prompt: 'Surgical Saboteur (Kâhl)' });
    expect(g.labels()).toEqual(['Surgical Saboteur: Tank (p2u1) is pinned']);
    const used = g.choose('is pinned');
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ rule: 'leagues-of-votann/persecution-prospect/surgical-saboteur', unit: 'p1u1' }),
    ]);
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'p2u1', counter: 'pinned', value: 1 }),
    ]);
    expect(g.state.counters?.p2u1).toEqual({ pinned: 1 });
  });

  it('nothing is asked when the shots miss, nor for an INFANTRY unit hit', () => {
    const miss = kahlShoots('Persecution Prospect', 'Surgical Saboteur', TANK, [1, 1]);
    miss.choose('shoots Tank');
    expect(miss.pending.kind).not.toBe('rule-choice');
    // The Rifle Squad is hit (4, 4; wounds 1, 1), Guerrilla Adepts declined: no MONSTER or VEHICLE was hit.
    const inf = kahlShoots('Persecution Prospect', 'Surgical Saboteur', rifles(), [4, 4, 1, 1]);
    inf.choose('shoots Rifle Squad');
    inf.choose('Assailed From Every Angle: do not use it');
    expect(inf.pending.kind).not.toBe('rule-choice');
    expect(inf.state.counters?.p2u1).toBeUndefined();
  });
});

describe('Writ of Acquisition (Persecution Prospect)', () => {
  // "LEAGUES OF VOTANN model only. In your Shooting phase, after the bearer's unit has shot, you gain 1YP for each
  // assailed enemy unit hit by one or more of those attacks (to a maximum of 3YP)."
  it('the assailed Rifle Squad it hit: 2YP become 3YP', () => {
    const g = kahlShoots('Persecution Prospect', 'Writ of Acquisition', rifles(), [4, 4, 1, 1], {
      'player-1': { 'yield-point': 2 },
      p2u1: { assailed: 1 },
    });
    g.choose('shoots Rifle Squad');
    g.choose('Assailed From Every Angle: do not use it');
    expect(g.labels()).toEqual(['Writ of Acquisition: gain 1YP']);
    const used = g.choose('gain 1YP');
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({
        holder: 'player-1',
        counter: 'yield-point',
        value: 3,
        rule: 'leagues-of-votann/persecution-prospect/writ-of-acquisition',
      }),
    ]);
  });

  it('Guerrilla Adepts labels the unit it hit first; a unit not assailed gives nothing', () => {
    const adepts = kahlShoots('Persecution Prospect', 'Writ of Acquisition', rifles(), [4, 4, 1, 1]);
    adepts.choose('shoots Rifle Squad');
    adepts.choose('selects Rifle Squad');
    expect(adepts.labels()).toEqual(['Writ of Acquisition: gain 1YP']);
    const none = kahlShoots('Persecution Prospect', 'Writ of Acquisition', rifles(), [4, 4, 1, 1]);
    none.choose('shoots Rifle Squad');
    none.choose('Assailed From Every Angle: do not use it');
    expect(none.pending.kind).not.toBe('rule-choice');
  });
});

describe('Quake Multigenerator (Hearthband)', () => {
  // "KÂHL model only. In your Shooting phase, after the bearer has shot, select one enemy unit (excluding TITANIC
  // units) hit by one or more of those attacks. Until the start of your next turn, that enemy unit is suppressed.
  // While a unit is suppressed, each time a model in that unit makes an attack, subtract 1 from the Hit roll."
  const QM = 'leagues-of-votann/hearthband/quake-multigenerator';

  it('the Rifle Squad it hit is suppressed until the start of Red’s next Command phase', () => {
    const g = kahlShoots('Hearthband', 'Quake Multigenerator', rifles(), [4, 4, 1, 1]);
    g.choose('shoots Rifle Squad');
    expect(g.labels()).toEqual(['Quake Multigenerator: Rifle Squad (p2u1) is suppressed']);
    const used = g.choose('is suppressed');
    expect(g.find('effect-added', used)).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({
          kind: 'rule',
          unit: 'p2u1',
          rule: QM,
          bonded: true,
          until: { kind: 'next-command-phase', player: 0 },
        }),
      }),
    ]);
  });

  // Blue's ten rifles (BS3+) shoot the Kâhl; the suppressed squad's -1 makes its 3s miss and its 4s hit (only one -1:
  // the Kâhl's own question, "the attacking unit is suppressed", is left to the suppressed unit's effect).
  const blueShoots = (suppressed: boolean, face: number, hits: boolean) => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Hearthband',
          units: [{ datasheet: kahl(), enhancement: 'Quake Multigenerator' }],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p1u1: { x: 14, y: 5 }, p2u1: row('p2u1', 10, 25, 10, 1.2) },
      phase: 'shooting',
      active: 1,
      // The rifles resolve as two groups (one model, then nine): each group's hit rolls, then its wound rolls (1s).
      dice: hits ? [face, 1, ...Array(9).fill(face), ...Array(9).fill(1)] : Array(10).fill(face),
    });
    if (suppressed)
      g.state = {
        ...g.state,
        effects: [
          {
            id: 'x1',
            kind: 'rule',
            player: 0,
            unit: 'p2u1',
            source: QM,
            rule: QM,
            bonded: true,
            until: { kind: 'next-command-phase', player: 0 },
            since: { round: 1, turn: 1 },
          },
        ],
      };
    return g.find('hits-scored', g.choose('shoots Kâhl')).reduce((n, e) => n + e.hits, 0);
  };

  it('suppressed: ten 3s miss, ten 4s hit; not suppressed, ten 3s hit', () => {
    expect(blueShoots(true, 3, false)).toBe(0);
    expect(blueShoots(true, 4, true)).toBe(10);
    expect(blueShoots(false, 3, true)).toBe(10);
  });
});

describe('Tactical Alchemy (Brandfast Oathband)', () => {
  // "KÂHL model only. In your Command phase, if the bearer's unit is within range of one or more objective markers
  // you control that are not within your deployment zone, you can spend 1YP. If you do, roll one D6: on a 4+, you
  // gain 1CP."
  const alchemy = (at: { x: number; y: number }, dice: number[]) => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...PE,
          detachment: 'Brandfast Oathband',
          units: [{ datasheet: kahl(), enhancement: 'Tactical Alchemy' }],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      // The centre objective marker (30, 22) is outside Red's deployment zone (y 0-12); home-1 (20, 6) is inside.
      positions: { p1u1: at, p2u1: row('p2u1', 25, 42, 10, 1.2) },
      phase: 'shooting',
      cp: [0, 0],
      counters: { 'player-1': { 'yield-point': 1 } },
      dice,
    });
    g.passUntil(
      (x) => x.pending.kind === 'rule-choice' || (x.state.flow.round === 2 && x.state.flow.phase === 'movement'),
    );
    return g;
  };

  it('on the centre marker Red controls, at the start of its next Command phase: 1YP spent, a 4 gains 1CP', () => {
    const g = alchemy({ x: 30, y: 22 }, [4]);
    expect(g.state.flow).toMatchObject({ round: 2, phase: 'command', active: 0 });
    const yp = g.state.counters?.['player-1']?.['yield-point'] ?? 0;
    expect(g.labels()).toEqual([
      'Tactical Alchemy: spend 1YP and roll one D6 (4+: gain 1CP)',
      'do not use Tactical Alchemy',
    ]);
    const used = g.choose('spend 1YP');
    // The choice runs on into the Command step (its 1CP each) and the end of the phase (the YP it gains).
    const TA = 'leagues-of-votann/brandfast-oathband/tactical-alchemy';
    expect(g.find('counter-set', used).filter((e) => e.rule === TA)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'yield-point', value: yp - 1 }),
    ]);
    expect(g.find('dice-rolled', used)).toEqual([expect.objectContaining({ kind: 'rule', faces: [4] })]);
    expect(g.find('cp-gained', used).filter((e) => e.source === 'Tactical Alchemy')).toEqual([
      expect.objectContaining({ player: 0, amount: 1, counted: true }),
    ]);
  });

  it('a 3 gains nothing; on the home marker (within its deployment zone) nothing is asked', () => {
    const g = alchemy({ x: 30, y: 22 }, [3]);
    expect(g.find('cp-gained', g.choose('spend 1YP')).filter((e) => e.source === 'Tactical Alchemy')).toEqual([]);
    const home = alchemy({ x: 20, y: 6 }, []);
    expect(home.state.flow).toMatchObject({ round: 2, phase: 'movement' });
    expect(home.find('rule-used', home.record.events)).toEqual([]);
  });
});

describe('Iron Ambassador (Needgaârd Oathband)', () => {
  // "Once per battle, when the bearer's unit is selected to shoot, the bearer can use this Enhancement. If it does,
  // spend up to 3YP and, until the end of the phase, add the number of YP you just spent to the Damage characteristic
  // of the bearer's ranged weapons."
  it('2 of its 3YP spent: its two combi-bolter wounds on the Tank deal 3 damage each (12 wounds to 6)', () => {
    // Hit rolls 4, 4 (BS4+); wound rolls 6, 6 (S4 against T10); saves 1, 1.
    const g = kahlShoots('Needgaârd Oathband', 'Iron Ambassador', TANK, [4, 4, 6, 6, 1, 1], {
      'player-1': { 'yield-point': 3 },
    });
    expect(g.labels().filter((l) => l.includes('Iron Ambassador'))).toEqual([
      'Kâhl (p1u1) uses Iron Ambassador, spending 1YP, then shoots',
      'Kâhl (p1u1) uses Iron Ambassador, spending 2YP, then shoots',
      'Kâhl (p1u1) uses Iron Ambassador, spending 3YP, then shoots',
    ]);
    const used = g.choose('spending 2YP');
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'yield-point', value: 1 }),
    ]);
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ rule: 'leagues-of-votann/needgaard-oathband/iron-ambassador', unit: 'p1u1' }),
    ]);
    // The Kâhl that used it is the one that shoots now; once per battle, it is not offered again.
    expect(g.labels().some((l) => l.includes('Iron Ambassador'))).toBe(false);
    g.choose('shoots Tank');
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(6);
  });

  it('not used: 1 damage each (12 wounds to 10); with 1YP only the 1YP option is offered', () => {
    const g = kahlShoots('Needgaârd Oathband', 'Iron Ambassador', TANK, [4, 4, 6, 6, 1, 1]);
    expect(g.labels().some((l) => l.includes('Iron Ambassador'))).toBe(false);
    g.choose('shoots Tank');
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(10);
    const one = kahlShoots('Needgaârd Oathband', 'Iron Ambassador', TANK, [], { 'player-1': { 'yield-point': 1 } });
    expect(one.labels().filter((l) => l.includes('Iron Ambassador'))).toEqual([
      'Kâhl (p1u1) uses Iron Ambassador, spending 1YP, then shoots',
    ]);
  });
});

describe('Trivärg Cyber Implant (Brandfast Oathband)', () => {
  // "In your Shooting phase, each time the bearer's unit is selected to shoot, if it disembarked from a TRANSPORT
  // this turn, or if you spend 2YP, until the end of the phase, ranged weapons equipped by models in that unit have
  // the [sustained HITS 2] ability."
  // Hit rolls 6, 6: two Critical Hits, each scoring 2 more hits with [SUSTAINED HITS 2]; wound rolls all 1.
  const DICE = [6, 6, 1, 1, 1, 1, 1, 1];
  const hits = (g: Game) => g.find('hits-scored', g.choose('shoots Tank')).reduce((n, e) => n + e.hits, 0);

  it('2YP spent: 6 hits from two 6s; not used, 2', () => {
    const g = kahlShoots('Brandfast Oathband', 'Trivärg Cyber Implant', TANK, DICE, {
      'player-1': { 'yield-point': 2 },
    });
    const used = g.choose('uses Trivärg Cyber Implant, spending 2YP');
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'yield-point', value: 0 }),
    ]);
    expect(hits(g)).toBe(6);
    const not = kahlShoots('Brandfast Oathband', 'Trivärg Cyber Implant', TANK, DICE, {
      'player-1': { 'yield-point': 2 },
    });
    expect(hits(not)).toBe(2);
  });

  it('disembarked from a TRANSPORT this turn: 6 hits, no YP spent', () => {
    const g = kahlShoots('Brandfast Oathband', 'Trivärg Cyber Implant', TANK, DICE);
    const u = g.state.units.p1u1 as NonNullable<typeof g.state.units.p1u1>;
    g.state = {
      ...g.state,
      units: { ...g.state.units, p1u1: { ...u, history: { ...u.history, disembarked: 'before' } } },
    };
    expect(hits(g)).toBe(6);
  });
});

describe('Masterful Construction (Void Salvagers)', () => {
  // "Each time the bearer is selected to shoot or fight, you can select one of the following weapon abilities:
  // [DEVASTATING WOUNDS]; [LETHAL HITS]; [SUSTAINED HITS 1]. Until the end of the phase, weapons equipped by the
  // bearer (excluding Psychic weapons) have that ability."
  it('[LETHAL HITS] selected: two 6s to hit wound the Tank automatically, no wound roll', () => {
    // Hit rolls 6, 6; saves 1, 1 (Sv3+): 2 wounds lost.
    const g = kahlShoots('Void Salvagers', 'Masterful Construction', TANK, [6, 6, 1, 1]);
    expect(g.labels().filter((l) => l.includes('Masterful'))).toEqual([
      'Kâhl (p1u1) uses Masterful Construction, [DEVASTATING WOUNDS], then shoots',
      'Kâhl (p1u1) uses Masterful Construction, [LETHAL HITS], then shoots',
      'Kâhl (p1u1) uses Masterful Construction, [SUSTAINED HITS 1], then shoots',
    ]);
    const used = g.choose('[LETHAL HITS]');
    expect(g.find('effect-added', used)).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({ answers: { 'masterful-construction-lethal-hits': true } }),
      }),
    ]);
    const shot = g.choose('shoots Tank');
    expect(g.find('hits-scored', shot)[0]).toMatchObject({ hits: 2, lethal: 2 });
    expect(g.find('dice-rolled', shot).map((e) => e.kind)).toEqual(['hit', 'save', 'save']);
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(10);
  });

  it('not used: the two 6s roll to wound (1, 1 fail)', () => {
    const g = kahlShoots('Void Salvagers', 'Masterful Construction', TANK, [6, 6, 1, 1]);
    const shot = g.choose('shoots Tank');
    expect(g.find('hits-scored', shot)[0]).toMatchObject({ hits: 2, lethal: 0 });
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(12);
  });
});
