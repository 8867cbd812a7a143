import { describe, expect, it } from 'vitest';
import { compileStratagem, renderReading } from '../../../src/rules/text/index.js';

/** The game-action phrases, passages and new restrictions, over real texts of the 2025-11-14 export (short quotes). */
const KW = { keywords: new Set(['ADEPTUS ASTARTES', 'INFANTRY', 'VEHICLE']) };
const strat = (effect: string, more: Partial<{ when: string; target: string; restrictions: string }> = {}) =>
  compileStratagem({ when: 'Your Shooting phase.', target: 'One INFANTRY unit from your army.', effect, ...more }, KW);
const effects = (r: ReturnType<typeof strat>) => (r.status === 'compiled' ? r.reading.effects : r);

describe('rules-text compiler: game actions', () => {
  it('reads "ranged weapons ... have the [IGNORES COVER] ability and improve the AP of such weapons by 1": such weapons are the ranged ones', () => {
    const r = strat(
      'Until the end of the phase, ranged weapons equipped by models in your unit have the [IGNORES COVER] ability and improve the Armour Penetration characteristic of such weapons by 1.',
    );
    expect(effects(r)).toEqual([
      { kind: 'weapon-ability', ability: 'ignores cover', type: 'ranged' },
      { kind: 'stat', stat: 'AP', change: 'improve', by: 1, type: 'ranged' },
    ]);
  });

  it('leaves "such weapons" with no weapons named before manual', () => {
    const r = strat('Until the end of the phase, improve the Armour Penetration characteristic of such weapons by 1.');
    expect(r.status).toBe('manual');
  });

  it('reads a fight-on-death passage over two sentences ("roll one D6: on a 3+, do not remove it from play. That destroyed model can fight ...")', () => {
    const r = strat(
      'Until the end of the phase, each time a model in your unit is destroyed, if that model has not fought this phase, roll one D6: on a 3+, do not remove it from play. That destroyed model can fight after the attacking unit has finished making its attacks, and is then removed from play.',
    );
    expect(r.status === 'compiled' && r.reading.duration).toEqual({ kind: 'end-of-phase' });
    expect(effects(r)).toEqual([{ kind: 'fight-on-death', on: 3 }]);
  });

  it('leaves a passage followed by a sentence not understood manual', () => {
    const r = strat(
      'Until the end of the phase, each time a model in your unit is destroyed, if that model has not fought this phase, do not remove it from play. The destroyed model can fight after the attacking unit has finished making its attacks, and is then removed from play. Each time it does, your opponent gains 1CP.',
    );
    expect(r.status).toBe('manual');
  });

  it('reads instant actions without a duration ("Your unit can make a Normal move of up to D6".")', () => {
    const r = strat('Your unit can make a Normal move of up to D6".', {
      restrictions: 'Until the end of the turn, your unit is not eligible to declare a charge.',
    });
    expect(r).toMatchObject({
      status: 'compiled',
      reading: {
        effects: [{ kind: 'extra-move', upTo: { count: 1, sides: 6, bonus: 0 } }],
        restrictions: { noChargeThisTurn: true },
      },
    });
    expect(r.status === 'compiled' && r.reading.duration).toBeUndefined();
    expect(r.status === 'compiled' && renderReading(r.reading)).toContain('makes a Normal move of up to D6"');
  });

  it('still needs a duration for lasting rows ("each time a model in your unit makes a move, it can move through terrain features")', () => {
    expect(strat('Each time a model in your unit makes a move, it can move through terrain features.').status).toBe(
      'manual',
    );
    expect(
      effects(
        strat(
          'Until the end of the phase, each time a model in your unit makes a move, it can move through terrain features.',
        ),
      ),
    ).toEqual([{ kind: 'move-through', through: ['terrain'] }]);
  });

  it('reads the Reinforcements step as a WHEN window and once per battle round as a restriction', () => {
    const r = compileStratagem(
      {
        when: 'The Reinforcements step of your Movement phase.',
        target: 'One INFANTRY unit from your army that is in Strategic Reserves.',
        effect: 'Until the end of the phase, your unit has the Deep Strike ability.',
        restrictions: 'You can only use this Stratagem once per battle round.',
      },
      KW,
    );
    expect(r).toMatchObject({
      status: 'compiled',
      reading: {
        when: [{ window: 'reinforcements-step', turn: 'yours', phases: ['movement'] }],
        who: { unit: 'own', state: ['in-reserves'] },
        restrictions: { oncePer: 'battle-round' },
      },
    });
    expect(r.status === 'compiled' && renderReading(r.reading)).toContain('Once per battle round.');
  });

  it('reads "until the start of your next Command phase" as a duration of its player', () => {
    const r = strat('Until the start of your next Command phase, models in your unit have the Stealth ability.');
    expect(r.status === 'compiled' && r.reading.duration).toEqual({ kind: 'your-next-command-phase' });
  });

  it('reads "that is within 9" of that enemy unit" on the target (TRICKSTERS’ RETORT)', () => {
    const r = compileStratagem(
      {
        when: 'Your opponent’s Movement phase, just after an enemy unit ends a Normal, Advance or Fall Back move.',
        target: 'One INFANTRY unit from your army that is within 9" of that enemy unit.',
        effect: 'Your unit can make a Normal move of up to 6".',
      },
      KW,
    );
    expect(r.status === 'compiled' && r.reading.who).toEqual({
      unit: 'own',
      keywords: [['INFANTRY']],
      withinOfWindowUnit: 9,
    });
  });
});
