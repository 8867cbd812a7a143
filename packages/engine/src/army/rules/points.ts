import type { ArmyContext } from '../context.js';
import { armyPoints, unitPoints } from '../context.js';
import { type Finding, finding } from '../findings.js';

export interface UnitPoints {
  unit: string;
  name: string;
  /** Catalogue cost of the unit at its size, plus its enhancement; null when the catalogue has none. */
  computed: number | null;
  stated: number | null;
  enhancement: number | null;
}

export interface PointsReport {
  /** Catalogue points where known, the list's own figure for units the catalogue cannot price. */
  total: number;
  stated: number | null;
  units: UnitPoints[];
}

export function pointsReport(ctx: ArmyContext): PointsReport {
  return {
    total: armyPoints(ctx.units),
    stated: ctx.list.statedPoints,
    units: ctx.units.map((u) => ({
      unit: u.unit.id,
      name: u.unit.name,
      computed: u.cost === null ? null : unitPoints(u),
      stated: u.unit.statedPoints,
      enhancement: u.enhancement?.points ?? null,
    })),
  };
}

/**
 * Points as the catalogue computes them against what the list states. Lists and data snapshots are
 * made at different times, so differences are notes, never errors.
 */
export function checkPoints(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  for (const u of ctx.units) {
    const at = { line: u.unit.line, unit: u.unit.id };
    if (!u.ds) continue;
    if (u.cost === null) {
      const stated = u.unit.statedPoints === null ? '' : `; using the list's ${u.unit.statedPoints} pts`;
      out.push(
        finding('note', 'points', `${u.unit.name}: the catalogue has no points for this datasheet${stated}`, at),
      );
      continue;
    }
    if (!u.costExact) {
      out.push(
        finding(
          'note',
          'points',
          `${u.unit.name}: no points for ${u.unit.models} models; priced at the next size up`,
          at,
        ),
      );
    }
    const computed = unitPoints(u);
    if (u.unit.statedPoints !== null && u.unit.statedPoints !== computed) {
      out.push(
        finding(
          'note',
          'points',
          `${u.unit.name}: the list says ${u.unit.statedPoints} pts, the catalogue ${computed} pts (the data snapshot and the list may date from different points updates)`,
          at,
        ),
      );
    }
  }
  const total = armyPoints(ctx.units);
  if (ctx.list.statedPoints !== null && ctx.list.statedPoints !== total) {
    out.push(
      finding(
        'note',
        'points',
        `the list states ${ctx.list.statedPoints} pts in total; the catalogue gives ${total} pts`,
      ),
    );
  }
  return out;
}
