import Table from 'cli-table3';

/** A text table; plain (no ANSI) when not writing to a terminal. */
export function renderTable(head: string[], rows: (string | number)[][], tty: boolean): string {
  const table = new Table({
    head,
    style: tty ? {} : { head: [], border: [] },
    wordWrap: true,
  });
  for (const r of rows) table.push(r.map(String));
  return `${table.toString()}\n`;
}
