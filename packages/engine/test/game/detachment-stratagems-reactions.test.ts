import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/index.js';
import { quickDatasheet } from '../../src/index.js';
import { ccw, row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Detachment Stratagems used in the opponent's Shooting phase, just after an enemy unit has shot: a
 * unit of yours shoots it back "as if it were your Shooting phase" (hits as usual, not Overwatch's 6s).
 */
const bolter = { name: 'Storm bolter', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
const KIN = quickDatasheet('t:kin', 'Kin', [{ M: 5, T: 4, Sv: 4, W: 2, base: 32 }], {
  minModels: 2,
  weapons: [bolter, ccw],
  keywords: ['INFANTRY'],
});
const BIKES = quickDatasheet('t:bikes', 'Bikes', [{ M: 12, T: 5, Sv: 4, W: 3, base: 60 }], {
  minModels: 2,
  weapons: [bolter, ccw],
  keywords: ['MOUNTED', 'SAGITAUR'],
});
const FORTRESS = quickDatasheet('t:fortress', 'Fortress', [{ M: 10, T: 12, Sv: 2, W: 16, base: 60 }], {
  minModels: 1,
  weapons: [bolter, bolter, ccw],
  keywords: ['VEHICLE', 'HEKATON LAND FORTRESS'],
});
const FOE = quickDatasheet('t:foe', 'Foe', [{ M: 6, T: 3, Sv: 6, W: 1, base: 32 }], {
  minModels: 1,
  weapons: [bolter, ccw],
});

/** Player 2's Shooting phase: the Foe (20" from the Kin) shoots; Red may answer. */
function game(detachment: string, counters: Record<string, Record<string, number>>, bikes = false, fortress = false) {
  const g = new Game({
    armies: [
      {
        name: 'Red',
        faction: 'Leagues of Votann',
        detachment,
        units: [
          { datasheet: KIN },
          ...(bikes ? [{ datasheet: BIKES }] : []),
          ...(fortress ? [{ datasheet: FORTRESS }] : []),
        ],
      },
      { name: 'Blue', units: [{ datasheet: FOE }] },
    ] as never,
    positions: {
      p1u1: row('p1u1', 2, 10, 10),
      ...(bikes ? { p1u2: row('p1u2', 2, 16, 10, 2.5) } : {}),
      ...(fortress ? { [bikes ? 'p1u3' : 'p1u2']: row(bikes ? 'p1u3' : 'p1u2', 1, 8, 14) } : {}),
      p2u1: row('p2u1', 1, 10, 30),
    },
    phase: 'shooting',
    active: 1,
    cp: [3, 3],
    counters,
  });
  return g;
}

function offer(g: Game, slug: string): Action[] {
  if (g.pending.kind !== 'stratagem-window') return [];
  return g.pending.options.flatMap((x) =>
    x.kind === 'choice' && x.action.type === 'use-stratagem' && x.action.stratagem.endsWith(slug) ? [x.action] : [],
  );
}

/** The Foe shoots the Kin and misses (hit roll 1). */
function foeShoots(g: Game) {
  g.passWindows();
  g.withDice(1);
  g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Storm bolter', target: 'p1u1' }] });
}

/** Pass the windows (Go to Ground...) and answer allocations until the Stratagem is offered, or the phase moves on. */
function untilOffer(g: Game, slug: string) {
  for (let i = 0; i < 30 && !offer(g, slug).length && g.state.flow.active === 1; i++) {
    const p = g.pending;
    if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
    else if (p.kind === 'allocate-attack' && p.options[0]?.kind === 'choice') g.do(p.player, p.options[0].action);
    else break;
  }
}

/** Answer the shoot-back with every weapon: hit rolls 3 and 3 (BS3+: both hit), wound rolls 4 and 4, save 1. */
function shootBack(g: Game, stratagem: string, prompt: string, shooter = 'p1u1') {
  untilOffer(g, stratagem);
  const use = offer(g, stratagem);
  expect(use.map((a) => (a as { target?: string }).target)).toEqual([shooter]);
  g.do(0, use[0] as Action);
  expect(g.find('stratagem-used')[0]).toMatchObject({ cp: 2, manual: false, target: shooter });
  expect(g.pending).toMatchObject({ player: 0, kind: 'overwatch', prompt });
  g.withDice(3, 3, 4, 4, 1);
  g.choose('with every weapon');
  g.passUntil((x) => x.state.units.p2u1?.models[0]?.destroyed === true || !x.state.attack, 40);
  const hits = g.record.events.filter((e) => e.type === 'hits-scored' && e.unit === shooter);
  expect(hits[0]).toMatchObject({ target: 'p2u1', attacks: 2, hits: 2 });
  expect(g.state.units.p2u1?.models[0]?.destroyed).toBe(true);
}

describe('shooting back in the opponent’s Shooting phase', () => {
  it('Reactive Reprisal (Oathband): "an enemy unit that has one or more Judgement tokens has resolved its attacks"', () => {
    const g = game('Oathband', { p2u1: { 'judgement-token': 1 } });
    foeShoots(g);
    shootBack(g, 'oathband/reactive-reprisal', 'Reactive Reprisal: Kin shoots Foe as if it were your Shooting phase');
  });

  it('Reactive Reprisal (Oathband): not offered against an enemy unit with no Judgement token', () => {
    const g = game('Oathband', {});
    foeShoots(g);
    untilOffer(g, 'reactive-reprisal');
    expect(g.state.attack).toBeNull();
    expect(offer(g, 'reactive-reprisal')).toEqual([]);
  });

  it('Reactive Reprisal (Needgaârd Oathband): "if units from your army have Fortify Takeover"', () => {
    const g = game('Needgaârd Oathband', { 'player-1': { 'fortify-takeover': 1 } });
    foeShoots(g);
    shootBack(
      g,
      'needgaard-oathband/reactive-reprisal',
      'Reactive Reprisal: Kin shoots Foe as if it were your Shooting phase',
    );
  });

  it('Vengeance Flare (Brandfast Oathband): "one friendly KAPRICUS or SAGITAUR unit within 6" of your INFANTRY unit"', () => {
    const g = game('Brandfast Oathband', {}, true);
    g.passWindows();
    // The Foe hits the Kin (hit roll 5), fails to wound (1): the Kin was hit.
    g.withDice(5, 1);
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Storm bolter', target: 'p1u1' }] });
    shootBack(g, 'vengeance-flare', 'Vengeance Flare: Bikes shoots Foe as if it were your Shooting phase', 'p1u2');
  });

  // "Each time you use this Stratagem, you can spend 2YP. Select one friendly KAPRICUS or SAGITAUR unit within 6" of
  // your INFANTRY unit. If you spent YP during this use of this Stratagem, you can select one friendly HEKATON LAND
  // FORTRESS unit within 6" of your INFANTRY unit instead."
  function hitKin(g: Game) {
    g.passWindows();
    g.withDice(5, 1);
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: 'Storm bolter', target: 'p1u1' }] });
    untilOffer(g, 'vengeance-flare');
  }

  it('Vengeance Flare: with 2YP, the HEKATON LAND FORTRESS unit is offered spending them (2YP to 0, logged)', () => {
    const g = game('Brandfast Oathband', { 'player-1': { 'yield-point': 2 } }, true, true);
    hitKin(g);
    expect(offer(g, 'vengeance-flare')).toEqual([
      { type: 'use-stratagem', stratagem: 'brandfast-oathband/vengeance-flare', target: 'p1u2' },
      { type: 'use-stratagem', stratagem: 'brandfast-oathband/vengeance-flare', target: 'p1u3', spend: true },
    ]);
    const events = g.do(0, offer(g, 'vengeance-flare')[1] as Action);
    expect(g.find('counter-set', events)).toMatchObject([
      {
        holder: 'player-1',
        counter: 'yield-point',
        value: 0,
        rule: 'leagues-of-votann/brandfast-oathband/vengeance-flare',
      },
    ]);
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'overwatch',
      prompt: 'Vengeance Flare: Fortress shoots Foe as if it were your Shooting phase',
    });
  });

  it('Vengeance Flare: with 1YP the HEKATON LAND FORTRESS unit is not offered', () => {
    const g = game('Brandfast Oathband', { 'player-1': { 'yield-point': 1 } }, false, true);
    hitKin(g);
    expect(offer(g, 'vengeance-flare')).toEqual([]);
  });
});
