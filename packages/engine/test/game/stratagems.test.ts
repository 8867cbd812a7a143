import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeShared, SEEDS, seedPath } from '../../../../testing/shared.js';
import {
  BOARDING_ACTIONS_RULESET,
  CORE_RULESET,
  coverageReport,
  quickDatasheet,
  ruleById,
  STRATAGEMS,
  stratagemOffers,
  WINDOW_VOCABULARY,
  withTexts,
} from '../../src/index.js';
import { Game, INFANTRY } from './harness.js';

type Setup = ConstructorParameters<typeof Game>[0];
const armies: Setup['armies'] = [
  { name: 'Red', units: [{ datasheet: INFANTRY }, { datasheet: INFANTRY }] },
  { name: 'Blue', units: [{ datasheet: INFANTRY }, { datasheet: INFANTRY }] },
];
const positions = { p1u1: { x: 10, y: 10 }, p1u2: { x: 30, y: 10 }, p2u1: { x: 10, y: 38 }, p2u2: { x: 50, y: 38 } };

/** Leagues of Votann Stratagems of the 2025-11 export that are not on the seed pages (game/stratagems/data-votann.ts). */
const EXPORT_VOTANN = 11;
/** Imperial Knights Stratagems written by hand (seed 003's detachments, data-knights.ts). */
const KNIGHTS_ROWS = 26;
/** Stratagems the registry defines (manual, with a note) that have no game row: in the coverage report only. */
const REGISTRY_ONLY = 0;
/** Grey Knights Stratagems of the export written by hand (data-grey-knights.ts). */
const GK_ROWS = 16;

describe('Stratagems as data', () => {
  it('registers every Stratagem of the five seed pages once, with stable ids', () => {
    // The 51 of the seed pages, and Brëkkeknots and Fury of the Hearth (Hearthband, the 2025-11 export), and the
    // Leagues of Votann detachments' Stratagems of the 2025-11 export written since (EXPORT_VOTANN), and the
    // hand-written Imperial Knights rows (seed 003: game/stratagems/data-knights.ts, KNIGHTS_ROWS).
    expect(STRATAGEMS.length).toBe(53 + EXPORT_VOTANN + KNIGHTS_ROWS + GK_ROWS);
    expect(new Set(STRATAGEMS.map((s) => s.id)).size).toBe(53 + EXPORT_VOTANN + KNIGHTS_ROWS + GK_ROWS);
    expect(STRATAGEMS.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'core/command-re-roll',
        'core/insane-bravery',
        'boarding-actions/command-re-roll',
        'boarding-actions/insane-bravery',
        'needgaard-oathband/huntrs-mark',
        'delve-assault-shift/weavewerke-buttress',
      ]),
    );
    // The order of the tables does not matter here: which Stratagems are automated or partial does.
    const auto = STRATAGEMS.filter((s) => s.support !== 'manual')
      .map((s) => `${s.id}:${s.support}`)
      .sort();
    expect(auto).toEqual(
      [
        'core/command-re-roll:automated',
        'core/insane-bravery:automated',
        'core/fire-overwatch:automated',
        'core/rapid-ingress:automated',
        'core/go-to-ground:automated',
        'core/heroic-intervention:automated',
        'core/counter-offensive:automated',
        'core/epic-challenge:automated',
        'core/smokescreen:automated',
        'core/tank-shock:automated',
        'boarding-actions/command-re-roll:automated',
        'boarding-actions/insane-bravery:automated',
        'boarding-actions/explosive-clearance:automated',
        'boarding-actions/battlefield-command:partial',
        'boarding-actions/counter-offensive:automated',
        // Detachment Stratagems whose effect is rows in the rule registry (rules/factions).
        'oathband/ordered-retreat:automated',
        'oathband/ancestral-sentence:automated',
        'oathband/newfound-nemesis:automated',
        'oathband/reactive-reprisal:automated',
        'oathband/void-armour:automated',
        'oathband/warrior-pride:automated',
        'void-salvagers/relic-cypher:partial',
        'void-salvagers/corridor-covered:automated',
        'void-salvagers/judged-and-punished:automated',
        'combined-regiment/suppression-fire:automated',
        'brotherhood-strike/combat-manifestation:automated',
        'brotherhood-strike/duty-unending:automated',
        'brotherhood-strike/purgation-pattern:automated',
        'brotherhood-strike/shining-veil:automated',
        'sanctic-spearhead/force-wave:automated',
        'sanctic-spearhead/redoubled-assault:automated',
        'sanctic-spearhead/abominus-class-targets:automated',
        'sanctic-spearhead/argent-wrath:automated',
        'sanctic-spearhead/armoured-aegis:automated',
        'warpbane-task-force/sanctified-kill-zone:automated',
        'questor-forgepact/aggression-begets-aggression:partial',
        'questor-forgepact/bonded-imperative:partial',
        'questor-forgepact/machine-focus:automated',
        'questor-forgepact/omnissiahs-grace:partial',
        'questor-forgepact/thronegheist-fury:automated',
        'questor-forgepact/vengeance-of-the-machine-cult:partial',
        'gate-warden-lance/steadfast-superiority:automated',
        'gate-warden-lance/marshal-the-defence:partial',
        'gate-warden-lance/drive-them-out:automated',
        'gate-warden-lance/titanic-bombardment:automated',
        'gate-warden-lance/lancebreaker:automated',
        'gate-warden-lance/fortress-of-intimidation:automated',
        'questoris-companions/titanic-duel:automated',
        'questoris-companions/moment-of-glory:partial',
        'questoris-companions/heros-tread:partial',
        'spearhead-at-arms/thin-their-ranks:automated',
        'spearhead-at-arms/virtue-of-courage:automated',
        'spearhead-at-arms/mantle-of-the-mentor:automated',
        'spearhead-at-arms/exemplars-wisdom:automated',
        'spearhead-at-arms/let-duty-be-your-shield:partial',
        'spearhead-at-arms/squires-ofthe-hunt:automated',
        'valourstrike-lance/full-tilt:automated',
        'valourstrike-lance/thunderstomp:automated',
        'valourstrike-lance/vow-of-retribution:automated',
        'valourstrike-lance/run-them-through:automated',
        'valourstrike-lance/tactical-foil:automated',
        'brandfast-oathband/bastion-running:automated',
        'brandfast-oathband/secure-positions:automated',
        'warpbane-task-force/aegis-eternal:partial',
        'warpbane-task-force/repelling-sphere:automated',
        'warpbane-task-force/flames-of-sanctity:automated',
        'warpbane-task-force/fires-of-covenant:automated',
        'banishers/hexwrought-reprisal:partial',
        'sanctic-spearhead/truesilver-will:partial',
        'warpbane-task-force/hallowed-beacon:automated',
        'brandfast-oathband/inexorable-efficiency:automated',
        'brandfast-oathband/vengeance-flare:automated',
        'brandfast-oathband/illuminated-priority:automated',
        'brandfast-oathband/opportunistic-escalation:automated',
        'delve-assault-shift/tectonic-fracture:automated',
        'delve-assault-shift/weavewerke-buttress:automated',
        'delve-assault-shift/unstoppable-force:automated',
        'delve-assault-shift/augmented-assault:partial',
        'delve-assault-shift/hidden-accessways:automated',
        'delve-assault-shift/cyberstimm-infusion:automated',
        'hearthband/materialisation-matrices:automated',
        'hearthband/unyielding-aggression:automated',
        'hearthband/superior-craftsmanship:automated',
        'hearthband/sure-of-purpose:automated',
        'hearthband/brekkeknots:automated',
        'hearthband/fury-of-the-hearth:automated',
        'needgaard-oathband/ordered-retreat:automated',
        'needgaard-oathband/void-hardened:automated',
        'needgaard-oathband/ancestral-sentence:automated',
        'needgaard-oathband/huntrs-mark:automated',
        'needgaard-oathband/reactive-reprisal:automated',
        'needgaard-oathband/honour-of-the-hold:automated',
        'persecution-prospect/ranger-tactics:automated',
        'persecution-prospect/dispersed-formation:automated',
        'persecution-prospect/frontier-momentum:automated',
        'persecution-prospect/claimstaker-reflex:automated',
        'persecution-prospect/adaptable-avarice:partial',
        'persecution-prospect/exposed-flaws:automated',
        'brotherhood-strike/expeditious-exit:automated',
        'banishers/circle-of-sanctuary:automated',
        'banishers/warding-chant:automated',
        'banishers/shadow-of-anarch:partial',
        'augurium-task-force/redirected-strike:automated',
        'augurium-task-force/aggressive-anticipation:automated',
        'augurium-task-force/mirage-of-echoes:automated',
        'augurium-task-force/necessary-end:partial',
      ].sort(),
    );
    // Every automated Stratagem names its handler, or its registry rule with effect rows (a partial one whose only
    // part in the game is being offered with its CP and restrictions, its note naming the effect left: listed).
    const offeredOnly = ['void-salvagers/relic-cypher'];
    for (const s of STRATAGEMS) {
      if (s.support === 'manual' || offeredOnly.includes(s.id)) continue;
      if (s.handler) continue;
      expect(s.rule, s.id).toBeDefined();
      expect(ruleById(s.rule ?? '')?.effects?.length, s.id).toBeGreaterThan(0);
    }
  });

  it('every timing window a Stratagem names is in the closed vocabulary', () => {
    const vocab = new Set(WINDOW_VOCABULARY.map((w) => w.kind));
    for (const s of STRATAGEMS) for (const w of s.when) expect(vocab.has(w.window), `${s.id}: ${w.window}`).toBe(true);
  });

  it('texts are joined at run time from data (a glossary or a catalogue), never stored', () => {
    const joined = withTexts({
      glossary: [
        {
          name: 'INSANE BRAVERY',
          text: '',
          stratagem: { cp: 1, category: 'Epic Deed', source: 'Core', parts: { when: 'w', target: 't', effect: 'e' } },
        },
      ],
    });
    expect(joined.find((s) => s.id === 'core/insane-bravery')?.text).toEqual({ when: 'w', target: 't', effect: 'e' });
    expect(joined.find((s) => s.id === 'boarding-actions/insane-bravery')?.text).toBeUndefined();
  });

  it('the coverage report lists each Stratagem and the core rules with their status', () => {
    const rows = coverageReport();
    const strat = rows.filter((r) => r.group === 'Stratagem');
    expect(strat.length).toBe(53 + EXPORT_VOTANN + KNIGHTS_ROWS + GK_ROWS + REGISTRY_ONLY);
    expect(strat.find((r) => r.name === 'Insane Bravery (Core)')).toMatchObject({
      game: 'automated',
      calculator: 'n/a',
    });
    expect(strat.find((r) => r.name === 'Fire Overwatch (Core)')).toMatchObject({ game: 'automated' });
    expect(strat.find((r) => r.name === 'Battlefield Command (Boarding Actions)')).toMatchObject({ game: 'partial' });
    expect(rows.filter((r) => r.group === 'Core rule').map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Battle-shock tests and Battle-shocked effects',
        'Objective markers and Level of Control',
        'Advance',
        'Fall Back',
      ]),
    );
  });
});

describeShared(
  'Stratagems of the seed pages',
  Object.values(SEEDS).map((f) =>
    seedPath(Object.keys(SEEDS).find((k) => SEEDS[k as keyof typeof SEEDS] === f) as keyof typeof SEEDS),
  ),
  () => {
    it('each page’s STRATAGEMS list is registered with the same cost and category', () => {
      const norm = (s: string) =>
        s
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[’']/g, '');
      let checked = 0;
      for (const key of Object.keys(SEEDS) as (keyof typeof SEEDS)[]) {
        const lines = readFileSync(seedPath(key), 'utf8').split('\n');
        let i = lines.indexOf('STRATAGEMS') + 1;
        while (i + 2 < lines.length && /^\dCP$/.test(lines[i + 1] ?? '')) {
          const [source, category] = (lines[i + 2] as string).split(' – ');
          const found = STRATAGEMS.find(
            (s) => norm(s.name) === norm(lines[i] as string) && norm(s.source) === norm(source as string),
          );
          expect(found, `${key}: ${lines[i]} (${source})`).toBeDefined();
          expect(`${found?.cp}CP ${found?.category}`).toBe(`${lines[i + 1]} ${category}`);
          checked++;
          i += 3;
          if (lines[i] === 'BA' || lines[i] === 'C') i++;
        }
      }
      expect(checked).toBe(91);
    });
  },
);

describe('Command Re-roll', () => {
  it('re-rolls an Advance roll for 1CP; the new face sets the distance', () => {
    const g = new Game({ armies, positions, phase: 'movement', cp: [1, 0], dice: [1, 5] });
    g.do(0, { type: 'advance', unit: 'p1u1' });
    expect(g.pending.options[0]).toMatchObject({
      action: { type: 'use-stratagem', stratagem: 'core/command-re-roll', target: 'p1u1', die: 0 },
    });
    const events = g.do(0, { type: 'use-stratagem', stratagem: 'core/command-re-roll', target: 'p1u1', die: 0 });
    expect(g.types(events).slice(0, 4)).toEqual([
      'command-accepted',
      'stratagem-used',
      'die-rerolled',
      'window-closed',
    ]);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({
      player: 0,
      stratagem: 'core/command-re-roll',
      cp: 1,
      manual: false,
    });
    expect(g.find('die-rerolled', events)[0]).toMatchObject({ index: 0, from: 1, to: 5 });
    expect(g.state.players[0].cp).toBe(0);
    const p = g.pending;
    expect(p.options[0]?.kind === 'parametric' && p.options[0].schema).toMatchObject({ maxDistance: 11 });
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: {} });
    expect(g.state.units.p1u1?.history.advanceRoll).toBe(5);
  });

  it('re-rolls one Desperate Escape test, and never the same die twice', () => {
    const g = new Game({
      armies,
      positions: { ...positions, p2u2: { x: 10, y: 11.5 } },
      phase: 'movement',
      cp: [2, 0],
      dice: [1, 3, 3, 3, 3, 4],
    });
    const paths = Object.fromEntries(
      (g.state.units.p1u1?.models ?? []).map((m) => [m.id, [{ x: m.pos?.x ?? 0, y: (m.pos?.y ?? 0) + 4 }]]),
    );
    g.do(0, { type: 'fall-back', unit: 'p1u1', paths });
    expect(g.find('dice-rolled')[0]).toMatchObject({ kind: 'desperate-escape', faces: [1, 3, 3, 3, 3] });
    expect(g.pending.options.length).toBe(6); // one per die, and pass
    g.do(0, { type: 'use-stratagem', stratagem: 'core/command-re-roll', target: 'p1u1', die: 0 });
    expect(g.find('die-rerolled')[0]).toMatchObject({ index: 0, from: 1, to: 4 });
    expect(g.state.units.p1u1?.models.every((m) => !m.destroyed)).toBe(true);
    expect(g.state.units.p1u1?.history.movement).toBe('fall-back');
  });

  it('is not offered for a Battle-shock test (its WHEN does not list it), nor for a Battle-shocked unit', () => {
    const g = new Game({ armies, positions, cp: [3, 0], destroyed: ['p1u1m1', 'p1u1m2', 'p1u1m3'], dice: [1, 1] });
    expect(g.pending.options.map((o) => o.label)).toEqual(['Insane Bravery (1CP, Core) on Infantry', 'pass']);
    g.do(0, { type: 'pass' });
    expect(g.find('battle-shock-test')[0]).toMatchObject({ passed: false });
    expect(g.pending.kind).toBe('move-units');
    g.withDice(2);
    const events = g.do(0, { type: 'advance', unit: 'p1u1' });
    expect(g.types(events)).not.toContain('window-opened');
    expect(
      stratagemOffers(g.state, 0, {
        id: 0,
        kind: 'after-roll',
        phase: 'movement',
        unit: 'p1u1',
        roll: 'advance',
        passed: [false, false],
      }),
    ).toEqual([]);
  });
});

describe('engine-wide Stratagem restrictions', () => {
  const ba = { ...BOARDING_ACTIONS_RULESET, offerManualStratagems: true };

  // A Leader of the Infantry 4" from p1u1, so that Battlefield Command opens the phase-end window.
  const CAPTAIN = quickDatasheet('test:captain', 'Captain', [{ M: 6, W: 4, Ld: 6, OC: 1, base: 40 }], {
    keywords: ['INFANTRY', 'CHARACTER'],
    core: ['Leader'],
    leads: ['Infantry'],
  });
  const led: Setup['armies'] = [
    { ...armies[0], units: [...armies[0].units, { datasheet: CAPTAIN }] },
    armies[1],
  ] as Setup['armies'];

  it('the same Stratagem cannot be used twice in a phase; one that costs more CP than the player has cannot be used', () => {
    const g = new Game({
      armies: led,
      positions: { ...positions, p1u3: { x: 10, y: 16 } },
      phase: 'movement',
      ruleset: ba,
      cp: [1, 0],
      dice: [1, 6],
    });
    g.passWindows();
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.do(0, { type: 'use-stratagem', stratagem: 'boarding-actions/command-re-roll', target: 'p1u1', die: 0 });
    g.passWindows();
    g.do(0, { type: 'advance-move', unit: 'p1u1', paths: {} });
    g.passWindows();
    g.withDice(1);
    g.do(0, { type: 'gain-cp', amount: 1, source: 'Some rule' });
    g.do(0, { type: 'advance', unit: 'p1u2' });
    expect(g.pending.kind).toBe('advance-move');
    g.do(0, { type: 'advance-move', unit: 'p1u2', paths: {} });
    // The phase-end window is open (Battlefield Command is offered); Command Re-roll is not.
    g.passUntil(
      (x) => x.pending.kind === 'stratagem-window' && x.state.flow.at === 'phase-end' && x.pending.player === 0,
    );
    expect(g.rejects(0, { type: 'use-stratagem', stratagem: 'boarding-actions/command-re-roll', target: 'p1u1' })).toBe(
      'Command Re-roll was already used this phase',
    );
    expect(g.rejects(0, { type: 'use-stratagem', stratagem: 'boarding-actions/counter-offensive' })).toBe(
      'Counter-offensive costs 2CP and player 1 has 1CP',
    );
    expect(g.rejects(1, { type: 'pass' })).toBe("it is player 1's decision (stratagem-window), not player 2's");
  });
});

describe('Insane Bravery', () => {
  const shockArmy = { armies, positions, destroyed: ['p1u1m1', 'p1u1m2', 'p1u1m3', 'p1u2m1', 'p1u2m2', 'p1u2m3'] };

  it('Core: just before the test, the unit automatically passes; once per battle', () => {
    const g = new Game({ ...shockArmy, cp: [1, 0], dice: [1, 1] });
    expect(g.state.ruleset).toEqual(CORE_RULESET);
    const events = g.do(0, { type: 'use-stratagem', stratagem: 'core/insane-bravery', target: 'p1u1' });
    expect(g.find('battle-shock-auto-passed', events)).toEqual([
      expect.objectContaining({ unit: 'p1u1', source: 'Insane Bravery' }),
    ]);
    expect(g.find('battle-shock-test', events).map((e) => e.unit)).toEqual(['p1u2']);
    expect(g.state.players[0].cp).toBe(1); // 1 + 1 from the Command step - 1
    const start = g.state.seq;
    g.withDice(1, 1, 1, 1);
    g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.active === 0 && x.state.flow.step === 'move-units');
    const round2 = g.record.events.filter((e) => e.seq > start); // the rest of round 1 and round 2 up to Movement
    expect(g.find('battle-shock-test', round2).filter((e) => e.unit === 'p1u1').length).toBe(1);
    expect(g.find('window-opened', round2).filter((e) => e.window.kind === 'before-battle-shock-test')).toEqual([]);
  });

  it('Boarding Actions: just after a failed test, the unit is treated as having passed (even though it is Battle-shocked)', () => {
    const g = new Game({ ...shockArmy, ruleset: BOARDING_ACTIONS_RULESET, cp: [0, 0], dice: [1, 1, 6, 6] });
    expect(g.find('battle-shock-test')).toEqual([expect.objectContaining({ unit: 'p1u1', passed: false })]);
    expect(g.pending.options.map((o) => o.label)).toEqual([
      'Insane Bravery (1CP, Boarding Actions) on Infantry',
      'pass',
    ]);
    const events = g.do(0, { type: 'use-stratagem', stratagem: 'boarding-actions/insane-bravery', target: 'p1u1' });
    expect(g.types(events).slice(1, 4)).toEqual(['stratagem-used', 'effect-ended', 'battle-shock-overridden']);
    expect(g.state.effects).toEqual([]);
    expect(g.find('battle-shock-test', events)).toEqual([expect.objectContaining({ unit: 'p1u2', passed: true })]);
  });
});
