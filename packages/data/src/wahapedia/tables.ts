import { InputError, type Warning } from '@cogitator/engine';
import { type PipeTable, parsePipeTable, type Row, requireColumns } from '../csv/pipe-table.js';
import { TABLE_NAMES, type TableName, WAHAPEDIA_FILES } from './files.js';

export type Tables = Record<TableName, PipeTable>;

/** The export's files as text, keyed by file name as `WAHAPEDIA_FILES` spells it. */
export type ExportTexts = Readonly<Record<string, string>>;

/**
 * Parse every file of the export. A missing file or column is an InputError; columns the importer
 * does not know are reported as warnings.
 */
export function parseTables(texts: ExportTexts, dir: string, warnings: Warning[]): Tables {
  const out = {} as Tables;
  for (const name of TABLE_NAMES) {
    const spec = WAHAPEDIA_FILES[name];
    const text = texts[spec.file];
    if (text === undefined) {
      throw new InputError(
        `missing file ${spec.file}: a Wahapedia export has ${TABLE_NAMES.length} files (${TABLE_NAMES.map((n) => WAHAPEDIA_FILES[n].file).join(', ')})`,
        { source: dir },
      );
    }
    const table = parsePipeTable(text, spec.file);
    requireColumns(table, spec.required);
    const known = new Set<string>([...spec.required, ...spec.optional]);
    for (const c of table.columns) {
      if (!known.has(c)) {
        warnings.push({
          code: 'unknown',
          message: `column "${c}" is not one the importer reads; ignored`,
          where: { source: spec.file, line: 1, field: c },
        });
      }
    }
    out[name] = table;
  }
  return out;
}

/** Rows grouped by a column (a datasheet id), in file order. */
export function groupBy(table: PipeTable, column: string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of table.rows) {
    const key = row.get(column);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

/** Sort rows by their `line` column where the export has one (numeric), else keep file order. */
export function byLine(rows: readonly Row[], column = 'line'): Row[] {
  return [...rows].sort((a, b) => (Number(a.get(column)) || 0) - (Number(b.get(column)) || 0) || a.line - b.line);
}
