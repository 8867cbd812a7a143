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

  it('support: the calculator applies attack and defence rows; the rest and the game are named', () => {
    const rows = (effects: never[]) => compiledSupport({ effects, asks: [] });
    expect(rows([{ kind: 'roll', roll: 'hit', n: 1 }] as never[])).toMatchObject({
      calculator: 'automated',
      game: 'manual',
    });
    expect(rows([{ kind: 'eligible', actions: ['shoot'], after: ['fell-back'] }] as never[])).toMatchObject({
      calculator: 'n/a',
      game: 'manual',
    });
    const partial = rows([
      { kind: 'feel-no-pain', value: 5 },
      { kind: 'cp', gain: 1 },
    ] as never[]);
    expect(partial.calculator).toBe('partial');
    expect(partial.note).toContain('the calculator leaves cp to the players');
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
