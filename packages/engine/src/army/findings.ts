import { registerCoverage } from '../rules/coverage.js';
import type { Support } from '../rules/support.js';

export type Severity = 'error' | 'warning' | 'note';

/** The army-building rules Cogitator checks, each with how far it is automated. */
export const ARMY_RULES = {
  resolve: { name: 'Catalogue entries', ref: 'issue 8', support: 'automated' },
  'battle-size': { name: 'Battle size', ref: 'rules-10e.md Army building', support: 'automated' },
  'army-faction': { name: 'One Army Faction', ref: 'rules-10e.md Army building', support: 'automated' },
  detachment: { name: 'One Detachment', ref: 'rules-10e.md Army building', support: 'automated' },
  'detachment-keywords': {
    name: 'Detachment keyword grants',
    ref: 'detachment rules ("X units from your army have the Y keyword")',
    support: 'partial',
    note: 'Grants are read from the detachment text in two phrasings; other conditions a detachment sets (e.g. "must include three WAR DOG units") are not checked.',
  },
  'rule-of-three': { name: 'Rule of Three', ref: 'rules-10e.md Army building', support: 'automated' },
  'epic-hero': { name: 'Epic Heroes once', ref: 'rules-10e.md Army building', support: 'automated' },
  enhancements: { name: 'Enhancements', ref: 'rules-10e.md Army building', support: 'automated' },
  warlord: { name: 'Warlord', ref: 'rules-10e.md Army building', support: 'automated' },
  leader: {
    name: 'Leader attachments',
    ref: 'rules-10e.md Army building; datasheet Leader sections',
    support: 'automated',
  },
  'servitor-retinue': { name: 'Servitor Retinue', ref: 'seed 001 (Munitorum Servitors)', support: 'automated' },
  allies: {
    name: 'Allied units',
    ref: 'seed 003 Forge World Allies; Wahapedia Daemonic Pact, Freeblades',
    support: 'partial',
    note: 'Forge World Allies, Daemonic Pact and Freeblades are checked; other rules that admit units of another faction are not known, so such units are reported as outside the Army Faction.',
  },
  'unit-size': { name: 'Unit size', ref: 'datasheet unit composition and points', support: 'automated' },
  wargear: {
    name: 'Wargear options',
    ref: 'datasheet wargear options',
    support: 'partial',
    note: 'Checks that each wargear name exists on the datasheet; option limits ("1 in 5 models") are free text in the catalogue and are not enforced.',
  },
  points: { name: 'Points', ref: 'catalogue points', support: 'automated' },
} as const satisfies Record<string, { name: string; ref: string; support: Support; note?: string }>;

export type ArmyRuleId = keyof typeof ARMY_RULES;

/** One thing validation found, pointing at the list line it concerns. */
export interface Finding {
  severity: Severity;
  rule: ArmyRuleId;
  message: string;
  line?: number;
  /** Unit id in the list. */
  unit?: string;
}

export function finding(
  severity: Severity,
  rule: ArmyRuleId,
  message: string,
  at: { line?: number | undefined; unit?: string | undefined } = {},
): Finding {
  return {
    severity,
    rule,
    message,
    ...(at.line !== undefined ? { line: at.line } : {}),
    ...(at.unit !== undefined ? { unit: at.unit } : {}),
  };
}

export function formatFinding(f: Finding): string {
  const where = f.line !== undefined ? `line ${f.line}: ` : '';
  return `${f.severity} [${ARMY_RULES[f.rule].name}] ${where}${f.message}`;
}

registerCoverage(() =>
  Object.values(ARMY_RULES).map((r) => ({
    group: 'Army building',
    name: r.name,
    calculator: 'n/a' as const,
    game: 'n/a' as const,
    lists: r.support as Support,
    ...('note' in r ? { note: r.note } : {}),
  })),
);
