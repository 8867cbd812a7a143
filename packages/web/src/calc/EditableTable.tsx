import { Cell } from './Cell.js';
import type { FieldTarget } from './SetupPanel.js';

export interface Column<R> {
  key: keyof R & string;
  head: string;
  /** Read as "<label> of <row name>" by screen readers. */
  label: string;
  width: 'xs' | 's' | 'm' | 'l';
  numeric?: boolean;
}

interface Props<R extends object> {
  /** Cell ids: `${idPrefix}${row}-${key}`, e.g. `a-w0-attacks`. */
  idPrefix: string;
  part: FieldTarget['part'];
  columns: Column<R>[];
  rows: R[];
  onChange: (rows: R[]) => void;
  invalid: FieldTarget | null;
  rowName: (row: R, i: number) => string;
  /** What follows the name in a cell's label ("(ranged)"). */
  labelSuffix?: (row: R) => string;
  /** Extra cells after the columns, with their header. */
  extra?: { head: string; cell: (row: R, i: number, set: (key: keyof R, v: string) => void) => React.ReactNode };
  canRemove?: (i: number) => boolean;
  rowClass?: (row: R) => string | undefined;
  className: string;
}

/** A table of profiles the user edits cell by cell (weapons, model groups). */
export function EditableTable<R extends object>(props: Props<R>) {
  const { idPrefix, part, columns, rows, onChange, invalid, rowName, extra } = props;
  const set = (i: number, key: keyof R, v: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const bad = (i: number, key: string) =>
    invalid?.part === part && invalid.index === i && (invalid.key === key || !invalid.key);
  return (
    <table className={`profiles ${props.className}`}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.head}
            </th>
          ))}
          {extra && <th scope="col">{extra.head}</th>}
          <th scope="col">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are fully controlled (no state of their own); removing one re-keys the rest harmlessly
          <tr key={i} className={props.rowClass?.(r)}>
            {columns.map((c) => (
              <td key={c.key}>
                <Cell
                  id={`${idPrefix}${i}-${c.key}`}
                  label={`${c.label} of ${rowName(r, i)}${props.labelSuffix ? props.labelSuffix(r) : ''}`}
                  value={String(r[c.key])}
                  width={c.width}
                  numeric={c.numeric ?? false}
                  invalid={bad(i, c.key)}
                  onChange={(v) => set(i, c.key, v)}
                />
              </td>
            ))}
            {extra && <td>{extra.cell(r, i, (key, v) => set(i, key, v))}</td>}
            <td>
              {(props.canRemove?.(i) ?? true) && (
                <button
                  type="button"
                  className="icon"
                  aria-label={`Remove ${rowName(r, i)}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
