import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Spearhead-At-Arms Stratagems (seed 003, the 2025-11 export). Three share their TARGET: "One ARMIGER model from your
 * army, or one IMPERIAL KNIGHTS TITANIC model from your army, and one or more friendly ARMIGER models affected by that
 * model’s Bondsman ability." The game offers the ARMIGER model (its unit is that one model).
 */
const spear = { name: 'Thermal spear', range: 12, A: 1, skill: 3, S: 12, AP: -4, D: 6, abilities: '' };
const blade = { name: 'Reaper chain-cleaver', range: 'melee' as const, A: 1, skill: 3, S: 10, AP: -2, D: 3 };
const ARMIGER = quickDatasheet('t:armiger', 'Armiger Warglaive', [{ M: 12, T: 10, Sv: 3, W: 12, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'WALKER', 'ARMIGER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [spear, blade],
});
const lasgun = { name: 'Lasgun', range: 24, A: 1, skill: 4, S: 3, AP: -1, D: 1 };
const SHOOTERS = quickDatasheet('t:shooters', 'Shooters', [{ M: 6, T: 3, Sv: 5, W: 1, base: 25 }], {
  minModels: 1,
  weapons: [lasgun],
});

function game(phase: 'movement' | 'shooting' | 'fight', guardAt: number, active: 0 | 1 = 0, enemy = GUARD) {
  return new Game({
    armies: [
      { name: 'Red', faction: 'Imperial Knights', detachment: 'Spearhead-At-Arms', units: [{ datasheet: ARMIGER }] },
      { name: 'Blue', units: [{ datasheet: enemy }] },
    ] as never,
    positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', enemy === GUARD ? 10 : 1, 15, guardAt, 1.2) },
    phase,
    active,
    cp: [3, 3],
  });
}
const uses = (g: Game, slug: string) => g.stratagemUses(`spearhead-at-arms/${slug}`);
/** From the phase before, on to the start of `phase` (its phase-start window). */
function startOf(g: Game, phase: 'shooting' | 'fight') {
  g.passUntil((x) => x.state.flow.phase === phase && x.pending.kind === 'stratagem-window', 40);
  return g;
}
const shoot = (g: Game) =>
  g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: spear.name, target: 'p2u1' }] });

describe('Thin Their Ranks', () => {
  // "EFFECT: Until the end of the phase, ranged weapons equipped by your ARMIGER models have the [RAPID FIRE 1] ability."
  it('at the start of the Shooting phase; the thermal spear within half range makes 2 attacks instead of 1', () => {
    const g = startOf(game('movement', 15), 'shooting');
    expect(uses(g, 'thin-their-ranks')).toEqual([
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/thin-their-ranks', target: 'p1u1' },
    ]);
    g.do(0, uses(g, 'thin-their-ranks')[0] as Action);
    g.passWindows();
    g.withDice(3, 3, 1, 1);
    shoot(g);
    g.passUntil((x) => x.find('hits-scored', x.record.events).length > 0, 40);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 2, hits: 2 });
  });
  it('without it: 1 attack', () => {
    const g = startOf(game('movement', 15), 'shooting');
    g.passWindows();
    g.withDice(3, 1);
    shoot(g);
    g.passUntil((x) => x.find('hits-scored', x.record.events).length > 0, 40);
    expect(g.find('hits-scored', g.record.events)[0]).toMatchObject({ attacks: 1, hits: 1 });
  });
});

describe('Virtue of Courage', () => {
  // "WHEN: Start of the Fight phase. EFFECT: Select one enemy unit. Until the end of the phase, each time one of your
  // ARMIGER models makes an attack that targets that enemy unit, add 1 to the Hit roll."
  function fight(use: boolean) {
    const g = startOf(game('charge' as never, 12.9, 1), 'fight');
    if (use) {
      expect(uses(g, 'virtue-of-courage')).toEqual([
        { type: 'use-stratagem', stratagem: 'spearhead-at-arms/virtue-of-courage', target: 'p1u1', enemy: 'p2u1' },
      ]);
      g.do(0, uses(g, 'virtue-of-courage')[0] as Action);
    }
    g.passWindows();
    g.do(0, { type: 'fight', unit: 'p1u1' });
    g.passWindows();
    if (g.pending.kind === 'pile-in') g.do(0, { type: 'pile-in', unit: 'p1u1', paths: {} });
    g.withDice(2, 2, 1);
    g.do(0, { type: 'melee', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: blade.name, target: 'p2u1' }] });
    g.passUntil((x) => x.find('hits-scored', x.record.events).length > 0, 40);
    return g.find('hits-scored', g.record.events)[0];
  }
  it('against the selected Guard, the Hit roll of 2 hits (WS 3+, +1)', () => {
    expect(fight(true)).toMatchObject({ attacks: 1, hits: 1 });
  });
  it('without it, the 2 misses', () => {
    expect(fight(false)).toMatchObject({ attacks: 1, hits: 0 });
  });
});

describe('Let Duty Be Your Shield', () => {
  // "WHEN: Your opponent’s Shooting phase, just after an enemy unit has selected its targets. TARGET: One ARMIGER unit
  // from your army that was selected as the target of one or more of the attacking units attacks. EFFECT: Until the
  // attacking unit has finished making its attacks, each time an attack targets your unit, worsen the Armour
  // Penetration characteristic of that attack by 1."
  function shot(use: boolean) {
    const g = game('shooting', 25, 1, SHOOTERS);
    g.withDice(6, 6);
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: lasgun.name, target: 'p1u1' }] });
    if (use) {
      expect(uses(g, 'let-duty-be-your-shield')).toEqual([
        { type: 'use-stratagem', stratagem: 'spearhead-at-arms/let-duty-be-your-shield', target: 'p1u1' },
      ]);
      g.do(0, uses(g, 'let-duty-be-your-shield')[0] as Action);
    }
    g.withDice(3);
    g.passUntil((x) => x.find('save-result', x.record.events).length > 0, 40);
    return g.find('save-result', g.record.events)[0];
  }
  it('the lasgun’s AP -1 becomes 0: the Armiger saves on a 3+, the 3 saves', () => {
    expect(shot(true)).toMatchObject({ unit: 'p1u1', threshold: 3, face: 3, passed: true });
  });
  it('without it: 4+, the 3 fails', () => {
    expect(shot(false)).toMatchObject({ unit: 'p1u1', threshold: 4, face: 3, passed: false });
  });
});

describe('Mantle of the Mentor', () => {
  // "WHEN: Start of your Shooting phase. EFFECT: Until the end of the phase, your ARMIGER models are eligible to shoot
  // in a turn in which they Fell Back."
  function fellBack() {
    const g = game('movement', 12.9);
    g.passWindows();
    g.do(0, { type: 'fall-back', unit: 'p1u1', paths: { p1u1m1: [{ x: 20, y: 3 }] } });
    return startOf(g, 'shooting');
  }
  it('the Armiger that Fell Back shoots', () => {
    const g = fellBack();
    expect(uses(g, 'mantle-of-the-mentor')).toEqual([
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/mantle-of-the-mentor', target: 'p1u1' },
    ]);
    g.do(0, uses(g, 'mantle-of-the-mentor')[0] as Action);
    g.passWindows();
    expect(g.labels()).toContain('Armiger Warglaive (p1u1) shoots Guard (p2u1) with 1 weapon(s)');
  });
  it('without it: the Armiger cannot shoot; Red’s Shooting phase ends with no attack', () => {
    const g = fellBack();
    g.passWindows();
    expect(g.pending.kind === 'shoot' ? g.labels() : []).not.toContain(
      'Armiger Warglaive (p1u1) shoots Guard (p2u1) with 1 weapon(s)',
    );
  });
});

describe('Squires of the Hunt', () => {
  // "WHEN: End of your opponent’s Fight phase. EFFECT: For each of your ARMIGER models that is within 9" of one or
  // more battlefield edges and not within Engagement Range of one or more enemy units, remove that ARMIGER model from
  // the battlefield and place it into Strategic Reserves."
  function endOfFight(x: number) {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Imperial Knights',
          detachment: 'Spearhead-At-Arms',
          units: [{ datasheet: ARMIGER }, { datasheet: ARMIGER }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ] as never,
      // p1u1 with its base 7" from the long edge (y 0); p1u2 in the middle, 20" from every edge.
      positions: {
        p1u1: { p1u1m1: { x, y: 9 } },
        p1u2: { p1u2m1: { x: 30, y: 22 } },
        p2u1: row('p2u1', 10, 15, 40, 1.2),
      },
      phase: 'fight',
      active: 1,
      cp: [3, 3],
    });
    g.passUntil((x) => x.stratagemUses('squires-ofthe-hunt').length > 0, 20);
    return g;
  }
  it('offered for the ARMIGER within 9" of an edge only; it goes into Strategic Reserves', () => {
    const g = endOfFight(30);
    expect(uses(g, 'squires-ofthe-hunt')).toEqual([
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/squires-ofthe-hunt', target: 'p1u1' },
    ]);
    const events = g.do(0, uses(g, 'squires-ofthe-hunt')[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('unit-to-reserves', events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', reserve: 'strategic' }),
    ]);
  });
});

const rifle = { name: 'Stubber', range: 36, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const PALADIN = quickDatasheet('t:paladin', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [rifle],
  abilities: [
    {
      name: 'Paladin’s Duty (Bondsman)',
      text: 'While a model is affected by this ability, weapons equipped by that model have the [LETHAL HITS] ability, and melee weapons equipped by that model have the [LANCE] ability.',
    },
  ],
});
const WARGLAIVE = quickDatasheet('t:warglaive', 'Armiger Warglaive', [{ M: 12, T: 9, Sv: 3, W: 12, base: 60 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'WALKER', 'ARMIGER'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [rifle],
});

/** Red's Command phase in round 2, the Paladin's Bondsman ability on the Warglaive (p1u2) or not. */
function bondedGame(bond: boolean) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Imperial Knights',
        detachment: 'Spearhead-At-Arms',
        units: [{ datasheet: PALADIN }, { datasheet: WARGLAIVE }],
      },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ] as never,
    positions: {
      p1u1: { p1u1m1: { x: 10, y: 10 } },
      p1u2: { p1u2m1: { x: 16, y: 10 } },
      p2u1: row('p2u1', 10, 5, 30, 1.2),
    },
    round: 2,
    phase: 'command',
    active: 0,
    firstPlayer: 0,
    cp: [3, 3],
  });
  if (bond) g.choose('Knight Paladin (p1u1) affects Armiger Warglaive (p1u2)');
  else {
    const end = g.pending.options.find((o) => o.kind === 'choice' && o.action.type !== 'use-rule');
    if (end?.kind === 'choice') g.do(0, end.action);
  }
  return g;
}

describe('Squires of the Hunt on the TITANIC model', () => {
  it('at the end of Blue’s Fight phase, the Paladin’s use sends its bonded Warglaive (its base 8.8" from the edge) into Strategic Reserves', () => {
    const g = bondedGame(true);
    g.passUntil((x) => x.state.flow.active === 1 && x.stratagemUses('squires-ofthe-hunt').length > 0, 150);
    expect(g.state.flow).toMatchObject({ phase: 'fight', active: 1 });
    expect(uses(g, 'squires-ofthe-hunt')).toEqual([
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/squires-ofthe-hunt', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/squires-ofthe-hunt', target: 'p1u2' },
    ]);
    const events = g.do(0, uses(g, 'squires-ofthe-hunt')[0] as Action);
    expect(g.find('unit-to-reserves', events)).toEqual([
      expect.objectContaining({ unit: 'p1u2', reserve: 'strategic' }),
    ]);
  });
});

describe('Thin Their Ranks on the TITANIC model', () => {
  // "TARGET: ... one IMPERIAL KNIGHTS TITANIC model from your army, and one or more friendly ARMIGER models affected by
  // that model’s Bondsman ability. EFFECT: Until the end of the phase, ranged weapons equipped by your ARMIGER models
  // have the [RAPID FIRE 1] ability."
  it('offered for the Paladin whose ability affects the Warglaive; [RAPID FIRE 1] goes on the Warglaive', () => {
    const g = bondedGame(true);
    g.passUntil((x) => x.state.flow.phase === 'shooting' && x.stratagemUses('thin-their-ranks').length > 0, 40);
    expect(uses(g, 'thin-their-ranks')).toEqual([
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/thin-their-ranks', target: 'p1u1' },
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/thin-their-ranks', target: 'p1u2' },
    ]);
    const events = g.do(0, uses(g, 'thin-their-ranks')[0] as Action);
    expect(g.find('effect-added', events).map((e) => e.effect.unit)).toEqual(['p1u2']);
  });
  it('without a bonded ARMIGER, the Paladin is not offered', () => {
    const g = bondedGame(false);
    g.passUntil((x) => x.state.flow.phase === 'shooting' && x.stratagemUses('thin-their-ranks').length > 0, 40);
    expect(uses(g, 'thin-their-ranks')).toEqual([
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/thin-their-ranks', target: 'p1u2' },
    ]);
  });
});

describe('Exemplar’s Wisdom', () => {
  // "WHEN: Your Shooting phase, just after an IMPERIAL KNIGHTS TITANIC model from your army has shot. TARGET: That
  // IMPERIAL KNIGHTS TITANIC model, and one or more friendly ARMIGER models affected by that model’s Bondsman ability.
  // EFFECT: Select one enemy unit hit by one or more of those attacks. Until the end of the phase, each time one of
  // your ARMIGER models makes an attack that targets that enemy unit, improve the Armour Penetration characteristic of
  // that attack by 1."
  /** Red's Command phase: the Paladin's Bondsman ability on the Warglaive (or not); on to the Paladin's shooting. */
  function paladinShot(bond: boolean) {
    const g = bondedGame(bond);
    for (let i = 0; i < 40 && g.pending.kind !== 'shoot'; i++) {
      const p = g.pending;
      if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
      else if (p.kind === 'move-units') g.do(p.player, { type: 'end-move-units' });
      else {
        const end = p.options.find((o) => o.kind === 'choice' && /done|pass|no more|end/i.test(o.label));
        if (end?.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
        g.do(p.player, end.action);
      }
    }
    // The Paladin's stubber: hits 3 and 3, wound rolls 1 and 1.
    g.withDice(3, 3, 1, 1);
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: rifle.name, target: 'p2u1' }] });
    g.passUntil((x) => x.stratagemUses('exemplars-wisdom').length > 0 || x.pending.kind === 'shoot', 20);
    return g;
  }
  /** The Warglaive's stubber at the Guard (Sv 5+): hits 3 and 3, wounds 3 and 3, saves 5 and 5. */
  function warglaiveSaves(g: Game) {
    g.passUntil((x) => x.pending.kind === 'shoot', 20);
    g.withDice(3, 3, 3, 3, 5, 5);
    g.do(0, { type: 'shoot', unit: 'p1u2', attacks: [{ model: 'p1u2m1', weapon: rifle.name, target: 'p2u1' }] });
    g.passUntil((x) => x.find('save-result', x.record.events).length >= 2 || x.pending.kind === 'shoot', 40);
    return g.find('save-result', g.record.events).map((e) => [e.threshold, e.face, e.passed]);
  }
  it('after the Paladin has shot the Guard: the bonded Warglaive’s AP 0 becomes -1, the Guard save on a 6+', () => {
    const g = paladinShot(true);
    expect(uses(g, 'exemplars-wisdom')).toEqual([
      { type: 'use-stratagem', stratagem: 'spearhead-at-arms/exemplars-wisdom', target: 'p1u1', enemy: 'p2u1' },
    ]);
    const events = g.do(0, uses(g, 'exemplars-wisdom')[0] as Action);
    expect(g.find('effect-added', events).map((e) => [e.effect.unit, e.effect.against])).toEqual([['p1u2', 'p2u1']]);
    expect(warglaiveSaves(g)).toEqual([
      [6, 5, false],
      [6, 5, false],
    ]);
  });
  it('without it: the Guard save on a 5+', () => {
    const g = paladinShot(true);
    expect(warglaiveSaves(g)).toEqual([
      [5, 5, true],
      [5, 5, true],
    ]);
  });
  it('not offered when no ARMIGER is affected by the Paladin’s Bondsman ability', () => {
    expect(uses(paladinShot(false), 'exemplars-wisdom')).toEqual([]);
  });
});
