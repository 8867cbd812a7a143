import { describe, expect, it } from 'vitest';
import { isBattleShocked, quickDatasheet } from '../../src/index.js';
import { FORTIFY_SEED_TEXT, grimnyr, gun, hearthkyn, rifles } from '../rules/fixtures.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The seed datasheets' own abilities in the game (issue 13): Grimnyr's Regard (seed 000), Destabilising
 * Quakes and Geomantic Hunters (seed 004), with injected dice and the exact events.
 */

// Seed 000, Grimnyr: "Once per battle, after this model’s unit fails a Battle-shock test, this model can use this
// ability. If it does, that unit is no longer Battle-shocked."
const REGARD_SEED =
  'Once per battle, after this model’s unit fails a Battle-shock test, this model can use this ability. If it does, that unit is no longer Battle-shocked.';
// Wahapedia export 2025-11-14: "Once per battle, at the start of any phase, you can select one friendly LEAGUES OF
// VOTANN unit that is Battle-shocked and within 12" of this unit’s GRIMNYR model. That unit is no longer Battle-shocked."
const REGARD_2025 =
  'Once per battle, at the start of any phase, you can select one friendly LEAGUES OF VOTANN unit that is Battle-shocked and within 12" of this unit’s GRIMNYR model. That unit is no longer Battle-shocked.';

function grimnyrWith(regard: string) {
  const ds = grimnyr(FORTIFY_SEED_TEXT);
  ds.abilities.datasheet = [...ds.abilities.datasheet, { name: 'Grimnyr’s Regard', text: regard }];
  return ds;
}

const TARGET = quickDatasheet('t:walker', 'Walker', [{ M: 8, T: 11, Sv: 3, W: 22, Ld: 7, OC: 3, base: 60 }], {
  keywords: ['VEHICLE', 'WALKER'],
});

function regardGame(regard: string, dice: number[]) {
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: hearthkyn() }, { datasheet: grimnyrWith(regard) }] },
      { name: 'Blue', units: [{ datasheet: TARGET }] },
    ],
    attach: [{ leader: 'p1u2', bodyguard: 'p1u1' }],
    positions: { p1u1: { x: 12, y: 8 }, p2u1: { x: 40, y: 38 } },
    destroyed: ['p1u1m1', 'p1u1m2', 'p1u1m3', 'p1u1m4', 'p1u1m5', 'p1u1m6', 'p1u1m7'],
    cp: [0, 0],
    dice,
  });
}

describe("Grimnyr's Regard", () => {
  it('seed 000: after the unit it leads fails its Battle-shock test, the Grimnyr can end it (once per battle)', () => {
    // Six of the thirteen models left (Below Half-strength); 2D6 = 1 + 1 = 2 against Leadership 7: failed.
    const g = regardGame(REGARD_SEED, [1, 1]);
    g.passWindows();
    expect(g.find('battle-shock-test')).toEqual([
      expect.objectContaining({ unit: 'p1u1', faces: [1, 1], total: 2, leadership: 7, passed: false }),
    ]);
    expect(isBattleShocked(g.state, 'p1u1')).toBe(true);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Grimnyr’s Regard (Grimnyr): use it or pass',
    });
    expect(g.labels()).toEqual([
      'Grimnyr’s Regard: Hearthkyn Warriors is no longer Battle-shocked',
      'do not use Grimnyr’s Regard',
    ]);
    const used = g.choose('no longer Battle-shocked');
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ player: 0, rule: 'leagues-of-votann/grimnyr/grimnyrs-regard@seed', unit: 'p1u2' }),
    ]);
    expect(g.find('effect-ended', used)).toEqual([expect.objectContaining({ reason: 'Grimnyr’s Regard' })]);
    expect(isBattleShocked(g.state, 'p1u1')).toBe(false);
    // The next Command phase: failed again (1 + 2), and it is not offered a second time.
    g.withDice(1, 2);
    g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.active === 0 && x.state.flow.step === 'move-units');
    expect(g.find('battle-shock-test', g.record.events).map((e) => e.total)).toEqual([2, 3]);
    expect(isBattleShocked(g.state, 'p1u1')).toBe(true);
  });

  it('declined, the unit stays Battle-shocked and the use is kept', () => {
    const g = regardGame(REGARD_SEED, [2, 3]);
    g.passWindows();
    g.choose('do not use');
    expect(isBattleShocked(g.state, 'p1u1')).toBe(true);
    expect(g.state.ruleUses ?? []).toEqual([]);
  });

  it('the 2025 wording: at the start of the Movement phase the Grimnyr ends the Battle-shock of the unit it leads', () => {
    // 2D6 = 1 + 1 against Leadership 7: failed in the Battle-shock step; no use is offered after the test itself.
    const g = regardGame(REGARD_2025, [1, 1]);
    g.passWindows();
    expect(isBattleShocked(g.state, 'p1u1')).toBe(true);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Grimnyr’s Regard (Grimnyr): use it or pass',
    });
    expect(g.state.flow.phase).toBe('movement');
    expect(g.labels()).toEqual([
      'Grimnyr’s Regard: Hearthkyn Warriors (p1u1) is no longer Battle-shocked',
      'do not use Grimnyr’s Regard',
    ]);
    const used = g.choose('no longer Battle-shocked');
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ player: 0, rule: 'leagues-of-votann/grimnyr/grimnyrs-regard@2025', unit: 'p1u2' }),
    ]);
    expect(g.find('effect-ended', used)).toEqual([expect.objectContaining({ reason: 'Grimnyr’s Regard' })]);
    expect(isBattleShocked(g.state, 'p1u1')).toBe(false);
    expect(g.pending.kind).toBe('move-units');
  });

  it('the 2025 wording, declined at the start of the Movement phase: asked again at the start of the next phase', () => {
    const g = regardGame(REGARD_2025, [1, 1]);
    g.passWindows();
    g.choose('do not use');
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow.phase).toBe('shooting');
    expect(isBattleShocked(g.state, 'p1u1')).toBe(true);
  });
});

// Seed 004, Cthonian Earthshakers (profiles cut down: fixed Attacks, no [BLAST, HEAVY, INDIRECT FIRE]).
const GEOMANTIC =
  'Up to twice per battle, in your Shooting phase, when this unit is selected to shoot, it can use this ability. If it does, until the end of the phase, each time a model in this unit makes an attack with its breacher ordnance, you can re-roll the Wound roll.';
const QUAKES =
  'In your Shooting phase, after this unit has shot, select one enemy unit hit by one or more of those attacks made with its tremor shells. That unit must take a Battle-shock test, subtracting 1 from the result.';
const breacher = { name: 'Breacher ordnance', range: 24, A: 2, skill: 5, S: 10, AP: -1, D: 2 };
const tremor = { name: 'Tremor shells', range: 36, A: 2, skill: 5, S: 6, AP: -1, D: 1 };
const EARTHSHAKERS = quickDatasheet(
  't:earthshakers',
  'Cthonian Earthshakers',
  [{ M: 5, T: 5, Sv: 4, W: 3, Ld: 7, OC: 1, base: 50 }],
  {
    faction: 'Leagues of Votann',
    minModels: 2,
    keywords: ['INFANTRY', 'ARTILLERY', 'CTHONIAN', 'EARTHSHAKERS'],
    weapons: [breacher, tremor],
    abilities: [
      { name: 'Destabilising Quakes', text: QUAKES },
      { name: 'Geomantic Hunters', text: GEOMANTIC },
    ],
  },
);

function shakersGame(dice: number[], targets = 1) {
  const blue = Array.from({ length: targets }, () => ({ datasheet: TARGET }));
  return new Game({
    armies: [
      { name: 'Red', units: [{ datasheet: EARTHSHAKERS }] },
      { name: 'Blue', units: blue },
    ],
    positions: {
      p1u1: { x: 20, y: 10 },
      p2u1: { x: 14, y: 28 },
      ...(targets > 1 ? { p2u2: { x: 30, y: 28 } } : {}),
    },
    phase: 'shooting',
    cp: [0, 0],
    dice,
  });
}

const breacherAt = (target: string) =>
  ['p1u1m1', 'p1u1m2'].map((model) => ({ model, weapon: 'Breacher ordnance', target }));

describe('Geomantic Hunters', () => {
  it('used when the unit is selected to shoot: its breacher ordnance re-rolls failed Wound rolls this phase', () => {
    // Four attacks hit on 5+ (5, 5, 6, 5); S10 against T11 wounds on 5+: 5, 1, 2, 6, the 1 and the 2 re-rolled
    // (5 and 3): three wounds; saves 4+ (AP -1 on Sv 3+): 1, 1, 1, all fail.
    const g = shakersGame([5, 5, 6, 5, 5, 1, 2, 6, 5, 3, 1, 1, 1]);
    expect(g.labels()).toContain('Cthonian Earthshakers (p1u1) uses Geomantic Hunters, then shoots');
    const used = g.choose('uses Geomantic Hunters');
    expect(g.find('rule-used', used)).toEqual([
      expect.objectContaining({ rule: 'leagues-of-votann/cthonian-earthshakers/geomantic-hunters', unit: 'p1u1' }),
    ]);
    expect(g.find('effect-added', used)).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({
          kind: 'ability',
          unit: 'p1u1',
          answers: { 'geomantic-hunters': true },
          until: { kind: 'end-of-phase' },
        }),
      }),
    ]);
    // The unit that used it is the one selected now.
    expect(g.labels().every((l) => l.includes('(p1u1) shoots'))).toBe(true);
    const events = [...g.do(0, { type: 'shoot', unit: 'p1u1', attacks: breacherAt('p2u1') })];
    while (g.pending.kind === 'allocate-attack') {
      const p = g.pending;
      events.push(...g.do(p.player, (p.options[0] as unknown as { action: never }).action));
    }
    expect(g.find('dice-rolled', events).map((e) => [e.kind, e.faces])).toEqual([
      ['hit', [5, 5, 6, 5]],
      ['wound', [5, 1, 2, 6]],
      ['save', [1]],
      ['save', [1]],
      ['save', [1]],
    ]);
    expect(g.find('die-rerolled', events).map((e) => [e.index, e.from, e.to])).toEqual([
      [1, 1, 5],
      [2, 2, 3],
    ]);
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 3 });
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(22 - 3 * 2);
  });

  it('not used: the same Wound rolls are not re-rolled', () => {
    const g = shakersGame([5, 5, 6, 5, 5, 1, 2, 6, 1, 1]);
    const events = [...g.do(0, { type: 'shoot', unit: 'p1u1', attacks: breacherAt('p2u1') })];
    while (g.pending.kind === 'allocate-attack') {
      const p = g.pending;
      events.push(...g.do(p.player, (p.options[0] as unknown as { action: never }).action));
    }
    expect(g.find('wounds-scored', events)[0]).toMatchObject({ wounds: 2 });
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(22 - 2 * 2);
  });

  it('up to twice per battle: a third Shooting phase does not offer it', () => {
    const g = shakersGame([]);
    const offered = () => g.labels().some((l) => l.includes('uses Geomantic Hunters'));
    for (const round of [1, 2, 3]) {
      g.passUntil(
        (x) => x.state.flow.round === round && x.state.flow.active === 0 && x.state.flow.phase === 'shooting',
      );
      expect(offered()).toBe(round < 3);
      if (round < 3) {
        g.choose('uses Geomantic Hunters');
        // It must shoot now; the Walker is out of range (the Earthshakers are moved away by nothing: it is 18" off).
        g.do(0, { type: 'shoot', unit: 'p1u1', attacks: breacherAt('p2u1') });
        while (g.pending.kind === 'allocate-attack' || g.pending.kind === 'stratagem-window') {
          const p = g.pending;
          g.do(p.player, (p.options[0] as unknown as { action: never }).action);
        }
      }
      if (g.pending.kind === 'shoot') g.do(0, { type: 'end-shooting' });
      expect(g.state.effects.filter((e) => e.kind === 'ability')).toEqual([]);
    }
  });
});

describe('Destabilising Quakes', () => {
  it('after it has shot: one enemy unit hit by its tremor shells takes a Battle-shock test, subtracting 1', () => {
    // p1u1m1's breacher ordnance at p2u1, p1u1m2's tremor shells at p2u2; every attack hits and wounds, no save.
    const g = shakersGame([5, 6, 5, 5, 1, 1, 6, 6, 5, 5, 1, 1], 2);
    const events = [
      ...g.do(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [
          { model: 'p1u1m1', weapon: 'Breacher ordnance', target: 'p2u1' },
          { model: 'p1u1m2', weapon: 'Tremor shells', target: 'p2u2' },
        ],
      }),
    ];
    while (g.pending.kind === 'allocate-attack') {
      const p = g.pending;
      events.push(...g.do(p.player, (p.options[0] as unknown as { action: never }).action));
    }
    expect(g.pending).toMatchObject({ player: 0, kind: 'rule-choice' });
    // Only the unit its tremor shells hit, and no pass: the ability is not optional.
    expect(g.labels()).toEqual(['Destabilising Quakes: Walker (p2u2) takes a Battle-shock test']);
    g.withDice(4, 3);
    const test = g.choose('Walker (p2u2)');
    expect(g.find('rule-used', test)).toEqual([
      expect.objectContaining({ rule: 'leagues-of-votann/cthonian-earthshakers/destabilising-quakes', unit: 'p1u1' }),
    ]);
    // 4 + 3 - 1 = 6 against Leadership 7: failed.
    expect(g.find('battle-shock-test', test)).toEqual([
      expect.objectContaining({ unit: 'p2u2', faces: [4, 3], total: 6, leadership: 7, passed: false }),
    ]);
    // Battle-shocked until its player's next Command phase (which the flow, with nothing left to decide, reaches).
    expect(g.find('effect-added', test)).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({
          kind: 'battle-shocked',
          unit: 'p2u2',
          until: { kind: 'next-command-phase', player: 1 },
        }),
      }),
    ]);
  });

  it('nothing hit by its tremor shells: nothing is asked', () => {
    const g = shakersGame([1, 1, 1, 1], 1);
    const events = g.do(0, { type: 'shoot', unit: 'p1u1', attacks: breacherAt('p2u1') });
    expect(g.find('interrupt-pushed', events)).toEqual([]);
    expect(g.find('rule-used', events)).toEqual([]);
  });
});

describe('Weavefield Crest (Hearthkyn Warriors)', () => {
  it('"Models in the bearer’s unit have a 5+ invulnerable save": a 5 saves against AP-3, a 4 does not', () => {
    const ds = hearthkyn();
    ds.abilities.wargear = [
      { name: 'Weavefield Crest', text: 'Models in the bearer’s unit have a 5+ invulnerable save.' },
    ];
    const gunners = rifles();
    gunners.weapons = [gun('Rifle', '1 3 6 -3 1')];
    const g = new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: gunners }] },
        { name: 'Blue', units: [{ datasheet: ds }] },
      ],
      positions: { p1u1: row('p1u1', 10, 5, 10, 1.2), p2u1: { x: 14, y: 25 } },
      phase: 'shooting',
      cp: [0, 0],
      // Two shots hit (3s) and wound (3s); the saves: 5 (saved by the 5+ invulnerable save), then 4 (failed).
      dice: [3, 3, 3, 3, 5, 4],
    });
    const events = [
      ...g.do(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: ['p1u1m1', 'p1u1m2'].map((model) => ({ model, weapon: 'Rifle', target: 'p2u1' })),
      }),
    ];
    while (g.pending.kind === 'allocate-attack') {
      const p = g.pending;
      events.push(...g.do(p.player, (p.options[0] as unknown as { action: never }).action));
    }
    expect(g.find('save-result', events).map((e) => [e.kind, e.threshold, e.face, e.passed])).toEqual([
      ['invulnerable', 5, 5, true],
      ['invulnerable', 5, 4, false],
    ]);
    expect(g.find('model-wounded', events)).toHaveLength(1);
  });
});
