import type { Datasheet } from '../../model/datasheet.js';
import type { ArmyContext, UnitInfo } from '../context.js';
import { type Finding, finding } from '../findings.js';
import { kw } from '../keywords.js';
import { sameName } from '../names.js';

export function isLeader(ds: Datasheet): boolean {
  return ds.abilities.core.some((a) => a.kind === 'leader') || ds.leads.length > 0;
}

export function canLead(leader: Datasheet, bodyguard: Datasheet): boolean {
  const names = (xs: string[], ds: Datasheet) => xs.some((x) => x === ds.id || sameName(x, ds.name));
  return names(leader.leads, bodyguard) || names(bodyguard.ledBy, leader);
}

export function hasNamedRule(ds: Datasheet, name: string): boolean {
  return [...ds.abilities.datasheet, ...ds.sections].some((r) => sameName(r.name, name));
}

/** Units a leader can join although another Leader already leads them, as its datasheet states. */
export interface SecondLeaderAllowance {
  /** "other Leader unit" / "CHARACTER": any other Leader. */
  any: boolean;
  keywords: string[];
}

const ALREADY =
  /even if (?:one or more |one |a |an )?(?:other )?([A-Za-z][A-Za-z ,'’-]*?)(?: (?:model|unit)s?)? (?:has|have) already been attached/;

export function secondLeaderAllowance(ds: Datasheet): SecondLeaderAllowance | null {
  for (const r of [...ds.abilities.datasheet, ...ds.sections]) {
    const m = ALREADY.exec(r.text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '));
    if (!m) continue;
    const names = (m[1] as string)
      .split(/,\s*|\s+or\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const any = names.some((n) => /^(leader|character)$/i.test(n));
    return { any, keywords: names.filter((n) => !/^(leader|character)$/i.test(n)).map(kw) };
  }
  return null;
}

function allows(a: UnitInfo, b: UnitInfo): boolean {
  if (!a.ds) return false;
  const allowance = secondLeaderAllowance(a.ds);
  if (!allowance) return false;
  return allowance.any || allowance.keywords.some((k) => b.anyModelKeywords.has(k));
}

const REGIMENTAL_ENGINSEER = [kw('Regimental Enginseer'), kw('Tech-Priest Enginseer')];
const isRetinue = (u: UnitInfo) => Boolean(u.ds && hasNamedRule(u.ds, 'Servitor Retinue'));

/** Leader attachments: a Leader joins one of its Bodyguard units; one Leader per unit unless allowed. */
export function checkLeaders(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const leadersOf = new Map<string, UnitInfo[]>();
  for (const u of ctx.units) {
    const to = u.unit.attachedTo;
    if (to === null || isRetinue(u)) continue;
    const target = ctx.byId.get(to);
    const at = { line: u.unit.line, unit: u.unit.id };
    if (!u.ds || !target?.ds) continue;
    if (!isLeader(u.ds)) {
      out.push(
        finding('error', 'leader', `${u.unit.name} is not a Leader and cannot be attached to ${target.unit.name}`, at),
      );
      continue;
    }
    if (target.unit.attachedTo !== null && !isRetinue(target)) {
      out.push(
        finding(
          'error',
          'leader',
          `${u.unit.name} is attached to ${target.unit.name}, which is itself attached to another unit`,
          at,
        ),
      );
      continue;
    }
    if (!canLead(u.ds, target.ds)) {
      const list = u.ds.leads.length ? `; it can lead: ${u.ds.leads.join(', ')}` : '';
      out.push(finding('error', 'leader', `${u.unit.name} cannot lead ${target.unit.name}${list}`, at));
      continue;
    }
    leadersOf.set(to, [...(leadersOf.get(to) ?? []), u]);
  }
  for (const [to, leaders] of leadersOf) {
    const body = ctx.byId.get(to)!;
    for (let i = 1; i < leaders.length; i++) {
      const u = leaders[i]!;
      const at = { line: u.unit.line, unit: u.unit.id };
      for (const prev of leaders.slice(0, i)) {
        if (allows(u, prev) || allows(prev, u)) continue;
        if (prev.ds!.id === u.ds!.id) {
          out.push(finding('error', 'leader', `${body.unit.name} already has a ${u.unit.name} attached`, at));
        } else {
          out.push(
            finding(
              'error',
              'leader',
              `${body.unit.name} already has ${prev.unit.name} attached; a Bodyguard unit takes one Leader unless a rule allows another`,
              at,
            ),
          );
        }
      }
    }
  }
  return out;
}

/**
 * Servitor Retinue (seed 001): a MUNITORUM SERVITORS unit can join one other unit that is led by a
 * REGIMENTAL ENGINSEER (TECH-PRIEST ENGINSEER in later data); a unit takes at most one such unit.
 */
export function checkServitorRetinue(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const joined = new Map<string, number>();
  for (const u of ctx.units) {
    if (!isRetinue(u) || u.unit.attachedTo === null) continue;
    const target = ctx.byId.get(u.unit.attachedTo);
    if (!target) continue;
    const at = { line: u.unit.line, unit: u.unit.id };
    const led = ctx.units.some(
      (l) =>
        l.unit.attachedTo === target.unit.id && l !== u && REGIMENTAL_ENGINSEER.some((k) => l.anyModelKeywords.has(k)),
    );
    if (!led) {
      out.push(
        finding(
          'error',
          'servitor-retinue',
          `${u.unit.name} joins ${target.unit.name}, which is not led by a REGIMENTAL ENGINSEER`,
          at,
        ),
      );
    }
    const n = (joined.get(target.unit.id) ?? 0) + 1;
    joined.set(target.unit.id, n);
    if (n > 1) {
      out.push(
        finding(
          'error',
          'servitor-retinue',
          `${target.unit.name} already has a MUNITORUM SERVITORS unit joined to it`,
          at,
        ),
      );
    }
  }
  return out;
}
