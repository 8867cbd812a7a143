import type { NotApplied } from '@cogitator/engine/rules/instances';
import { renderTable } from '../table.js';
import {
  type CombatResult,
  type Dist,
  formatDice,
  type ModelsDist,
  type WeaponParams,
  weaponModifiers,
  weaponNeeds,
} from './engine.js';

/** Text and JSON output of `cogitator calc`. */

function num(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

function pct(p: number): string {
  if (p <= 0) return '0%';
  if (p < 1e-5) return '<0.001%';
  return `${(100 * p).toFixed(p < 0.001 ? 3 : 1)}%`;
}

export function describeWeapon(w: WeaponParams, abilities: string): string {
  const attacks = w.attacks.map(formatDice).join('+');
  const skill = w.hit.auto ? 'N/A' : `${w.type === 'melee' ? 'WS' : 'BS'}${w.hit.skill}+`;
  const dmg = [w.damage.dice, ...w.damage.extra].map(formatDice).join('+');
  return `${w.models}x ${w.name}: A${attacks} ${skill} S${w.wound.strength} AP${w.ap} D${dmg}${abilities ? ` ${abilities}` : ''}`;
}

function stageRow(
  label: string,
  r: {
    attacks: Dist;
    hits: Dist;
    wounds: Dist;
    unsaved: Dist;
    damage: Dist;
    modelsDestroyed: Dist;
    unitDestroyed: number;
  },
) {
  return [
    label,
    num(r.attacks.mean),
    num(r.hits.mean),
    num(r.wounds.mean),
    num(r.unsaved.mean),
    num(r.damage.mean),
    num(r.modelsDestroyed.mean),
    pct(r.unitDestroyed),
  ];
}

/** A text histogram of models destroyed with P(>= k). */
export function histogram(d: ModelsDist, width = 30): string {
  const peak = Math.max(...d.pmf);
  const lines = ['  k    P(=k)   P(>=k)'];
  d.pmf.forEach((p, k) => {
    const at = d.atLeast[k] as number;
    if (k > 0 && at < 0.0005) return;
    const bar = '#'.repeat(peak > 0 ? Math.round((p / peak) * width) : 0);
    lines.push(`${String(k).padStart(3)}  ${pct(p).padStart(7)}  ${pct(at).padStart(7)}  ${bar}`);
  });
  return `${lines.join('\n')}\n`;
}

/** The units a calculation named from the catalogue, and what building its input assumed. */
export interface NamedUnits {
  attacker?: { id: string; name: string; faction: string };
  defender?: { id: string; name: string; faction: string };
  notes: string[];
  /** Rules that apply to these units and are not automated, by name: the user applies them. */
  notApplied?: NotApplied[];
}

/** "Grimnyr: Grimnyr's Regard; Prioritised Efficiency (partial: ...)" */
function notAppliedLine(list: readonly NotApplied[]): string {
  return list
    .map(
      (n) =>
        `${n.holder ? `${n.holder}: ` : ''}${n.name}${n.support === 'partial' ? ` (partial${n.note ? `: ${n.note}` : ''})` : ''}`,
    )
    .join('; ');
}

export function renderText(r: CombatResult, abilities: string[], tty: boolean, units?: NamedUnits): string {
  const t = r.resolved.target;
  const parts: string[] = [];
  const who = (u: { name: string; faction: string } | undefined, quick: string) =>
    u ? `${u.name} (${u.faction})` : quick;
  if (units) parts.push(`${who(units.attacker, 'quick profile')} -> ${who(units.defender, t.name)}\n`);
  const groups = t.groups
    .map((g) => `${g.models}x ${g.name} W${g.wounds}${g.character ? ' CHARACTER' : ''}`)
    .join(' + ');
  parts.push(`Target: ${t.name} (${groups}; Toughness ${t.toughness}, ${t.models} models, ${t.totalWounds} wounds)\n`);
  r.weapons.forEach((w, i) => {
    parts.push(`${describeWeapon(w.params, abilities[i] ?? '')}\n`);
    for (const m of weaponModifiers(w.params, t)) parts.push(`  ${m.text}\n`);
    const n = weaponNeeds(w.params, t);
    const each = n.saves.map((g) => (g.roll <= 6 ? `${g.roll}+ ${g.kind}` : 'none'));
    const saves = new Set(each).size === 1 ? [each[0]] : each.map((x, i) => `${t.groups[i]?.name} ${x}`);
    parts.push(
      `  needs: ${n.hit === null ? 'auto-hit' : `hit ${n.hit}+`} (critical ${n.critHit === null ? '-' : `${n.critHit}+`}), ` +
        `wound ${n.wound}+ (critical ${n.critWound}+), ` +
        `save ${saves.join(', ')}\n`,
    );
  });
  const head = ['weapon', 'attacks', 'hits', 'wounds', 'unsaved', 'damage', 'models destroyed', 'P(unit destroyed)'];
  const rows = r.weapons.map((w) => stageRow(r.weapons.length > 1 ? `${w.name} (alone)` : w.name, w));
  if (r.weapons.length > 1) rows.push(stageRow('all, in order', r));
  parts.push(renderTable(head, rows, tty));
  parts.push(`Models destroyed${r.weapons.length > 1 ? ' (all weapons, in order)' : ''}:\n`);
  parts.push(histogram(r.modelsDestroyed));
  parts.push(`P(unit destroyed) = ${pct(r.unitDestroyed)}; damage (wounds lost) mean ${num(r.damage.mean)}\n`);
  if (r.hazardous)
    parts.push(`Hazardous: the attacking unit suffers ${num(r.hazardous.mean)} mortal wounds on average\n`);
  for (const n of new Set([...(units?.notes ?? []), ...r.notes])) parts.push(`note: ${n}\n`);
  if (units?.notApplied?.length)
    parts.push(`rules not applied (apply them by hand): ${notAppliedLine(units.notApplied)}\n`);
  return parts.join('');
}

function round(x: number): number {
  return Number(x.toPrecision(12));
}

function jsonDist(d: Dist & { atLeast?: number[] }) {
  return {
    mean: round(d.mean),
    pmf: d.pmf.map(round),
    ...(d.atLeast ? { atLeast: d.atLeast.map(round) } : {}),
  };
}

/** The JSON the scenario contract promises: damage and modelsDestroyed at the top, and more. */
export function renderJson(r: CombatResult, abilities: string[], units?: NamedUnits): string {
  const stages = (x: CombatResult | CombatResult['weapons'][number]) => ({
    attacks: jsonDist(x.attacks),
    hits: jsonDist(x.hits),
    wounds: jsonDist(x.wounds),
    unsaved: jsonDist(x.unsaved),
    damage: jsonDist(x.damage),
    modelsDestroyed: jsonDist(x.modelsDestroyed),
    unitDestroyed: round(x.unitDestroyed),
  });
  const out = {
    ...stages(r),
    hazardous: r.hazardous ? jsonDist(r.hazardous) : null,
    target: r.resolved.target,
    ruleset: r.resolved.ruleset,
    weapons: r.weapons.map((w, i) => ({
      name: w.name,
      profile: describeWeapon(w.params, abilities[i] ?? ''),
      modifiers: w.params.modifiers.map((m) => m.text),
      ...stages(w),
      hazardous: w.hazardous ? jsonDist(w.hazardous) : null,
      params: w.params,
    })),
    ...(units?.attacker ? { attacker: units.attacker } : {}),
    ...(units?.defender ? { defender: units.defender } : {}),
    notes: [...new Set([...(units?.notes ?? []), ...r.notes])],
    ...(units ? { notApplied: units.notApplied ?? [] } : {}),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}
