import type { ArmyContext } from '../context.js';
import { armyPoints, statedTotal } from '../context.js';
import { type Finding, finding } from '../findings.js';
import { kw } from '../keywords.js';
import { nearestNames } from '../names.js';

function suggest(name: string, candidates: string[]): string {
  const near = nearestNames(name, candidates);
  return near.length ? `; nearest: ${near.join(', ')}` : '';
}

/** Battle size: the army's points must fit the limit (Incursion 1000, Strike Force 2000, Onslaught 3000). */
export function checkBattleSize(ctx: ArmyContext): Finding[] {
  const { size, list } = ctx;
  if (!size) return [];
  const out: Finding[] = [];
  const total = armyPoints(ctx.units);
  const label = `${size.name ?? 'the points limit'} (${size.points} pts)`;
  if (size.assumed) {
    out.push(finding('note', 'battle-size', `the list states no battle size; checked against ${label}`));
  }
  const stated = statedTotal(list);
  const at = { line: list.lines?.battleSize };
  if (stated !== null && stated > size.points) {
    out.push(
      finding('error', 'battle-size', `the list costs ${stated} pts, over ${label} by ${stated - size.points} pts`, at),
    );
  } else if (total > size.points && stated !== null) {
    // Lists and data snapshots date from different points updates: the list's own figure decides.
    out.push(
      finding(
        'warning',
        'battle-size',
        `at the catalogue's points the army costs ${total} pts, over ${label} by ${total - size.points} pts (the list says ${stated} pts)`,
        at,
      ),
    );
  } else if (total > size.points) {
    out.push(
      finding('error', 'battle-size', `the army costs ${total} pts, over ${label} by ${total - size.points} pts`, at),
    );
  }
  return out;
}

/** One Army Faction: every unit has it, unless an allies rule admits the unit. */
export function checkFaction(ctx: ArmyContext): Finding[] {
  const { list, q } = ctx;
  if (!list.faction) return [finding('error', 'army-faction', 'the list names no Army Faction')];
  if (!ctx.faction) {
    const names = q.factions().map((f) => f.name);
    return [
      finding('error', 'army-faction', `unknown faction "${list.faction}"${suggest(list.faction, names)}`, {
        line: list.lines?.faction,
      }),
    ];
  }
  const out: Finding[] = [];
  for (const u of ctx.units) {
    const at = { line: u.unit.line, unit: u.unit.id };
    const r = u.needsAllies;
    if (r) {
      const needs = r.army.detachment ? `, which needs the ${r.army.detachment} Detachment` : '';
      out.push(finding('error', 'army-faction', `${u.unit.name} can be included only through ${r.name}${needs}`, at));
      continue;
    }
    if (!u.foreign || u.ally || !u.ds) continue;
    out.push(
      finding(
        'error',
        'army-faction',
        `${u.unit.name} is ${article(u.ds.faction)} ${u.ds.faction} unit, not ${ctx.faction.name}, and no allies rule of this army admits it`,
        at,
      ),
    );
  }
  return out;
}

/** One Detachment, of the Army Faction. */
export function checkDetachment(ctx: ArmyContext): Finding[] {
  const { list, q } = ctx;
  if (!ctx.faction) return [];
  if (!list.detachment) return [finding('error', 'detachment', 'the list names no Detachment')];
  if (ctx.detachment) return [];
  const names = q.detachments(ctx.faction.name).map((d) => d.name);
  return [
    finding(
      'error',
      'detachment',
      `"${list.detachment}" is not a ${ctx.faction.name} Detachment${suggest(list.detachment, names)}`,
      { line: list.lines?.detachment },
    ),
  ];
}

/** Keywords chosen through a detachment rule ("select three WAR DOG units ... CHARACTER"). */
export function checkGrantedKeywords(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const used = new Map<string, number>();
  for (const u of ctx.units) {
    for (const k of u.unit.grantedKeywords) {
      const grant = ctx.grants.find((g) => g.select !== undefined && g.keyword === kw(k));
      const at = { line: u.unit.line, unit: u.unit.id };
      if (!grant) {
        out.push(
          finding(
            'error',
            'detachment-keywords',
            `${u.unit.name} is given ${k}, but no rule of the Detachment grants it`,
            at,
          ),
        );
        continue;
      }
      if (!u.ds || !u.keywords.has(grant.to)) {
        out.push(
          finding(
            'error',
            'detachment-keywords',
            `${u.unit.name} is given ${k} by ${grant.rule}, which selects ${grant.to.toUpperCase()} units only`,
            at,
          ),
        );
        continue;
      }
      const n = (used.get(grant.keyword) ?? 0) + 1;
      used.set(grant.keyword, n);
      if (n > grant.select!) {
        out.push(
          finding(
            'error',
            'detachment-keywords',
            `${u.unit.name}: ${grant.rule} gives ${k} to at most ${grant.select} units; this is unit ${n}`,
            at,
          ),
        );
      }
    }
  }
  return out;
}

function article(word: string): string {
  return /^[AEIOU]/i.test(word) ? 'an' : 'a';
}
