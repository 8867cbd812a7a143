import { createRequire } from 'node:module';

/**
 * A text table; plain (no ANSI) when not writing to a terminal. The common case (every row as long
 * as the head, characters one column wide each) is drawn here, the same characters cli-table3
 * draws; anything else (wide or combining characters, ragged rows) goes to cli-table3 itself,
 * loaded only then: loading and first use of it cost a quick `calc` about a quarter of its start-up.
 */
export function renderTable(head: string[], rows: (string | number)[][], tty: boolean): string {
  const cells = rows.map((r) => r.map(String));
  const width = head.length || cells[0]?.length || 0;
  const simple =
    cells.every((r) => r.length === width) && [head, ...cells].every((r) => r.every((c) => NARROW.test(c)));
  return `${simple ? draw(head, cells, width, tty) : withCliTable3(head, cells, tty)}\n`;
}

/** Printable characters one column wide (ASCII, Latin-1 and Latin Extended, common punctuation). */
const NARROW = /^[\n\x20-\x7e\u00a0-\u00ac\u00ae-\u024f\u2010-\u2027\u2030-\u205e]*$/;

const grey = (s: string, tty: boolean) => (tty ? `\x1b[90m${s}\x1b[39m` : s);
const red = (s: string, tty: boolean) => (tty ? `\x1b[31m${s}\x1b[39m` : s);

function draw(head: string[], rows: string[][], n: number, tty: boolean): string {
  if (n === 0) return '';
  const lines = (c: string) => c.split('\n');
  const all = head.length ? [head, ...rows] : rows;
  // Loops, not Math.max(...rows): a spread of a very long list (a 50 MB army list) exceeds the call stack.
  const widths = Array.from({ length: n }, (_, i) => {
    let w = 0;
    for (const r of all) for (const l of lines(r[i]!)) if (l.length > w) w = l.length;
    return 2 + w;
  });
  const rule = (left: string, mid: string, right: string) =>
    widths.map((w, i) => grey(`${i === 0 ? left : mid}${'─'.repeat(w)}${i === n - 1 ? right : ''}`, tty)).join('');
  const row = (r: string[], colour: boolean) => {
    const split = r.map(lines);
    const height = split.reduce((h, l) => Math.max(h, l.length), 0);
    const out: string[] = [];
    for (let k = 0; k < height; k++) {
      let line = grey('│', tty);
      split.forEach((l, i) => {
        const text = ` ${(l[k] ?? '').padEnd(widths[i]! - 2)} `;
        line += (colour ? red(text, tty) : text) + grey('│', tty);
      });
      out.push(line);
    }
    return out.join('\n');
  };
  const body = all.map((r, i) => row(r, head.length > 0 && i === 0));
  return [rule('┌', '┬', '┐'), body.join(`\n${rule('├', '┼', '┤')}\n`), rule('└', '┴', '┘')].join('\n');
}

type Table = { push(row: string[]): void; toString(): string };
type TableClass = new (o: object) => Table;

function withCliTable3(head: string[], rows: string[][], tty: boolean): string {
  const Table = createRequire(import.meta.url)('cli-table3') as TableClass;
  const table = new Table({ head, style: tty ? {} : { head: [], border: [] }, wordWrap: true });
  for (const r of rows) table.push(r);
  return table.toString();
}
