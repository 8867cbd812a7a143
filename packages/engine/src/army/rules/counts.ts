import { allowedSizes } from '../../model/points.js';
import { normaliseName } from '../../names/normalise.js';
import type { ArmyContext, UnitInfo } from '../context.js';
import { type Finding, finding } from '../findings.js';
import { kw } from '../keywords.js';

const key = (u: UnitInfo) => (u.ds ? `id:${u.ds.id}` : `name:${normaliseName(u.unit.name)}`);
const isEpic = (u: UnitInfo) => u.keywords.has(kw('Epic Hero'));

/** At most 3 units of each datasheet (6 for BATTLELINE and DEDICATED TRANSPORT). */
export function checkRuleOfThree(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const seen = new Map<string, number>();
  for (const u of ctx.units) {
    if (isEpic(u)) continue;
    const n = (seen.get(key(u)) ?? 0) + 1;
    seen.set(key(u), n);
    const six = u.keywords.has(kw('Battleline')) || u.keywords.has(kw('Dedicated Transport'));
    const max = six ? 6 : 3;
    if (n === max + 1) {
      out.push(
        finding(
          'error',
          'rule-of-three',
          `${u.unit.name}: ${n} units of this datasheet; at most ${max}${six ? ' (BATTLELINE or DEDICATED TRANSPORT)' : ''}`,
          { line: u.unit.line, unit: u.unit.id },
        ),
      );
    }
  }
  return out;
}

/** Each EPIC HERO at most once. */
export function checkEpicHeroes(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const u of ctx.units) {
    if (!isEpic(u)) continue;
    if (seen.has(key(u))) {
      out.push(
        finding('error', 'epic-hero', `${u.unit.name} is an EPIC HERO and is already in the army`, {
          line: u.unit.line,
          unit: u.unit.id,
        }),
      );
    }
    seen.add(key(u));
  }
  return out;
}

/** The unit's model count is one the datasheet allows. */
export function checkUnitSizes(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  for (const u of ctx.units) {
    if (!u.ds) continue;
    const sizes = allowedSizes(u.ds);
    if (sizes.length === 0 || sizes.includes(u.unit.models)) continue;
    out.push(
      finding(
        'error',
        'unit-size',
        `${u.unit.name} has ${u.unit.models} model${u.unit.models === 1 ? '' : 's'}; the datasheet allows ${sizes.join(' or ')}`,
        { line: u.unit.line, unit: u.unit.id },
      ),
    );
  }
  return out;
}
