import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnyRuleDef,
  allRules,
  bindPrinted,
  type CompiledText,
  compiledRuleDefs,
  compiledSupport,
  ruleById,
  ruleTextKey,
  setCompiledRules,
} from '../../../src/index.js';
import { CLOSEST_TARGET_NOTE } from '../../../src/rules/asks.js';

/** Compiled texts become registry definitions (a replaceable layer); hand-written ones win in binding. */
const text = (over: Partial<CompiledText> & Pick<CompiledText, 'kind' | 'name'>): CompiledText => ({
  id: 'wahapedia:1',
  faction: 'Grey Knights',
  textKey: ruleTextKey(over.name),
  compiled: {
    status: 'compiled',
    reading: { who: { unit: 'holder' }, effects: [{ kind: 'roll', roll: 'hit', n: 1 }], asks: [] },
    phrases: [],
  },
  ...over,
});

afterEach(() => setCompiledRules([]));

describe('compiled rule definitions', () => {
  it('one definition per compiled text, with the source the binding reads; manual texts get none', () => {
    const defs = compiledRuleDefs([
      text({ kind: 'datasheet-ability', name: 'Keen Eyes', datasheet: 'Strike Squad' }),
      text({ kind: 'datasheet-ability', name: 'Keen Eyes', datasheet: 'Strike Squad' }),
      text({
        kind: 'stratagem',
        name: 'Unread',
        detachment: 'Banishers',
        compiled: { status: 'manual', unknown: 'x', phrases: [] },
      }),
      text({ kind: 'stratagem', name: 'Core Thing', faction: 'Core', source: 'Core' }),
    ]);
    expect(defs.map((d) => [d.group, d.source])).toEqual([
      [
        'Datasheet ability',
        {
          kind: 'datasheet',
          faction: 'Grey Knights',
          datasheet: 'Strike Squad',
          ability: 'Keen Eyes',
          textKey: ruleTextKey('Keen Eyes'),
        },
      ],
      ['Stratagem', { kind: 'stratagem', source: 'Core', stratagem: 'Core Thing' }],
    ]);
    expect(defs[0]?.effects).toEqual([{ kind: 'roll', roll: 'hit', n: 1 }]);
    expect(defs[0]?.compiled?.kind).toBe('datasheet-ability');
  });

  it('support: the calculator applies attack and defence rows; the game applies always-on ones it can measure', () => {
    const rows = (effects: never[], kind: 'stratagem' | 'datasheet-ability' = 'stratagem') =>
      compiledSupport({ effects, asks: [] }, kind, 1);
    // A Stratagem the game offers needs its WHEN window, TARGET and duration (game/stratagems/compiled.ts).
    expect(rows([{ kind: 'roll', roll: 'hit', n: 1 }] as never[])).toMatchObject({
      calculator: 'automated',
      game: 'manual',
      note: 'the game does not apply its timing (no WHEN window read)',
    });
    expect(rows([{ kind: 'roll', roll: 'hit', n: 1 }] as never[], 'datasheet-ability')).toMatchObject({
      calculator: 'automated',
      game: 'automated',
    });
    expect(rows([{ kind: 'eligible', actions: ['shoot'], after: ['fell-back'] }] as never[])).toMatchObject({
      calculator: 'n/a',
      game: 'manual',
    });
    // A standing "eligible" row is read by the game outside attacks; one "while this model is leading a unit" is
    // the led unit's (game/unit-rules.ts standingRows); another conditional one is not read.
    expect(
      rows([{ kind: 'eligible', actions: ['shoot'], after: ['fell-back'] }] as never[], 'datasheet-ability').game,
    ).toBe('partial');
    expect(
      rows(
        [{ kind: 'eligible', actions: ['shoot'], after: ['fell-back'], when: [{ kind: 'leading' }] }] as never[],
        'datasheet-ability',
      ),
    ).toMatchObject({ game: 'automated' });
    expect(
      rows(
        [
          {
            kind: 'eligible',
            actions: ['shoot'],
            after: ['fell-back'],
            when: [{ kind: 'own-keyword', any: ['PSYKER'] }],
          },
        ] as never[],
        'datasheet-ability',
      ).note,
    ).toBe('the game leaves eligible to the players');
    expect(rows([{ kind: 'cp', gain: 1 }] as never[], 'datasheet-ability').note).toBe(
      'the game leaves cp to the players',
    );
    const partial = rows([
      { kind: 'feel-no-pain', value: 5 },
      { kind: 'cp', gain: 1 },
    ] as never[]);
    expect(partial.calculator).toBe('partial');
    expect(partial.note).toContain('the calculator leaves cp to the players');
    // A question the game does not measure, a duration, a use limit: not applied in the game, and why.
    const unmeasured = {
      kind: 'declared',
      id: 'target-charged-by-a-character',
      text: 'the target was charged by a CHARACTER this turn',
    };
    const row = { kind: 'roll', roll: 'hit', n: 1, when: [{ kind: 'ask', ask: unmeasured }] };
    expect(
      compiledSupport({ effects: [row] as never[], asks: [unmeasured] as never[] }, 'datasheet-ability'),
    ).toMatchObject({
      game: 'manual',
      note: 'the game does not measure: the target was charged by a CHARACTER this turn',
    });
    // The closest eligible target is one the game measures (game/rule-answers.ts), unit to unit: partial, and why.
    const closest = {
      kind: 'declared',
      id: 'target-closest-eligible',
      text: 'the target is the closest eligible target',
    };
    const closestRow = { kind: 'roll', roll: 'hit', n: 1, when: [{ kind: 'ask', ask: closest }] };
    expect(
      compiledSupport({ effects: [closestRow] as never[], asks: [closest] as never[] }, 'datasheet-ability'),
    ).toMatchObject({ game: 'partial', note: CLOSEST_TARGET_NOTE });
    const hit = [{ kind: 'roll', roll: 'hit', n: 1 }] as never[];
    expect(compiledSupport({ effects: hit, asks: [], duration: { kind: 'phase' } as never }, 'enhancement').game).toBe(
      'manual',
    );
    expect(
      compiledSupport({ effects: hit, asks: [], restrictions: { oncePer: 'battle' } as never }, 'enhancement').note,
    ).toBe(
      'the calculator leaves its timing and use limit to the players; the game does not keep the use limits of rules compiled from their text yet',
    );
    expect(
      compiledSupport({ effects: hit, asks: [], restrictions: { bearer: [['INFANTRY']] } }, 'enhancement').game,
    ).toBe('automated');
    // An ability's own timing is not asked by the calculator: partial there, and said.
    const timed = compiledSupport(
      { effects: hit, asks: [], when: [{ window: 'during-phase', turn: 'yours', phases: ['shooting'] }] },
      'datasheet-ability',
    );
    expect(timed).toMatchObject({ calculator: 'partial', game: 'manual' });
    expect(timed.note).toContain('the calculator leaves its timing and use limit to the players');
  });

  it('the compiled layer is replaced as a whole, and binds only where no hand-written rule does', () => {
    const before = allRules().length;
    // Sanctic Spearhead's "Abominus-class Targets" is written by hand (issue 13).
    const abominus = text({ kind: 'stratagem', name: 'Abominus-class Targets', detachment: 'Sanctic Spearhead' });
    const other = text({ kind: 'stratagem', name: 'Nobody Wrote This', detachment: 'Sanctic Spearhead' });
    const defs = compiledRuleDefs([abominus, other]);
    setCompiledRules(defs);
    expect(allRules().length).toBe(before + 2);
    const at = (name: string) =>
      bindPrinted({ kind: 'stratagem', faction: 'Grey Knights', within: 'Sanctic Spearhead', name });
    expect(at('Abominus-class Targets')?.id).toBe('grey-knights/sanctic-spearhead/abominus-class-targets');
    expect(at('Nobody Wrote This')?.id).toBe(defs[1]?.id);
    setCompiledRules([]);
    expect(allRules().length).toBe(before);
    expect(ruleById(defs[1]?.id as string)).toBeUndefined();
    expect(at('Nobody Wrote This')).toBeUndefined();
    expect(() => setCompiledRules([{ ...(defs[1] as AnyRuleDef), compiled: undefined } as AnyRuleDef])).toThrow(
      /not a compiled/,
    );
  });
});
