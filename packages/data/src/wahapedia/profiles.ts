import type { BaseSize, ModelProfile } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';
import { htmlToText } from '../text/html.js';
import type { ImportContext } from './context.js';

const FILE = 'Datasheets_models.csv';

/** "-" (or "N/A") is printed where a characteristic does not apply: a fortification's Move. */
const NOT_APPLICABLE = /^(?:-|–|n\/a)$/i;

interface Stat {
  column: string;
  min: number;
  max: number;
  suffix: '' | '+' | '"';
}

/**
 * Read one characteristic: `6"`, `3+`, `12`. A trailing `*` (a footnote mark) is dropped with a
 * note; empty, unreadable or out-of-range values are null and reported.
 */
function stat(ctx: ImportContext, row: Row, s: Stat, name: string): number | null {
  const raw = row.get(s.column).trim();
  if (raw === '' || NOT_APPLICABLE.test(raw)) {
    if (raw === '') ctx.warn('missing', `${name}: no ${s.column} characteristic`, FILE, row, s.column);
    return null;
  }
  const m = /^(\d+)\s*(\+)?\s*("|”|'')?\s*(\*)?$/.exec(raw);
  const value = m ? Number(m[1]) : Number.NaN;
  if (!m || value < s.min || value > s.max) {
    ctx.warn(
      'unknown',
      `${name}: ${s.column} "${raw}" is not a characteristic value (expected ${s.min}${s.suffix} to ${s.max}${s.suffix})`,
      FILE,
      row,
      s.column,
    );
    return null;
  }
  if (m[4])
    ctx.warn('note', `${name}: ${s.column} "${raw}" has a footnote mark; read as ${value}`, FILE, row, s.column);
  return value;
}

export function parseBaseSize(text: string): { size: BaseSize | null; note?: string } {
  const t = text.trim();
  if (t === '') return { size: null };
  if (/^use model$/i.test(t)) return { size: { kind: 'hull' } };
  const oval = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*mm\b\s*(.*)$/i.exec(t);
  if (oval) {
    const note = oval[3]?.trim();
    return { size: { kind: 'oval', mm: [Number(oval[1]), Number(oval[2])] }, ...(note ? { note } : {}) };
  }
  const round = /^(\d+(?:\.\d+)?)\s*mm\b\s*(.*)$/i.exec(t);
  if (round && Number(round[1]) > 0) {
    const note = round[2]?.trim();
    return { size: { kind: 'round', mm: Number(round[1]) }, ...(note ? { note } : {}) };
  }
  return { size: null, note: t };
}

export function modelProfile(ctx: ImportContext, row: Row, datasheetName: string): ModelProfile {
  let name = htmlToText(row.get('name'));
  if (!name) {
    ctx.warn('missing', `${datasheetName}: a model profile has no name; using the datasheet's name`, FILE, row, 'name');
    name = datasheetName;
  }
  const label = `${datasheetName} (${name})`;
  const rawM = row.get('M').trim();
  const invRaw = row.get('inv_sv').trim();
  const inv =
    invRaw === '' || NOT_APPLICABLE.test(invRaw)
      ? null
      : stat(ctx, row, { column: 'inv_sv', min: 2, max: 6, suffix: '+' }, label);
  const base = parseBaseSize(row.get('base_size'));
  const invNote = htmlToText(row.get('inv_sv_descr')).replace(/^\*\s*/, '');
  const baseNotes = [base.note, htmlToText(row.get('base_size_descr'))].filter(Boolean);
  if (base.size === null && row.get('base_size').trim() !== '' && !/no official/i.test(row.get('base_size'))) {
    ctx.warn(
      'unknown',
      `${label}: base size "${row.get('base_size')}" not understood; kept as a note`,
      FILE,
      row,
      'base_size',
    );
  }
  return {
    name,
    // `20+"` (AIRCRAFT) reads as 20 with `movementIsMinimum`.
    movement: stat(ctx, row, { column: 'M', min: 0, max: 100, suffix: '"' }, label),
    ...(/^\d+\s*\+\s*("|”)?$/.test(rawM) ? { movementIsMinimum: true } : {}),
    toughness: stat(ctx, row, { column: 'T', min: 1, max: 40, suffix: '' }, label),
    save: stat(ctx, row, { column: 'Sv', min: 2, max: 7, suffix: '+' }, label),
    wounds: stat(ctx, row, { column: 'W', min: 1, max: 200, suffix: '' }, label),
    leadership: stat(ctx, row, { column: 'Ld', min: 2, max: 12, suffix: '+' }, label),
    objectiveControl: stat(ctx, row, { column: 'OC', min: 0, max: 100, suffix: '' }, label),
    invulnerableSave: inv,
    ...(invNote ? { invulnerableNote: invNote } : {}),
    baseSize: base.size,
    ...(baseNotes.length ? { baseSizeNote: baseNotes.join('; ') } : {}),
  };
}
