import { bindPrinted } from '../../rules/binding.js';
import type { ArmyContext } from '../context.js';
import { type Finding, finding } from '../findings.js';
import { kw } from '../keywords.js';
import { nearestNames, sameName } from '../names.js';

const MAX_ENHANCEMENTS = 3;

/**
 * Enhancements: at most 3, each at most once, only on CHARACTER models that are not EPIC HEROES, one
 * per model (a unit holds one; importers report a second), from the chosen Detachment, on a bearer
 * with the keywords its registry definition names ("KÂHL model only": RuleDef.bearer; the unit's
 * models' keywords taken together).
 */
export function checkEnhancements(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  let count = 0;
  for (const u of ctx.units) {
    const name = u.unit.enhancement;
    if (!name) continue;
    const at = { line: u.unit.enhancementLine ?? u.unit.line, unit: u.unit.id };
    count++;
    if (count === MAX_ENHANCEMENTS + 1) {
      out.push(finding('error', 'enhancements', `${name}: more than ${MAX_ENHANCEMENTS} Enhancements in the army`, at));
    }
    const norm = name.toLowerCase();
    if (seen.has(norm)) {
      out.push(finding('error', 'enhancements', `${name} is taken more than once`, at));
    }
    seen.add(norm);
    if (!u.anyModelKeywords.has(kw('Character'))) {
      out.push(finding('error', 'enhancements', `${name} is on ${u.unit.name}, which is not a CHARACTER`, at));
    } else if (u.keywords.has(kw('Epic Hero'))) {
      out.push(finding('error', 'enhancements', `${name} is on ${u.unit.name}, an EPIC HERO`, at));
    }
    if (!ctx.faction) continue;
    const e = u.enhancement;
    if (!e) {
      const near = nearestNames(
        name,
        ctx.enhancements.map((x) => x.name),
      );
      out.push(
        finding(
          'error',
          'enhancements',
          `${name} is not a ${ctx.faction.name} Enhancement${near.length ? `; nearest: ${near.join(', ')}` : ''}`,
          at,
        ),
      );
    } else if (ctx.list.detachment && e.detachment && !sameName(e.detachment, ctx.list.detachment)) {
      out.push(
        finding(
          'error',
          'enhancements',
          `${name} belongs to the ${e.detachment} Detachment, not ${ctx.list.detachment}`,
          at,
        ),
      );
    }
    const bearer = e ? bearerOf(e, ctx.faction.name) : undefined;
    if (bearer && !bearer.some((set) => set.every((k) => u.anyModelKeywords.has(kw(k)))))
      out.push(
        finding(
          'error',
          'enhancements',
          `${name} is for a ${bearer.map((set) => set.join(' ')).join(' or ')} model only; ${u.unit.name} is not one`,
          at,
        ),
      );
  }
  return out;
}

/** The bearer keywords of an Enhancement's registry definition (hand-written or compiled from its text). */
function bearerOf(
  e: { name: string; detachment?: string | undefined; faction?: string | undefined; text?: string | undefined },
  faction: string,
): string[][] | undefined {
  return bindPrinted({
    kind: 'enhancement',
    faction: e.faction ?? faction,
    within: e.detachment ?? '',
    name: e.name,
    ...(e.text ? { text: e.text } : {}),
  })?.bearer;
}

/** Exactly one Warlord, a CHARACTER. */
export function checkWarlord(ctx: ArmyContext): Finding[] {
  const warlords = ctx.units.filter((u) => u.unit.warlord);
  if (warlords.length === 0) return [finding('error', 'warlord', 'no unit is the Warlord')];
  const out: Finding[] = [];
  for (const [i, u] of warlords.entries()) {
    const at = { line: u.unit.warlordLine ?? u.unit.line, unit: u.unit.id };
    if (i > 0) out.push(finding('error', 'warlord', `${u.unit.name} is a second Warlord`, at));
    if (u.ds && !u.anyModelKeywords.has(kw('Character'))) {
      out.push(finding('error', 'warlord', `${u.unit.name} is the Warlord but is not a CHARACTER`, at));
    }
  }
  return out;
}
