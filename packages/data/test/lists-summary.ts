import type { ArmyItem, ArmyList, ArmyUnit } from '@cogitator/engine';

const items = (ws: ArmyItem[]) => ws.map((w) => `${w.count} ${w.name}`).join(', ');

/**
 * One line per unit, everything a list states about it: name, models, unit-level wargear, model
 * groups with their wargear, Enhancement, Warlord, points as stated, granted keywords.
 *
 *   "Captain with Jump Pack x1 = 75 | 1 Hand flamer, 1 Power fist | W"
 */
export function unitLine(u: ArmyUnit): string {
  const parts = [`${u.name} x${u.models} = ${u.statedPoints ?? '?'}`];
  if (u.wargear.length) parts.push(items(u.wargear));
  for (const g of u.modelGroups) parts.push(`${g.count} ${g.name}: ${items(g.wargear)}`);
  if (u.enhancement) parts.push(`E ${u.enhancement}`);
  if (u.warlord) parts.push('W');
  if (u.grantedKeywords.length) parts.push(`+${u.grantedKeywords.join('+')}`);
  return parts.join(' | ');
}

/** The list's header facts and its units, as lines. */
export function summary(l: ArmyList): { head: string; units: string[] } {
  return {
    head: [
      l.name ?? '-',
      l.faction ?? '-',
      l.subfaction ?? '-',
      l.detachment ?? '-',
      `${l.battleSize ?? '-'} ${l.pointsLimit ?? '-'}`,
      `${l.statedPoints ?? '-'} pts`,
    ].join(' / '),
    units: l.units.map(unitLine),
  };
}
