import { InputError } from '@cogitator/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePipeTable, requireColumns } from '../src/csv/pipe-table.js';
import { errorOf } from './fixtures/errors.js';

const FILE = 'Datasheets_models.csv';

describe('parsePipeTable', () => {
  it('reads a BOM, CRLF lines and the closing "|", keeping quotes and inch marks as they are', () => {
    const t = parsePipeTable('\uFEFFid|name|M|\r\n000000001|Warboss "Big"|6"|\r\n000000002|Boy||\r\n', FILE);
    expect(t.columns).toEqual(['id', 'name', 'M']);
    expect(t.rows.map((r) => [r.line, r.get('id'), r.get('name'), r.get('M')])).toEqual([
      [2, '000000001', 'Warboss "Big"', '6"'],
      [3, '000000002', 'Boy', ''],
    ]);
    expect(t.rows[0]!.get('not-a-column')).toBe('');
  });

  it('reads columns by name whatever their order', () => {
    const a = parsePipeTable('id|name|\n1|A|\n', FILE);
    const b = parsePipeTable('name|id|\n1|A|\n'.replace('1|A', 'A|1'), FILE);
    expect(b.rows.map((r) => [r.get('id'), r.get('name')])).toEqual(a.rows.map((r) => [r.get('id'), r.get('name')]));
  });

  it('names file, line and what was expected for a row with the wrong number of fields', () => {
    const e = errorOf(() => parsePipeTable('id|name|M|\r\n1|A|6"|\r\n2|B|\r\n3|C|6"|\r\n', FILE));
    expect(e.format()).toBe(
      'Datasheets_models.csv:3: expected 3 fields and a closing "|" as in the header, but found 2 (2 "|" separators)',
    );
  });

  it('says a file looks truncated when its last line is short', () => {
    const e = errorOf(() => parsePipeTable('id|name|M|\r\n1|A|6"|\r\n2|B', FILE));
    expect(e.where).toEqual({ source: FILE, line: 3 });
    expect(e.message).toContain('the file looks truncated');
  });

  it('rejects a line without its closing "|"', () => {
    const e = errorOf(() => parsePipeTable('id|name|\n1|A|B\n', FILE));
    expect(e.message).toContain('does not end with "|"');
  });

  it('rejects an empty file, an unnamed or repeated column', () => {
    expect(errorOf(() => parsePipeTable('\uFEFF\r\n', FILE)).message).toContain('empty file');
    expect(errorOf(() => parsePipeTable('id||name|\n', FILE)).message).toBe('header: column 2 has no name');
    expect(errorOf(() => parsePipeTable('id|id|\n', FILE)).message).toBe('header: column "id" appears twice');
  });

  it('names file and column when a required column is missing', () => {
    const t = parsePipeTable('id|name|\n1|A|\n', FILE);
    const e = errorOf(() => requireColumns(t, ['id', 'W']));
    expect(e.format()).toBe('Datasheets_models.csv:1: W: missing column "W" (the header has: id, name)');
  });

  it('never throws anything but an InputError (fuzz)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '|', '\n', '\r', '"', ' ', '\uFEFF', 'é', '<b>') });
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 20 }), (parts) => {
        try {
          const t = parsePipeTable(parts.join(''), FILE);
          for (const r of t.rows) for (const c of t.columns) expect(typeof r.get(c)).toBe('string');
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
          expect(e.where.source).toBe(FILE);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
