import type { Datasheet } from '../../model/datasheet.js';
import { normaliseName } from '../../names/normalise.js';
import type { ArmyContext } from '../context.js';
import { type Finding, finding } from '../findings.js';
import { nearestNames, sameName } from '../names.js';

/** Units whose datasheet the catalogue does not have: reported with the nearest names. */
export function checkResolved(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const missing = ctx.units.filter((u) => !u.ds);
  if (missing.length === 0) return out;
  const all = ctx.q.catalogue.datasheets;
  const pool = ctx.faction ? all.filter((d) => sameName(d.faction, ctx.faction!.name)) : all;
  for (const u of missing) {
    let near = nearestNames(
      u.unit.name,
      pool.map((d) => d.name),
    );
    if (near.length === 0) near = ctx.q.search(u.unit.name, 3).map((r) => r.datasheet.name);
    out.push(
      finding(
        'error',
        'resolve',
        `no datasheet "${u.unit.name}"${ctx.faction ? ` in ${ctx.faction.name}` : ''}${near.length ? `; nearest: ${near.join(', ')}` : ''}`,
        { line: u.unit.line, unit: u.unit.id },
      ),
    );
  }
  return out;
}

function wargearNames(ds: Datasheet): string[] {
  return [
    ...ds.weapons.map((w) => w.name),
    ...ds.weapons.flatMap((w) => w.profiles.map((p) => p.name)),
    ...ds.abilities.wargear.map((a) => a.name),
  ];
}

/** Named on the datasheet; spaces do not count ("Exo-armour grenade launcher" = "Exoarmour ..."). */
function known(name: string, names: string[], text: string): boolean {
  const n = normaliseName(name);
  const c = n.replace(/ /g, '');
  if (names.some((x) => x === n || x.startsWith(`${n} `) || x.replace(/ /g, '') === c)) return true;
  return n.length > 0 && (text.includes(n) || (c.length >= 4 && text.replace(/ /g, '').includes(c)));
}

/**
 * Wargear (partial): each selection must be named on the datasheet (weapons, wargear abilities,
 * options or equipment). Option limits are free text in the catalogue and are not enforced.
 */
export function checkWargear(ctx: ArmyContext): Finding[] {
  const out: Finding[] = [];
  const enhancementNames = ctx.enhancements.map((e) => normaliseName(e.name));
  for (const u of ctx.units) {
    if (!u.ds) continue;
    const names = wargearNames(u.ds);
    const normalised = names.map(normaliseName);
    const text = normaliseName(
      [...u.ds.wargearOptions, ...u.ds.equipment.flatMap((e) => e.items), ...u.ds.composition.map((c) => c.model)].join(
        ' | ',
      ),
    );
    // A datasheet the catalogue gives no wargear for cannot be checked.
    if (names.length === 0 && !text.trim()) continue;
    const items = [...u.unit.wargear, ...u.unit.modelGroups.flatMap((g) => g.wargear)];
    const reported = new Set<string>();
    for (const item of items) {
      const n = normaliseName(item.name);
      if (reported.has(n)) continue;
      if (known(item.name, normalised, text)) continue;
      // "Plasma Accelerator Rifle upgrade": the weapon an Enhancement brings.
      if (enhancementNames.some((e) => n === e || n === `${e} upgrade`)) continue;
      reported.add(n);
      const near = nearestNames(item.name, names);
      out.push(
        finding(
          'warning',
          'wargear',
          `${u.unit.name}: "${item.name}" is not wargear of this datasheet${near.length ? `; nearest: ${near.join(', ')}` : ''}`,
          { line: item.line ?? u.unit.line, unit: u.unit.id },
        ),
      );
    }
  }
  return out;
}
