import { describe, expect, it } from 'vitest';
import { BELOW_STARTING_TARGET } from '../../../src/rules/text/grammar-helpers.js';
import { compileAbility, compileStratagem } from '../../../src/rules/text/index.js';

/** Real texts from the Wahapedia 2025-11-14 export (short quotes), read by hand. */
const KW = { keywords: new Set(['ADEPTUS ASTARTES', 'INFANTRY', 'ASTRA MILITARUM', 'MONSTER', 'VEHICLE']) };

describe('rules-text compiler', () => {
  it('reads "up to two" units as one target, each affected alike (EMPEROR’S EXECUTIONERS’ target line)', () => {
    const r = compileStratagem(
      {
        when: 'Your Shooting phase.',
        target: 'Up to two ADEPTUS CUSTODES units from your army.',
        effect: 'Until the end of the phase, each time a model in your unit makes an attack, add 1 to the Wound roll.',
      },
      { keywords: new Set(['ADEPTUS CUSTODES']) },
    );
    expect(r.status === 'compiled' && r.reading.who).toEqual({
      unit: 'own',
      keywords: [['ADEPTUS CUSTODES']],
      upTo: 2,
    });
  });

  it('reads a Battle Tactic: window, target, effect, duration', () => {
    const r = compileStratagem(
      {
        when: 'Your opponent’s Shooting phase or the Fight phase, just after an enemy unit has selected its targets.',
        target:
          'One ADEPTUS ASTARTES INFANTRY unit from your army that was selected as the target of one or more of the attacking unit’s attacks.',
        effect: 'Until the end of the phase, each time an attack targets your unit, subtract 1 from the Wound roll.',
      },
      KW,
    );
    expect(r).toEqual({
      status: 'compiled',
      reading: {
        when: [
          { window: 'targets-selected', turn: 'opponents', phases: ['shooting'], unit: 'enemy' },
          { window: 'targets-selected', turn: 'either', phases: ['fight'], unit: 'enemy' },
        ],
        who: { unit: 'attack-target', keywords: [['ADEPTUS ASTARTES', 'INFANTRY']] },
        effects: [{ kind: 'roll', roll: 'wound', n: -1, scope: 'attacked-by' }],
        duration: { kind: 'end-of-phase' },
        asks: [],
      },
      phrases: [
        'when/phase',
        'when/phase',
        'moment/enemy-selected-targets',
        'target/one-own',
        'target/attack-target',
        'duration/end-of-phase',
        'attack/targets-unit',
        'roll/add',
      ],
    });
  });

  it('reads weapon abilities granted to ranged weapons', () => {
    const r = compileStratagem({
      when: 'Your Shooting phase.',
      target: 'One unit from your army that has not been selected to shoot this phase.',
      effect:
        'Until the end of the phase, ranged weapons equipped by models in your unit have the [LETHAL HITS] ability.',
    });
    expect(r.status).toBe('compiled');
    if (r.status !== 'compiled') return;
    expect(r.reading.who).toEqual({ unit: 'own', notSelectedTo: ['shoot'] });
    expect(r.reading.effects).toEqual([{ kind: 'weapon-ability', ability: 'lethal hits', type: 'ranged' }]);
  });

  it('reads a Leader ability with its condition', () => {
    const r = compileAbility(
      'While this model is leading a unit, each time a model in that unit makes an attack, add 1 to the Hit roll.',
    );
    expect(r.status === 'compiled' && r.reading.effects).toEqual([
      { kind: 'roll', roll: 'hit', n: 1, when: [{ kind: 'leading' }] },
    ]);
  });

  it('keeps a text with a clause it does not understand manual, naming the clause', () => {
    const r = compileStratagem({
      when: 'Your Shooting phase.',
      target: 'One unit from your army.',
      effect:
        'Until the end of the phase, each time a model in your unit makes a Pile-in move, it can move up to 6" instead of up to 3".',
    });
    expect(r.status).toBe('manual');
    expect(r.status === 'manual' && r.part).toBe('effect');
    expect(r.status === 'manual' && r.unknown).toBe('each time a model in your unit makes a pile-in move');
  });

  it('a row that needs an attack context is not read without one', () => {
    const r = compileAbility('Add 1 to the Hit roll.');
    expect(r.status).toBe('manual');
  });
});

describe('a sentence under the previous sentence’s attack context', () => {
  it('keeps the conditions that context held under (Silent Executioner, Drazhar)', () => {
    const c = compileAbility(
      'Each time this model makes an attack that targets a unit that is below its Starting Strength, you can re-roll the Hit roll. If that target is Below Half-strength, you can re-roll the Wound roll as well.',
    );
    expect(c.status).toBe('compiled');
    const below = { kind: 'ask', ask: BELOW_STARTING_TARGET };
    expect(c.status === 'compiled' && c.reading.effects).toEqual([
      { kind: 'reroll', roll: 'hit', policy: 'failed', scope: 'holder', when: [below] },
      {
        kind: 'reroll',
        roll: 'wound',
        policy: 'failed',
        scope: 'holder',
        when: [below, { kind: 'ask', ask: { kind: 'below-half-strength', who: 'target' } }],
      },
    ]);
  });

  it('"if that unit" after an attack that targets a unit is the target or the attacker’s: manual (Warp-sighted Butcher)', () => {
    const c = compileAbility(
      'While this model is leading a unit, each time a model in that unit makes a melee attack that targets a unit that is below its Starting Strength, you can re-roll the Hit roll. If that unit is Below Half-strength, you can re-roll the Wound roll as well.',
    );
    expect(c).toMatchObject({
      status: 'manual',
      unknown: 'if that unit is below half-strength, you can re-roll the wound roll',
    });
  });
});
