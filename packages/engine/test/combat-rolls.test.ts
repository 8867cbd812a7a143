import { describe, expect, it } from 'vitest';
import {
  AttackRoller,
  allocatedDamage,
  CRITICAL,
  DefenderState,
  FAIL,
  RecordingDice,
  Rng,
  RngDice,
  resolveCombat,
  rollAttacks,
  rollDamageCharacteristic,
  rollFeelNoPain,
  rollHit,
  rollSave,
  rollWound,
  ScriptedDice,
  SUCCESS,
  seedRng,
} from '../src/index.js';
import { scenario } from './combat-fixtures.js';

/** The per-roll API the game uses: resolved parameters + dice it can inject and log. */
describe('rolling single attacks with injected dice', () => {
  const w = resolveCombat(
    scenario({
      weapon: { skill: 3, strength: 4, damage: 'D3', abilities: 'twin-linked' },
      conditions: { rerollHits: 'ones' },
    }),
  ).weapons[0]!;

  it('hit rolls: 1 is re-rolled under "ones", 6 is critical', () => {
    const dice = new RecordingDice(new ScriptedDice([1, 6, 2, 3]));
    expect(rollHit(w.hit, dice)).toBe(CRITICAL);
    expect(dice.take()).toEqual([1, 6]);
    expect(rollHit(w.hit, dice)).toBe(FAIL);
    expect(dice.take()).toEqual([2]);
    expect(rollHit(w.hit, dice)).toBe(SUCCESS);
  });

  it('wound rolls: Twin-linked re-rolls a failure once', () => {
    const dice = new RecordingDice(new ScriptedDice([2, 3, 3, 4]));
    expect(rollWound(w.wound, dice)).toBe(FAIL);
    expect(rollWound(w.wound, dice)).toBe(SUCCESS);
    expect(dice.faces).toEqual([2, 3, 3, 4]);
  });

  it('saves, damage and Feel No Pain', () => {
    const armour = { kind: 'armour' as const, threshold: 3, reroll: 'none' as const };
    expect(rollSave(armour, new ScriptedDice([3]))).toBe(true);
    expect(rollSave(armour, new ScriptedDice([1]))).toBe(false);
    expect(rollSave({ ...armour, reroll: 'failed' }, new ScriptedDice([2, 5]))).toBe(true);
    // A D3 is a D6 halved, rounding up: a 5 is 3.
    expect(rollDamageCharacteristic(w.damage, new ScriptedDice([5]))).toBe(3);
    expect(rollFeelNoPain(5, 3, new ScriptedDice([5, 1, 6]))).toBe(1);
    expect(rollFeelNoPain(null, 3, new ScriptedDice([]))).toBe(3);
    expect(rollAttacks(w.attacks, new ScriptedDice([]))).toBe(1);
  });

  it('allocation state: wounded model first, excess lost, the unit knows when it is destroyed', () => {
    const r = resolveCombat(scenario({ weapon: { damage: '2' }, groups: [{ models: 2, wounds: 3 }] }));
    const u = new DefenderState(r.target);
    const dice = new ScriptedDice([]);
    const vs = r.weapons[0]!.vs[0]!;
    const t = u.allocate(false)!;
    u.inflict(t, allocatedDamage(r.weapons[0]!, vs, dice), vs.fnp, dice);
    expect([u.models, u.lost]).toEqual([0, 2]);
    u.inflict(u.allocate(false)!, 2, null, dice);
    expect([u.models, u.lost, u.destroyed]).toEqual([1, 3, false]);
    u.inflict(u.allocate(false)!, 5, null, dice);
    expect([u.models, u.lost, u.destroyed]).toEqual([2, 6, true]);
    expect(u.allocate(false)).toBeNull();
  });

  it('one attack through its Hit and Wound rolls: Sustained, Lethal and Devastating', () => {
    const sl = resolveCombat(scenario({ weapon: { abilities: 'sustained hits d3, lethal hits, devastating wounds' } }))
      .weapons[0]!;
    const roller = new AttackRoller(sl);
    // Hit 6 (critical): D3 extra hits from a 4 (= 2), Lethal wound, then 2 Wound rolls: 6 (devastating) and 3 (fail).
    const dice = new RecordingDice(new ScriptedDice([6, 4, 6, 3]));
    expect(roller.roll(dice)).toEqual({ hit: CRITICAL, hits: 3, normal: 1, devastating: 1 });
    expect(dice.take()).toEqual([6, 4, 6, 3]);
    // A miss stops there.
    expect(roller.roll(new ScriptedDice([2]))).toEqual({ hit: FAIL, hits: 0, normal: 0, devastating: 0 });
  });

  it('the single re-roll is spent once per attacking unit', () => {
    const one = resolveCombat(scenario({ weapon: { skill: 4 }, conditions: { rerollHits: 'single' } })).weapons[0]!;
    const roller = new AttackRoller(one);
    const dice = new RecordingDice(new ScriptedDice([1, 5, 4, 2, 1, 1]));
    expect(roller.roll(dice).hit).toBe(SUCCESS); // 1, re-rolled into 5; wound 4
    expect(roller.roll(dice).hit).toBe(FAIL); // 2, no re-roll left
    roller.newUnit();
    expect(roller.roll(dice).hit).toBe(FAIL); // 1, re-rolled into 1
    expect(dice.faces).toEqual([1, 5, 4, 2, 1, 1]);
  });

  it('ScriptedDice fails loudly when it runs out', () => {
    expect(() => new ScriptedDice([]).d6()).toThrow(/ran out/);
  });

  it('RngDice gives fair, reproducible faces', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const d = new RngDice(new Rng(seedRng(9)));
    for (let i = 0; i < 60000; i++) counts[d.d6()]!++;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= 6; f++) expect(Math.abs((counts[f] as number) - 10000)).toBeLessThan(400);
    const a = new RngDice(new Rng(seedRng(4)));
    const b = new RngDice(new Rng(seedRng(4)));
    expect(Array.from({ length: 20 }, () => a.d6())).toEqual(Array.from({ length: 20 }, () => b.d6()));
  });
});
