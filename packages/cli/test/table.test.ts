import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderTable } from '../src/table.js';

/**
 * The CLI draws its common tables itself (issue 19: cli-table3 cost a quick `calc` a quarter of its
 * start-up) and must draw exactly what cli-table3 draws, in a terminal (colours) and not.
 */

type TableClass = new (o: object) => { push(row: string[]): void; toString(): string };
const Table = createRequire(import.meta.url)('cli-table3') as TableClass;
// cli-table3 colours through @colors/colors, which turns itself off when the CI variable is set: on,
// always, so the reference draws the terminal's colours wherever the test runs.
(createRequire(import.meta.url)('@colors/colors/safe') as { enable(): void }).enable();

function reference(head: string[], rows: string[][], tty: boolean): string {
  const t = new Table({ head, style: tty ? {} : { head: [], border: [] }, wordWrap: true });
  for (const r of rows) t.push(r);
  return `${t.toString()}\n`;
}

const cell = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '\n', '.', '1', 'ê', '’', '–', '×', '%'),
  maxLength: 12,
});

describe('renderTable', () => {
  it('a calculator table, as cli-table3 draws it', () => {
    const head = ['weapon', 'attacks', 'hits'];
    const rows = [
      ['Bolt rifle', '20', '13.33'],
      ['Heavy bolter\n(sustained)', 3, '2.5'],
    ];
    expect(renderTable(head, rows, false)).toBe(
      [
        '┌──────────────┬─────────┬───────┐',
        '│ weapon       │ attacks │ hits  │',
        '├──────────────┼─────────┼───────┤',
        '│ Bolt rifle   │ 20      │ 13.33 │',
        '├──────────────┼─────────┼───────┤',
        '│ Heavy bolter │ 3       │ 2.5   │',
        '│ (sustained)  │         │       │',
        '└──────────────┴─────────┴───────┘',
        '',
      ].join('\n'),
    );
    expect(renderTable(head, rows, true)).toBe(
      reference(
        head,
        rows.map((r) => r.map(String)),
        true,
      ),
    );
  });

  it('any table of narrow characters, with and without colours, and the rest through cli-table3', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.array(cell, { minLength: 16, maxLength: 16 }),
        (n, m, withHead, tty, pool) => {
          const head = withHead ? pool.slice(0, n) : [];
          const rows = Array.from({ length: m }, (_, i) =>
            Array.from({ length: n }, (_, j) => pool[(i * n + j) % 16]!),
          );
          if (!withHead && n === 0) return;
          expect(renderTable(head, rows, tty)).toBe(reference(head, rows, tty));
        },
      ),
      { numRuns: 500 },
    );
    // Wide characters and ragged rows are drawn by cli-table3 itself.
    for (const [head, rows] of [
      [['名前', 'b'], [['漢字', 'x']]],
      [
        ['a', 'b', 'c'],
        [['x'], ['1', '2', '3', '4']],
      ],
    ] as [string[], string[][]][]) {
      expect(renderTable(head, rows, false)).toBe(reference(head, rows, false));
    }
  });

  it('a table of 300,000 rows (a 50 MB list) is drawn, not "Maximum call stack size exceeded"', () => {
    const rows = Array.from({ length: 300_000 }, (_, i) => [String(i + 1), `Intercessor Squad ${i % 7}`]);
    const text = renderTable(['line', 'unit'], rows, false);
    expect(text.trimEnd().split('\n')).toHaveLength(2 * 300_000 + 3);
    expect(text).toContain('│ 300000 │ Intercessor Squad 0 │');
  });
});
