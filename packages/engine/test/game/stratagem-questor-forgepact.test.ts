import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/** The Questor Forgepact Stratagems (seed 003 names the detachment; text from the 2025-11 export). */
const gun = { name: 'Rapid-fire battle cannon', range: 48, A: 2, skill: 3, S: 10, AP: -1, D: 3 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [gun],
});
const id = (name: string) => `questor-forgepact/${name}`;

describe('Aggression Begets Aggression (Questor Forgepact)', () => {
  // "WHEN: Your Shooting phase. TARGET: One IMPERIAL KNIGHTS unit from your army or one IMPERIAL KNIGHTS CHARACTER
  // unit from your army and one friendly ADEPTUS MECHANICUS unit that is within 6" of that unit. EFFECT: Until the end
  // of the phase, ranged weapons equipped by models in your units have the [ASSAULT] ability."
  /** Red's Knight Advances (roll 3), then its Shooting phase opens with the Stratagem window. */
  function advanced() {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment: 'Questor Forgepact', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 10, 5, 40, 1.2) },
      round: 2,
      phase: 'movement',
      active: 0,
      cp: [3, 3],
    });
    g.passWindows();
    g.withDice(3);
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 20 }] } });
    g.passUntil((x) => x.state.flow.phase === 'shooting' && x.pending.kind === 'stratagem-window', 20);
    return g;
  }
  const shoot = {
    type: 'shoot' as const,
    unit: 'p1u1',
    attacks: [{ model: 'p1u1m1', weapon: gun.name, target: 'p2u1' }],
  };

  it('the Knight that Advanced shoots its battle cannon, which has [ASSAULT]: Hit rolls 1, 1', () => {
    const g = advanced();
    const uses = g.stratagemUses(id('aggression-begets-aggression'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('aggression-begets-aggression'), target: 'p1u1' }]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    g.passWindows();
    expect(g.labels()).toContain('Knight Paladin (p1u1) shoots Guard (p2u1) with 1 weapon(s)');
    g.withDice(1, 1);
    g.do(0, shoot);
    g.passWindows();
    const hits = g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'hit');
    expect(hits.map((e) => e.faces)).toEqual([[1, 1]]);
  });

  it('without it, the Knight that Advanced cannot shoot: the shot is refused', () => {
    const g = advanced();
    g.passWindows();
    expect(g.state.flow.phase === 'shooting' && g.pending.kind === 'shoot' ? g.rejects(0, shoot) : 'passed').not.toBe(
      '',
    );
    expect(g.find('dice-rolled', g.record.events).filter((e) => e.kind === 'hit')).toEqual([]);
  });
});

describe('Omnissiah’s Grace (Questor Forgepact)', () => {
  // "WHEN: Any phase, just after a mortal wound is allocated to an IMPERIAL KNIGHTS or ADEPTUS MECHANICUS unit from
  // your army. TARGET: That IMPERIAL KNIGHTS or ADEPTUS MECHANICUS unit. EFFECT: Until the end of the phase, models in
  // your unit have the Feel No Pain 5+ ability against mortal wounds."
  const melta = { name: 'Las-lance', range: 36, A: 1, skill: 3, S: 8, AP: -3, D: 3, abilities: '[devastating wounds]' };
  const GUNNERS = quickDatasheet('t:gunners', 'Gunners', [{ M: 6, T: 4, Sv: 3, W: 1, base: 32 }], {
    weapons: [melta],
  });
  /** Blue's Shooting phase: the Gunner's las-lance at the Knight: hit 4, wound 6 (3 mortal wounds), then FNP dice. */
  function shot(use: boolean) {
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Imperial Knights', detachment: 'Questor Forgepact', units: [{ datasheet: KNIGHT }] },
        { name: 'Blue', units: [{ datasheet: GUNNERS }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: { p2u1m1: { x: 20, y: 30 } } },
      round: 2,
      phase: 'shooting',
      active: 1,
      cp: [3, 3],
    });
    const uses = g.stratagemUses(id('omnissiahs-grace'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('omnissiahs-grace'), target: 'p1u1' }]);
    if (use) {
      const events = g.do(0, uses[0] as Action);
      expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
        unit: 'p1u1',
        until: { kind: 'end-of-phase' },
      });
    }
    g.passWindows();
    g.withDice(4, 6, 5, 2, 6);
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: melta.name, target: 'p1u1' }] });
    g.passUntil((x) => x.find('attack-ended', x.record.events).length > 0 || x.pending.kind !== 'stratagem-window', 40);
    return g;
  }

  it('Feel No Pain 5+ against the 3 mortal wounds: rolls 5, 2, 6, the Knight loses 1 wound', () => {
    const g = shot(true);
    expect(g.find('dice-rolled', g.record.events).map((e) => `${e.kind} ${e.faces.join(',')}`)).toContain(
      'feel-no-pain 5,2,6',
    );
    expect(g.state.units.p1u1?.models[0]?.wounds).toBe(21);
  });

  it('without it, no Feel No Pain: the Knight loses 3 wounds', () => {
    const g = shot(false);
    expect(g.state.units.p1u1?.models[0]?.wounds).toBe(19);
  });
});

describe('Thronegheist Fury (Questor Forgepact)', () => {
  // "WHEN: Your opponent's Movement phase, just after an enemy unit is set up or ends a Normal, Advance, or Fall Back
  // move. TARGET: One IMPERIAL KNIGHTS TITANIC unit from your army that is within 24" of and visible to that enemy
  // unit. EFFECT: Select one ranged weapon equipped by a model in your unit. That model can shoot at that enemy unit
  // (and only if it is an eligible target). When doing so, that model can only make attacks with that weapon and each
  // time it makes a ranged attack, an unmodified Hit roll of 6 is required to score a hit, irrespective of the
  // attacking weapon's Ballistic Skill or any modifiers."
  const cannon = { name: 'Avenger gatling cannon', range: 36, A: 2, skill: 3, S: 6, AP: -1, D: 1 };
  const TWO_GUNS = quickDatasheet('t:knight2', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE', 'TITANIC'],
    factionKeywords: ['IMPERIAL KNIGHTS'],
    weapons: [gun, cannon],
  });
  const SENTINEL = quickDatasheet('t:sentinel', 'Sentinel', [{ M: 10, T: 7, Sv: 3, W: 7, base: 60 }], {
    keywords: ['VEHICLE'],
  });
  /** Blue's Sentinel makes a Normal move from (30, 42) to (30, y); Red's Knight at (20, 10). */
  function moved(y: number) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Questor Forgepact',
          units: [{ datasheet: TWO_GUNS }],
        },
        { name: 'Blue', units: [{ datasheet: SENTINEL }] },
      ],
      positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: { p2u1m1: { x: 30, y: 42 } } },
      round: 2,
      phase: 'movement',
      active: 1,
      cp: [3, 3],
    });
    g.passWindows();
    g.do(1, { type: 'normal-move', unit: 'p2u1', paths: { p2u1m1: [{ x: 30, y }] } });
    g.passUntil((x) => x.stratagemUses(id('thronegheist-fury')).length > 0 || x.pending.kind === 'move-units', 10);
    return g;
  }
  it('the Sentinel ends within 24": one weapon offered at a time; the cannon’s 5 misses, its 6 hits', () => {
    const g = moved(32);
    const uses = g.stratagemUses(id('thronegheist-fury'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('thronegheist-fury'), target: 'p1u1' }]);
    g.do(0, uses[0] as Action);
    expect(g.pending.kind).toBe('overwatch');
    expect(g.labels()).toEqual([
      `shoot p2u1 with ${gun.name} (p1u1m1)`,
      `shoot p2u1 with ${cannon.name} (p1u1m1)`,
      'do not shoot',
    ]);
    expect(
      g.rejects(0, {
        type: 'shoot',
        unit: 'p1u1',
        attacks: [
          { model: 'p1u1m1', weapon: gun.name, target: 'p2u1' },
          { model: 'p1u1m1', weapon: cannon.name, target: 'p2u1' },
        ],
      }),
    ).toBe('Thronegheist Fury: one model shoots with one weapon');
    // Hit rolls 5 and 6 (BS 3+ would hit with both), then the Wound roll and the save.
    g.withDice(5, 6, 6, 1);
    g.choose(`with ${cannon.name}`);
    g.passUntil((x) => x.find('attack-ended', x.record.events).length > 0 || x.pending.kind !== 'stratagem-window', 20);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ hits: 1 });
  });
  it('the Sentinel ends 28" away: not offered', () => {
    const g = moved(40);
    expect(g.stratagemUses(id('thronegheist-fury'))).toEqual([]);
  });
});
