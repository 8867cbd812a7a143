import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { GUARD, row } from './fixtures.js';
import { Game } from './harness.js';

/** Bonded Imperative and Vengeance of the Machine Cult (Questor Forgepact Stratagems, seed 003; 2025-11 export). */
const id = (name: string) => `questor-forgepact/${name}`;
const PALADIN_DUTY = 'imperial-knights/knight-paladin/paladins-duty-bondsman';
const BONDED_IMPERATIVE = 'imperial-knights/questor-forgepact/bonded-imperative';
const VENGEANCE = 'imperial-knights/questor-forgepact/vengeance-of-the-machine-cult';
const QF = { faction: 'Imperial Knights', detachment: 'Questor Forgepact' };
// Red's Oath determined already (Code Chivalric asks for it first at the start of the first Command phase).
const OATH = { 'player-1': { 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 4, 'oath-oaths': 1 } };
const rifle = { name: 'Galvanic rifle', range: 30, A: 2, skill: 4, S: 4, AP: 0, D: 1 };
const gun = { name: 'Thermal spear', range: 30, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const paladin = (keywords: string[]) =>
  quickDatasheet(`t:paladin${keywords.length}`, 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE', 'TITANIC', 'TOWERING', 'CHARACTER', ...keywords],
    factionKeywords: ['IMPERIAL KNIGHTS'],
    weapons: [gun],
    abilities: [
      {
        name: 'Paladin’s Duty (Bondsman)',
        text: 'While a model is affected by this ability, weapons equipped by that model have the [LETHAL HITS] ability, and melee weapons equipped by that model have the [LANCE] ability.',
      },
    ],
  });
const SKITARII = quickDatasheet('t:skitarii', 'Skitarii Rangers', [{ M: 6, T: 3, Sv: 4, W: 1, base: 32 }], {
  faction: 'Imperial Knights',
  keywords: ['INFANTRY'],
  factionKeywords: ['ADEPTUS MECHANICUS'],
  weapons: [rifle],
});

/** On to the shooting decision: every other decision ended or passed. */
function toShooting(g: Game): void {
  for (let i = 0; i < 40 && g.pending.kind !== 'shoot'; i++) {
    const p = g.pending;
    const end = p.options.find((o) => o.kind === 'choice' && /end the|pass|no more/i.test(o.label));
    if (end?.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
    g.do(p.player, end.action);
  }
}
/** Pass Stratagem windows and allocate as first offered until the attack ends; the rolls made since `from` events. */
function attackRolls(g: Game, from: number): string[] {
  for (let i = 0; i < 30 && g.find('attack-ended', g.record.events.slice(from)).length === 0; i++) {
    const p = g.pending;
    const o = p.kind === 'stratagem-window' ? { type: 'pass' as const } : p.options[0];
    if (p.kind !== 'stratagem-window' && p.kind !== 'allocate-attack') break;
    g.do(p.player, o && 'type' in o ? o : (o as { action: Action }).action);
  }
  return g.find('dice-rolled', g.record.events.slice(from)).map((e) => `${e.kind} ${e.faces.join(',')}`);
}
const rolled = (g: Game, events: ReturnType<Game['find']>) =>
  g.find('dice-rolled', events).map((e) => `${e.kind} ${e.faces.join(',')}`);

describe('Bonded Imperative (Questor Forgepact)', () => {
  // "WHEN: Your Command phase, just before an IMPERIAL KNIGHTS CHARACTER unit from your army uses a Bondsman ability.
  // ... you can select one friendly ADEPTUS MECHANICUS unit within 12" of your unit in addition, or instead of
  // selecting one ARMIGER model. Until the start of your next Command phase, every model in that ADEPTUS MECHANICUS
  // unit is affected by that Bondsman ability. RESTRICTIONS: You cannot target a KNIGHT PRECEPTOR with this Stratagem."
  // Paladin's Duty (Bondsman): "weapons equipped by that model have the [LETHAL HITS] ability".
  /** Red: a Knight Paladin p1u1, Skitarii p1u2 6" from it, a KNIGHT PRECEPTOR Paladin p1u3 6" from them; Blue's Guard. */
  function game() {
    const g = new Game({
      armies: [
        {
          name: 'Red',
          ...QF,
          units: [{ datasheet: paladin([]) }, { datasheet: SKITARII }, { datasheet: paladin(['KNIGHT PRECEPTOR']) }],
        },
        { name: 'Blue', units: [{ datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 10, y: 10 } },
        p1u2: { p1u2m1: { x: 16, y: 10 } },
        p1u3: { p1u3m1: { x: 22, y: 10 } },
        p2u1: row('p2u1', 10, 5, 30, 1.2),
      },
      counters: OATH,
      round: 2,
      phase: 'fight',
      active: 1,
      firstPlayer: 1,
      cp: [3, 3],
    });
    // On to Red's Command phase, whose start-of-phase window is opened (and then the Bondsman choice asked).
    g.passUntil((x) => x.state.flow.active === 0 && x.state.flow.phase === 'command', 20);
    return g;
  }

  it('offered before the Bondsman choice on the Paladin (not the KNIGHT PRECEPTOR); the choice then offers the Skitarii, whose rifles get [LETHAL HITS]', () => {
    const g = game();
    expect(g.pending.kind).toBe('stratagem-window');
    expect(g.state.flow.at).toBe('phase-start');
    const uses = g.stratagemUses(id('bonded-imperative'));
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('bonded-imperative'), target: 'p1u1' }]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.state.players[0].cp).toBe(2);
    g.passWindows();
    // No ARMIGER in the army: the one selection is the ADEPTUS MECHANICUS unit, for the Paladin only.
    expect(g.pending).toMatchObject({ kind: 'rule-choice', player: 0 });
    const offered = g.pending.options.flatMap((o) =>
      o.kind === 'choice' && o.action.type === 'use-rule' ? [o.action] : [],
    );
    expect(offered).toEqual([{ type: 'use-rule', rule: BONDED_IMPERATIVE, unit: 'p1u1', target: 'p1u2' }]);
    g.choose('Knight Paladin (p1u1) affects Skitarii Rangers (p1u2) (Bonded Imperative)');
    expect(g.find('effect-added')).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({
          unit: 'p1u2',
          rule: PALADIN_DUTY,
          source: BONDED_IMPERATIVE,
          bonded: true,
          by: 'p1u1',
          until: { kind: 'next-command-phase', player: 0 },
        }),
      }),
    ]);
    toShooting(g);
    // Hit rolls 6, 6 are Critical Hits, which wound automatically ([LETHAL HITS]): then the two saves 1, 1.
    g.withDice(6, 6, 1, 1);
    g.choose('Skitarii Rangers (p1u2) shoots Guard');
    expect(rolled(g, [...g.last, ...g.passWindows()])).toEqual(['hit 6,6', 'save 1', 'save 1']);
    expect(g.state.units.p2u1?.models.filter((m) => m.destroyed).length).toBe(2);
  });

  it('without it, the Bondsman choice offers nothing (no ARMIGER) and the Skitarii roll to wound', () => {
    const g = game();
    g.passWindows();
    expect(g.pending.kind).not.toBe('rule-choice');
    toShooting(g);
    // Hit rolls 6, 6, then Wound rolls 1, 1 (S4 against T3: 3+) fail, re-rolled 1, 1.
    g.withDice(6, 6, 1, 1, 1, 1);
    g.choose('Skitarii Rangers (p1u2) shoots Guard');
    const ev = [...g.last, ...g.passWindows()];
    expect(rolled(g, ev)).toEqual(['hit 6,6', 'wound 1,1']);
    // (Both Wound rolls of 1 are re-rolled, into 1, 1: the Detachment rule's; they fail.)
    expect(g.find('die-rerolled', ev).map((e) => e.to)).toEqual([1, 1]);
    expect(g.state.units.p2u1?.models.filter((m) => m.destroyed).length).toBe(0);
  });
});

describe('Vengeance of the Machine Cult (Questor Forgepact)', () => {
  // "WHEN: Any phase. TARGET: One IMPERIAL KNIGHTS unit from your army that was just destroyed. ... EFFECT: Until the
  // end of the battle, the enemy unit that destroyed your unit is Marked. Each time an ADEPTUS MECHANICUS model from
  // your army makes an attack that targets a Marked unit, that attack has the [LETHAL HITS] ability."
  const lance = { name: 'Las-lance', range: 36, A: 1, skill: 3, S: 8, AP: -3, D: 3 };
  const GUNNERS = quickDatasheet('t:gunners', 'Gunners', [{ M: 6, T: 4, Sv: 6, W: 3, base: 32 }], {
    weapons: [lance],
  });
  const SQUIRE = quickDatasheet('t:squire', 'Squire', [{ M: 10, T: 4, Sv: 6, W: 1, base: 60 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE'],
    factionKeywords: ['IMPERIAL KNIGHTS'],
    weapons: [gun],
  });
  /** Blue's Gunner (W3) shoots Red's Squire p1u1 (hit 4, wound 6, no save): it is destroyed; Red's Skitarii p1u2, Squire p1u3. */
  function destroyed() {
    const g = new Game({
      armies: [
        { name: 'Red', ...QF, units: [{ datasheet: SQUIRE }, { datasheet: SKITARII }, { datasheet: SQUIRE }] },
        { name: 'Blue', units: [{ datasheet: GUNNERS }, { datasheet: GUARD }] },
      ],
      positions: {
        p1u1: { p1u1m1: { x: 20, y: 10 } },
        p1u2: { p1u2m1: { x: 10, y: 10 } },
        p1u3: { p1u3m1: { x: 30, y: 10 } },
        p2u1: { p2u1m1: { x: 20, y: 30 } },
        p2u2: row('p2u2', 10, 5, 36, 1.2),
      },
      counters: OATH,
      round: 2,
      phase: 'shooting',
      active: 1,
      firstPlayer: 1,
      cp: [3, 3],
    });
    g.passWindows();
    // No save: AP -3 against Sv 6+.
    g.withDice(4, 6);
    g.do(1, { type: 'shoot', unit: 'p2u1', attacks: [{ model: 'p2u1m1', weapon: lance.name, target: 'p1u1' }] });
    return g;
  }

  it('offered on the Squire the Gunners destroyed: the Gunners are Marked, and the Skitarii’s attacks against them have [LETHAL HITS]; the Squire’s do not', () => {
    const g = destroyed();
    const uses = g.offeredDuringAttack(id('vengeance-of-the-machine-cult'));
    expect(g.state.units.p1u1?.models[0]?.destroyed).toBe(true);
    expect(uses).toEqual([{ type: 'use-stratagem', stratagem: id('vengeance-of-the-machine-cult'), target: 'p1u1' }]);
    const events = g.do(0, uses[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1' });
    expect(g.find('effect-added', events).map((e) => e.effect)).toEqual([
      expect.objectContaining({ player: 0, unit: 'p2u1', rule: VENGEANCE, until: { kind: 'battle' } }),
    ]);
    // On to Red's turn: the Marked unit still carries it.
    for (let i = 0; i < 80 && !(g.state.flow.active === 0 && g.pending.kind === 'shoot'); i++) {
      const p = g.pending;
      const end = p.options.find((o) => o.kind === 'choice' && /end the|pass|no more|end /i.test(o.label));
      if (end?.kind !== 'choice') throw new Error(`stuck at ${p.kind}: ${g.labels().join(' | ')}`);
      g.do(p.player, end.action);
    }
    expect(g.state.effects.filter((e) => e.rule === VENGEANCE).map((e) => e.unit)).toEqual(['p2u1']);
    // The Skitarii (ADEPTUS MECHANICUS): Hit rolls 6, 6 are Critical Hits, which wound automatically; saves 1, 1.
    g.withDice(6, 6, 1, 1);
    const from = g.record.events.length;
    g.do(0, {
      type: 'shoot',
      unit: 'p1u2',
      attacks: [{ model: 'p1u2m1', weapon: rifle.name, target: 'p2u1' }],
    });
    expect(attackRolls(g, from)).toEqual(['hit 6,6', 'save 1', 'save 1']);
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(1);
    // The other Squire (not ADEPTUS MECHANICUS): its Hit rolls 6, 6, then Wound rolls 1, 1 fail.
    toShooting(g);
    g.withDice(6, 6, 1, 1, 1, 1);
    const next = g.record.events.length;
    g.do(0, { type: 'shoot', unit: 'p1u3', attacks: [{ model: 'p1u3m1', weapon: gun.name, target: 'p2u1' }] });
    expect(attackRolls(g, next)).toEqual(['hit 6,6', 'wound 1,1']);
    expect(g.state.units.p2u1?.models[0]?.wounds).toBe(1);
  });

  it('without it, nothing is Marked: the Skitarii roll to wound against the Gunners', () => {
    const g = destroyed();
    expect(g.offeredDuringAttack(id('vengeance-of-the-machine-cult'))).toHaveLength(1);
    g.passWindows();
    expect(g.state.effects.filter((e) => e.rule === VENGEANCE)).toEqual([]);
  });
});
