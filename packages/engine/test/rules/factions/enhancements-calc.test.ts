import { describe, expect, it } from 'vitest';
import {
  compileAbility,
  compiledSupport,
  evaluate,
  parseScenario,
  ruleById,
  type ScenarioInput,
} from '../../../src/index.js';

/**
 * The seed detachments' Enhancements that change attacks, in the calculator, each against a value
 * computed by hand. Base case: 6 attacks, BS/WS 4+, S4 AP0 D1, against T4, no save (Sv 7+):
 * 6 x 1/2 x 1/2 = 3/2 wounds.
 */

type Side = { rule: string; bonded?: boolean }[];
interface Case {
  weapon?: Record<string, unknown>;
  attacker?: Side;
  defender?: Side;
  save?: number;
  wounds?: number;
  asks?: Record<string, boolean>;
}
const gun = { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: 0, damage: 1 };
function run(c: Case) {
  const s: ScenarioInput = {
    attacker: { weapons: [{ ...gun, ...c.weapon }], ...(c.attacker ? { rules: c.attacker } : {}) },
    defender: {
      models: 10,
      toughness: 4,
      save: c.save ?? 7,
      wounds: c.wounds ?? 1,
      keywords: [],
      ...(c.defender ? { rules: c.defender } : {}),
    },
    conditions: { asks: c.asks ?? {} },
  };
  return evaluate(parseScenario(s));
}
const lov = (d: string, n: string) => [{ rule: `leagues-of-votann/${d}/${n}` }];
const gk = (d: string, n: string) => [{ rule: `grey-knights/${d}/${n}` }];
const melee = { type: 'melee' };

describe('Leagues of Votann Enhancements', () => {
  it('Bastion Shield (Hearthband): worsen AP by 1 within 12"; "If you spend 1YP ... within 18" ... by 1 instead"', () => {
    const bs = lov('hearthband', 'bastion-shield');
    const ap1 = { ap: -1 };
    // AP-1 against Sv 4+: 5+ saves, 3/2 x 2/3 = 1 unsaved; worsened to AP0: 4+, 3/2 x 1/2 = 3/4.
    expect(run({ weapon: ap1, save: 4, defender: bs }).unsaved.mean).toBeCloseTo(1, 12);
    expect(run({ weapon: ap1, save: 4, defender: bs, asks: { 'target-within-12': true } }).unsaved.mean).toBeCloseTo(
      3 / 4,
      12,
    );
    // Beyond 12" but within 18": only with the 1YP spent.
    const at15 = { 'target-within-18': true };
    expect(run({ weapon: ap1, save: 4, defender: bs, asks: at15 }).unsaved.mean).toBeCloseTo(1, 12);
    const spent = { ...at15, 'bastion-shield-spent-1yp': true };
    expect(run({ weapon: ap1, save: 4, defender: bs, asks: spent }).unsaved.mean).toBeCloseTo(3 / 4, 12);
    // "instead": within 12" with the YP spent is still worsened by 1 (AP0), not 2.
    const both = { ...spent, 'target-within-12': true };
    expect(run({ weapon: ap1, save: 4, defender: bs, asks: both }).unsaved.mean).toBeCloseTo(3 / 4, 12);
    // "Each time a ranged attack": a melee attack keeps its AP.
    const near = { 'target-within-12': true };
    expect(run({ weapon: { ...ap1, ...melee }, save: 4, defender: bs, asks: near }).unsaved.mean).toBeCloseTo(1, 12);
  });

  it('Quake Multigenerator (Hearthband): "While a unit is suppressed ... subtract 1 from the Hit roll"', () => {
    const qm = lov('hearthband', 'quake-multigenerator');
    expect(run({ defender: qm }).wounds.mean).toBeCloseTo(3 / 2, 12);
    // Hits on 5+: 6 x 1/3 x 1/2 = 1.
    expect(run({ defender: qm, asks: { 'attacker-suppressed': true } }).wounds.mean).toBeCloseTo(1, 12);
  });

  it('Oathbound Speculator (Needgaârd Oathband): "re-roll a Wound roll of 1" and, with 3YP, "add 1 to the Wound roll"', () => {
    const os = lov('needgaard-oathband', 'oathbound-speculator');
    // Wound 1/2 + 1/6 x 1/2 = 7/12: 3 hits x 7/12 = 7/4.
    expect(run({ attacker: os }).wounds.mean).toBeCloseTo(7 / 4, 12);
    // Wound on 3+: 2/3 + 1/6 x 2/3 = 7/9: 3 x 7/9 = 7/3.
    expect(run({ attacker: os, asks: { 'oathbound-speculator-spent-3yp': true } }).wounds.mean).toBeCloseTo(7 / 3, 12);
  });

  it('Iron Ambassador (Needgaârd Oathband): "add the number of YP you just spent to the Damage characteristic" (ranged)', () => {
    const ia = lov('needgaard-oathband', 'iron-ambassador');
    const yp = (n: number) =>
      Object.fromEntries([1, 2, 3].slice(0, n).map((k) => [`iron-ambassador-at-least-${k}yp`, true]));
    // 3/2 unsaved wounds against W24 models (no damage lost to a destroyed model: 6 x D4 = 24): damage 3/2 x D.
    expect(run({ attacker: ia, wounds: 24 }).damage.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: ia, wounds: 24, asks: yp(2) }).damage.mean).toBeCloseTo(9 / 2, 12);
    expect(run({ attacker: ia, wounds: 24, asks: yp(3) }).damage.mean).toBeCloseTo(6, 12);
    // "the bearer's ranged weapons": a melee weapon keeps D1.
    expect(run({ attacker: ia, wounds: 24, weapon: melee, asks: yp(3) }).damage.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Piledriver (Dêlve Assault Shift): "add the number of YP you just spent to the Damage characteristic of the bearer’s melee weapons"', () => {
    const pd = lov('delve-assault-shift', 'piledriver');
    const two = { 'piledriver-at-least-1yp': true, 'piledriver-at-least-2yp': true };
    expect(run({ attacker: pd, wounds: 24, weapon: melee, asks: two }).damage.mean).toBeCloseTo(9 / 2, 12);
    expect(run({ attacker: pd, wounds: 24, asks: two }).damage.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Quake Supervisor (Dêlve Assault Shift): "each time one of those ARTILLERY units makes a ranged attack ... add 1 to the Hit roll"', () => {
    // The ARTILLERY unit's use is marked `bonded` (near the bearer): hits on 3+, 6 x 2/3 x 1/2 = 2 wounds.
    const qs = [{ rule: 'leagues-of-votann/delve-assault-shift/quake-supervisor', bonded: true }];
    expect(run({ attacker: qs }).wounds.mean).toBeCloseTo(2, 12);
    // The bearer's own attacks (not bonded) and melee attacks: 3/2.
    expect(run({ attacker: [{ rule: qs[0]!.rule }] }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: qs, weapon: melee }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Eye for Weakness (Persecution Prospect): "targets an assailed unit, add 1 to the Wound roll"', () => {
    const ew = lov('persecution-prospect', 'eye-for-weakness');
    expect(run({ attacker: ew }).wounds.mean).toBeCloseTo(3 / 2, 12);
    // Wound on 3+: 3 x 2/3 = 2.
    expect(run({ attacker: ew, asks: { 'target-assailed': true } }).wounds.mean).toBeCloseTo(2, 12);
  });

  it('Trivärg Cyber Implant (Brandfast Oathband): "ranged weapons ... have the [sustained HITS 2] ability"', () => {
    const tc = lov('brandfast-oathband', 'trivarg-cyber-implant');
    const yes = { 'trivarg-disembarked-or-2yp': true };
    // Hits 6 x (1/2 + 2/6) = 5: wounds 5/2.
    expect(run({ attacker: tc, asks: yes }).wounds.mean).toBeCloseTo(5 / 2, 12);
    expect(run({ attacker: tc }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: tc, weapon: melee, asks: yes }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Masterful Construction (Void Salvagers): the chosen ability, "(excluding Psychic weapons)"', () => {
    const mc = lov('void-salvagers', 'masterful-construction');
    const lethal = { 'masterful-construction-lethal-hits': true };
    // Lethal Hits: 1 Critical Hit wounds automatically, 2 other hits wound on 4+: 1 + 2 x 1/2 = 2.
    expect(run({ attacker: mc, asks: lethal }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: mc }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: mc, weapon: { abilities: ['psychic'] }, asks: lethal }).wounds.mean).toBeCloseTo(3 / 2, 12);
    // Sustained Hits 1: hits 6 x (1/2 + 1/6) = 4, wounds 2.
    const sus = { 'masterful-construction-sustained-hits-1': true };
    expect(run({ attacker: mc, asks: sus }).wounds.mean).toBeCloseTo(2, 12);
  });

  it('High Kâhl and the others the game plays in part are named, with what is left', () => {
    // The game keeps the model to fight (game/fight/fights-on-death.ts); its note names what it leaves.
    const hk = ruleById('leagues-of-votann/hearthband/high-kahl');
    expect(hk?.support).toMatchObject({ calculator: 'n/a', game: 'partial', lists: 'automated' });
    expect(hk?.bearer).toEqual([['KÂHL']]);
    expect(hk?.effects).toEqual([{ kind: 'fight-on-death', on: 4, byMelee: true }]);
    expect(hk?.support.note).toContain('until it fights the kept model is treated as removed');
    // A Long List: the game asks after the attacks of the bearer's unit (game/votann-long-list.ts); the rest is named.
    const al = ruleById('leagues-of-votann/oathband/a-long-list');
    expect(al?.support).toMatchObject({ game: 'partial', lists: 'partial' });
    expect(al?.support.note).toContain('mortal wounds outside attacks');
    expect(al?.support.note).toContain('bearer’s keyword');
  });
});

describe('Grey Knights Enhancements', () => {
  it('Spiritus Machina (Sanctic Spearhead): "if the bearer’s unit disembarked ... you can re-roll the Wound roll"', () => {
    const sm = gk('sanctic-spearhead', 'spiritus-machina');
    // Wound 1/2 + 1/2 x 1/2 = 3/4: 3 x 3/4 = 9/4.
    const both = { 'disembarked-this-turn': true, 'own-shooting-phase': true };
    expect(run({ attacker: sm, asks: both }).wounds.mean).toBeCloseTo(9 / 4, 12);
    expect(run({ attacker: sm, asks: { 'disembarked-this-turn': true } }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: sm }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Sigil of the Hunt (Banishers): "In your Shooting phase, each time a model in the bearer’s unit makes an attack, re-roll a Hit roll of 1"', () => {
    const sh = gk('banishers', 'sigil-of-the-hunt');
    // Hit 1/2 + 1/6 x 1/2 = 7/12: 6 x 7/12 x 1/2 = 7/4 wounds; out of your Shooting phase, 3/2.
    expect(run({ attacker: sh, asks: { 'own-shooting-phase': true } }).wounds.mean).toBeCloseTo(7 / 4, 12);
    expect(run({ attacker: sh }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('The Sixty-sixth Seal (Banishers): "In your Shooting phase, ... improve the Armour Penetration characteristic of that attack by 1"', () => {
    const ss = gk('banishers', 'the-sixty-sixth-seal');
    // Sv 4+ at AP-1 saves on 5+: 3/2 x 2/3 = 1 unsaved; at AP0, 3/2 x 1/2 = 3/4.
    expect(run({ attacker: ss, save: 4, asks: { 'own-shooting-phase': true } }).unsaved.mean).toBeCloseTo(1, 12);
    expect(run({ attacker: ss, save: 4 }).unsaved.mean).toBeCloseTo(3 / 4, 12);
  });

  it('Grimoire of Conjunctions (Augurium Task Force): "add 4 to the Strength characteristic of melee weapons equipped by the bearer"', () => {
    const gc = gk('augurium-task-force', 'grimoire-of-conjunctions');
    const used = { 'grimoire-used': true };
    // S8 against T4 wounds on 2+: 3 x 5/6 = 5/2.
    expect(run({ attacker: gc, weapon: melee, asks: used }).wounds.mean).toBeCloseTo(5 / 2, 12);
    expect(run({ attacker: gc, asks: used }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Shield of Prophecy (Augurium Task Force): "add 2 to the Toughness characteristic of models in the bearer’s unit"', () => {
    const sp = gk('augurium-task-force', 'shield-of-prophecy');
    // S4 against T6 wounds on 5+: 3 x 1/3 = 1.
    expect(run({ defender: sp, asks: { 'shield-of-prophecy-used': true } }).wounds.mean).toBeCloseTo(1, 12);
    expect(run({ defender: sp }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Radiant Champion (Warpbane Task Force): "The bearer’s melee weapons have the [PRECISION] ability"', () => {
    // 6 melee attacks wound 1 in 4 (4+, 4+) against four W1 Bodyguard models led by a W3 CHARACTER. With [PRECISION]
    // the first 3 wounds go to the CHARACTER: one model is destroyed only at exactly 3 wounds; without it, the
    // Bodyguard take them, one model at exactly 1 wound. Bin(6, 1/4) x 4096: 1 wound 1458, 3 wounds 540.
    const led = (rules?: Side) =>
      evaluate(
        parseScenario({
          attacker: { weapons: [{ ...gun, type: 'melee' }], ...(rules ? { rules } : {}) },
          defender: {
            models: 4,
            toughness: 4,
            save: 7,
            wounds: 1,
            profiles: [
              { name: 'Brother-Captain', models: 1, toughness: 4, save: 7, wounds: 3, keywords: ['CHARACTER'] },
            ],
          },
        }),
      );
    expect(led(gk('warpbane-task-force', 'radiant-champion')).modelsDestroyed.pmf[1]).toBeCloseTo(540 / 4096, 12);
    expect(led().modelsDestroyed.pmf[1]).toBeCloseTo(1458 / 4096, 12);
    const rc = ruleById('grey-knights/warpbane-task-force/radiant-champion');
    expect(rc?.effects).toEqual([{ kind: 'weapon-ability', ability: 'precision', type: 'melee', scope: 'holder' }]);
    expect(rc?.support).toMatchObject({ calculator: 'partial', game: 'partial' });
    expect(rc?.support.note).toContain('mortal wound');
  });

  it('Brotherhood Strike’s four are bound, for GREY KNIGHTS models; the game applies them', () => {
    // The game plays the three (test/game/enhancements-grey-knights.test.ts).
    for (const n of ['banishing-wave-psychic', 'blinding-aura', 'purity-of-purpose']) {
      const d = ruleById(`grey-knights/brotherhood-strike/${n}`);
      expect(d?.bearer).toEqual([['GREY KNIGHTS']]);
      expect(d?.support).toEqual({ calculator: 'n/a', game: 'automated', lists: 'automated' });
    }
    // The game reads the fourth's row (test/game/enhancements-game.test.ts).
    const tome = ruleById('grey-knights/brotherhood-strike/tome-of-forbidden-ways');
    expect(tome?.support).toEqual({ calculator: 'n/a', game: 'automated', lists: 'automated' });
    expect(tome?.effects).toEqual([{ kind: 'more-selections', rule: 'grey-knights/gate-of-infinity', add: 1 }]);
  });
});

describe('Enhancements compiled from their text', () => {
  const ctx = { keywords: new Set(['LEAGUES OF VOTANN', 'KÂHL']) };
  it('Ironskein: "LEAGUES OF VOTANN model only. Add 2 to the bearer’s Wounds characteristic."', () => {
    const c = compileAbility('LEAGUES OF VOTANN model only. Add 2 to the bearer’s Wounds characteristic.', ctx);
    expect(c.status).toBe('compiled');
    if (c.status !== 'compiled') return;
    expect(c.reading.effects).toEqual([{ kind: 'stat', stat: 'W', change: 'add', by: 2, scope: 'holder' }]);
    expect(c.reading.restrictions?.bearer).toEqual([['LEAGUES OF VOTANN']]);
    // The calculator applies it; the game gives the bearer the 2 wounds at set-up (game/rule-wounds.ts); the list
    // validator checks the bearer.
    expect(compiledSupport(c.reading, 'enhancement')).toEqual({
      calculator: 'automated',
      game: 'automated',
      lists: 'automated',
    });
  });

  it('reads an accented keyword: "KÂHL model only."', () => {
    const c = compileAbility('KÂHL model only. Add 2 to the bearer’s Wounds characteristic.', ctx);
    expect(c.status === 'compiled' && c.reading.restrictions?.bearer).toEqual([['KÂHL']]);
  });
});
