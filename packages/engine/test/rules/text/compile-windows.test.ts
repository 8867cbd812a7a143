import { describe, expect, it } from 'vitest';
import { compileAbility, compileStratagem, renderReading } from '../../../src/rules/text/index.js';

/**
 * Abilities' timing windows and usage limits, and the phrases issue 14 added, over real texts from
 * the Wahapedia 2025-11-14 export (short quotes), each reading written by hand.
 */
const KW = { keywords: new Set(['GREY KNIGHTS', 'MONSTER', 'VEHICLE', 'ADEPTUS ASTARTES', 'MOUNTED']) };
const MV = { kind: 'target-keyword', any: ['MONSTER', 'VEHICLE'] } as const;

describe('abilities: timing windows', () => {
  it('reads "In your Shooting phase," as the reading’s window (Tank Hunters)', () => {
    const r = compileAbility(
      'In your Shooting phase, each time a model in this unit makes an attack that targets a MONSTER or VEHICLE unit, add 1 to the Hit roll and add 1 to the Wound roll.',
      KW,
    );
    expect(r.status === 'compiled' && r.reading).toEqual({
      when: [{ window: 'during-phase', turn: 'yours', phases: ['shooting'] }],
      who: { unit: 'holder' },
      effects: [
        { kind: 'roll', roll: 'hit', n: 1, when: [MV] },
        { kind: 'roll', roll: 'wound', n: 1, when: [MV] },
      ],
      asks: [],
    });
    expect(r.status === 'compiled' && renderReading(r.reading)).toBe(
      'When: your Shooting phase. Effect: +1 to the Hit roll if the target is MONSTER or VEHICLE; +1 to the Wound roll if the target is MONSTER or VEHICLE.',
    );
  });

  it('reads the start of a phase, and any phase, as windows', () => {
    const start = compileAbility('At the start of the Fight phase, this model has the Fights First ability.', KW);
    expect(start.status === 'compiled' && start.reading.when).toEqual([
      { window: 'phase-start', turn: 'either', phases: ['fight'] },
    ]);
    const command = compileAbility('In your Command phase, this model has the Stealth ability.', KW);
    expect(command.status === 'compiled' && command.reading.when).toEqual([
      { window: 'during-phase', turn: 'yours', phases: ['command'] },
    ]);
  });

  it('a window after rows, or two windows, is not read', () => {
    expect(compileAbility('This model has the Fights First ability, in your Shooting phase.', KW).status).toBe(
      'manual',
    );
    expect(
      compileAbility(
        'In your Shooting phase, this model has the Stealth ability. In your Command phase, this model has the Stealth ability.',
        KW,
      ).status,
    ).toBe('manual');
  });

  it('a window in a Stratagem’s EFFECT is not read (its timing is the WHEN line)', () => {
    const r = compileStratagem(
      {
        when: 'Your Shooting phase.',
        target: 'One GREY KNIGHTS unit from your army.',
        effect: 'In your Command phase, this model has the Stealth ability.',
      },
      KW,
    );
    expect(r.status).toBe('manual');
  });
});

describe('abilities: usage limits', () => {
  it('reads "Once per battle," as restrictions.oncePer, with its window; the next clause is the one not understood', () => {
    // Divine Deliverance (Adeptus Custodes): the clause after the limit and the window is not read yet.
    const r = compileAbility(
      'Once per battle, at the start of the Fight phase, this model can use this ability. If it does, until the end of the phase, this model has the Fights First ability.',
      KW,
    );
    expect(r.phrases).toContain('limit/once-per');
    expect(r.phrases).toContain('window/phase');
    expect(r.status === 'manual' && r.unknown).toBe('this model can use this ability');
  });

  it('reads each limit as typed data, rendered in plain words', () => {
    for (const [words, per, plain] of [
      ['Once per battle', 'battle', 'Once per battle.'],
      ['Once per battle round', 'battle-round', 'Once per battle round.'],
      ['Once per turn', 'turn', 'Once per turn.'],
      ['Once per phase', 'phase', 'Once per phase.'],
    ] as const) {
      const r = compileAbility(`${words}, in your Command phase, this model has the Stealth ability.`, KW);
      expect(r.status === 'compiled' && r.reading.restrictions).toEqual({ oncePer: per });
      expect(r.status === 'compiled' && renderReading(r.reading)).toBe(
        `When: your Command phase. Effect: Stealth (that model only). ${plain}`,
      );
    }
  });

  it('two limits in one text are not read', () => {
    expect(
      compileAbility(
        'Once per battle, this model has the Stealth ability. Once per turn, this model has the Stealth ability.',
        KW,
      ).status,
    ).toBe('manual');
  });
});

describe('effects: conditions after rows, choices, re-rolls of Charge rolls', () => {
  it('a condition after rows holds for the rows after it only (RIGHTEOUS VENGEANCE)', () => {
    const r = compileStratagem(
      {
        when: 'Fight phase.',
        target: 'One GREY KNIGHTS unit from your army.',
        effect:
          'Until the end of the phase, each time a model in your unit makes a melee attack, you can re-roll the Hit roll and, if your unit is Below Half-strength, you can re-roll the Wound roll as well.',
      },
      KW,
    );
    expect(r.status === 'compiled' && r.reading.effects).toEqual([
      { kind: 'reroll', roll: 'hit', policy: 'failed', type: 'melee' },
      {
        kind: 'reroll',
        roll: 'wound',
        policy: 'failed',
        type: 'melee',
        when: [{ kind: 'ask', ask: { kind: 'below-half-strength', who: 'own' } }],
      },
    ]);
  });

  it('a condition with no rows after it is not read', () => {
    const r = compileStratagem(
      {
        when: 'Fight phase.',
        target: 'One GREY KNIGHTS unit from your army.',
        effect:
          'Until the end of the phase, each time a model in your unit makes a melee attack, you can re-roll the Hit roll, if your unit is Below Half-strength.',
      },
      KW,
    );
    expect(r.status).toBe('manual');
  });

  it('reads the choice of one of two abilities as a question (MALICIOUS FRENZY)', () => {
    const r = compileStratagem(
      {
        when: 'Your Shooting phase or the Fight phase.',
        target: 'One GREY KNIGHTS unit from your army.',
        effect:
          'Select [LETHAL HITS] or [SUSTAINED HITS 1]. Until the end of the phase, weapons equipped by models in your unit have the selected ability.',
      },
      KW,
    );
    const chose = {
      kind: 'ask',
      ask: { kind: 'declared', id: 'selected-lethal-hits', text: 'you selected [LETHAL HITS]' },
    };
    expect(r.status === 'compiled' && r.reading.effects).toEqual([
      { kind: 'weapon-ability', ability: 'lethal hits', when: [chose] },
      { kind: 'weapon-ability', ability: 'sustained hits 1', when: [{ kind: 'not', condition: chose }] },
    ]);
    expect(r.status === 'compiled' && r.reading.asks).toEqual([chose.ask]);
  });

  it('reads re-rolls of Charge rolls (SHOCK ASSAULT) and the plain words', () => {
    const r = compileStratagem(
      {
        when: 'Your Charge phase.',
        target: 'One ADEPTUS ASTARTES MOUNTED unit from your army that has not declared a charge this phase.',
        effect:
          'Until the end of the turn, you can re-roll Charge rolls made for your unit and melee weapons equipped by models in that unit have the [LANCE] ability.',
      },
      KW,
    );
    expect(r.status === 'compiled' && r.reading.effects).toEqual([
      { kind: 'reroll', roll: 'charge', policy: 'failed' },
      { kind: 'weapon-ability', ability: 'lance', type: 'melee' },
    ]);
    expect(r.status === 'compiled' && renderReading(r.reading)).toContain(
      're-roll the Charge roll; [LANCE] (melee only)',
    );
  });

  it('reads target tails: set up using Deep Strike this turn, has the Deep Strike ability', () => {
    const r = compileStratagem(
      {
        when: 'Your Shooting phase.',
        target:
          'One GREY KNIGHTS unit from your army that was set up using the Deep Strike ability this turn and has not been selected to shoot this phase.',
        effect:
          'Until the end of the phase, weapons equipped by models in your unit have the [SUSTAINED HITS 1] ability.',
      },
      KW,
    );
    expect(r.status === 'compiled' && r.reading.who).toEqual({
      unit: 'own',
      keywords: [['GREY KNIGHTS']],
      state: ['arrived-deep-strike'],
      notSelectedTo: ['shoot'],
    });
  });
});
