import { InputError } from '@cogitator/engine';

/**
 * Wahapedia's export format: `|`-separated, no quoting (fields hold `"` inch marks as they are), a
 * `|` at the end of every line, UTF-8 with a BOM, CRLF line ends. One record per line.
 */
export interface PipeTable {
  file: string;
  /** Column names, without the empty name the trailing `|` leaves. */
  columns: string[];
  rows: Row[];
}

/** One data row: fields looked up by column name; `line` is the 1-based line in the file. */
export class Row {
  constructor(
    readonly line: number,
    private readonly fields: readonly string[],
    private readonly index: ReadonlyMap<string, number>,
  ) {}

  /** The field's text, or '' when the table has no such column (an optional column left out). */
  get(column: string): string {
    const i = this.index.get(column);
    return i === undefined ? '' : (this.fields[i] ?? '');
  }

  has(column: string): boolean {
    return this.index.has(column);
  }
}

export function parsePipeTable(text: string, file: string): PipeTable {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = splitLines(body);
  const headerAt = lines.findIndex((l) => l.trim() !== '');
  if (headerAt < 0)
    throw new InputError('empty file: expected a header line of column names separated by "|"', {
      source: file,
      line: 1,
    });
  const headerFields = (lines[headerAt] as string).split('|');
  const trailing = headerFields.length > 1 && headerFields[headerFields.length - 1] === '';
  const columns = (trailing ? headerFields.slice(0, -1) : headerFields).map((c) => c.trim());
  const index = new Map<string, number>();
  columns.forEach((c, i) => {
    if (c === '') {
      throw new InputError(`header: column ${i + 1} has no name`, { source: file, line: headerAt + 1 });
    }
    if (index.has(c)) throw new InputError(`header: column "${c}" appears twice`, { source: file, line: headerAt + 1 });
    index.set(c, i);
  });
  const expected = headerFields.length;
  const lastData = lastNonBlank(lines);
  const rows: Row[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === '' || line.trim() === '') continue;
    const fields = line.split('|');
    if (fields.length !== expected || (trailing && fields[fields.length - 1] !== '')) {
      throw new InputError(fieldCountMessage(fields, expected, columns.length, trailing, i === lastData), {
        source: file,
        line: i + 1,
      });
    }
    rows.push(new Row(i + 1, fields, index));
  }
  return { file, columns, rows };
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as string;
    if (l.charCodeAt(l.length - 1) === 13) lines[i] = l.slice(0, -1);
  }
  // Old Mac line ends (CR only) are one line above; split them too.
  return lines.length === 1 && text.includes('\r') ? text.split('\r') : lines;
}

function lastNonBlank(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if ((lines[i] as string).trim() !== '') return i;
  return -1;
}

function fieldCountMessage(
  fields: string[],
  expected: number,
  columns: number,
  trailing: boolean,
  last: boolean,
): string {
  const want = `expected ${columns} fields${trailing ? ' and a closing "|"' : ''} as in the header`;
  const found = trailing ? fields.length - 1 : fields.length;
  let msg: string;
  if (fields.length === expected) msg = `${want}, but the line does not end with "|"`;
  else msg = `${want}, but found ${Math.max(found, 0)} (${fields.length - 1} "|" separators)`;
  if (last && fields.length < expected) msg += '; the file looks truncated';
  return msg;
}

/** Check that a table has these columns; a missing one is an InputError naming file and column. */
export function requireColumns(table: PipeTable, required: readonly string[]): void {
  for (const c of required) {
    if (!table.columns.includes(c)) {
      throw new InputError(`missing column "${c}" (the header has: ${table.columns.join(', ') || 'no columns'})`, {
        source: table.file,
        line: 1,
        field: c,
      });
    }
  }
}
