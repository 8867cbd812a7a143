import { describe, expect, it } from 'vitest';
import { setUpPositions } from '../../src/game/bot-moves.js';
import type { Datasheet } from '../../src/index.js';
import { characteristic, playRandom, quickDatasheet, Rng, seedRng, suggestMove } from '../../src/index.js';
import { officerOf, withOfficer } from '../../src/rules/factions/astra-militarum/officer-orders.js';
import { TANK as GK_TANK, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Voice of Command (Astra Militarum Army Rule, 2025-11 export): "OFFICER models with this ability can issue Orders.
 * Each OFFICER's datasheet will specify how many Orders it can issue in a battle round and which units are eligible
 * to receive those Orders. Each time an Officer model issues an Order, select one of the Orders below, then select one
 * eligible friendly unit within 6" of that Officer model to issue it to. ... Until the start of your next Command
 * phase, the unit you selected is affected by that Order. Unless otherwise stated, a unit can only be affected by one
 * Order at a time (any Order subsequently issued to that unit replaces the current one). Orders cannot be issued to
 * Battle-shocked units, and if a unit being affected by an Order becomes Battle-shocked, that Order ceases to affect
 * that unit."
 */
const lasgun = { name: 'Lasgun', range: 24, A: 1, skill: 4, S: 3, AP: 0, D: 1, abilities: '[rapid fire 1]' };
const bayonet = { name: 'Close combat weapon', range: 'melee' as const, A: 1, skill: 4, S: 3, AP: 0, D: 1 };

function officer(orders: string): Datasheet {
  const ds = quickDatasheet('t:castellan', 'Castellan', [{ M: 6, T: 3, Sv: 5, W: 3, Ld: 7, OC: 1, base: 25 }], {
    faction: 'Astra Militarum',
    keywords: ['INFANTRY', 'CHARACTER', 'OFFICER'],
    factionKeywords: ['ASTRA MILITARUM'],
    weapons: [bayonet],
    sections: [{ name: 'ORDERS', text: orders }],
  });
  ds.abilities.faction = ['Voice of Command'];
  // Typed from its ORDERS section as the importers type it (`Datasheet.officer`): the game reads only the field.
  return withOfficer(ds);
}
const CASTELLAN = officer('This OFFICER can issue 2 Orders to REGIMENT units.');
const TROOPS = quickDatasheet('t:shock', 'Shock Troops', [{ M: 6, T: 3, Sv: 5, W: 1, Ld: 7, OC: 2, base: 25 }], {
  faction: 'Astra Militarum',
  minModels: 5,
  keywords: ['INFANTRY', 'REGIMENT'],
  factionKeywords: ['ASTRA MILITARUM'],
  weapons: [lasgun, bayonet],
});
const TANK = quickDatasheet('t:russ', 'Russ', [{ M: 10, T: 11, Sv: 2, W: 13, Ld: 7, OC: 3, base: { kind: 'hull' } }], {
  faction: 'Astra Militarum',
  keywords: ['VEHICLE', 'SQUADRON'],
  factionKeywords: ['ASTRA MILITARUM'],
});

/**
 * Battle round 1, Red's Command phase. Red: the Castellan at (10, 10); Shock Troops p1u2 in a line at y 13 (within
 * 6"); Shock Troops p1u3 from (40, 10) (out of range); a SQUADRON tank p1u4 at (24, 14). Blue's Guard in a line at y 35.
 */
function game(castellan = CASTELLAN) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Astra Militarum',
        detachment: 'Combined Regiment',
        armyRules: ['Voice of Command'],
        units: [{ datasheet: castellan }, { datasheet: TROOPS }, { datasheet: TROOPS }, { datasheet: TANK }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: row('p1u2', 5, 8, 13),
      p1u3: row('p1u3', 5, 40, 10),
      p1u4: { p1u4m1: { x: 24, y: 14 } },
      p2u1: row('p2u1', 10, 8, 35, 1.2),
    },
    round: 1,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
  } as never);
}

const ISSUE = 'Voice of Command: Castellan (p1u1m1) issues';

/** On to the end of Red's Command phase: the Orders decision. */
function toOrders(g: Game): void {
  g.passUntil((x) => x.pending.kind === 'rule-choice');
}

/** Issue `order` to the Shock Troops p1u2, then no more. */
function ordered(order: string): Game {
  const g = game();
  toOrders(g);
  g.choose(`${ISSUE} ${order} to Shock Troops (p1u2)`);
  g.choose('no more');
  return g;
}

/** On to Red's shooting decision. */
function toShooting(g: Game): void {
  g.passUntil((x) => x.pending.kind === 'shoot');
}
const volley = {
  type: 'shoot' as const,
  unit: 'p1u2',
  attacks: [{ model: 'p1u2m1', weapon: 'Lasgun', target: 'p2u1' }],
};
const hitFaces = (g: Game) =>
  g
    .find('dice-rolled', g.record.events)
    .filter((e) => e.kind === 'hit')
    .flatMap((e) => e.faces);
const woundFaces = (g: Game) =>
  g
    .find('dice-rolled', g.record.events)
    .filter((e) => e.kind === 'wound')
    .flatMap((e) => e.faces);

describe('Voice of Command: Orders issued at the end of the Command phase', () => {
  it('the Officer offers each Order to each eligible unit within 6": REGIMENT units only, not one 30" away', () => {
    const g = game();
    toOrders(g);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'rule-choice',
      prompt: 'Voice of Command: an Officer issues an Order to an eligible unit within 6" (up to 2 more)',
    });
    expect(g.labels()).toEqual([
      `${ISSUE} Move! Move! Move! to Shock Troops (p1u2)`,
      `${ISSUE} Fix Bayonets! to Shock Troops (p1u2)`,
      `${ISSUE} Take Aim! to Shock Troops (p1u2)`,
      `${ISSUE} First Rank, Fire! Second Rank, Fire! to Shock Troops (p1u2)`,
      `${ISSUE} Take Cover! to Shock Troops (p1u2)`,
      `${ISSUE} Duty and Honour! to Shock Troops (p1u2)`,
      'Voice of Command: no more',
    ]);
  });

  it('an Order is an active effect until the start of your next Command phase; a second one replaces the first', () => {
    const g = game();
    toOrders(g);
    const first = g.choose(`${ISSUE} Take Aim! to Shock Troops (p1u2)`);
    expect(g.find('rule-used', first)).toEqual([
      expect.objectContaining({ player: 0, rule: 'astra-militarum/voice-of-command', unit: 'p1u1' }),
    ]);
    const added = g.find('effect-added', first)[0]?.effect;
    expect(added).toMatchObject({
      kind: 'rule',
      player: 0,
      unit: 'p1u2',
      source: 'astra-militarum/voice-of-command',
      answers: { 'order-take-aim': true },
      until: { kind: 'next-command-phase', player: 0 },
    });
    // "This OFFICER can issue 2 Orders": one more.
    expect(g.pending.prompt).toMatch(/up to 1 more/);
    const second = g.choose(`${ISSUE} Take Cover! to Shock Troops (p1u2)`);
    expect(g.find('effect-ended', second)).toEqual([
      expect.objectContaining({ type: 'effect-ended', id: added?.id, reason: 'replaced' }),
    ]);
    expect(g.state.effects.filter((e) => e.unit === 'p1u2')).toEqual([
      expect.objectContaining({ answers: { 'order-take-cover': true } }),
    ]);
    // Both Orders issued: the Movement phase.
    expect(g.pending.kind).not.toBe('rule-choice');
    expect(g.state.flow.phase).toBe('movement');
    // The Order lasts until the start of Red's next Command phase.
    g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.phase === 'command', 400);
    expect(g.state.effects.filter((e) => e.unit === 'p1u2')).toEqual([]);
    expect(g.find('effect-ended', g.record.events).at(-1)).toMatchObject({ reason: 'command-phase-start' });
  });

  it('Orders cannot be issued to Battle-shocked units', () => {
    const shocked = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Astra Militarum',
          detachment: 'Combined Regiment',
          armyRules: ['Voice of Command'],
          units: [{ datasheet: CASTELLAN }, { datasheet: TROOPS }, { datasheet: TROOPS }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 10, y: 10 } },
        p1u2: row('p1u2', 5, 8, 13),
        p1u3: row('p1u3', 5, 8, 7),
        p2u1: row('p2u1', 10, 8, 35, 1.2),
      },
      battleShocked: ['p1u2'],
      phase: 'command',
    } as never);
    toOrders(shocked);
    expect(shocked.labels().every((l) => !l.includes('(p1u2)'))).toBe(true);
    expect(shocked.labels()).toContain(`${ISSUE} Take Aim! to Shock Troops (p1u3)`);
  });

  it('"can only issue the Duty and Honour! and Fix Bayonets! Orders": only those two are offered', () => {
    const g = game(
      officer(
        'This Officer can issue 1 Order to a REGIMENT unit. This OFFICER can only issue the Duty and Honour! and Fix Bayonets! Orders.',
      ),
    );
    toOrders(g);
    expect(g.labels()).toEqual([
      `${ISSUE} Fix Bayonets! to Shock Troops (p1u2)`,
      `${ISSUE} Duty and Honour! to Shock Troops (p1u2)`,
      'Voice of Command: no more',
    ]);
  });
});

describe("Voice of Command: the Orders' effects, read from the rule's rows", () => {
  it('Take Aim!: BS 4+ improved to 3+, a Hit roll of 3 hits', () => {
    const g = ordered('Take Aim!');
    toShooting(g);
    // Hit roll 3; Wound roll (S3 against T3: 4+) 5; save 1.
    g.withDice(3, 5, 1);
    g.do(0, volley);
    g.passWindows();
    expect(hitFaces(g)).toEqual([3]);
    expect(woundFaces(g)).toEqual([5]);
  });

  it('no Order (Fix Bayonets! is a melee Order): the same Hit roll of 3 misses', () => {
    const g = ordered('Fix Bayonets!');
    toShooting(g);
    g.withDice(3);
    g.do(0, volley);
    g.passWindows();
    expect(hitFaces(g)).toEqual([3]);
    expect(woundFaces(g)).toEqual([]);
  });

  it('First Rank, Fire! Second Rank, Fire!: the [RAPID FIRE 1] lasgun makes 2 attacks outside half range', () => {
    const g = ordered('First Rank, Fire! Second Rank, Fire!');
    toShooting(g);
    g.withDice(1, 1);
    g.do(0, volley);
    g.passWindows();
    expect(hitFaces(g)).toEqual([1, 1]);
  });

  it('Move! Move! Move!: the unit may move 6 + 3 = 9"; another unit 6"', () => {
    const g = ordered('Move! Move! Move!');
    g.passUntil((x) => x.pending.kind === 'move-units');
    const moves = g.pending.options.filter((o) => o.kind === 'parametric' && o.action === 'normal-move');
    const reach = Object.fromEntries(
      moves.map((o) => [
        o.kind === 'parametric' ? o.unit : '',
        o.kind === 'parametric' && o.schema.kind === 'paths' ? o.schema.maxDistance : 0,
      ]),
    );
    expect(reach).toMatchObject({ p1u2: 9, p1u3: 6 });
  });

  it('Duty and Honour!: Leadership 7+ improved to 6+ and OC 2 to 3, each change named', () => {
    const g = ordered('Duty and Honour!');
    const u = g.state.units.p1u2;
    const other = g.state.units.p1u3;
    if (!u || !other) throw new Error('no units');
    const m = u.models[0];
    if (!m) throw new Error('no model');
    expect(characteristic(g.state, u, m, 'Ld')).toEqual({
      value: 6,
      base: 7,
      applied: [{ source: 'Voice of Command: Duty and Honour!', change: '-1' }],
    });
    expect(characteristic(g.state, u, m, 'OC').value).toBe(3);
    expect(characteristic(g.state, other, other.models[0] as never, 'Ld').value).toBe(7);
    expect(characteristic(g.state, other, other.models[0] as never, 'OC').value).toBe(2);
  });

  it("Take Cover!: Blue's Guard shoot the Shock Troops, Sv 5+ improved to 4+: a save of 4 passes", () => {
    const g = ordered('Take Cover!');
    g.passUntil((x) => x.state.flow.active === 1 && x.pending.kind === 'shoot', 400);
    // Hit roll 4 (BS 4+), Wound roll 4 (S3 against T3), save 4.
    g.withDice(4, 4, 4);
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Lasgun', target: 'p1u2' }] });
    g.passWindows();
    for (let i = 0; i < 5 && g.pending.kind === 'allocate-attack'; i++) {
      const o = g.pending.options[0];
      if (o?.kind === 'choice') g.do(g.pending.player, o.action);
      g.passWindows();
    }
    expect(g.find('save-result', g.record.events).map((e) => [e.threshold, e.face, e.passed])).toEqual([[4, 4, true]]);
  });
});

describe('Voice of Command: "if a unit being affected by an Order becomes Battle-shocked, that Order ceases"', () => {
  it("Blue's Argent Wrath Battle-shocks the Shock Troops: their Take Cover! ends (effect-ended, battle-shocked)", () => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Astra Militarum',
          detachment: 'Combined Regiment',
          armyRules: ['Voice of Command'],
          units: [{ datasheet: CASTELLAN }, { datasheet: TROOPS }],
        },
        { name: 'Blue', faction: 'Grey Knights', detachment: 'Sanctic Spearhead', units: [{ datasheet: GK_TANK }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 10, y: 8 } }, p1u2: row('p1u2', 5, 8, 13), p2u1: { p2u1m1: { x: 11, y: 24 } } },
      round: 1,
      phase: 'command',
      active: 0,
      firstPlayer: 0,
      cp: [5, 5],
    } as never);
    toOrders(g);
    g.choose(`${ISSUE} Take Cover! to Shock Troops (p1u2)`);
    g.choose('no more');
    g.passUntil((x) => x.state.flow.active === 1 && x.pending.kind === 'declare-charge', 400);
    expect(g.state.effects.filter((e) => e.unit === 'p1u2').map((e) => e.answers)).toEqual([
      { 'order-take-cover': true },
    ]);
    // Charge roll 6 + 6; the Battle-shock test 1 + 1 - 1 = 1 fails against Leadership 7+.
    g.withDice(6, 6, 1, 1);
    g.do(1, { type: 'declare-charge', unit: 'p2u1', targets: ['p1u2'] });
    g.passWindows();
    g.do(1, suggestMove(g.state) as never);
    const used = g.choose('Argent Wrath');
    expect(g.find('battle-shock-test', used)).toEqual([
      expect.objectContaining({ unit: 'p1u2', faces: [1, 1], total: 1, leadership: 7, passed: false }),
    ]);
    expect(g.find('effect-ended', used)).toEqual([expect.objectContaining({ reason: 'battle-shocked' })]);
    expect(g.state.effects.filter((e) => e.unit === 'p1u2').map((e) => e.kind)).toEqual(['battle-shocked']);
  });
});

describe('Voice of Command: "and at the end of a phase in which they disembarked from a TRANSPORT"', () => {
  /** Red's Movement phase, round 2: the Castellan embarked in the tank p1u3 at (20, 10), Shock Troops from (4, 8). */
  const disembarking = () =>
    new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Astra Militarum',
          detachment: 'Combined Regiment',
          armyRules: ['Voice of Command'],
          units: [{ datasheet: CASTELLAN }, { datasheet: TROOPS }, { datasheet: GK_TANK }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u2: row('p1u2', 5, 4, 8), p1u3: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 8, 40, 1.2) },
      embarked: { p1u1: 'p1u3' },
      round: 2,
      phase: 'movement',
    } as never);

  it('the Castellan disembarks in the Movement phase: at its end it issues Orders to the Shock Troops within 6"', () => {
    const g = disembarking();
    const option = g.pending.options.find((o) => o.kind === 'parametric' && o.action === 'disembark');
    if (option?.kind !== 'parametric' || option.schema.kind !== 'setup') throw new Error('no disembark offered');
    const positions = setUpPositions(g.state, option.schema, new Rng(seedRng(1)));
    g.do(0, { type: 'disembark', unit: 'p1u1', positions: positions as never });
    g.passWindows();
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow.phase).toBe('movement');
    expect(g.labels()).toContain(`${ISSUE} Take Aim! to Shock Troops (p1u2)`);
    const used = g.choose(`${ISSUE} Take Aim! to Shock Troops (p1u2)`);
    expect(g.find('effect-added', used)[0]?.effect).toMatchObject({
      unit: 'p1u2',
      answers: { 'order-take-aim': true },
    });
  });

  it('an Officer that stays embarked, or did not disembark this phase, issues none at the end of the Movement phase', () => {
    const g = disembarking();
    g.passUntil((x) => x.state.flow.phase === 'shooting');
    expect(g.find('interrupt-pushed', g.record.events)).toEqual([]);
  });
});

describe('Voice of Command: an Officer leading a unit', () => {
  it('the Castellan attached to Shock Troops issues Orders to its own unit; its uses are counted under the Castellan', () => {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Astra Militarum',
          detachment: 'Combined Regiment',
          armyRules: ['Voice of Command'],
          units: [{ datasheet: { ...CASTELLAN, leads: ['t:shock'] } }, { datasheet: TROOPS }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u2: { x: 12, y: 13 }, p2u1: row('p2u1', 10, 8, 40, 1.2) },
      attach: [{ leader: 'p1u1', bodyguard: 'p1u2' }],
      phase: 'command',
    } as never);
    toOrders(g);
    expect(g.labels()).toContain(`${ISSUE} Duty and Honour! to Shock Troops (p1u2)`);
    const used = g.choose(`${ISSUE} Duty and Honour! to Shock Troops (p1u2)`);
    expect(g.find('rule-used', used)).toEqual([expect.objectContaining({ unit: 'p1u1' })]);
    // The Castellan's own model (Ld 7+) in the Attached unit: 6+.
    const u = g.state.units.p1u2;
    const castellan = u?.models.find((m) => m.id === 'p1u1m1');
    if (!u || !castellan) throw new Error('the Castellan is not in the unit');
    expect(characteristic(g.state, u, castellan, 'Ld').value).toBe(6);
  });
});

describe('Voice of Command: random bots', () => {
  it('issue Orders in random legal play, every invariant holding', () => {
    let issued = 0;
    for (let i = 0; i < 3; i++) {
      const g = game();
      const out = playRandom({ record: g.record, state: g.state }, 300 + i, { maxRounds: 2 });
      expect(out.failures).toEqual([]);
      issued += out.record.events.filter(
        (e) => e.type === 'effect-added' && e.effect.source === 'astra-militarum/voice-of-command',
      ).length;
    }
    expect(issued).toBeGreaterThan(0);
  });
});

describe("Voice of Command: an OFFICER's ORDERS section, typed at import", () => {
  it('how many Orders and to which units, as the datasheets print it', () => {
    const read = (text: string) => officerOf(officer(text));
    expect(read('This OFFICER can issue up to 2 Orders to SQUADRON units.')).toEqual({
      orders: 2,
      keywords: [['SQUADRON']],
    });
    expect(read('This unit’s OFFICER can issue 1 Order to a REGIMENT unit.')).toEqual({
      orders: 1,
      keywords: [['REGIMENT']],
    });
    // BSData prints its keywords in title case, and Sergeant Harker's without the full stop.
    expect(read('This Officer can issue 1 Order to a Catachan Jungle Fighters unit')).toEqual({
      orders: 1,
      keywords: [['CATACHAN JUNGLE FIGHTERS']],
    });
    expect(read('This unit’s OFFICER can issue up to 2 Orders to REGIMENT or GAUNT’S GHOSTS units.')).toEqual({
      orders: 2,
      keywords: [['REGIMENT'], ['GAUNT’S GHOSTS']],
    });
    expect(
      read('This OFFICER can issue up to 3 Orders to:\n\n- REGIMENT units\n- SQUADRON units\n- TITANIC units'),
    ).toEqual({ orders: 3, keywords: [['REGIMENT'], ['SQUADRON'], ['TITANIC']] });
    expect(
      read(
        'This Officer can issue 1 Order to a REGIMENT unit. This OFFICER can only issue the Duty and Honour! and Fix Bayonets! Orders.',
      ),
    ).toEqual({ orders: 1, keywords: [['REGIMENT']], only: ['order-fix-bayonets', 'order-duty-and-honour'] });
    expect(read('Some other text.')).toBeUndefined();
    // Servo-scribes is not an ORDERS section: "Once per battle, when issuing an Order, the Lord Commissar can issue
    // one additional Order."
    expect(read('Once per battle, when issuing an Order, the Lord Commissar can issue one additional Order.')).toBe(
      undefined,
    );
  });

  it('the game reads the field, not the text: its section says SQUADRON, its field 1 Order to INFANTRY REGIMENT', () => {
    const ds = officer('This OFFICER can issue up to 2 Orders to SQUADRON units.');
    ds.officer = { orders: 1, keywords: [['INFANTRY', 'REGIMENT']] };
    const g = game(ds);
    toOrders(g);
    expect(g.pending).toMatchObject({
      prompt: 'Voice of Command: an Officer issues an Order to an eligible unit within 6" (up to 1 more)',
    });
    const offered = g.labels().filter((l) => l.startsWith(ISSUE));
    expect(offered).toHaveLength(6);
    expect(offered.every((l) => l.endsWith('to Shock Troops (p1u2)'))).toBe(true);
  });

  it('a datasheet without the field issues no Orders, whatever its sections say', () => {
    const ds = officer('This OFFICER can issue 2 Orders to REGIMENT units.');
    delete ds.officer;
    const g = game(ds);
    g.passUntil((x) => x.pending.kind === 'rule-choice' || x.state.flow.phase === 'movement');
    expect(g.pending.kind).not.toBe('rule-choice');
    expect(g.state.flow.phase).toBe('movement');
  });
});
