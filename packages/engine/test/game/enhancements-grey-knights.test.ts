import { describe, expect, it } from 'vitest';
import { whollyWithinHallowedGround } from '../../src/game/hallowed-ground.js';
import { attackAnswers } from '../../src/game/rule-answers.js';
import { effectIneligible } from '../../src/game/unit-rules.js';
import { type Datasheet, quickDatasheet, type UnitState } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Grey Knights Enhancements the game applies (rules/factions/grey-knights/*.ts): each quoted, with injected
 * dice and the exact events or state it gives, against the same battle without it.
 */

const psycannon = { name: 'Storm bolter', range: 24, A: 10, skill: 4, S: 4, AP: 0, D: 1 };
/** A GREY KNIGHTS INFANTRY CHARACTER with ten BS4+ S4 AP0 shots. */
const CAPTAIN: Datasheet = quickDatasheet('t:gkc', 'Brother-Captain', [{ M: 6, T: 4, Sv: 2, W: 6, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER', 'GREY KNIGHTS'],
  weapons: [psycannon, ccw],
});

/** Red's bearer in Red's (or Blue's) Shooting phase, Guard (T3 Sv5+) 15" away. */
function shooting(detachment: string, enhancement: string | undefined, dice: number[], active: 0 | 1 = 0) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment,
        units: [{ datasheet: CAPTAIN, ...(enhancement ? { enhancement } : {}) }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 14, 25, 1.2) },
    phase: 'shooting',
    active,
    dice,
  });
}

describe('Sigil of the Hunt (Banishers): "In your Shooting phase, each time a model in the bearer’s unit makes an attack, re-roll a Hit roll of 1."', () => {
  // Ten hit rolls of 1, their re-rolls 4s (hits on 4+), then ten wound rolls of 1.
  const DICE = [...Array(10).fill(1), ...Array(10).fill(4), ...Array(10).fill(1)];

  it('the ten 1s are re-rolled: ten hits', () => {
    const g = shooting('Banishers', 'Sigil of the Hunt', DICE);
    expect(g.find('hits-scored', g.choose('shoots Guard'))[0]).toMatchObject({ hits: 10 });
  });

  it('without it, no hits', () => {
    const g = shooting('Banishers', undefined, DICE);
    expect(g.find('hits-scored', g.choose('shoots Guard'))[0]).toMatchObject({ hits: 0 });
  });
});

describe('The Sixty-sixth Seal (Banishers): "In your Shooting phase, each time a model in the bearer’s unit makes an attack, improve the Armour Penetration characteristic of that attack by 1."', () => {
  // Ten hits (4s), ten wounds (4s: S4 against T3 wounds on 3+), ten saves of 5: Sv5+ at AP-1 needs 6, all fail.
  const DICE = [...Array(10).fill(4), ...Array(10).fill(4), ...Array(10).fill(5)];
  const killed = (enhancement: string | undefined) => {
    const g = shooting('Banishers', enhancement, DICE);
    g.choose('shoots Guard');
    return g.state.units.p2u1?.models.filter((m) => m.destroyed).length;
  };

  it('at AP-1 the saves of 5 fail: ten Guardsmen destroyed', () => {
    expect(killed('The Sixty-sixth Seal')).toBe(10);
  });

  it('without it, at AP0 they pass: none destroyed', () => {
    expect(killed(undefined)).toBe(0);
  });
});

describe('Spiritus Machina (Sanctic Spearhead): "In your Shooting phase, each time the bearer’s unit is selected to shoot, if the bearer’s unit disembarked from a TRANSPORT this turn, ... you can re-roll the Wound roll."', () => {
  // Ten hits (4s), ten wound rolls of 2 (fail: 3+ needed), their re-rolls 3s.
  const DICE = [...Array(10).fill(4), ...Array(10).fill(2), ...Array(10).fill(3)];
  const wounds = (disembarked: boolean) => {
    const g = shooting('Sanctic Spearhead', 'Spiritus Machina', DICE);
    if (disembarked) {
      const u = g.state.units.p1u1;
      if (!u) throw new Error('no bearer');
      g.state = { ...g.state, units: { ...g.state.units, p1u1: { ...u, history: { disembarked: 'before' } } } };
    }
    return g.find('wounds-scored', g.choose('shoots Guard'))[0];
  };

  it('disembarked this turn: the 2s are re-rolled, ten wounds', () => {
    expect(wounds(true)).toMatchObject({ wounds: 10 });
  });

  it('not disembarked: no wounds', () => {
    expect(wounds(false)).toMatchObject({ wounds: 0 });
  });
});

const sword = { name: 'Nemesis force sword', range: 'melee' as const, A: 5, skill: 3, S: 4, AP: 0, D: 1 };
/** A GREY KNIGHTS INFANTRY CHARACTER with five WS3+ S4 AP0 melee attacks and Deep Strike. */
const SWORDSMAN: Datasheet = quickDatasheet('t:gks', 'Brother-Captain', [{ M: 6, T: 4, Sv: 2, W: 6, base: 40 }], {
  keywords: ['INFANTRY', 'CHARACTER', 'GREY KNIGHTS'],
  weapons: [sword],
  core: ['Deep Strike'],
});

type Setup = ConstructorParameters<typeof Game>[0];
/** Red: the bearer (p1u1, and more units); Blue: Guard (p2u1, and more). */
function battle(
  detachment: string,
  enhancement: string | undefined,
  rest: Partial<Setup> & Pick<Setup, 'positions'>,
  more: { red?: Datasheet[]; blue?: Datasheet[]; bearer?: Datasheet } = {},
) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Grey Knights',
        detachment,
        units: [
          { datasheet: more.bearer ?? SWORDSMAN, ...(enhancement ? { enhancement } : {}) },
          ...(more.red ?? []).map((datasheet) => ({ datasheet })),
        ],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }, ...(more.blue ?? []).map((datasheet) => ({ datasheet }))] },
    ],
    cp: [0, 0],
    ...rest,
  });
}

describe('Grimoire of Conjunctions (Augurium Task Force): "Once per battle, at the start of the Fight phase, the bearer can use this Enhancement. If it does, until the end of the phase, add 4 to the Strength characteristic of melee weapons equipped by the bearer."', () => {
  // Blue's Charge phase ends (nothing to charge); Red's bearer is in Engagement Range of the Guard (T3). Five hit
  // rolls of 4, five wound rolls of 2: S4 wounds T3 on 3+, S8 on 2+.
  const fight = (use: boolean) => {
    const g = battle('Augurium Task Force', 'Grimoire of Conjunctions', {
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 14, 11.9, 1.2) },
      phase: 'charge',
      active: 1,
      dice: [...Array(5).fill(4), ...Array(5).fill(2)],
    });
    expect(g.pending.prompt).toBe('Grimoire of Conjunctions (Brother-Captain): use it or pass');
    const used = g.choose(use ? 'Grimoire of Conjunctions: use it' : 'do not use Grimoire of Conjunctions');
    g.choose('fights');
    g.choose('Pile In: no model moves');
    return { used, wounds: g.find('wounds-scored', g.choose('Brother-Captain fights Guard'))[0] };
  };

  it('used at the start of the Fight phase: S8, the five 2s wound; its use is logged', () => {
    const r = fight(true);
    expect(r.used.find((e) => e.type === 'rule-used')).toMatchObject({
      rule: 'grey-knights/augurium-task-force/grimoire-of-conjunctions',
      unit: 'p1u1',
    });
    expect(r.wounds).toMatchObject({ wounds: 5 });
  });

  it('not used: S4, no wounds', () => {
    expect(fight(false).wounds).toMatchObject({ wounds: 0 });
  });
});

describe('Shield of Prophecy (Augurium Task Force): "Once per battle, at the start of the battle round, the bearer can use this Enhancement. If it does, until the end of the battle round, add 2 to the Toughness characteristic of models in the bearer’s unit."', () => {
  const SHIELD = 'grey-knights/augurium-task-force/shield-of-prophecy';
  // Round 1 ends in Blue's Fight phase (turn 2); round 2 starts with Red's Command phase.
  const start = () =>
    battle('Augurium Task Force', 'Shield of Prophecy', {
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 14, 30, 1.2) },
      phase: 'fight',
      active: 1,
      firstPlayer: 0,
    });
  const answered = (g: Game) => {
    const u = g.state.units.p1u1 as UnitState;
    const blue = g.state.units.p2u1 as UnitState;
    return attackAnswers(g.state, blue, u, [], [{ rule: SHIELD }])['shield-of-prophecy-used'];
  };

  it('asked at the start of battle round 2; used, the attacks on its unit this round meet T4 + 2', () => {
    const g = start();
    expect(g.state.flow).toMatchObject({ round: 2, turn: 1, phase: 'command' });
    expect(g.labels()).toEqual(['Shield of Prophecy: use it', 'do not use Shield of Prophecy']);
    g.choose('Shield of Prophecy: use it');
    expect(answered(g)).toBe(true);
    // Later in the round (Blue's turn) it still holds; in the next round it does not, and it is not asked again.
    g.passUntil((x) => x.state.flow.turn === 2 && x.state.flow.phase === 'shooting');
    expect(answered(g)).toBe(true);
    g.passUntil((x) => x.state.flow.round === 3 && x.state.flow.phase === 'movement');
    expect(answered(g)).toBe(false);
  });

  it('declined: no change', () => {
    const g = start();
    g.choose('do not use Shield of Prophecy');
    expect(answered(g)).toBe(false);
  });
});

describe('Pyresoul (Banishers): "At the start of your Shooting phase, the bearer can use this Enhancement. If it does, select one enemy unit within 24" of and visible to the bearer; that unit suffers D3 mortal wounds."', () => {
  const start = () =>
    battle(
      'Banishers',
      'Pyresoul (Psychic)',
      {
        // The Guard 20" away; a second Guard unit 30" away is out of range.
        positions: { p1u1: { x: 20, y: 5 }, p2u1: row('p2u1', 10, 14, 25, 1.2), p2u2: row('p2u2', 10, 14, 35, 1.2) },
        phase: 'movement',
        dice: [5],
      },
      { blue: [GUARD] },
    );

  it('the Guard within 24" is offered; a roll of 5 is 3 mortal wounds: three Guardsmen destroyed', () => {
    const g = start();
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow.phase).toBe('shooting');
    expect(g.labels()).toEqual([
      'Pyresoul (Psychic): Guard (p2u1) suffers mortal wounds',
      'do not use Pyresoul (Psychic)',
    ]);
    const events = g.choose('Guard (p2u1) suffers mortal wounds');
    expect(g.find('mortal-wounds', events)[0]).toMatchObject({ unit: 'p2u1', amount: 3 });
    expect(g.state.units.p2u1?.models.filter((m) => m.destroyed).length).toBe(3);
  });
});

describe('The Ephemeral Tome (Banishers): "At the start of your Shooting phase, if the bearer’s unit is not within Engagement Range of one or more enemy units, the bearer can use this Enhancement. If it does, the bearer’s unit can make a Normal move of up to D6", and until the end of the turn, the bearer’s unit is not eligible to declare a charge."', () => {
  const start = (guardAt: number) =>
    battle('Banishers', 'The Ephemeral Tome', {
      positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 14, guardAt, 1.2) },
      phase: 'movement',
      dice: [4],
    });

  it('used: a D6 of 4, a Normal move of up to 4", then no charge this turn', () => {
    const g = start(30);
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.labels()).toEqual([
      'The Ephemeral Tome: Brother-Captain (p1u1) makes a Normal move of up to D6"',
      'do not use The Ephemeral Tome',
    ]);
    g.choose('makes a Normal move');
    expect(g.pending).toMatchObject({
      kind: 'rule-move',
      prompt: 'The Ephemeral Tome: Brother-Captain (p1u1) can make a Normal move of up to 4"',
    });
    // "not eligible to declare a Charge" until the end of the turn: the rule's rows on the unit.
    expect(effectIneligible(g.state, g.state.units.p1u1 as UnitState, 'charge')).toBe(true);
    expect(g.state.effects.find((e) => e.unit === 'p1u1')).toMatchObject({
      rule: 'grey-knights/banishers/the-ephemeral-tome',
      until: { kind: 'end-of-turn' },
    });
    expect(g.rejects(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 14.5 }] } })).toMatch(/4/);
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 13.9 }] } });
    expect(g.state.units.p1u1?.models[0]?.pos).toMatchObject({ x: 20, y: 13.9 });
    // The turn has ended (nothing else to do in it): so has the effect.
    expect(g.state.flow.active).toBe(1);
    expect(effectIneligible(g.state, g.state.units.p1u1 as UnitState, 'charge')).toBe(false);
  });

  it('within Engagement Range of the Guard: not offered', () => {
    const g = start(11.9);
    g.passUntil((x) => x.state.flow.phase === 'fight');
    expect(g.find('interrupt-pushed', g.record.events)).toEqual([]);
  });
});

describe('Paragon of Sanctity (Warpbane Task Force): "Once per battle, at the start of any phase, the bearer can select one friendly GREY KNIGHTS unit within 18" of and visible to it. If it does, until the end of the phase, that unit is within your army’s Hallowed Ground."', () => {
  const STRIKE = quickDatasheet('t:gkss', 'Strike Squad', [{ M: 6, T: 4, Sv: 3, W: 2, base: 32 }], {
    minModels: 5,
    keywords: ['INFANTRY', 'GREY KNIGHTS'],
    weapons: [ccw],
  });
  // In No Man's Land (y 22, between the zones of a 44" by 60" battlefield), no objective marker controlled.
  const start = () =>
    battle(
      'Warpbane Task Force',
      'Paragon of Sanctity',
      {
        // The Guard in Engagement Range of the bearer, so the Fight phase waits for a unit to fight.
        positions: { p1u1: { x: 20, y: 22 }, p1u2: row('p1u2', 5, 26, 22), p2u1: row('p2u1', 10, 14, 23.9, 1.2) },
        phase: 'charge',
        active: 1,
      },
      { red: [STRIKE] },
    );
  const PARAGON = 'grey-knights/warpbane-task-force/paragon-of-sanctity';
  const within = (g: Game) => whollyWithinHallowedGround(g.state, g.state.units.p1u2 as UnitState);

  it('at the start of the Fight phase it selects the Strike Squad: within the Hallowed Ground until the end of the phase', () => {
    const g = start();
    expect(within(g)).toBe(false);
    expect(g.labels()).toEqual([
      'Paragon of Sanctity: Brother-Captain (p1u1) is within your army’s Hallowed Ground this phase',
      'Paragon of Sanctity: Strike Squad (p1u2) is within your army’s Hallowed Ground this phase',
      'do not use Paragon of Sanctity',
    ]);
    g.choose('Strike Squad (p1u2) is within');
    expect(g.state.flow.phase).toBe('fight');
    expect(g.pending.kind).toBe('fight');
    expect(within(g)).toBe(true);
    expect(g.state.effects.find((e) => e.rule === PARAGON)).toMatchObject({
      unit: 'p1u2',
      until: { kind: 'end-of-phase' },
    });
    expect(g.state.ruleUses?.filter((u) => u.rule === PARAGON).length).toBe(1);
  });
});

/** Red's bearer in Deep Strike Reserves, arriving in round 2's Reinforcements step at (20, 19). */
function arriving(
  detachment: string,
  enhancement: string | undefined,
  guard: Setup['positions'],
  extra: Partial<Setup> = {},
) {
  const g = battle(
    detachment,
    enhancement,
    { positions: guard, reserves: { p1u1: 'deep-strike' }, round: 2, phase: 'movement', ...extra },
    { blue: Object.keys(guard).length > 1 ? [GUARD] : [] },
  );
  g.passUntil((x) => x.pending.kind === 'reinforcements');
  return g;
}
const arrive = (g: Game) =>
  g.do(0, { type: 'arrive', unit: 'p1u1', positions: { p1u1m1: { x: 20, y: 19 } }, method: 'deep-strike' });

describe('Banishing Wave (Brotherhood Strike): "Each time the bearer’s unit is set up using the Deep Strike ability, roll one D6 for each enemy unit within 12" of the bearer: on a 2-5, that unit suffers 1 mortal wound; on a 6, that unit suffers D3 mortal wounds."', () => {
  // Two Guard units 10" and 11" away, one 20" away: a 6 (then a D3 of 5: 3) and a 3 for the two within 12".
  const guard = {
    p2u1: row('p2u1', 10, 14, 29.5, 1.2),
    p2u2: row('p2u2', 10, 14, 31, 1.2),
  };

  it('a 6 and a D3 of 3: three mortal wounds on the first; a 3: one on the second', () => {
    const g = arriving('Brotherhood Strike', 'Banishing Wave (Psychic)', guard, { dice: [6, 5, 3] });
    const events = arrive(g);
    expect(g.find('mortal-wounds', events).map((e) => [e.unit, e.amount])).toEqual([
      ['p2u1', 3],
      ['p2u2', 1],
    ]);
    expect(g.state.units.p2u1?.models.filter((m) => m.destroyed).length).toBe(3);
    expect(g.state.units.p2u2?.models.filter((m) => m.destroyed).length).toBe(1);
  });

  it('a roll of 1: nothing; an enemy unit beyond 12" is not rolled for', () => {
    const g = arriving(
      'Brotherhood Strike',
      'Banishing Wave (Psychic)',
      {
        p2u1: row('p2u1', 10, 14, 29.5, 1.2),
        p2u2: row('p2u2', 10, 14, 40, 1.2),
      },
      { dice: [1] },
    );
    const events = arrive(g);
    expect(
      g
        .find('dice-rolled', events)
        .filter((e) => e.kind === 'mortal-wounds')
        .map((e) => e.unit),
    ).toEqual(['p2u1']);
    expect(g.find('mortal-wounds', events)).toEqual([]);
  });
});

describe('Blinding Aura (Brotherhood Strike): "Each time the bearer’s unit is set up using the Deep Strike ability, until the end of the turn, enemy units cannot use the Fire Overwatch Stratagem to shoot at the bearer’s unit."', () => {
  // Blue's Guard 10" away, with 1CP for Fire Overwatch.
  const overwatchOffered = (enhancement: string | undefined) => {
    const g = arriving('Brotherhood Strike', enhancement, { p2u1: row('p2u1', 10, 14, 29.5, 1.2) }, { cp: [0, 1] });
    arrive(g);
    return g.pending.kind === 'stratagem-window' && g.stratagemUses('fire-overwatch').length > 0;
  };

  it('with it, Fire Overwatch is not offered against the unit just set up', () => {
    expect(overwatchOffered('Blinding Aura')).toBe(false);
  });

  it('without it, it is', () => {
    expect(overwatchOffered(undefined)).toBe(true);
  });
});

describe('A Foot in the Future (Augurium Task Force): "Each time the bearer’s unit is set up in your Reinforcements step, the bearer can use this Enhancement. If it does, the bearer’s unit can make a Normal move of up to D6", and until the end of the turn, the bearer’s unit is not eligible to declare a Charge."', () => {
  it('used: a D6 of 2, a Normal move of up to 2"; not eligible to charge this turn', () => {
    const g = arriving(
      'Augurium Task Force',
      'A Foot in the Future',
      { p2u1: row('p2u1', 10, 14, 40, 1.2) },
      { dice: [2] },
    );
    arrive(g);
    expect(g.labels()).toEqual([
      'A Foot in the Future: Brother-Captain (p1u1) makes a Normal move of up to D6"',
      'do not use A Foot in the Future',
    ]);
    g.choose('makes a Normal move');
    expect(g.pending.prompt).toBe('A Foot in the Future: Brother-Captain (p1u1) can make a Normal move of up to 2"');
    expect(effectIneligible(g.state, g.state.units.p1u1 as UnitState, 'charge')).toBe(true);
    g.do(0, { type: 'normal-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 17.5 }] } });
    expect(g.state.units.p1u1?.models[0]?.pos).toMatchObject({ x: 20, y: 17.5 });
  });

  it('BSData’s "One Foot in the Future" is the same rule', () => {
    const g = arriving(
      'Augurium Task Force',
      'One Foot in the Future',
      { p2u1: row('p2u1', 10, 14, 40, 1.2) },
      { dice: [2] },
    );
    arrive(g);
    expect(g.labels()[0]).toBe('One Foot in the Future: Brother-Captain (p1u1) makes a Normal move of up to D6"');
  });
});

describe('Doomseer’s Amulet (Augurium Task Force): "Each time the bearer’s unit is set up in your Reinforcements step, the bearer can use this Enhancement. If it does, select one enemy unit within 12" of and visible to the bearer. That enemy unit must take a Battle-shock test, subtracting 1 from that test."', () => {
  // The Guard (Ld7+) 10" away, another 21" away. A test of 4 + 3 = 7 passes unmodified and fails at -1.
  it('the Guard within 12" is offered; its test of 7 - 1 fails: Battle-shocked', () => {
    const g = arriving(
      'Augurium Task Force',
      'Doomseer’s Amulet',
      { p2u1: row('p2u1', 10, 14, 29.5, 1.2), p2u2: row('p2u2', 10, 14, 40, 1.2) },
      { dice: [4, 3] },
    );
    arrive(g);
    expect(g.labels()).toEqual([
      'Doomseer’s Amulet: Guard (p2u1) takes a Battle-shock test',
      'do not use Doomseer’s Amulet',
    ]);
    const events = g.choose('Guard (p2u1) takes a Battle-shock test');
    expect(g.find('battle-shock-test', events)[0]).toMatchObject({
      unit: 'p2u1',
      total: 6,
      leadership: 7,
      passed: false,
    });
    expect(g.state.effects.some((e) => e.kind === 'battle-shocked' && e.unit === 'p2u1')).toBe(true);
  });
});

describe('Purity of Purpose (Brotherhood Strike): "Each time the bearer’s unit is set up using the Deep Strike ability, until the end of the turn, you can re-roll Charge rolls made for the bearer’s unit."', () => {
  // Set up 9.5" from the Guard; a Charge roll of 1+2 fails, its re-roll 5+5 reaches.
  const charge = (enhancement: string | undefined) => {
    const g = arriving(
      'Brotherhood Strike',
      enhancement,
      { p2u1: row('p2u1', 10, 14, 29.5, 1.2) },
      { dice: [1, 2, 5, 5] },
    );
    arrive(g);
    g.passUntil((x) => x.pending.kind === 'declare-charge');
    g.choose('Guard');
    return g;
  };

  it('the roll of 3 is offered a re-roll: 10', () => {
    const g = charge('Purity of Purpose');
    expect(g.labels()).toEqual(['Purity of Purpose: re-roll the Charge roll (1+2)', 'do not use Purity of Purpose']);
    const events = g.choose('re-roll the Charge roll');
    expect(g.find('die-rerolled', events).map((e) => e.to)).toEqual([5, 5]);
    expect(g.pending.kind).toBe('charge-move');
    expect(g.pending.prompt).toMatch(/rolled 10/);
  });

  it('without it, the charge fails on the 3', () => {
    const g = charge(undefined);
    expect(g.find('charge-failed', g.last)[0]).toMatchObject({ unit: 'p1u1', roll: 3 });
  });
});

describe('Quickening Foci (Sanctic Spearhead): "In your Movement phase, each time the bearer’s unit disembarks from a TRANSPORT, until the end of the turn, you can re-roll Charge rolls made for that unit."', () => {
  // Red's Shooting phase, the bearer 9.5" from the Guard; a Charge roll of 2+2 fails, its re-roll 6+4 reaches.
  const charge = (disembarked: boolean) => {
    const g = battle('Sanctic Spearhead', 'Quickening Foci', {
      positions: { p1u1: { x: 20, y: 19 }, p2u1: row('p2u1', 10, 14, 29.5, 1.2) },
      phase: 'shooting',
      dice: [2, 2, 6, 4],
    });
    if (disembarked) {
      const u = g.state.units.p1u1 as UnitState;
      g.state = { ...g.state, units: { ...g.state.units, p1u1: { ...u, history: { disembarked: 'before' } } } };
    }
    g.passUntil((x) => x.pending.kind === 'declare-charge');
    g.choose('Guard');
    return g;
  };

  it('disembarked this turn: the 4 is offered a re-roll, 10', () => {
    const g = charge(true);
    expect(g.labels()).toEqual(['Quickening Foci: re-roll the Charge roll (2+2)', 'do not use Quickening Foci']);
    g.choose('re-roll the Charge roll');
    expect(g.pending.prompt).toMatch(/rolled 10/);
  });

  it('not disembarked: no re-roll, the charge fails on the 4', () => {
    const g = charge(false);
    expect(g.find('charge-failed', g.last)[0]).toMatchObject({ unit: 'p1u1', roll: 4 });
  });
});

describe('Driven by Duty (Sanctic Spearhead): "Each time the bearer’s unit Piles In or Consolidates, the bearer can move up to 6" instead of up to 3"."', () => {
  const DREADKNIGHT = quickDatasheet(
    't:gkdk',
    'Grand Master in Nemesis Dreadknight',
    [{ M: 8, T: 9, Sv: 2, W: 13, base: 100 }],
    {
      keywords: ['VEHICLE', 'WALKER', 'CHARACTER', 'GREY KNIGHTS'],
      weapons: [sword],
    },
  );
  // Blue's Charge phase ends; the Dreadknight is within Engagement Range of the Guard: it fights first (Red is not
  // the player whose turn it is).
  const pileIn = (enhancement: string | undefined) => {
    const g = battle(
      'Sanctic Spearhead',
      enhancement,
      { positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 14, 13.3, 1.2) }, phase: 'charge', active: 1 },
      { bearer: DREADKNIGHT },
    );
    g.choose('fights');
    return g;
  };

  it('the bearer alone in its unit: a Pile-in move of up to 6"', () => {
    const g = pileIn('Driven by Duty');
    expect(g.pending.prompt).toBe('Grand Master in Nemesis Dreadknight: Pile In (up to 6")');
  });

  it('without it, up to 3"', () => {
    expect(pileIn(undefined).pending.prompt).toBe('Grand Master in Nemesis Dreadknight: Pile In (up to 3")');
  });
});
