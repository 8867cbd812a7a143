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

/**
 * One data row, a view into the file's text: a field is cut out when it is read, so a 74,000-row
 * link table costs one small object per row rather than an array and a string per field.
 */
export class Row {
  constructor(
    readonly line: number,
    private readonly text: string,
    private readonly start: number,
    private readonly end: number,
    private readonly index: ReadonlyMap<string, number>,
  ) {}

  /** The field's text, or '' when the table has no such column (an optional column left out). */
  get(column: string): string {
    const k = this.index.get(column);
    if (k === undefined) return '';
    let pos = this.start;
    for (let i = 0; i < k; i++) pos = this.text.indexOf('|', pos) + 1;
    const stop = this.text.indexOf('|', pos);
    return this.text.slice(pos, stop < 0 || stop > this.end ? this.end : stop);
  }

  has(column: string): boolean {
    return this.index.has(column);
  }
}

const BAR = 124;
const LF = 10;
const CR = 13;

export function parsePipeTable(text: string, file: string): PipeTable {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Line ends: LF or CRLF (a lone CR, as old Mac files have, also ends a line).
  const crOnly = !body.includes('\n') && body.includes('\r');
  const nl = crOnly ? '\r' : '\n';
  let pos = 0;
  let lineNo = 0;
  let header: { fields: string[]; line: number } | undefined;
  let index = new Map<string, number>();
  let expected = 0;
  let trailing = false;
  let columns: string[] = [];
  const rows: Row[] = [];
  let pending: InputError | undefined;
  while (pos <= body.length) {
    let next = body.indexOf(nl, pos);
    if (next < 0) next = body.length;
    let end = next;
    if (!crOnly && end > pos && body.charCodeAt(end - 1) === CR) end--;
    lineNo++;
    const blank = isBlank(body, pos, end);
    if (!blank && pending) throw pending;
    if (!blank) {
      if (!header) {
        const fields = body.slice(pos, end).split('|');
        header = { fields, line: lineNo };
        trailing = fields.length > 1 && fields[fields.length - 1] === '';
        columns = (trailing ? fields.slice(0, -1) : fields).map((c) => c.trim());
        index = headerIndex(columns, file, lineNo);
        expected = fields.length;
      } else {
        let count = 1;
        for (let i = body.indexOf('|', pos); i >= 0 && i < end; i = body.indexOf('|', i + 1)) count++;
        const closed = body.charCodeAt(end - 1) === BAR;
        if (count !== expected || (trailing && !closed)) {
          const error = new InputError(fieldCountMessage(count, expected, columns.length, trailing), {
            source: file,
            line: lineNo,
          });
          // A short last line is a truncated file; say so (decided once we know it is the last).
          if (count < expected) pending = error;
          else throw error;
        } else {
          rows.push(new Row(lineNo, body, pos, end, index));
        }
      }
    }
    pos = next + 1;
  }
  if (pending) {
    throw new InputError(`${pending.message}; the file looks truncated`, pending.where);
  }
  if (!header)
    throw new InputError('empty file: expected a header line of column names separated by "|"', {
      source: file,
      line: 1,
    });
  return { file, columns, rows };
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== CR && c !== LF) return false;
  }
  return true;
}

function headerIndex(columns: string[], file: string, line: number): Map<string, number> {
  const index = new Map<string, number>();
  columns.forEach((c, i) => {
    if (c === '') throw new InputError(`header: column ${i + 1} has no name`, { source: file, line });
    if (index.has(c)) throw new InputError(`header: column "${c}" appears twice`, { source: file, line });
    index.set(c, i);
  });
  return index;
}

function fieldCountMessage(count: number, expected: number, columns: number, trailing: boolean): string {
  const want = `expected ${columns} fields${trailing ? ' and a closing "|"' : ''} as in the header`;
  if (count === expected) return `${want}, but the line does not end with "|"`;
  const found = trailing ? count - 1 : count;
  return `${want}, but found ${Math.max(found, 0)} (${count - 1} "|" separators)`;
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
