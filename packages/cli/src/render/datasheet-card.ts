import {
  bindPrinted,
  type CatalogueQuery,
  type Conflict,
  type Datasheet,
  type Enhancement,
  formatCoreAbility,
  formatDice,
  formatWeaponAbilities,
  type ModelProfile,
  renderReading,
  type Stratagem,
  type WeaponProfile,
} from '@cogitator/engine';
import { renderTable } from '../table.js';

/** Everything `show` prints about one datasheet, as data (the `--json` output). */
export interface DatasheetCard {
  datasheet: Datasheet;
  stratagems: Stratagem[];
  enhancements: Enhancement[];
  detachmentRules: { detachment: string; rules: string[] }[];
  conflicts: Conflict[];
}

export function datasheetCard(q: CatalogueQuery, ds: Datasheet): DatasheetCard {
  const names = new Map(q.catalogue.detachments.map((d) => [d.id, d.name]));
  const rules = new Map<string, string[]>();
  for (const l of q.catalogue.datasheetDetachmentRules ?? []) {
    if (l.datasheet !== ds.id) continue;
    const name = names.get(l.detachment) ?? l.detachment;
    rules.set(name, [...(rules.get(name) ?? []), l.rule]);
  }
  return {
    datasheet: ds,
    stratagems: sortStratagems(q.stratagemsFor(ds.id)),
    enhancements: q.enhancementsFor(ds.id),
    detachmentRules: [...rules].map(([detachment, r]) => ({ detachment, rules: r })),
    conflicts: q.catalogue.conflicts.filter((c) => c.datasheet === ds.name && c.faction === ds.faction),
  };
}

/** Core first, then detachments by name, then the rest (Boarding Actions, Challenger); by name within. */
function sortStratagems(list: Stratagem[]): Stratagem[] {
  const group = (s: Stratagem) => (s.source === 'Core' ? 0 : s.detachment ? 1 : 2);
  return [...list].sort(
    (a, b) =>
      group(a) - group(b) ||
      (a.detachment ?? a.source).localeCompare(b.detachment ?? b.source) ||
      a.name.localeCompare(b.name),
  );
}

const plus = (v: number | null) => (v === null ? '-' : `${v}+`);
const num = (v: number | null) => (v === null ? '-' : String(v));

function move(p: ModelProfile): string {
  return p.movement === null ? '-' : `${p.movement}${p.movementIsMinimum ? '+' : ''}"`;
}

function base(p: ModelProfile): string {
  const b = p.baseSize;
  const size = !b ? '?' : b.kind === 'hull' ? 'hull' : b.kind === 'round' ? `${b.mm}mm` : `${b.mm[0]}x${b.mm[1]}mm`;
  return p.baseSizeNote ? `${size} (${p.baseSizeNote})` : size;
}

function weaponRows(profiles: WeaponProfile[]): (string | number)[][] {
  return profiles.map((p) => [
    `${p.name} ${formatWeaponAbilities(p.abilities)}`.trim(),
    p.type === 'melee' ? 'Melee' : p.range === null ? 'N/A' : `${p.range}"`,
    formatDice(p.attacks),
    p.skill === null ? 'N/A' : `${p.skill}+`,
    p.strength,
    p.ap,
    formatDice(p.damage),
  ]);
}

/**
 * The plain words of an ability's reading where its registry definition was compiled from this text
 * (rules/text), shown beside the text so a player can check it.
 */
function compiledReading(ds: Datasheet, a: { name: string; text: string }): string | undefined {
  const def = bindPrinted({ kind: 'datasheet', faction: ds.faction, within: ds.name, name: a.name, text: a.text });
  if (!def?.compiled) return undefined;
  return `${renderReading(def.compiled.reading)} (calculator: ${def.support.calculator}; game: ${def.support.game})`;
}

/** The card as text: statlines, weapons, abilities, composition, points, keywords, and what it may use. */
export function renderDatasheetCard(card: DatasheetCard, tty: boolean): string {
  const ds = card.datasheet;
  const out: string[] = [];
  const line = (s = '') => out.push(`${s}\n`);
  const heading = (s: string) => line(`\n${s}`);
  const tags = [ds.role, ds.publication, ds.legends ? 'Legends' : undefined].filter(Boolean).join(', ');
  line(`${ds.name} (${ds.faction})${tags ? ` [${tags}]` : ''}`);
  const src = ds.source
    ? `${ds.source.kind} ${ds.source.ref}${ds.source.snapshot ? `, ${ds.source.snapshot}` : ''}`
    : '';
  line(`id ${ds.id}${ds.otherIds?.length ? ` (also ${ds.otherIds.join(', ')})` : ''}${src ? `; from ${src}` : ''}`);
  out.push(
    renderTable(
      ['model', 'M', 'T', 'Sv', 'W', 'Ld', 'OC', 'Inv', 'base'],
      ds.profiles.map((p) => [
        p.name,
        move(p),
        num(p.toughness),
        plus(p.save),
        num(p.wounds),
        plus(p.leadership),
        num(p.objectiveControl),
        p.invulnerableSave === null
          ? '-'
          : `${p.invulnerableSave}+${p.invulnerableNote ? ` (${p.invulnerableNote})` : ''}`,
        base(p),
      ]),
      tty,
    ),
  );
  for (const type of ['ranged', 'melee'] as const) {
    const profiles = ds.weapons.flatMap((w) => w.profiles).filter((p) => p.type === type);
    if (!profiles.length) continue;
    heading(type === 'ranged' ? 'RANGED WEAPONS' : 'MELEE WEAPONS');
    out.push(
      renderTable(['weapon', 'range', 'A', type === 'ranged' ? 'BS' : 'WS', 'S', 'AP', 'D'], weaponRows(profiles), tty),
    );
  }
  heading('ABILITIES');
  if (ds.abilities.core.length) line(`CORE: ${ds.abilities.core.map(formatCoreAbility).join(', ')}`);
  if (ds.abilities.faction.length) line(`FACTION: ${ds.abilities.faction.join(', ')}`);
  for (const a of [...ds.abilities.datasheet, ...ds.abilities.wargear, ...(ds.abilities.weapon ?? [])]) {
    line(`${a.name}: ${a.text}`);
    const read = compiledReading(ds, a);
    if (read) line(`  read as: ${read}`);
  }
  for (const s of ds.sections) {
    heading(s.name);
    line(s.text);
  }
  if (ds.wargearOptions.length) {
    heading('WARGEAR OPTIONS');
    for (const o of ds.wargearOptions) line(`- ${o}`);
  }
  heading('UNIT COMPOSITION');
  for (const c of ds.composition) {
    line(`- ${c.min === c.max ? c.min : `${c.min}-${c.max}`} ${c.model}${c.epicHero ? ' (EPIC HERO)' : ''}`);
  }
  for (const e of ds.equipment) line(`${e.who} is equipped with: ${e.items.join('; ')}`);
  heading('POINTS');
  if (!ds.points.length) line('(none given)');
  for (const p of ds.points) {
    const models = `${p.models} model${p.models === 1 ? '' : 's'}`;
    line(
      p.additional
        ? `+${p.points} pts: ${p.note ?? models}`
        : `${models}${p.note ? ` (${p.note})` : ''}: ${p.points} pts`,
    );
  }
  if (ds.damaged) {
    heading(`DAMAGED: ${ds.damaged.minWounds}-${ds.damaged.maxWounds} WOUNDS REMAINING`);
    line(ds.damaged.text);
  }
  if (ds.transport) {
    heading('TRANSPORT');
    line(ds.transport.text);
  }
  if (ds.leads.length) line(`\nLEADER of: ${ds.leads.join(', ')}`);
  if (ds.ledBy.length) line(`\nCan be led by: ${ds.ledBy.join(', ')}`);
  line(`\nKEYWORDS: ${ds.keywords.join(', ')}`);
  for (const m of ds.modelKeywords) line(`  ${m.model}: ${m.keywords.join(', ')}`);
  line(`FACTION KEYWORDS: ${ds.factionKeywords.join(', ')}`);
  heading(`STRATAGEMS (${card.stratagems.length})`);
  out.push(
    renderTable(
      ['stratagem', 'CP', 'category', 'from'],
      card.stratagems.map((s) => [s.name, s.cp, s.category, s.detachment ?? s.source]),
      tty,
    ),
  );
  heading(`ENHANCEMENTS (${card.enhancements.length})`);
  if (card.enhancements.length) {
    out.push(
      renderTable(
        ['enhancement', 'pts', 'detachment'],
        card.enhancements.map((e) => [e.name, e.points, e.detachment ?? '']),
        tty,
      ),
    );
  }
  if (card.detachmentRules.length) {
    heading('DETACHMENT RULES');
    for (const d of card.detachmentRules) line(`${d.detachment}: ${d.rules.join(', ')}`);
  }
  if (card.conflicts.length) {
    heading(`SOURCE CONFLICTS (${card.conflicts.length})`);
    for (const c of card.conflicts) {
      line(
        `${c.field}: ${c.values.map((v) => `${v.source} ${JSON.stringify(v.value)}`).join(' vs ')} (using ${c.used})`,
      );
    }
  }
  return out.join('');
}
