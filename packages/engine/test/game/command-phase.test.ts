import { describe, expect, it } from 'vitest';
import { belowHalfStrength, bestLeadership, characteristic, isBattleShocked, quickDatasheet } from '../../src/index.js';
import { Game, HERO, INFANTRY } from './harness.js';

const SQUAD = quickDatasheet('test:squad', 'Squad', [
  { name: 'Trooper', Ld: 7, OC: 2 },
  { name: 'Sergeant', Ld: 6, OC: 2 },
]);
const armies = () =>
  [
    {
      name: 'Red',
      units: [{ datasheet: INFANTRY }, { datasheet: HERO }, { datasheet: SQUAD, models: { Trooper: 4, Sergeant: 1 } }],
    },
    { name: 'Blue', units: [{ datasheet: INFANTRY }] },
  ] as [never, never];
const positions = { p1u1: { x: 10, y: 6 }, p1u2: { x: 30, y: 6 }, p1u3: { x: 45, y: 6 }, p2u1: { x: 50, y: 38 } };

describe('Command phase: CP, Below Half-strength and Battle-shock', () => {
  it('both players gain 1CP in the Command step of every Command phase', () => {
    const g = new Game({ armies: armies(), positions, cp: [2, 5] });
    expect(g.find('cp-gained')).toEqual([
      expect.objectContaining({ player: 0, amount: 1, source: 'Command step', counted: false, capped: false }),
      expect.objectContaining({ player: 1, amount: 1, source: 'Command step', counted: false, capped: false }),
    ]);
    expect(g.state.players.map((p) => p.cp)).toEqual([3, 6]);
  });

  it('other CP gains are capped at 1 per battle round; a typed rule name lifts nothing', () => {
    const g = new Game({ armies: armies(), positions, cp: [0, 0] });
    g.do(0, { type: 'gain-cp', amount: 1, source: 'Some rule' });
    const capped = g.do(0, { type: 'gain-cp', amount: 2, source: 'Another rule' });
    expect(g.find('cp-gained', capped)).toEqual([
      expect.objectContaining({ amount: 0, requested: 2, capped: true, counted: true }),
    ]);
    // An army without those rules cannot lift the cap by naming them, nor by naming the Command step.
    for (const source of ['Ruthless Efficiency', 'Code Chivalric', 'Command step']) {
      const e = g.do(0, { type: 'gain-cp', amount: 2, source });
      expect(g.find('cp-gained', e)).toEqual([expect.objectContaining({ amount: 0, capped: true, counted: true })]);
    }
    expect(g.state.players[0].cp).toBe(1 + 1);
    expect(g.state.players[0].cpGainedThisRound).toBe(1);
    // The cap is per battle round: the next round starts afresh.
    g.passUntil((x) => x.state.flow.round === 2);
    expect(g.state.players[0].cpGainedThisRound).toBe(0);
    const again = g.do(g.pending.player, { type: 'gain-cp', amount: 1, source: 'Some rule' });
    expect(g.find('cp-gained', again)[0]?.amount).toBe(1);
  });

  it('Ruthless Efficiency lifts the cap for an Oathband army only, once per battle', () => {
    // Seed 000, Ruthless Efficiency: "you can only gain CP in this way once per battle, and CP gained in this way
    // are an exemption to the Core Rules that limit the maximum number of CP you can gain per battle round to 1".
    const [red, blue] = armies() as unknown as [object, object];
    const g = new Game({
      armies: [{ ...red, faction: 'Leagues of Votann', detachment: 'Oathband' }, blue] as never,
      positions,
      cp: [0, 0],
    });
    g.do(0, { type: 'gain-cp', amount: 1, source: 'Some rule' });
    const exempt = g.do(0, { type: 'gain-cp', amount: 3, source: 'Ruthless Efficiency' });
    expect(g.find('cp-gained', exempt)).toEqual([
      expect.objectContaining({ amount: 3, counted: false, capped: false, source: 'Ruthless Efficiency' }),
    ]);
    expect(g.find('rule-used', exempt)).toEqual([
      expect.objectContaining({ player: 0, rule: 'leagues-of-votann/oathband/ruthless-efficiency' }),
    ]);
    expect(g.state.players[0].cp).toBe(1 + 1 + 3);
    expect(g.state.players[0].cpGainedThisRound).toBe(1);
    expect(g.rejects(0, { type: 'gain-cp', amount: 2, source: 'ruthless efficiency' })).toBe(
      'Ruthless Efficiency: CP can be gained this way once per battle, and player 1 already has',
    );
    // Player 2's army (no detachment) does not have it.
    const other = g.do(1, { type: 'gain-cp', amount: 2, source: 'Ruthless Efficiency' });
    expect(g.find('cp-gained', other)).toEqual([expect.objectContaining({ amount: 1, capped: true, counted: true })]);
  });

  it('Code Chivalric lifts the cap for an Imperial Knights army only', () => {
    // Seed 003, Code Chivalric: "you gain 2CP, or 3CP if you randomly selected your Deed and/or Quality (CP gained
    // in this way are an exemption to the Core Rules that limit the maximum number of CP you can gain per battle
    // round to 1)".
    const [red, blue] = armies() as unknown as [object, object];
    const g = new Game({
      armies: [red, { ...blue, faction: 'Imperial Knights', detachment: 'Questor Forgepact' }] as never,
      positions,
      cp: [0, 0],
      // Its Oath determined already (Code Chivalric asks for it at the start of the first Command phase).
      counters: { 'player-2': { 'oath-deeds': 1, 'oath-deed': 1, 'oath-qualities': 4, 'oath-oaths': 1 } },
    });
    g.do(1, { type: 'gain-cp', amount: 1, source: 'Some rule' });
    const e = g.do(1, { type: 'gain-cp', amount: 3, source: 'imperial-knights/code-chivalric' });
    expect(g.find('cp-gained', e)).toEqual([
      expect.objectContaining({ amount: 3, counted: false, capped: false, source: 'Code Chivalric' }),
    ]);
    expect(g.state.players[1].cp).toBe(1 + 1 + 3);
    const capped = g.do(0, { type: 'gain-cp', amount: 3, source: 'Code Chivalric' });
    expect(g.find('cp-gained', capped)[0]).toMatchObject({ amount: 1, capped: true });
  });

  it('Below Half-strength: fewer than half the Starting Strength, or a single model below half its wounds', () => {
    const g = new Game({
      armies: armies(),
      positions,
      destroyed: ['p1u1m1', 'p1u1m2'],
      wounds: { p1u2m1: 2 },
    });
    expect(belowHalfStrength(g.state, g.state.units.p1u1 as never)).toBe(false); // 3 of 5 left
    const h = new Game({
      armies: armies(),
      positions,
      destroyed: ['p1u1m1', 'p1u1m2', 'p1u1m3'],
      wounds: { p1u2m1: 1 },
    });
    expect(belowHalfStrength(h.state, h.state.units.p1u1 as never)).toBe(true); // 2 of 5
    expect(belowHalfStrength(g.state, g.state.units.p1u2 as never)).toBe(false); // 2 of 4 wounds
    expect(belowHalfStrength(h.state, h.state.units.p1u2 as never)).toBe(true); // 1 of 4 wounds
  });

  it('a unit Below Half-strength tests on 2D6 against its best Leadership; a failure Battle-shocks it', () => {
    const g = new Game({
      armies: armies(),
      positions,
      cp: [0, 0],
      destroyed: ['p1u3m1', 'p1u3m2', 'p1u3m3'],
      dice: [3, 2],
    });
    expect(g.pending).toMatchObject({
      player: 0,
      kind: 'stratagem-window',
      prompt: 'before-battle-shock-test (Squad): use a Stratagem or pass',
    });
    g.passWindows();
    expect(bestLeadership(g.state, g.state.units.p1u3 as never)).toBe(6);
    expect(g.find('battle-shock-test')).toEqual([
      expect.objectContaining({ unit: 'p1u3', faces: [3, 2], total: 5, leadership: 6, passed: false }),
    ]);
    expect(g.find('effect-added')).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({
          kind: 'battle-shocked',
          unit: 'p1u3',
          until: { kind: 'next-command-phase', player: 0 },
        }),
      }),
    ]);
    const u = g.state.units.p1u3 as never;
    const m = g.state.units.p1u3?.models[4] as never;
    expect(characteristic(g.state, u, m, 'OC')).toEqual({
      value: 0,
      base: 2,
      applied: [{ source: 'Battle-shocked', change: 'OC 0' }],
    });
    // It lasts through the opponent's turn and ends at the start of this player's next Command phase.
    g.passUntil((x) => x.state.flow.active === 1);
    expect(isBattleShocked(g.state, 'p1u3')).toBe(true);
    g.withDice(6, 6);
    g.passUntil((x) => x.state.flow.round === 2 && x.state.flow.active === 0 && x.state.flow.step === 'move-units');
    const since = g.record.events.filter((e) => e.seq > g.record.events.length - 60);
    expect(g.find('effect-ended', since)).toEqual([expect.objectContaining({ reason: 'command-phase-start' })]);
    expect(g.find('battle-shock-test', since)).toEqual([
      expect.objectContaining({ unit: 'p1u3', total: 12, passed: true }),
    ]);
    expect(isBattleShocked(g.state, 'p1u3')).toBe(false);
  });

  it('a passed test (roll >= Leadership) changes nothing; units at half strength or more do not test', () => {
    const g = new Game({
      armies: armies(),
      positions,
      destroyed: ['p1u3m1', 'p1u3m2', 'p1u3m3', 'p1u1m1', 'p1u1m2'],
      dice: [4, 2],
    });
    g.passWindows();
    expect(g.find('battle-shock-test')).toEqual([
      expect.objectContaining({ unit: 'p1u3', total: 6, leadership: 6, passed: true }),
    ]);
    expect(g.find('effect-added')).toEqual([]);
  });

  it('only the active player’s units test, in their own Command phase', () => {
    const g = new Game({ armies: armies(), positions, destroyed: ['p2u1m1', 'p2u1m2', 'p2u1m3'], dice: [1, 1] });
    expect(g.find('battle-shock-test')).toEqual([]);
    g.passUntil((x) => x.state.flow.active === 1 && x.state.flow.step === 'move-units');
    expect(g.find('battle-shock-test', g.record.events)).toEqual([
      expect.objectContaining({ unit: 'p2u1', faces: [1, 1] }),
    ]);
  });
});
