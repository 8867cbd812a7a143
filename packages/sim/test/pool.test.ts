import { existsSync } from 'node:fs';
import { compileCatalogue, compiledRuleDefs, type Datasheet, setCompiledRules } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { runPool, runSerial, workerFile } from '../src/index.js';
import { smallSpec } from './armies.js';

describe('the worker pool', () => {
  it('runs the compiled worker (npm run build)', () => {
    expect(existsSync(workerFile())).toBe(true);
  });

  it('gives the serial result for the same seeds, battle records included', async () => {
    const spec = smallSpec(12);
    const serial = runSerial(spec, { keep: [0, 7] });
    let seen = 0;
    const pooled = await runPool(spec, {
      threads: 2,
      keep: [0, 7],
      onBattle: (_s, done, total) => {
        seen = done;
        expect(total).toBe(12);
      },
    });
    expect(seen).toBe(12);
    expect(pooled.result).toEqual(serial.result);
    expect(JSON.stringify(pooled.result)).toBe(JSON.stringify(serial.result));
    expect([...pooled.records.keys()].sort()).toEqual([0, 7]);
    expect(pooled.records.get(7)).toEqual(serial.records.get(7));
    expect(serial.result.failures).toEqual([]);
    expect(serial.result.finished).toBe(12);
  });
});

describe('compiled rules travel with the spec', () => {
  it('a pool thread plays with the spec’s compiled rules, as the serial run does', async () => {
    // "Each time a model in this unit makes an attack, add 1 to the Hit roll." on Red's Troops only.
    const base = smallSpec(6);
    const troops = base.lists.A.units[0]?.datasheet as Datasheet;
    const keen: Datasheet = {
      ...troops,
      id: 'sim:keen-troops',
      name: 'Keen Troops',
      abilities: {
        ...troops.abilities,
        datasheet: [
          { name: 'Keen Eyes', text: 'Each time a model in this unit makes an attack, add 1 to the Hit roll.' },
        ],
      },
    };
    const A = { ...base.lists.A, units: [{ datasheet: keen }, ...base.lists.A.units.slice(1)] };
    const texts = compileCatalogue({
      datasheets: [keen],
      stratagems: [],
      detachments: [],
      enhancements: [],
      factions: [],
    });
    const compiledRules = compiledRuleDefs(texts);
    expect(compiledRules.map((d) => [d.name, d.support.game])).toEqual([['Keen Eyes', 'automated']]);
    setCompiledRules([]);
    const without = runSerial({ ...base, lists: { ...base.lists, A } });
    const spec = { ...base, lists: { ...base.lists, A }, compiledRules };
    const serial = runSerial(spec);
    setCompiledRules([]);
    const pooled = await runPool(spec, { threads: 2 });
    setCompiledRules([]);
    expect(JSON.stringify(pooled.result)).toBe(JSON.stringify(serial.result));
    // The rule changed the battles: the same seeds without it end otherwise.
    expect(JSON.stringify(without.result)).not.toBe(JSON.stringify(serial.result));
  });
});
