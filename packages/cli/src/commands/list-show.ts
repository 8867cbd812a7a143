import { readArmyList } from '@cogitator/data';
import {
  ARMY_RULES,
  type ArmyList,
  type CatalogueQuery,
  type Finding,
  LIST_FORMAT_NAMES,
  type ListFormat,
  type PointsReport,
  validateArmy,
} from '@cogitator/engine';
import type { Io } from '../io.js';
import { renderTable } from '../table.js';
import { readListInput } from './list-files.js';

export interface Checked {
  format: ListFormat;
  list: ArmyList;
  /** Null without a catalogue. */
  points: PointsReport | null;
  findings: Finding[];
  catalogue: boolean;
}

/** Reads a list file of any format, resolves and validates it when a catalogue is available. */
export async function checkListFile(path: string, io: Io, q: CatalogueQuery | null): Promise<Checked> {
  const input = await readListInput(path, io);
  const r = readArmyList(input, path, q ?? undefined);
  const notes: Finding[] = (r.parsed?.notes ?? []).map((w) => ({
    severity: 'note',
    rule: 'resolve',
    message: w.message,
    ...(w.where?.line !== undefined ? { line: w.where.line } : {}),
  }));
  if (!q)
    return { format: r.format, list: r.list, points: null, findings: [...r.findings, ...notes], catalogue: false };
  const v = validateArmy(r.list, q);
  return {
    format: r.format,
    list: r.list,
    points: v.points,
    findings: [...r.findings, ...notes, ...v.findings],
    catalogue: true,
  };
}

const ORDER = { error: 0, warning: 1, note: 2 } as const;

export function renderFindings(findings: Finding[], io: Io): void {
  const sorted = [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  for (const f of sorted) {
    const where = f.line !== undefined ? `line ${f.line}` : (f.unit ?? 'list');
    io.out(`  ${where.padEnd(9)} ${f.severity.padEnd(7)} ${ARMY_RULES[f.rule].name}: ${f.message}\n`);
  }
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  io.out(`${count('error')} errors, ${count('warning')} warnings, ${count('note')} notes\n`);
}

export function renderChecked(c: Checked, io: Io, q: CatalogueQuery | null): void {
  const l = c.list;
  io.out(`${l.name ?? '(unnamed list)'}: ${LIST_FORMAT_NAMES[c.format]}\n`);
  const size = l.battleSize
    ? `${l.battleSize}${l.pointsLimit ? ` (${l.pointsLimit} pts)` : ''}`
    : l.pointsLimit
      ? `${l.pointsLimit} pts`
      : '(not stated)';
  io.out(
    `faction: ${l.faction ?? '(not stated)'}${l.subfaction ? ` (${l.subfaction})` : ''}; detachment: ${l.detachment ?? '(not stated)'}; battle size: ${size}\n`,
  );
  const byUnit = new Map(c.points?.units.map((p) => [p.unit, p]) ?? []);
  const rows = l.units.map((u) => {
    const p = byUnit.get(u.id);
    const marks = [
      u.warlord ? 'Warlord' : '',
      u.enhancement ? `Enhancement: ${u.enhancement}` : '',
      u.attachedTo ? `attached to ${u.attachedTo}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    const ds = u.datasheet ? (q?.datasheetById(u.datasheet)?.faction ?? u.datasheet) : c.catalogue ? 'NOT FOUND' : '-';
    return [u.line ?? '', u.id, u.name, u.models, u.statedPoints ?? '', p?.computed ?? '', ds, marks];
  });
  io.out(renderTable(['line', 'id', 'unit', 'models', 'list pts', 'catalogue pts', 'datasheet', ''], rows, io.isTty));
  const stated = l.statedPoints ?? l.units.reduce((s, u) => s + (u.statedPoints ?? 0), 0);
  io.out(
    c.points
      ? `points: ${c.points.total} by the catalogue; the list says ${stated}\n`
      : `points: ${stated} as the list states them\n`,
  );
  if (!c.catalogue) {
    io.out('no catalogue loaded: names are not resolved and the army rules are not checked\n');
  }
  renderFindings(c.findings, io);
}
