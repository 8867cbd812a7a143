import type { CategoryRef, EntryNode } from './entries.js';
import type { Findings } from './findings.js';
import { collectModels, type ModelSlot } from './models.js';
import { cleanName, splitLegends } from './text.js';
import { keywords, type ReadUnit, readUnit, roleOf, type UnitSource } from './unit.js';

const isEpicHero = (cats: readonly CategoryRef[]) => cats.some((c) => /^epic hero$/i.test(c.name));
const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Characters that are a datasheet of their own in the printed rules but a model inside another unit
 * in BSData. Sir Hekhtur is the case in point: BSData's "Canis Rex" unit holds two EPIC HERO models,
 * the Knight named like the unit and its pilot. The rule used: a unit named after one of its EPIC
 * HERO models that holds a second, differently named EPIC HERO model with its own statline. (Units
 * such as Kill Team Cassius or Gaunt's Ghosts, with one EPIC HERO among other models, stay whole.)
 */
export function embeddedCharacters(unit: EntryNode): ModelSlot[] {
  if (unit.type === 'model') return [];
  const models = collectModels(unit);
  const unitName = loose(splitLegends(cleanName(unit.name)).name);
  const heroes = models.slots.filter((s) => s.node !== unit && isEpicHero(s.node.categories));
  if (heroes.length < 2 || !heroes.some((h) => loose(cleanName(h.node.name)) === unitName)) return [];
  return heroes.filter(
    (h) => loose(cleanName(h.node.name)) !== unitName && h.node.profiles.some((p) => p.el.attr('typeName') === 'Unit'),
  );
}

/**
 * Read a unit and, split out of it, any embedded character (see `embeddedCharacters`). The
 * character's datasheet has its own profile, weapons, abilities and the unit's unit-level and
 * faction keywords; it has no points of its own (BSData prices the pair as the unit, as the printed
 * points do), and it is left out of the unit's datasheet.
 */
export function readUnitAndCharacters(src: UnitSource, findings: Findings): ReadUnit[] {
  const embedded = embeddedCharacters(src.node);
  const main = readUnit(src, findings, new Set(embedded.map((s) => s.node)));
  const out = [main];
  const unitLevel = keywords(src.node, []);
  for (const slot of embedded) {
    const suffix = src.id.includes('@') ? src.id.slice(src.id.indexOf('@')) : '';
    const r = readUnit({ ...src, node: slot.node, id: `bsdata:${slot.node.id}${suffix}` }, findings);
    const ds = r.datasheet;
    ds.points = [];
    ds.keywords = [...unitLevel.keywords, ...ds.keywords.filter((k) => !unitLevel.keywords.includes(k))];
    ds.factionKeywords = [...new Set([...unitLevel.faction, ...ds.factionKeywords])];
    ds.role = roleOf(ds.keywords);
    for (const f of main.datasheet.abilities.faction)
      if (!ds.abilities.faction.includes(f)) ds.abilities.faction.push(f);
    findings.warn({
      code: 'note',
      message:
        `"${ds.name}" is a model of the "${main.datasheet.name}" unit in BSData; imported as its own datasheet too ` +
        `(its points are part of ${main.datasheet.name}'s)`,
      where: { source: slot.node.file.file, line: slot.node.el.line, field: `${src.faction}/${ds.name}` },
    });
    out.push({ ...r, factionRules: main.factionRules });
  }
  return out;
}
