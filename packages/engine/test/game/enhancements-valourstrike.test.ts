import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/game/commands.js';
import type { UnitState } from '../../src/game/types.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * The Valourstrike Lance's Enhancements that select "one other IMPERIAL KNIGHTS model from your army that is within
 * 12" of and visible to the bearer" (rules/factions/imperial-knights/enhancements.ts, game/select-friendly-near.ts):
 * the bearer p1u1 at (20, 20), another Knight p1u2 at (28, 20) (within 12"), a third p1u3 at (50, 20) (beyond).
 */
const gun = { name: 'Avenger gatling cannon', range: 36, A: 1, skill: 3, S: 6, AP: -1, D: 1 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Warden', [{ M: 10, T: 11, Sv: 3, W: 22, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC', 'CHARACTER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun, ccw],
});
const ARMIGER = quickDatasheet('t:armiger', 'Armiger Helverin', [{ M: 12, T: 9, Sv: 3, W: 12, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'WALKER', 'ARMIGER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun, ccw],
});

type Setup = ConstructorParameters<typeof Game>[0];
function battle(enhancement: string, rest: Partial<Setup> = {}, guard: Setup['positions'] = {}) {
  return new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Imperial Knights',
        detachment: 'Valourstrike Lance',
        units: [{ datasheet: KNIGHT, enhancement }, { datasheet: ARMIGER }, { datasheet: KNIGHT }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
    positions: {
      p1u1: { p1u1m1: { x: 20, y: 20 } },
      p1u2: { p1u2m1: { x: 28, y: 20 } },
      p1u3: { p1u3m1: { x: 50, y: 20 } },
      p2u1: row('p2u1', 10, 10, 40, 1.2),
      ...guard,
    },
    round: 2,
    active: 0,
    cp: [0, 0],
    ...rest,
  });
}

const unit = (g: Game, id: string) => g.state.units[id] as UnitState;
const woundsOf = (g: Game, id: string) => unit(g, id).models[0]?.wounds;

/** Red's Movement phase with nothing moved: the end of the phase. */
function endOfMovement(enhancement: string, extra: Partial<Setup> = {}) {
  const g = battle(enhancement, { phase: 'movement', wounds: { p1u2m1: 5, p1u3m1: 5 }, ...extra });
  g.passUntil((x) => x.pending.kind === 'rule-choice');
  return g;
}

describe('Bearer of the Iron Chalice: "At the end of your Movement phase, select one other IMPERIAL KNIGHTS model from your army that is within 12" of and visible to the bearer. That selected model regains up to D3 lost wounds, or up to 3 lost wounds if your army is Honoured."', () => {
  it('asked at the end of the Movement phase: only the other model within 12" is offered', () => {
    const g = endOfMovement('Bearer of the Iron Chalice');
    expect(g.state.flow).toMatchObject({ phase: 'movement', at: 'phase-end' });
    expect(g.pending.prompt).toBe('Bearer of the Iron Chalice (Knight Warden): use it or pass');
    expect(g.labels()).toEqual([
      'Bearer of the Iron Chalice: select Armiger Helverin (p1u2)',
      'do not use Bearer of the Iron Chalice',
    ]);
  });

  it('a D3 of 2 (a die of 3): the Armiger regains 2 lost wounds, 5 to 7', () => {
    const g = endOfMovement('Bearer of the Iron Chalice');
    g.withDice(3);
    const ev = g.choose('select Armiger Helverin');
    expect(g.find('wounds-regained', ev)).toMatchObject([
      {
        type: 'wounds-regained',
        unit: 'p1u2',
        model: 'p1u2m1',
        regained: 2,
        remaining: 7,
        source: 'Bearer of the Iron Chalice',
      },
    ]);
    expect(woundsOf(g, 'p1u2')).toBe(7);
    expect(g.state.flow.phase).toBe('shooting');
  });

  it('Honoured (an Oath of Code Chivalric fulfilled: game/oath.ts): 3 lost wounds, no roll', () => {
    const g = endOfMovement('Bearer of the Iron Chalice');
    g.state = {
      ...g.state,
      counters: { ...(g.state.counters ?? {}), 'player-1': { 'oath-oaths': 1, 'oath-fulfilled': 1 } },
    };
    const ev = g.choose('select Armiger Helverin');
    expect(g.find('dice-rolled', ev)).toEqual([]);
    expect(woundsOf(g, 'p1u2')).toBe(8);
  });

  it('declined: no wounds regained', () => {
    const g = endOfMovement('Bearer of the Iron Chalice');
    g.choose('do not use');
    expect(woundsOf(g, 'p1u2')).toBe(5);
  });
});

describe('Bearer of the Evanescent Ion: "At the end of your Movement phase, select one other IMPERIAL KNIGHTS model ... Until the start of your next Movement phase, that selected model has the Stealth ability."', () => {
  it('the selected Armiger carries the Enhancement, its Stealth until the start of Red’s next Command phase', () => {
    const g = endOfMovement('Bearer of the Evanescent Ion');
    g.choose('select Armiger Helverin');
    expect(g.state.effects.filter((e) => e.rule?.endsWith('bearer-of-the-evanescent-ion'))).toMatchObject([
      { unit: 'p1u2', bonded: true, until: { kind: 'next-command-phase', player: 0 } },
    ]);
  });

  it('Blue’s Guard shooting the Armiger: Stealth subtracts 1 from the Hit roll (a 4 misses on 4+)', () => {
    const shot = (stealth: boolean) => {
      const g = battle('Bearer of the Evanescent Ion', { phase: 'shooting', active: 1 }, { p2u1: { x: 28, y: 32 } });
      if (stealth)
        g.state = {
          ...g.state,
          effects: [
            ...g.state.effects,
            {
              id: 'e1',
              kind: 'rule',
              player: 0,
              unit: 'p1u2',
              source: 'imperial-knights/valourstrike-lance/bearer-of-the-evanescent-ion',
              rule: 'imperial-knights/valourstrike-lance/bearer-of-the-evanescent-ion',
              bonded: true,
              until: { kind: 'next-command-phase', player: 0 },
              since: { round: 2, turn: 1 },
            },
          ],
        };
      g.passWindows();
      const weapon = g.state.datasheets[unit(g, 'p2u1').datasheet]?.weapons[0]?.name as string;
      g.withDice(4, 6, 1);
      g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon, target: 'p1u2' }] });
      g.passWindows();
      return g.find('hits-scored', g.record.events)[0]?.hits;
    };
    expect(shot(false)).toBe(1);
    expect(shot(true)).toBe(0);
  });
});

describe('Bearer of the Judicant’s Helm: "At the start of your Shooting phase, select one other IMPERIAL KNIGHTS model ... Until the end of the phase, ranged weapons equipped by that selected model have the [ignores cover] ability."', () => {
  // The Guard (Sv 5+) Go to Ground (the Benefit of Cover) against the Armiger's AP-1 cannon.
  function saveNeeded(select: boolean) {
    const g = battle('Bearer of the Judicant’s Helm', { phase: 'movement', cp: [0, 1] });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.pending.prompt).toBe('Bearer of the Judicant’s Helm (Knight Warden): use it or pass');
    g.choose(select ? 'select Armiger Helverin' : 'do not use');
    g.passWindows();
    g.withDice(3, 3, 1);
    g.do(0, { type: 'shoot', unit: 'p1u2', attacks: [{ model: 'p1u2m1', weapon: gun.name, target: 'p2u1' }] });
    g.choose('Go to Ground');
    g.passWindows();
    return g.find('save-result', g.record.events).map((e) => e.threshold);
  }
  it('selected: the cover is ignored, Sv 5+ worsened by AP-1 to 6+', () => {
    expect(saveNeeded(true)).toEqual([6]);
  });
  it('not selected: the Benefit of Cover makes it 5+', () => {
    expect(saveNeeded(false)).toEqual([5]);
  });
});

describe('Bearer of the Lancer’s Sigil: "At the start of your Charge phase, select one other IMPERIAL KNIGHTS model ... Until the end of the phase, you can re-roll Charge rolls made for that selected model."', () => {
  // The Guard 9" from the Armiger's base.
  const start = () =>
    battle(
      'Bearer of the Lancer’s Sigil',
      { phase: 'shooting' },
      { p2u1: row('p2u1', 10, 28 + 0.63 + 9 + 0.49, 20, 1.2) },
    );
  function charge(select: boolean) {
    const g = start();
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow.phase).toBe('charge');
    g.choose(select ? 'select Armiger Helverin' : 'do not use');
    g.passWindows();
    g.withDice(1, 2);
    g.do(0, { type: 'declare-charge', unit: 'p1u2', targets: ['p2u1'] });
    g.passWindows();
    return g;
  }
  it('selected: after the Armiger’s Charge roll of 1+2, its bearer is asked; the re-roll 5+6 reaches', () => {
    const g = charge(true);
    expect(g.pending.prompt).toBe('Bearer of the Lancer’s Sigil (Knight Warden): use it or pass');
    expect(g.labels()[0]).toBe(
      'Bearer of the Lancer’s Sigil: re-roll the Charge roll of Armiger Helverin (p1u2) (1+2)',
    );
    g.withDice(5, 6);
    g.choose('re-roll the Charge roll');
    expect(
      g.record.events.filter((e) => e.type === 'die-rerolled').map((e) => (e.type === 'die-rerolled' ? e.to : 0)),
    ).toEqual([5, 6]);
    expect(g.pending.kind).toBe('charge-move');
  });
  it('not selected: nothing is asked, the charge fails', () => {
    const g = charge(false);
    expect(g.find('charge-failed', g.record.events)).toHaveLength(1);
  });
});

/**
 * Magos Questoris (Questor Forgepact): "TECH-PRIEST model only. While the bearer is within 3" of one or more friendly
 * IMPERIAL KNIGHTS units, it has the Lone Operative ability. In your Command phase, select one friendly Imperial
 * Knights model within 3" of the bearer. That model regains up to 2 lost wounds."
 */
describe('Magos Questoris', () => {
  const PRIEST = quickDatasheet('t:dominus', 'Tech-Priest Dominus', [{ M: 6, T: 4, Sv: 2, W: 4, base: 40 }], {
    faction: 'Imperial Knights',
    keywords: ['INFANTRY', 'CHARACTER', 'TECH-PRIEST'],
    factionKeywords: ['ADEPTUS MECHANICUS'],
    weapons: [ccw],
  });
  /** The bearer p1u1 at (20, 20); the Knight p1u2 `gap` inches from its base; the Guard 20" away. */
  function magos(gap: number, rest: Partial<Setup>) {
    return new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Questor Forgepact',
          units: [{ datasheet: PRIEST, enhancement: 'Magos Questoris' }, { datasheet: KNIGHT }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 20 } },
        p1u2: { p1u2m1: { x: 20 + 0.79 + 0.63 + gap, y: 20 } },
        p2u1: { x: 20, y: 41 },
      },
      round: 2,
      cp: [0, 0],
      wounds: { p1u2m1: 10 },
      ...rest,
    });
  }
  it('at the start of Red’s Command phase: the Knight 2" away is offered and regains 2 lost wounds, 10 to 12', () => {
    const g = magos(2, { phase: 'fight', active: 1 });
    g.passUntil((x) => x.pending.kind === 'rule-choice');
    expect(g.state.flow.phase).toBe('command');
    expect(g.labels()).toEqual(['Magos Questoris: select Knight Warden (p1u2)', 'do not use Magos Questoris']);
    g.choose('select Knight Warden');
    expect(woundsOf(g, 'p1u2')).toBe(12);
  });
  it('the Knight 4" away: nothing is asked', () => {
    const g = magos(4, { phase: 'fight', active: 1 });
    g.passUntil((x) => x.state.flow.phase === 'command' || x.pending.kind === 'rule-choice', 20);
    expect(g.pending.prompt).not.toContain('Magos Questoris');
    expect(woundsOf(g, 'p1u2')).toBe(10);
  });
  const shootPriest = (gap: number) => {
    const g = magos(gap, { phase: 'shooting', active: 1 });
    g.passWindows();
    const weapon = g.state.datasheets[unit(g, 'p2u1').datasheet]?.weapons[0]?.name as string;
    return {
      g,
      action: { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon, target: 'p1u1' }] } as Action,
    };
  };
  it('the Knight 2" away: a Lone Operative, the Guard 20" away cannot target it', () => {
    const { g, action } = shootPriest(2);
    expect(g.rejects(1, action)).toContain('is a Lone Operative more than 12" away');
  });
  it('the Knight 4" away: it can be targeted (the Hit roll is made)', () => {
    const { g, action } = shootPriest(4);
    g.withDice(1);
    g.do(1, action);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ hits: 0 });
  });
});
