import {
  bindPrinted,
  CLOSEST_TARGET_NOTE,
  catalogueKeywords,
  compileCatalogue,
  compiledRuleDefs,
  gameStratagems,
  type ImportedSource,
  normaliseName,
  quickDatasheet,
  ruleById,
  STRATAGEMS,
  setCompiledRules,
  stratagemById,
  suggestMove,
  withTexts,
} from '@cogitator/engine';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { ccw, GUARD, row, TARGET5 } from '../../engine/test/game/fixtures.js';
import { Game } from '../../engine/test/game/harness.js';
import { importWahapedia } from '../src/wahapedia/index.js';

/**
 * Stratagems compiled from their printed text, offered by the game (game/stratagems/compiled.ts): the
 * registry definition the compiler made from the real Wahapedia text is what the game offers, in the
 * window its WHEN line names, on the units its TARGET line allows, for its CP, its rows an active
 * effect on the target until its duration ends. Texts are read from the export at run time.
 */
describeShared('compiled Stratagems in the game (Wahapedia 2025-11-14 texts)', [WAHAPEDIA_DIR], () => {
  let src: ImportedSource;
  beforeAll(async () => {
    src = await importWahapedia(WAHAPEDIA_DIR);
  }, 120_000);
  afterEach(() => setCompiledRules([]));

  it('over the whole export: the game offers every compiled Stratagem it applies; the others name what it does not', () => {
    const defs = compiledRuleDefs(compileCatalogue(src, { keywords: catalogueKeywords(src) }));
    setCompiledRules(defs);
    const strats = defs.filter((d) => d.compiled?.kind === 'stratagem');
    const offered = new Map(gameStratagems().flatMap((g) => (g.compiled ? [[g.rule as string, g]] : [])));
    expect(offered.size).toBeGreaterThanOrEqual(200);
    for (const d of strats) {
      if (d.support.game === 'manual') {
        expect(offered.has(d.id), d.name).toBe(false);
        expect(d.support.note, d.name).toMatch(/the game does not apply its /);
      } else {
        // Partial only for the closest eligible target, measured unit to unit (rules/asks.ts).
        if (d.support.game === 'partial') expect(d.support.note, d.name).toContain(CLOSEST_TARGET_NOTE);
        else expect(d.support.game, d.name).toBe('automated');
        // Offered, unless a hand-written definition of it wins (the registry's binding, or the game's table).
        const src = d.source as { source: string; stratagem: string; faction?: string };
        const written =
          bindPrinted({
            kind: 'stratagem',
            ...(src.faction ? { faction: src.faction } : {}),
            within: src.source,
            name: src.stratagem,
          }) !== d ||
          STRATAGEMS.some(
            (w) =>
              normaliseName(w.source) === normaliseName(src.source) &&
              normaliseName(w.name) === normaliseName(src.stratagem),
          );
        expect(offered.has(d.id) || written, d.name).toBe(true);
      }
      if (offered.has(d.id)) expect(offered.get(d.id)?.cp, d.name).toBe(d.compiled?.cp);
    }
    // Every Stratagem the game offers is shown with its text, the compiled ones too (game/stratagems/text.ts).
    const texts = withTexts({ stratagems: src.stratagems });
    const compiledWithText = texts.filter((t) => t.compiled && t.text);
    expect(compiledWithText.length).toBe(offered.size);
    const note = (name: string) => strats.find((d) => d.name === name)?.support.note;
    // "each time a model in your unit is destroyed, if that model has not fought this phase, roll one D6 ..."
    expect(note('TRENCH FIGHTERS')).toContain('the game does not apply its effect fight-on-death');
    // "WHEN: Start of your opponent’s Reinforcements step."
    expect(note('SCRAMBLE FIELD')).toContain(
      'the game does not apply its WHEN window reinforcements-step (the game does not open it yet)',
    );
    // "If it is a KROOT or VESPID STINGWINGS unit, ... eligible to declare a charge in a turn in which it Advanced as well."
    expect(note('ALIEN EXPERTISE')).toContain('the game does not apply its effect eligible under a condition');
    // "One PLATOON unit from your army that is within 9\" of that enemy unit"
    expect(note('DRAW THEM OUT')).toContain('the game does not apply its target within 9" of that enemy unit');
  });

  /** Put the compiled definition of one catalogue Stratagem in force; its game id. */
  function compiled(id: string, name: string): string {
    const s = src.stratagems.find((x) => x.id === `wahapedia:${id}`);
    expect(s?.name).toBe(name);
    const texts = compileCatalogue(
      { stratagems: s ? [s] : [], detachments: [], enhancements: [], datasheets: [], factions: [] },
      { keywords: catalogueKeywords(src) },
    );
    const defs = compiledRuleDefs(texts);
    setCompiledRules(defs);
    const def = defs[0];
    expect(def?.support.game).toBe('automated');
    const game = gameStratagems().find((g) => g.rule === def?.id);
    expect(game).toBeDefined();
    return game?.id as string;
  }

  const offers = (g: Game, id: string) =>
    g.pending.kind === 'stratagem-window'
      ? g.pending.options.flatMap((o) =>
          o.kind === 'choice' && o.action.type === 'use-stratagem' && o.action.stratagem === id
            ? [o.action.target]
            : [],
        )
      : [];

  // --- targets-selected ---------------------------------------------------------------------------
  /**
   * ROTATE ION SHIELDS (Imperial Knights, Valourstrike Lance, 1CP). "WHEN: Your opponent’s Shooting
   * phase, just after an enemy unit has selected its targets. TARGET: One IMPERIAL KNIGHTS unit from
   * your army that was selected as the target of one or more of the attacking unit’s attacks. EFFECT:
   * Until the end of the phase, models in your unit have a 4+ invulnerable save."
   */
  const KNIGHT = quickDatasheet('t:knight', 'Knight', [{ M: 10, T: 11, Sv: 3, W: 22, base: 40 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE', 'TITANIC'],
    factionKeywords: ['Imperial Knights'],
    weapons: [ccw],
  });
  const SERFS = quickDatasheet('t:serfs', 'Serfs', [{ M: 6, T: 11, Sv: 3, W: 22, base: 40 }], {
    faction: 'Imperial Knights',
    keywords: ['VEHICLE'],
    weapons: [ccw],
  });
  const LASCANNON = quickDatasheet('t:lc', 'Lascannons', [{ M: 6, W: 2, base: 40 }], {
    weapons: [{ name: 'Lascannon', range: 48, A: 1, skill: 3, S: 12, AP: -3, D: 2 }, ccw],
  });
  const knights = (detachment: string, target = KNIGHT, cp = 1) =>
    new Game({
      armies: [
        { name: 'Red', units: [{ datasheet: LASCANNON }] },
        { name: 'Blue', faction: 'Imperial Knights', detachment, units: [{ datasheet: target }] },
      ] as never,
      positions: { p1u1: row('p1u1', 1, 10, 10), p2u1: row('p2u1', 1, 10, 25) },
      phase: 'shooting',
      cp: [0, cp],
      // Hit 3 (BS3+), wound 3 (S12 v T11: 3+), save 4: AP-3 makes the 3+ armour save a 6+.
      dice: [3, 3, 4],
    });
  const shoot = (g: Game) =>
    g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon: 'Lascannon', target: 'p2u1' }] });

  it('ROTATE ION SHIELDS: offered just after the enemy selects its targets, 1CP; the 4+ invulnerable save saves a 4', () => {
    const id = compiled('000010494007', 'ROTATE ION SHIELDS');
    const g = knights('Valourstrike Lance');
    // Not offered before the attacking unit has selected its targets (the Shooting phase's own window).
    expect(offers(g, id)).toEqual([]);
    shoot(g);
    expect(g.pending).toMatchObject({ player: 1, kind: 'stratagem-window' });
    expect(g.labels()).toEqual(['ROTATE ION SHIELDS (1CP, Valourstrike Lance) on Knight', 'pass']);
    const events = g.do(1, { type: 'use-stratagem', stratagem: id, target: 'p2u1' });
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ name: 'ROTATE ION SHIELDS', cp: 1, manual: false });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p2u1',
      rule: ruleById(stratagemById(id)?.rule as string)?.id,
      until: { kind: 'end-of-phase' },
    });
    // The attack resolves at once (no further decision): the 1CP is spent before it.
    expect(events.findIndex((e) => e.type === 'stratagem-used')).toBeLessThan(
      events.findIndex((e) => e.type === 'save-result'),
    );
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ player: 1, cp: 1 });
    expect(g.find('save-result', events).map((e) => [e.kind, e.threshold, e.face, e.passed])).toEqual([
      ['invulnerable', 4, 4, true],
    ]);
  });

  it('ROTATE ION SHIELDS: without it the 4 fails the 6+ armour save', () => {
    compiled('000010494007', 'ROTATE ION SHIELDS');
    const g = knights('Valourstrike Lance');
    shoot(g);
    g.do(1, { type: 'pass' });
    g.passUntil((x) => x.find('save-result').length > 0 || x.state.flow.phase !== 'shooting');
    expect(g.find('save-result').map((e) => [e.kind, e.threshold, e.face, e.passed])).toEqual([
      ['armour', 6, 4, false],
    ]);
  });

  it('ROTATE ION SHIELDS: not on a unit without IMPERIAL KNIGHTS, not for another detachment, not without the CP', () => {
    const id = compiled('000010494007', 'ROTATE ION SHIELDS');
    for (const g of [
      knights('Valourstrike Lance', SERFS),
      knights('Gate Warden Lance'),
      knights('Valourstrike Lance', KNIGHT, 0),
    ]) {
      shoot(g);
      expect(offers(g, id)).toEqual([]);
    }
  });

  // --- during-phase -------------------------------------------------------------------------------
  /**
   * AURIC STORM (Aeldari, Khaine’s Arrow, 1CP). "WHEN: Your Shooting phase. TARGET: One DIRE AVENGERS,
   * FIRE DRAGONS, SWOOPING HAWKS or WARP SPIDERS unit from your army that has not been selected to
   * shoot this phase. EFFECT: Until the end of the phase, each time a model in your unit makes an
   * attack, add 1 to the Wound roll."
   */
  const gun = { name: 'Shuriken catapult', range: 18, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
  const AVENGERS = quickDatasheet('t:avengers', 'Dire Avengers', [{ M: 7, W: 1, base: 25 }], {
    faction: 'Aeldari',
    minModels: 2,
    keywords: ['INFANTRY', 'DIRE AVENGERS'],
    factionKeywords: ['Aeldari', 'Asuryani'],
    weapons: [gun, ccw],
  });
  const GUARDIANS = quickDatasheet('t:rangers', 'Rangers', [{ M: 7, W: 1, base: 25 }], {
    faction: 'Aeldari',
    keywords: ['INFANTRY', 'RANGERS'],
    factionKeywords: ['Aeldari', 'Asuryani'],
    weapons: [gun, ccw],
  });
  const aeldari = (dice: number[]) =>
    new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Aeldari',
          detachment: 'Khaine’s Arrow',
          units: [{ datasheet: AVENGERS }, { datasheet: GUARDIANS }],
        },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ] as never,
      positions: { p1u1: row('p1u1', 2, 10, 10), p1u2: row('p1u2', 1, 30, 10), p2u1: row('p2u1', 5, 10, 22, 1.2) },
      phase: 'shooting',
      cp: [2, 0],
      dice,
    });
  const volley = (g: Game) =>
    g.do(0, {
      type: 'shoot',
      unit: 'p1u1',
      attacks: [
        { model: 'p1u1m1', weapon: 'Shuriken catapult', target: 'p2u1' },
        { model: 'p1u1m2', weapon: 'Shuriken catapult', target: 'p2u1' },
      ],
    });
  // Hits 3, 3 (BS3+); wounds 3, 3 (S4 v T4: 4+, a 3 only with the +1); saves 1, 1 (4+: fail).
  const DICE = [3, 3, 3, 3, 1, 1];

  it('AURIC STORM: offered in the Shooting phase on DIRE AVENGERS only, 1CP; with it the 3s wound: 2 wounds', () => {
    const id = compiled('000009326005', 'AURIC STORM');
    const g = aeldari(DICE);
    expect(g.pending).toMatchObject({ player: 0, kind: 'stratagem-window' });
    // The Rangers have none of the four keywords.
    expect(offers(g, id)).toEqual(['p1u1']);
    expect(g.labels()).toContain('AURIC STORM (1CP, Khaine’s Arrow) on Dire Avengers');
    g.do(0, { type: 'use-stratagem', stratagem: id, target: 'p1u1' });
    expect(g.state.players[0].cp).toBe(1);
    g.passWindows();
    volley(g);
    g.passUntil((x) => x.find('wounds-scored').length > 0 || x.state.flow.phase !== 'shooting');
    expect(g.find('wounds-scored')[0]).toMatchObject({ wounds: 2 });
    // The effect ends with the phase.
    g.passUntil((x) => x.state.flow.phase !== 'shooting');
    expect(g.state.effects.filter((e) => e.source === id)).toEqual([]);
  });

  it('AURIC STORM: without it the 3s do not wound', () => {
    compiled('000009326005', 'AURIC STORM');
    const g = aeldari(DICE);
    g.passWindows();
    volley(g);
    g.passUntil((x) => x.find('wounds-scored').length > 0 || x.state.flow.phase !== 'shooting');
    expect(g.find('wounds-scored')[0]).toMatchObject({ wounds: 0 });
  });

  it('AURIC STORM: its WHEN and TARGET as read; not offered in the Movement phase', () => {
    const id = compiled('000009326005', 'AURIC STORM');
    const def = stratagemById(id);
    expect(def?.when).toEqual([{ window: 'during-phase', turn: 'yours', phases: ['shooting'] }]);
    expect(def?.target).toEqual({
      kind: 'own-unit',
      keywords: [['DIRE AVENGERS'], ['FIRE DRAGONS'], ['SWOOPING HAWKS'], ['WARP SPIDERS']],
      only: ['not-shot'],
    });
    const g = new Game({
      armies: [
        { name: 'Red', faction: 'Aeldari', detachment: 'Khaine’s Arrow', units: [{ datasheet: AVENGERS }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ] as never,
      positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: row('p2u1', 5, 10, 22, 1.2) },
      phase: 'movement',
      cp: [2, 0],
    });
    expect(offers(g, id)).toEqual([]);
  });

  // --- move-ended ---------------------------------------------------------------------------------
  /**
   * TACTICAL WITHDRAWAL (Astra Militarum, Hammer of the Emperor, 1CP). "WHEN: Your Movement phase,
   * just after a SQUADRON unit from your army Falls Back. TARGET: That SQUADRON unit. EFFECT: Until the
   * end of the turn, your unit is eligible to shoot in a turn in which it Fell Back."
   */
  const SENTINELS = quickDatasheet('t:sentinels', 'Sentinels', [{ M: 6, W: 2, base: 32 }], {
    faction: 'Astra Militarum',
    minModels: 2,
    keywords: ['VEHICLE', 'WALKER', 'SQUADRON'],
    factionKeywords: ['Astra Militarum'],
    weapons: [{ name: 'Multi-laser', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
  });
  const WALKERS = quickDatasheet('t:walkers', 'Walkers', [{ M: 6, W: 2, base: 32 }], {
    faction: 'Astra Militarum',
    minModels: 2,
    keywords: ['VEHICLE', 'WALKER'],
    factionKeywords: ['Astra Militarum'],
    weapons: [{ name: 'Multi-laser', range: 24, A: 1, skill: 3, S: 4, AP: 0, D: 1 }, ccw],
  });
  const guard = (ds = SENTINELS) =>
    new Game({
      armies: [
        { name: 'Red', faction: 'Astra Militarum', detachment: 'Hammer of the Emperor', units: [{ datasheet: ds }] },
        { name: 'Blue', units: [{ datasheet: GUARD, models: { Guard: 1 } }] },
      ] as never,
      // Blue's guard (10, 11.3) is within Engagement Range of Red's first model (10, 10).
      positions: { p1u1: row('p1u1', 2, 10, 10), p2u1: { x: 10, y: 11.3 } },
      phase: 'movement',
      cp: [3, 0],
      // Hits 3, 3 (BS3+); wounds 3, 3 (S4 v T3: 3+); saves 1 (5+: fails).
      dice: [3, 3, 3, 3, 1, 1],
    });
  const fallBack = (g: Game) =>
    g.do(0, {
      type: 'fall-back',
      unit: 'p1u1',
      paths: { p1u1m1: [{ x: 10, y: 7 }], p1u1m2: [{ x: 11.5, y: 7 }] },
    });
  const shootsLater = (g: Game) => {
    g.passUntil(
      (x) => (x.state.flow.phase === 'shooting' && x.pending.kind === 'shoot') || x.state.flow.phase === 'charge',
    );
    return g.state.flow.phase === 'shooting' && g.labels().some((l) => l.startsWith('Sentinels (p1u1) shoots'));
  };

  it('TACTICAL WITHDRAWAL: offered just after a SQUADRON Falls Back; then it shoots: 2 wounds on the guard', () => {
    const id = compiled('000009866004', 'TACTICAL WITHDRAWAL');
    const g = guard();
    fallBack(g);
    expect(offers(g, id)).toEqual(['p1u1']);
    expect(g.labels()).toContain('TACTICAL WITHDRAWAL (1CP, Hammer of the Emperor) on Sentinels');
    const events = g.do(0, { type: 'use-stratagem', stratagem: id, target: 'p1u1' });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-turn' } });
    expect(g.state.players[0].cp).toBe(2);
    expect(shootsLater(g)).toBe(true);
    g.do(0, {
      type: 'shoot',
      unit: 'p1u1',
      attacks: [
        { model: 'p1u1m1', weapon: 'Multi-laser', target: 'p2u1' },
        { model: 'p1u1m2', weapon: 'Multi-laser', target: 'p2u1' },
      ],
    });
    g.passUntil((x) => x.find('wounds-scored').length > 0 || x.state.flow.phase !== 'shooting');
    // Two wounds on a one-model unit: the first save fails and it is destroyed.
    expect(g.find('wounds-scored')[0]).toMatchObject({ wounds: 2 });
    expect(g.state.units.p2u1?.models.every((m) => m.destroyed)).toBe(true);
  });

  it('TACTICAL WITHDRAWAL: without it the Sentinels cannot shoot; not offered to a unit without SQUADRON', () => {
    const id = compiled('000009866004', 'TACTICAL WITHDRAWAL');
    const g = guard();
    fallBack(g);
    g.do(0, { type: 'pass' });
    expect(shootsLater(g)).toBe(false);
    const w = guard(WALKERS);
    fallBack(w);
    expect(offers(w, id)).toEqual([]);
  });

  // --- charge-move-ended --------------------------------------------------------------------------
  /**
   * FULL THROTTLE! (Orks, Kult of Speed, 1CP). "WHEN: Your Charge phase, just after a SPEED FREEKS unit
   * from your army ends a Charge move. TARGET: That SPEED FREEKS unit. EFFECT: Until the end of the
   * turn, each time a model in your unit makes a melee attack, add 1 to the Wound roll."
   */
  const choppa = { name: 'Choppa', range: 'melee' as const, A: 1, skill: 3, S: 4, AP: 0, D: 1 };
  const bikers = (keywords: string[]) =>
    quickDatasheet('t:bikers', 'Warbikers', [{ M: 12, W: 2, base: 32 }], {
      faction: 'Orks',
      minModels: 2,
      keywords,
      factionKeywords: ['Orks'],
      weapons: [choppa],
    });
  const orks = (keywords = ['MOUNTED', 'SPEED FREEKS']) =>
    new Game({
      armies: [
        { name: 'Red', faction: 'Orks', detachment: 'Kult of Speed', units: [{ datasheet: bikers(keywords) }] },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ] as never,
      positions: { p1u1: row('p1u1', 2, 17, 10), p2u1: row('p2u1', 5, 17, 17) },
      phase: 'charge',
      cp: [2, 0],
      // Charge roll 6+6; hits 3, 3 (WS3+); wounds 3, 3 (S4 v T4: 4+, a 3 only with the +1); saves 1, 1.
      dice: [6, 6, 3, 3, 3, 3, 1, 1],
    });
  /** Declare the charge, keep the roll (no Command Re-roll), make the suggested Charge move. */
  const charge = (g: Game) => {
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
  };
  /** Into the Fight phase: the chargers fight first, every model at Blue's unit. */
  const fightOn = (g: Game) => {
    g.passUntil((x) => x.pending.kind === 'fight' || x.state.flow.phase === 'shooting');
    g.do(0, { type: 'fight', unit: 'p1u1' });
    for (let i = 0; i < 10 && g.find('wounds-scored').length === 0; i++) {
      const p = g.pending;
      if (p.kind === 'pile-in' || p.kind === 'consolidate') g.do(p.player, { type: p.kind, unit: 'p1u1', paths: {} });
      else if (p.kind === 'melee-attacks') g.do(p.player, (p.options[0] as unknown as { action: never }).action);
      else if (p.kind === 'stratagem-window') g.do(p.player, { type: 'pass' });
      else throw new Error(p.kind);
    }
    return g.find('wounds-scored')[0];
  };

  it('FULL THROTTLE!: offered just after the SPEED FREEKS end a Charge move, 1CP; their 3s then wound: 2 wounds', () => {
    const id = compiled('000008873006', 'FULL THROTTLE!');
    const g = orks();
    g.do(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
    // Not when the charge is declared nor after its roll (the Command Re-roll window): after the move.
    expect(offers(g, id)).toEqual([]);
    g.passWindows();
    g.do(0, suggestMove(g.state) as never);
    expect(offers(g, id)).toEqual(['p1u1']);
    expect(g.labels()).toContain('FULL THROTTLE! (1CP, Kult of Speed) on Warbikers');
    const events = g.do(0, { type: 'use-stratagem', stratagem: id, target: 'p1u1' });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-turn' } });
    expect(g.state.players[0].cp).toBe(1);
    expect(fightOn(g)).toMatchObject({ wounds: 2 });
  });

  it('FULL THROTTLE!: without it the 3s do not wound; not offered to a unit without SPEED FREEKS', () => {
    const id = compiled('000008873006', 'FULL THROTTLE!');
    const g = orks();
    charge(g);
    g.do(0, { type: 'pass' });
    expect(fightOn(g)).toMatchObject({ wounds: 0 });
    const other = orks(['MOUNTED']);
    charge(other);
    expect(offers(other, id)).toEqual([]);
  });

  // --- phase-start --------------------------------------------------------------------------------
  /**
   * AUTOSTIMULANTS (Chaos Space Marines, Creations of Bile, 1CP). "WHEN: Start of your Charge phase.
   * TARGET: One HERETIC ASTARTES INFANTRY unit from your army. EFFECT: Until the end of the turn, your
   * unit is eligible to declare a charge in a turn in which it Advanced."
   */
  const MUTANTS = quickDatasheet('t:mutants', 'Mutants', [{ M: 6, W: 2, base: 32 }], {
    faction: 'Chaos Space Marines',
    minModels: 2,
    keywords: ['INFANTRY'],
    factionKeywords: ['Heretic Astartes'],
    weapons: [ccw],
  });
  const chaos = (cp: number) =>
    new Game({
      armies: [
        {
          name: 'Red',
          faction: 'Chaos Space Marines',
          detachment: 'Creations of Bile',
          units: [{ datasheet: MUTANTS }],
        },
        { name: 'Blue', units: [{ datasheet: TARGET5 }] },
      ] as never,
      positions: { p1u1: row('p1u1', 2, 17, 10), p2u1: row('p2u1', 5, 17, 17) },
      phase: 'movement',
      cp: [cp, 0],
      dice: [3],
    });
  /** Advance 1" toward Blue (Advance roll 3), then on to the start of the Charge phase. */
  const advanceToCharge = (g: Game) => {
    g.do(0, { type: 'advance', unit: 'p1u1' });
    g.passWindows();
    g.do(0, {
      type: 'advance-move',
      unit: 'p1u1',
      paths: { p1u1m1: [{ x: 17, y: 11 }], p1u1m2: [{ x: 18.3, y: 11 }] },
    });
    g.passUntil((x) => x.state.flow.phase === 'charge' || x.state.flow.turn > 1);
  };
  const declares = (g: Game) =>
    g.pending.kind === 'declare-charge' &&
    g.labels().includes('Mutants (p1u1) declares a charge against Targets (p2u1)');

  it('AUTOSTIMULANTS: offered at the start of the Charge phase, 1CP; the unit that Advanced may then declare a charge', () => {
    const id = compiled('000009774007', 'AUTOSTIMULANTS');
    const g = chaos(1);
    advanceToCharge(g);
    expect([g.state.flow.phase, g.pending.kind]).toEqual(['charge', 'stratagem-window']);
    expect(offers(g, id)).toEqual(['p1u1']);
    expect(g.labels()).toContain('AUTOSTIMULANTS (1CP, Creations of Bile) on Mutants');
    const events = g.do(0, { type: 'use-stratagem', stratagem: id, target: 'p1u1' });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-turn' } });
    expect(g.state.players[0].cp).toBe(0);
    g.passWindows();
    expect(declares(g)).toBe(true);
  });

  it('AUTOSTIMULANTS: without the CP it is not offered, and the unit that Advanced cannot charge', () => {
    const id = compiled('000009774007', 'AUTOSTIMULANTS');
    const g = chaos(0);
    advanceToCharge(g);
    expect(offers(g, id)).toEqual([]);
    expect(declares(g)).toBe(false);
  });
});
