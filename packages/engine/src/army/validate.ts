import type { CatalogueQuery } from '../model/catalogue.js';
import { type ArmyContext, buildContext } from './context.js';
import type { ArmyRuleId, Finding } from './findings.js';
import type { ArmyList } from './list.js';
import { checkAllies } from './rules/allies.js';
import { checkBattleSize, checkDetachment, checkFaction, checkGrantedKeywords } from './rules/army.js';
import { checkResolved, checkWargear } from './rules/catalogue.js';
import { checkEpicHeroes, checkRuleOfThree, checkUnitSizes } from './rules/counts.js';
import { checkEnhancements, checkWarlord } from './rules/enhancements.js';
import { checkLeaders, checkServitorRetinue } from './rules/leaders.js';
import { checkPoints, type PointsReport, pointsReport } from './rules/points.js';

/** Every check, in the order findings are reported. */
export const ARMY_CHECKS: readonly [ArmyRuleId, (ctx: ArmyContext) => Finding[]][] = [
  ['resolve', checkResolved],
  ['army-faction', checkFaction],
  ['detachment', checkDetachment],
  ['detachment-keywords', checkGrantedKeywords],
  ['battle-size', checkBattleSize],
  ['rule-of-three', checkRuleOfThree],
  ['epic-hero', checkEpicHeroes],
  ['unit-size', checkUnitSizes],
  ['enhancements', checkEnhancements],
  ['warlord', checkWarlord],
  ['leader', checkLeaders],
  ['servitor-retinue', checkServitorRetinue],
  ['allies', checkAllies],
  ['wargear', checkWargear],
  ['points', checkPoints],
];

export interface ArmyReport {
  findings: Finding[];
  points: PointsReport;
  /** No finding of severity error. */
  valid: boolean;
}

export function validateArmy(list: ArmyList, q: CatalogueQuery): ArmyReport {
  const ctx = buildContext(list, q);
  const findings = ARMY_CHECKS.flatMap(([, check]) => check(ctx));
  return { findings, points: pointsReport(ctx), valid: !findings.some((f) => f.severity === 'error') };
}
