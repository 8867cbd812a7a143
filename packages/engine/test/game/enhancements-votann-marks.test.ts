import { describe, expect, it } from 'vitest';
import { judgementTokens } from '../../src/game/votann-objective-marks.js';
import { type Datasheet, type GameState, quickDatasheet, type UnitState } from '../../src/index.js';
import { hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Leagues of Votann Enhancements (seed 000) that select an objective marker whose enemy units count as having one
 * more Judgement token (issue 13): asked through the pending decision, the marker kept as the player's counter, the
 * token counted in Eye of the Ancestors' questions. Take and Hold's markers: centre (30, 22), west (12, 22), east
 * (48, 22), home-1 (20, 6), home-2 (40, 38).
 */

/** A Kâhl alone: one model, the Hearthkyn's combi-bolter (2 attacks, BS4+ S4 AP0 D1). */
function kahl(): Datasheet {
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

const EYE = { faction: 'Leagues of Votann', armyRules: ['Eye of the Ancestors'] };
const rifleSquad = (g: Game) => g.state.units.p2u1 as UnitState;
/** The combi-bolter's two shots at the Rifle Squad (BS4+): two 3s hit only with Eye of the Ancestors' +1. */
const hitsWithThrees = (g: Game) => {
  g.passUntil((x) => x.pending.kind === 'shoot');
  const from = g.record.events.length;
  g.choose('shoots Rifle Squad');
  // Blue's Stratagem windows (its CP from the Command phase) are passed.
  g.passWindows();
  return g.find('hits-scored', g.record.events.slice(from)).reduce((n, e) => n + e.hits, 0);
};

describe('Obsessive Drive (Void Salvagers)', () => {
  // "At the start of the first battle round, select one objective marker. While the bearer is on the battlefield,
  // each time a LEAGUES OF VOTANN unit from your army is selected to shoot or fight, each enemy unit within range of
  // that objective marker is considered to have 1 additional Judgement token while resolving those attacks."
  // A battle from Declare Battle Formations (the start of the first battle round is its flow's): the Kâhl at
  // (35, 11.5), the Rifle Squad along y 34 from x 30 (within range of home-2 (40, 38), not of the centre marker).
  const drive = () => {
    const g = Game.fromBattle({
      seed: 1,
      armies: [
        {
          name: 'Red',
          ...EYE,
          detachment: 'Void Salvagers',
          units: [{ datasheet: kahl(), enhancement: 'Obsessive Drive' }],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
    });
    const at: Record<string, Record<string, { x: number; y: number }>> = {
      p1u1: { p1u1m1: { x: 35, y: 11.5 } },
      p2u1: row('p2u1', 10, 30, 34, 1.2),
    };
    for (let i = 0; i < 10 && g.pending.kind === 'deploy-unit'; i++) {
      const unit = g.pending.options[0]?.kind === 'parametric' ? g.pending.options[0].unit : undefined;
      if (!unit || !at[unit]) throw new Error(`deploy what? ${g.labels().join(' | ')}`);
      g.do(g.pending.player, { type: 'deploy', unit, positions: at[unit] });
    }
    return g;
  };
  /** Blue (first this seed) passes its turn; Red shoots in round 1: hit rolls 3, 3; wound rolls 1, 1. */
  const redShoots = (g: Game) => {
    g.passUntil((x) => x.pending.kind === 'shoot' && x.state.flow.active === 0);
    g.withDice(3, 3, 1, 1);
    return hitsWithThrees(g);
  };

  it('asked at the start of the first battle round; the centre marker kept as Red’s counter', () => {
    const g = drive();
    expect(g.state.flow).toMatchObject({ round: 1, turn: 1, active: 1, phase: 'command' });
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-choice', prompt: 'Obsessive Drive (Kâhl)' });
    expect(g.labels()).toEqual([
      'Obsessive Drive: select objective marker centre (30, 22)',
      'Obsessive Drive: select objective marker west (12, 22)',
      'Obsessive Drive: select objective marker east (48, 22)',
      'Obsessive Drive: select objective marker home-1 (20, 6)',
      'Obsessive Drive: select objective marker home-2 (40, 38)',
    ]);
    const used = g.choose('home-2');
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ rule: 'leagues-of-votann/void-salvagers/obsessive-drive', unit: 'p1u1' }),
    ]);
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'obsessive-drive-objective', value: 5 }),
    ]);
    // Outside an attack by Red's units the Rifle Squad has no token.
    expect(judgementTokens(g.state, rifleSquad(g))).toBe(0);
    expect(judgementTokens(g.state, rifleSquad(g), { player: 0, lov: true })).toBe(1);
    expect(judgementTokens(g.state, rifleSquad(g), { player: 0, lov: false })).toBe(0);
  });

  it('the Rifle Squad within range of home-2: Red’s two 3s hit (+1); home-2 not selected, they miss', () => {
    const on = drive();
    on.choose('home-2');
    expect(redShoots(on)).toBe(2);
    const off = drive();
    off.choose('centre');
    expect(redShoots(off)).toBe(0);
  });

  it('with the bearer destroyed, no token is counted', () => {
    const g = drive();
    g.choose('home-2');
    const k = g.state.units.p1u1 as UnitState;
    const gone: GameState = {
      ...g.state,
      units: { ...g.state.units, p1u1: { ...k, models: k.models.map((m) => ({ ...m, destroyed: true, wounds: 0 })) } },
    };
    expect(judgementTokens(gone, rifleSquad(g), { player: 0, lov: true })).toBe(0);
  });
});

describe('Appraising Glare (Oathband)', () => {
  // "In your Command phase, you can select one objective marker your opponent controls. Until the start of your next
  // Command phase, while an enemy unit is within range of that objective marker, it counts as having one more
  // Judgement token than it actually has (to a maximum of 2)."
  // Blue goes first, its Rifle Squad on the centre marker: it controls it from the end of its Fight phase; Red's
  // Command phase (round 1, turn 2) asks.
  const glare = (counters?: Record<string, Record<string, number>>) => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...EYE,
          detachment: 'Oathband',
          units: [{ datasheet: kahl(), enhancement: 'Appraising Glare' }],
        },
        { name: 'Blue', units: [{ datasheet: rifles() }] },
      ],
      positions: { p1u1: { x: 30, y: 5 }, p2u1: row('p2u1', 10, 25, 22, 1.2) },
      phase: 'fight',
      active: 1,
      dice: [3, 3, 1, 1],
      ...(counters ? { counters } : {}),
    });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    return g;
  };

  it('Red selects the centre marker Blue controls: the squad there counts 1 token, its 3s hit', () => {
    const g = glare();
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, active: 0, phase: 'command' });
    expect(g.state.control).toEqual([1, null, null, null, null]);
    expect(g.pending).toMatchObject({ player: 0, prompt: 'Appraising Glare (Kâhl): use it or pass' });
    expect(g.labels()).toEqual([
      'Appraising Glare: select objective marker centre (30, 22)',
      'do not use Appraising Glare',
    ]);
    const used = g.choose('centre');
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'player-1', counter: 'appraising-glare-objective', value: 1 }),
    ]);
    expect(judgementTokens(g.state, rifleSquad(g))).toBe(1);
    expect(hitsWithThrees(g)).toBe(2);
  });

  it('not used: the 3s miss; with 2 tokens already it still counts 2', () => {
    const no = glare();
    no.choose('do not use');
    expect(judgementTokens(no.state, rifleSquad(no))).toBe(0);
    expect(hitsWithThrees(no)).toBe(0);
    const two = glare({ p2u1: { 'judgement-token': 2 } });
    two.choose('centre');
    expect(judgementTokens(two.state, rifleSquad(two))).toBe(2);
  });

  it('it lasts through Blue’s next turn and ends at the start of Red’s next Command phase', () => {
    const g = glare();
    g.choose('centre');
    g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.phase === 'movement');
    expect(g.state.flow).toMatchObject({ round: 2, active: 1 });
    expect(judgementTokens(g.state, rifleSquad(g))).toBe(1);
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow).toMatchObject({ round: 2, active: 0, phase: 'command' });
    expect(judgementTokens(g.state, rifleSquad(g))).toBe(0);
  });
});

describe('A Long List (Oathband)', () => {
  // "Each time the bearer's unit destroys an enemy unit, if that enemy unit has one or more Judgement tokens, you can
  // select one other enemy unit that is visible to the bearer. That other unit gains one Judgement token."
  // Red's Kâhl shoots the last Rifleman of p2u1 (T3 Sv5+ W1): hit rolls 4, 4; wound rolls 6, 6; save 1.
  const longList = (counters: Record<string, Record<string, number>>) =>
    new Game({
      armies: [
        { name: 'Red', ...EYE, detachment: 'Oathband', units: [{ datasheet: kahl(), enhancement: 'A Long List' }] },
        { name: 'Blue', units: [{ datasheet: rifles() }, { datasheet: rifles() }] },
      ],
      positions: { p1u1: { x: 30, y: 5 }, p2u1: { p2u1m1: { x: 30, y: 22 } }, p2u2: row('p2u2', 10, 25, 30, 1.2) },
      destroyed: ['p2u1m2', 'p2u1m3', 'p2u1m4', 'p2u1m5', 'p2u1m6', 'p2u1m7', 'p2u1m8', 'p2u1m9', 'p2u1m10'],
      phase: 'shooting',
      dice: [4, 4, 6, 6, 1, 1],
      counters,
    });

  it('the squad with a token destroyed: the other visible squad gains one Judgement token', () => {
    const g = longList({ p2u1: { 'judgement-token': 1 } });
    g.choose('shoots Rifle Squad (p2u1)');
    expect(g.state.units.p2u1?.models.every((m) => m.destroyed)).toBe(true);
    expect(g.pending).toMatchObject({ player: 0, prompt: 'A Long List (Kâhl): use it or pass' });
    expect(g.labels()).toEqual(['A Long List: Rifle Squad (p2u2) gains one Judgement token', 'do not use A Long List']);
    const used = g.choose('gains one Judgement token');
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ rule: 'leagues-of-votann/oathband/a-long-list', unit: 'p1u1' }),
    ]);
    expect(g.find('counter-set', used)).toEqual([
      expect.objectContaining({ holder: 'p2u2', counter: 'judgement-token', value: 1 }),
    ]);
  });

  it('a squad without tokens destroyed: nothing is asked; one with 2 tokens is not offered', () => {
    const none = longList({});
    none.choose('shoots Rifle Squad (p2u1)');
    expect(none.state.units.p2u1?.models.every((m) => m.destroyed)).toBe(true);
    expect(none.pending.prompt).not.toMatch(/A Long List/);
    const full = longList({ p2u1: { 'judgement-token': 1 }, p2u2: { 'judgement-token': 2 } });
    full.choose('shoots Rifle Squad (p2u1)');
    expect(full.pending.prompt).not.toMatch(/A Long List/);
    expect(full.state.counters?.p2u2).toEqual({ 'judgement-token': 2 });
  });
});

describe('Wayfarer’s Grace (Oathband)', () => {
  // "The first time the bearer is destroyed, after placing a Judgement token next to the unit that destroyed it, roll
  // one D6 at the end of the phase. On a 2+, set the bearer back up on the battlefield as close as possible to where
  // it was destroyed and not within Engagement Range of any enemy units, with its full wounds remaining."
  const GUN = quickDatasheet('t:gun', 'Gun Team', [{ M: 6, T: 4, Sv: 4, W: 3, base: 32 }], {
    weapons: [{ name: 'Lascannon', range: 48, A: 1, skill: 2, S: 12, AP: -3, D: 6 }],
  });
  /** Blue's Shooting phase: its lascannon (hit 6, wound 6, AP-3: no save; 6 damage) destroys the Kâhl (W5) at (30, 20). */
  const shotDown = (dice: number[]) => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...EYE,
          detachment: 'Oathband',
          // A second unit: the battle does not end with the Kâhl.
          units: [{ datasheet: kahl(), enhancement: 'Wayfarer’s Grace' }, { datasheet: rifles() }],
        },
        { name: 'Blue', units: [{ datasheet: GUN }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 30, y: 20 } },
        p1u2: row('p1u2', 10, 5, 5, 1.2),
        p2u1: { p2u1m1: { x: 30, y: 40 } },
      },
      phase: 'shooting',
      active: 1,
      dice: [6, 6, ...dice],
    });
    const from = g.record.events.length;
    g.choose('shoots Kâhl');
    // Blue's only unit has shot: its Shooting phase ends, and Red's turn starts.
    g.passWindows();
    const events = g.record.events.slice(from);
    expect(g.find('model-wounded', events)).toEqual([
      expect.objectContaining({ model: 'p1u1m1', lost: 5, remaining: 0 }),
    ]);
    // Eye of the Ancestors: the Gun Team gains its Judgement token.
    expect(g.state.counters?.p2u1).toEqual({ 'judgement-token': 1 });
    return { g, events: g.record.events.slice(from) };
  };
  const WG = 'leagues-of-votann/oathband/wayfarers-grace';

  it('a 2 at the end of the phase: the Kâhl is set back up where it was destroyed, with its 5 wounds', () => {
    const { g, events } = shotDown([2]);
    expect(g.find('rule-used', events)).toEqual([expect.objectContaining({ rule: WG, unit: 'p1u1' })]);
    expect(g.find('dice-rolled', events).filter((e) => e.kind === 'rule')).toEqual([
      expect.objectContaining({ faces: [2] }),
    ]);
    expect(g.find('model-set-back-up', events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', model: 'p1u1m1', at: { x: 30, y: 20 }, wounds: 5 }),
    ]);
    expect(g.state.units.p1u1?.models[0]).toMatchObject({ destroyed: false, wounds: 5, pos: { x: 30, y: 20 } });
  });

  it('a 1: it stays destroyed, and is not rolled for again', () => {
    const { g, events } = shotDown([1]);
    expect(g.state.units.p1u1?.models[0]).toMatchObject({ destroyed: true, removedAt: { x: 30, y: 20 } });
    expect(g.find('dice-rolled', events).filter((e) => e.kind === 'rule')).toEqual([
      expect.objectContaining({ faces: [1] }),
    ]);
    expect(g.find('model-set-back-up', events)).toEqual([]);
    const from = g.record.events.length;
    // Red's Movement and Shooting phases end: no roll.
    g.passUntil((x) => x.state.flow.phase === 'charge');
    expect(g.find('rule-used', g.record.events.slice(from)).filter((e) => e.rule === WG)).toEqual([]);
    expect(g.state.units.p1u1?.models[0]?.destroyed).toBe(true);
  });

  it('an enemy model within Engagement Range of where it was destroyed: the nearest place outside it', () => {
    // The Kâhl (25 mm base) destroyed at (30, 20) with Blue's Gun Team (32 mm) at (30, 21.2); a 2 at the end of Blue's
    // Shooting phase. The first place more than 1" from the Gun Team's base, from (30, 20) outwards (rings every
    // 0.25", 24 directions from 0°): 1" away at 240°.
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...EYE,
          detachment: 'Oathband',
          // A second unit: the battle does not end with the Kâhl.
          units: [{ datasheet: kahl(), enhancement: 'Wayfarer’s Grace' }, { datasheet: rifles() }],
        },
        { name: 'Blue', units: [{ datasheet: GUN }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 30, y: 5 } },
        p1u2: row('p1u2', 10, 5, 5, 1.2),
        p2u1: { p2u1m1: { x: 30, y: 21.2 } },
      },
      phase: 'shooting',
      active: 1,
      dice: [2],
    });
    const k = g.state.units.p1u1 as UnitState;
    g.state = {
      ...g.state,
      units: {
        ...g.state.units,
        p1u1: {
          ...k,
          models: k.models.map((m) => ({ ...m, destroyed: true, wounds: 0, pos: null, removedAt: { x: 30, y: 20 } })),
        },
      },
    };
    g.passUntil((x) => x.state.flow.phase !== 'shooting');
    const back = g.find('model-set-back-up', g.record.events)[0];
    expect(back?.at.x).toBeCloseTo(29.5, 6);
    expect(back?.at.y).toBeCloseTo(20 - Math.sqrt(3) / 2, 6);
  });
});
