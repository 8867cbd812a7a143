import type { ArmyContext } from '../context.js';
import { unitPoints } from '../context.js';
import { type Finding, finding } from '../findings.js';
import { kw } from '../keywords.js';

/** The limits of each allies rule the army uses: points caps, model caps, Warlord, Enhancements. */
export function checkAllies(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  for (const rule of ctx.alliesRules) {
    const units = ctx.units.filter((u) => u.ally === rule);
    if (units.length === 0) continue;
    for (const u of units) {
      const at = { line: u.unit.line, unit: u.unit.id };
      if (rule.noWarlord && u.unit.warlord) {
        out.push(
          finding('error', 'allies', `${u.unit.name} is included through ${rule.name} and cannot be the Warlord`, at),
        );
      }
      if (rule.noEnhancements && u.unit.enhancement) {
        out.push(
          finding(
            'error',
            'allies',
            `${u.unit.name} is included through ${rule.name} and cannot be given Enhancements`,
            {
              line: u.unit.enhancementLine ?? u.unit.line,
              unit: u.unit.id,
            },
          ),
        );
      }
    }
    const size = ctx.size?.name;
    if (rule.pointsCap && size) {
      const cap = rule.pointsCap[size];
      const total = units.reduce((s, u) => s + unitPoints(u), 0);
      if (total > cap) {
        const last = units[units.length - 1]!;
        out.push(
          finding(
            'error',
            'allies',
            `units included through ${rule.name} cost ${total} pts; at ${size} the limit is ${cap} pts`,
            { line: last.unit.line, unit: last.unit.id },
          ),
        );
      }
    }
    if (rule.modelCaps) {
      const used = rule.modelCaps
        .map((c) => ({
          c,
          n: units.filter((u) => u.anyModelKeywords.has(kw(c.keyword))).reduce((s, u) => s + u.unit.models, 0),
        }))
        .filter((x) => x.n > 0);
      for (const { c, n } of used) {
        if (n > c.max) {
          out.push(
            finding('error', 'allies', `${rule.name}: ${n} ${c.keyword.toUpperCase()} models; at most ${c.max}`, {
              line: units[0]!.unit.line,
            }),
          );
        }
      }
      if (rule.oneOf && used.length > 1) {
        out.push(
          finding(
            'error',
            'allies',
            `${rule.name}: ${used.map((x) => x.c.keyword.toUpperCase()).join(' and ')} models together; only one kind may be included`,
            { line: units[0]!.unit.line },
          ),
        );
      }
    }
    for (const god of rule.battlelineBalance ?? []) {
      const withGod = units.filter((u) => u.keywords.has(kw(god)));
      const line = withGod.filter((u) => u.keywords.has(kw('Battleline'))).length;
      const other = withGod.length - line;
      if (other > line) {
        const last = withGod[withGod.length - 1]!;
        out.push(
          finding(
            'error',
            'allies',
            `${rule.name}: ${units_(other, `non-BATTLELINE ${god.toUpperCase()}`)} but ${units_(line, `BATTLELINE ${god.toUpperCase()}`)}; the first may not outnumber the second`,
            { line: last.unit.line, unit: last.unit.id },
          ),
        );
      }
    }
  }
  return out;
}

function units_(n: number, what: string): string {
  return `${n} ${what} unit${n === 1 ? '' : 's'}`;
}
