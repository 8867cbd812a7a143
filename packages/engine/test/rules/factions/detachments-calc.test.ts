import { describe, expect, it } from 'vitest';
import { evaluate, parseScenario, ruleById, type ScenarioInput } from '../../../src/index.js';

/**
 * The seed detachments' attack-changing rules and Stratagems in the calculator, each against a value
 * computed by hand. Base case: 6 attacks, BS/WS 4+, S4 AP0 D1, against T4, no save (Sv 7+):
 * 6 x 1/2 x 1/2 = 3/2 wounds.
 */

type Side = { rule: string }[];
interface Case {
  weapon?: Record<string, unknown>;
  attacker?: Side;
  defender?: Side;
  keywords?: string[];
  targetKeywords?: string[];
  save?: number;
  wounds?: number;
  asks?: Record<string, boolean>;
}
const gun = { name: 'gun', attacks: 6, skill: 4, strength: 4, ap: 0, damage: 1 };
function run(c: Case) {
  const s: ScenarioInput = {
    attacker: {
      weapons: [{ ...gun, ...c.weapon }],
      ...(c.keywords ? { keywords: c.keywords } : {}),
      ...(c.attacker ? { rules: c.attacker } : {}),
    },
    defender: {
      models: 10,
      toughness: 4,
      save: c.save ?? 7,
      wounds: c.wounds ?? 1,
      keywords: c.targetKeywords ?? [],
      ...(c.defender ? { rules: c.defender } : {}),
    },
    conditions: { asks: c.asks ?? {} },
  };
  return evaluate(parseScenario(s));
}
const lov = (d: string, n: string) => [{ rule: `leagues-of-votann/${d}/${n}` }];
const gk = (d: string, n: string) => [{ rule: `grey-knights/${d}/${n}` }];
const T1 = { 'judgement-token-target-1': true };
const T2 = { ...T1, 'judgement-token-target-2': true };

describe('Leagues of Votann detachments', () => {
  it('Ancestral Sentence (Oathband): "[SUSTAINED HITS 1] ... [SUSTAINED HITS 2] instead" against Judgement tokens', () => {
    // Hits 6 x (1/2 + 1/6) = 4, wounds 2; with 2 extra hits on a 6: 6 x (1/2 + 2/6) = 5, wounds 5/2.
    expect(run({ attacker: lov('oathband', 'ancestral-sentence') }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: lov('oathband', 'ancestral-sentence'), asks: T1 }).wounds.mean).toBeCloseTo(5 / 2, 12);
    // A melee attack is not a ranged attack.
    expect(run({ attacker: lov('oathband', 'ancestral-sentence'), weapon: { type: 'melee' } }).wounds.mean).toBeCloseTo(
      3 / 2,
      12,
    );
  });

  it('Void Armour (Oathband): "worsen the Armour Penteration characteristic of that attack by 1"', () => {
    // AP-1 against Sv 4+: saves on 5+ (1/3 pass) -> 3/2 x 2/3 = 1 unsaved; worsened to AP0: 4+ -> 3/4.
    expect(run({ weapon: { ap: -1 }, save: 4 }).unsaved.mean).toBeCloseTo(1, 12);
    expect(run({ weapon: { ap: -1 }, save: 4, defender: lov('oathband', 'void-armour') }).unsaved.mean).toBeCloseTo(
      3 / 4,
      12,
    );
  });

  it('Warrior Pride (Oathband): "improve the Armour Penetration ... by 1 for each Judgement token"', () => {
    const melee = { type: 'melee' };
    const wp = lov('oathband', 'warrior-pride');
    // Sv 4+: AP0 3/4 unsaved; AP-1 (5+) 1; AP-2 (6+) 3/2 x 5/6 = 5/4.
    expect(run({ weapon: melee, save: 4, attacker: wp }).unsaved.mean).toBeCloseTo(3 / 4, 12);
    expect(run({ weapon: melee, save: 4, attacker: wp, asks: T1 }).unsaved.mean).toBeCloseTo(1, 12);
    expect(run({ weapon: melee, save: 4, attacker: wp, asks: T2 }).unsaved.mean).toBeCloseTo(5 / 4, 12);
  });

  it('Judged and Punished (Void Salvagers): re-roll the Hit roll at 1 token, the Wound roll as well at 2', () => {
    const jp = lov('void-salvagers', 'judged-and-punished');
    expect(run({ attacker: jp }).wounds.mean).toBeCloseTo(3 / 2, 12);
    // Hit 1/2 + 1/2 x 1/2 = 3/4: 6 x 3/4 x 1/2 = 9/4; and wound 3/4: 6 x 3/4 x 3/4 = 27/8.
    expect(run({ attacker: jp, asks: T1 }).wounds.mean).toBeCloseTo(9 / 4, 12);
    expect(run({ attacker: jp, asks: T2 }).wounds.mean).toBeCloseTo(27 / 8, 12);
  });

  it('Methodical Annihilation (Hearthband): re-roll a Wound roll of 1; a KÂHL improves AP by 1', () => {
    const ma = lov('hearthband', 'methodical-annihilation');
    const asks = { 'closest-or-engaged-target': true };
    expect(run({ attacker: ma }).wounds.mean).toBeCloseTo(3 / 2, 12);
    // Wound 1/2 + 1/6 x 1/2 = 7/12: 6 x 1/2 x 7/12 = 7/4.
    expect(run({ attacker: ma, asks }).wounds.mean).toBeCloseTo(7 / 4, 12);
    // Against Sv 4+: a Hearthkyn unit keeps AP0 (1/2 unsaved), a Kâhl's attack is AP-1 (2/3 unsaved).
    expect(run({ attacker: ma, asks, save: 4, keywords: ['INFANTRY'] }).unsaved.mean).toBeCloseTo(7 / 8, 12);
    expect(run({ attacker: ma, asks, save: 4, keywords: ['Kâhl'] }).unsaved.mean).toBeCloseTo(7 / 6, 12);
  });

  it('Superior Craftsmanship (Hearthband): "add 1 to the Damage characteristic" against a MONSTER or VEHICLE', () => {
    const sc = lov('hearthband', 'superior-craftsmanship');
    expect(run({ attacker: sc, wounds: 10, targetKeywords: ['VEHICLE'] }).damage.mean).toBeCloseTo(3, 12);
    expect(run({ attacker: sc, wounds: 10, targetKeywords: ['INFANTRY'] }).damage.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Huntr’s Mark (Needgaârd Oathband): "re-roll a Hit roll of 1 and re-roll a Wound roll of 1"', () => {
    // 6 x 7/12 x 7/12 = 49/24.
    expect(run({ attacker: lov('needgaard-oathband', 'huntrs-mark') }).wounds.mean).toBeCloseTo(49 / 24, 12);
  });

  it('Honour of the Hold (Needgaârd Oathband): AP improved by 1, by 2 if YP were spent', () => {
    const hh = lov('needgaard-oathband', 'honour-of-the-hold');
    const melee = { type: 'melee' };
    expect(run({ attacker: hh, weapon: melee, save: 4 }).unsaved.mean).toBeCloseTo(1, 12);
    expect(
      run({ attacker: hh, weapon: melee, save: 4, asks: { 'spent-yield-points': true } }).unsaved.mean,
    ).toBeCloseTo(5 / 4, 12);
  });

  it('Ranger Tactics (Persecution Prospect): re-roll the Hit roll against an assailed unit or for HERNKYN', () => {
    const rt = lov('persecution-prospect', 'ranger-tactics');
    expect(run({ attacker: rt }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: rt, asks: { 'target-assailed': true } }).wounds.mean).toBeCloseTo(9 / 4, 12);
    expect(run({ attacker: rt, keywords: ['HERNKYN'] }).wounds.mean).toBeCloseTo(9 / 4, 12);
  });

  it('Dispersed Formation (Persecution Prospect): Stealth and the Benefit of Cover against ranged attacks', () => {
    // Hits 6 x 1/3 = 2, wounds 1; Sv 4+ with cover saves on 3+: 1 x 1/3 = 1/3 unsaved.
    const r = run({ save: 4, defender: lov('persecution-prospect', 'dispersed-formation') });
    expect(r.wounds.mean).toBeCloseTo(1, 12);
    expect(r.unsaved.mean).toBeCloseTo(1 / 3, 12);
  });

  it('Mobile Sensor Relays (Brandfast Oathband): INFANTRY wholly within 6" of a TRANSPORT has [sustained hits 1]', () => {
    const msr = lov('brandfast-oathband', 'mobile-sensor-relays');
    const asks = { 'within-6-of-transport': true };
    const kin = ['INFANTRY', 'LEAGUES OF VOTANN'];
    // Hits 6 x (1/2 + 1/6) = 4, wounds 2; not INFANTRY, not LEAGUES OF VOTANN, or not within 6": 3/2.
    expect(run({ attacker: msr, keywords: kin, asks }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: msr, keywords: ['VEHICLE', 'LEAGUES OF VOTANN'], asks }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: msr, keywords: ['INFANTRY'], asks }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: msr, keywords: kin }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Weavewërke Buttress (Dêlve Assault Shift): "subtract 1 from the Wound roll"', () => {
    // 6 x 1/2 x 1/3 = 1.
    expect(run({ defender: lov('delve-assault-shift', 'weavewerke-buttress') }).wounds.mean).toBeCloseTo(1, 12);
  });
});

describe('Grey Knights detachments', () => {
  it('Hallowed Ground (Warpbane Task Force): re-roll a Hit roll of 1, the Hit roll wholly within Hallowed Ground', () => {
    const hg = gk('warpbane-task-force', 'hallowed-ground');
    expect(run({ attacker: hg }).wounds.mean).toBeCloseTo(7 / 4, 12);
    expect(run({ attacker: hg, asks: { 'wholly-within-hallowed-ground': true } }).wounds.mean).toBeCloseTo(9 / 4, 12);
    expect(run({ attacker: hg, keywords: ['PURIFIER SQUAD'] }).wounds.mean).toBeCloseTo(9 / 4, 12);
  });

  it('Sanctified Kill Zone: "re-roll a Wound roll of 1, or, re-roll the Wound roll instead if ... PURIFIER SQUAD"', () => {
    const skz = gk('warpbane-task-force', 'sanctified-kill-zone');
    expect(run({ attacker: skz }).wounds.mean).toBeCloseTo(7 / 4, 12);
    expect(run({ attacker: skz, keywords: ['PURIFIER SQUAD'] }).wounds.mean).toBeCloseTo(9 / 4, 12);
  });

  it('Fury of Titan (Brotherhood Strike): re-rolls of 1 after a Deep Strike set-up this turn', () => {
    const ft = gk('brotherhood-strike', 'fury-of-titan');
    expect(run({ attacker: ft }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: ft, asks: { 'deep-struck-this-turn': true } }).wounds.mean).toBeCloseTo(49 / 24, 12);
  });

  it('Purgation Pattern and Shining Veil (Brotherhood Strike)', () => {
    expect(run({ attacker: gk('brotherhood-strike', 'purgation-pattern') }).wounds.mean).toBeCloseTo(2, 12);
    // Stealth: -1 to hit for ranged attacks: 6 x 1/3 x 1/2 = 1.
    expect(run({ defender: gk('brotherhood-strike', 'shining-veil') }).wounds.mean).toBeCloseTo(1, 12);
  });

  it('Channelled Force (Banishers): [SUSTAINED HITS 1] on Psychic melee weapons when chosen', () => {
    const cf = gk('banishers', 'channelled-force');
    const weapon = { type: 'melee', abilities: ['psychic'] };
    // Hits 6 x (1/2 + 1/6) = 4, wounds 4 x 1/2 = 2; not chosen, or not a [psychic] weapon: 3/2.
    expect(run({ attacker: cf, weapon, asks: { 'channelled-sustained': true } }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: cf, weapon }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(
      run({ attacker: cf, weapon: { type: 'melee' }, asks: { 'channelled-sustained': true } }).wounds.mean,
    ).toBeCloseTo(3 / 2, 12);
  });

  it('Channelled Force (Banishers): [LETHAL HITS] on Psychic melee weapons when chosen', () => {
    const cf = gk('banishers', 'channelled-force');
    const weapon = { type: 'melee', abilities: ['psychic'] };
    // Critical Hits (1/6) wound automatically, the other hits (1/3) on 4+: 6 x (1/6 + 1/6) = 2.
    expect(run({ attacker: cf, weapon, asks: { 'channelled-lethal': true } }).wounds.mean).toBeCloseTo(2, 12);
    expect(
      run({ attacker: cf, weapon: { type: 'melee' }, asks: { 'channelled-lethal': true } }).wounds.mean,
    ).toBeCloseTo(3 / 2, 12);
  });

  it('Abominus-class Targets (Sanctic Spearhead): +1 to wound against a MONSTER or VEHICLE', () => {
    const ab = gk('sanctic-spearhead', 'abominus-class-targets');
    expect(run({ attacker: ab, targetKeywords: ['MONSTER'] }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: ab, targetKeywords: ['INFANTRY'] }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });
});

describe('Imperial Knights and Astra Militarum detachments', () => {
  it('Cogbound Alliance (Questor Forgepact): Divine Inspiration for ADEPTUS MECHANICUS ranged attacks', () => {
    const ca = [{ rule: 'imperial-knights/questor-forgepact/cogbound-alliance' }];
    expect(run({ attacker: ca, keywords: ['IMPERIAL KNIGHTS'] }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: ca, keywords: ['ADEPTUS MECHANICUS'] }).wounds.mean).toBeCloseTo(7 / 4, 12);
    expect(
      run({ attacker: ca, keywords: ['ADEPTUS MECHANICUS'], asks: { 'within-6-of-knights': true } }).wounds.mean,
    ).toBeCloseTo(49 / 24, 12);
  });

  it('Dauntless Defenders (Gate Warden Lance): [sustained hits 1] on the defensive line', () => {
    const dd = [{ rule: 'imperial-knights/gate-warden-lance/dauntless-defenders' }];
    // "While an IMPERIAL KNIGHTS unit from your army is on your defensive line": hits 6 x (1/2 + 1/6) = 4, wounds 2.
    const line = { 'on-defensive-line': true };
    expect(run({ attacker: dd, keywords: ['IMPERIAL KNIGHTS'], asks: line }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: dd, keywords: ['IMPERIAL KNIGHTS'] }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(run({ attacker: dd, keywords: ['ADEPTUS MECHANICUS'], asks: line }).wounds.mean).toBeCloseTo(3 / 2, 12);
    expect(ruleById('imperial-knights/gate-warden-lance/dauntless-defenders')?.support.calculator).toBe('partial');
  });

  it('Voice of Command: Take Aim! (BS), Fix Bayonets! (WS) and First Rank, Fire! (Rapid Fire A) when issued', () => {
    const voc = [{ rule: 'astra-militarum/voice-of-command' }];
    // Take Aim!: BS4+ improved to 3+: 6 x 2/3 x 1/2 = 2 wounds; a melee weapon keeps WS4+: 3/2.
    expect(run({ attacker: voc, asks: { 'order-take-aim': true } }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: voc, weapon: { type: 'melee' }, asks: { 'order-take-aim': true } }).wounds.mean).toBeCloseTo(
      3 / 2,
      12,
    );
    // Fix Bayonets!: WS4+ improved to 3+ on melee weapons only.
    expect(
      run({ attacker: voc, weapon: { type: 'melee' }, asks: { 'order-fix-bayonets': true } }).wounds.mean,
    ).toBeCloseTo(2, 12);
    expect(run({ attacker: voc, asks: { 'order-fix-bayonets': true } }).wounds.mean).toBeCloseTo(3 / 2, 12);
    // First Rank, Fire! Second Rank, Fire!: a Rapid Fire weapon's A6 becomes 7 (outside half range): 7 x 1/4 = 7/4.
    const rapid = { abilities: ['rapid fire 1'] };
    expect(run({ attacker: voc, weapon: rapid, asks: { 'order-first-rank-fire': true } }).wounds.mean).toBeCloseTo(
      7 / 4,
      12,
    );
    expect(run({ attacker: voc, asks: { 'order-first-rank-fire': true } }).wounds.mean).toBeCloseTo(3 / 2, 12);
    // No Order issued: 3/2.
    expect(run({ attacker: voc }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Voice of Command: Take Cover! improves the Save by 1, "this cannot improve a model\'s Save to better than 3+"', () => {
    const voc = [{ rule: 'astra-militarum/voice-of-command' }];
    const cover = { 'order-take-cover': true };
    // 3/2 wounds. Sv 4+ improved to 3+: 3/2 x 1/3 = 1/2 unsaved (without the Order 3/2 x 1/2 = 3/4).
    expect(run({ defender: voc, save: 4 }).unsaved.mean).toBeCloseTo(3 / 4, 12);
    expect(run({ defender: voc, save: 4, asks: cover }).unsaved.mean).toBeCloseTo(1 / 2, 12);
    // Sv 3+ stays 3+ (1/2), Sv 2+ stays 2+: 3/2 x 1/6 = 1/4.
    expect(run({ defender: voc, save: 3, asks: cover }).unsaved.mean).toBeCloseTo(1 / 2, 12);
    expect(run({ defender: voc, save: 2, asks: cover }).unsaved.mean).toBeCloseTo(1 / 4, 12);
    // Sv 6+ improved to 5+ against AP-1: saved on 6 only, 3/2 x 5/6 = 5/4 (without: no save, 3/2).
    expect(run({ defender: voc, save: 6, weapon: { ap: -1 }, asks: cover }).unsaved.mean).toBeCloseTo(5 / 4, 12);
    expect(run({ defender: voc, save: 6, weapon: { ap: -1 } }).unsaved.mean).toBeCloseTo(3 / 2, 12);
    // The attacker's Order is not the target's: the attacker's Voice of Command does not improve the target's save.
    expect(run({ attacker: voc, save: 4, asks: cover }).unsaved.mean).toBeCloseTo(3 / 4, 12);
  });

  it('Mindlock (Munitorum Servitors): BS and WS improved by 1 while a REGIMENTAL ENGINSEER leads the unit', () => {
    const ml = [{ rule: 'astra-militarum/munitorum-servitors/mindlock' }];
    const led = { 'led-by-regimental-enginseer': true };
    expect(run({ attacker: ml, asks: led }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: ml, weapon: { type: 'melee' }, asks: led }).wounds.mean).toBeCloseTo(2, 12);
    expect(run({ attacker: ml }).wounds.mean).toBeCloseTo(3 / 2, 12);
  });

  it('Suppression Fire (Combined Regiment): the suppressed unit subtracts 1 from its Hit rolls', () => {
    expect(run({ attacker: [{ rule: 'astra-militarum/combined-regiment/suppression-fire' }] }).wounds.mean).toBeCloseTo(
      1,
      12,
    );
  });
});
