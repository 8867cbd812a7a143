import {
  type DatasheetPage,
  formatCoreAbility,
  formatDice,
  formatWeaponAbilities,
  type ModelProfile,
  type WeaponProfile,
} from '@cogitator/engine';
import { renderTable } from './table.js';

/** A characteristic the source did not give is shown as "?", never as a number. */
function stat(v: number | null | undefined, suffix = ''): string {
  return v === null || v === undefined ? '?' : `${v}${suffix}`;
}

function base(p: ModelProfile): string {
  const b = p.baseSize;
  if (!b) return '?';
  if (b.kind === 'hull') return 'hull';
  return b.kind === 'round' ? `${b.mm}mm` : `${b.mm[0]}x${b.mm[1]}mm`;
}

function profileRow(p: ModelProfile): string[] {
  return [
    p.name,
    p.movement === null ? '?' : `${p.movement}${p.movementIsMinimum ? '+' : ''}"`,
    stat(p.toughness),
    stat(p.save, '+'),
    stat(p.wounds),
    stat(p.leadership, '+'),
    stat(p.objectiveControl),
    p.invulnerableSave === null ? '-' : `${p.invulnerableSave}++`,
    base(p),
  ];
}

function weaponRow(w: WeaponProfile): string[] {
  return [
    w.name,
    w.range === null ? 'Melee' : `${w.range}"`,
    formatDice(w.attacks),
    w.skill === null ? 'N/A' : `${w.skill}+`,
    String(w.strength),
    String(w.ap),
    formatDice(w.damage),
    formatWeaponAbilities(w.abilities),
  ];
}

function countBy<T>(items: readonly T[], key: (t: T) => string): string {
  const counts = new Map<string, number>();
  for (const t of items) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
}

/** The datasheet as a readable card, laid out like the page, with a summary of its surroundings. */
export function renderCard(page: DatasheetPage, tty: boolean): string {
  const ds = page.datasheet;
  const out: string[] = [`${ds.faction} – ${ds.name}  (${ds.id})`, ''];
  const section = (title: string, body: string | string[]) => {
    const lines = Array.isArray(body) ? body : [body];
    if (lines.length > 0) out.push(title, ...lines.map((l) => `  ${l}`), '');
  };

  out.push(renderTable(['MODEL', 'M', 'T', 'Sv', 'W', 'Ld', 'OC', 'Inv', 'Base'], ds.profiles.map(profileRow), tty));
  const profiles = ds.weapons.flatMap((w) => w.profiles);
  for (const [type, skill] of [
    ['ranged', 'BS'],
    ['melee', 'WS'],
  ] as const) {
    const rows = profiles.filter((p) => p.type === type).map(weaponRow);
    const head = [
      `${type.toUpperCase()} WEAPONS`,
      type === 'ranged' ? 'RANGE' : '',
      'A',
      skill,
      'S',
      'AP',
      'D',
      'ABILITIES',
    ];
    if (rows.length > 0) out.push(renderTable(head, rows, tty));
  }

  const abilities = [
    ...(ds.abilities.core.length ? [`CORE: ${ds.abilities.core.map(formatCoreAbility).join(', ')}`] : []),
    ...(ds.abilities.faction.length ? [`FACTION: ${ds.abilities.faction.join(', ')}`] : []),
    ...ds.abilities.datasheet.map((a) => `${a.name}: ${a.text}`),
    ...ds.abilities.wargear.map((a) => `${a.name} (wargear): ${a.text}`),
  ];
  section('ABILITIES', abilities);
  section('WARGEAR OPTIONS', ds.wargearOptions.length ? ds.wargearOptions.map((o) => `- ${o}`) : ['None']);
  section('UNIT COMPOSITION', [
    ...ds.composition.map(
      (c) => `- ${c.min === c.max ? c.min : `${c.min}-${c.max}`} ${c.model}${c.epicHero ? ' – EPIC HERO' : ''}`,
    ),
    ...ds.equipment.map((e) => `${e.who} is equipped with: ${e.items.join('; ')}`),
    ...ds.points.map((p) => `${p.models} model${p.models === 1 ? '' : 's'}: ${p.points} pts`),
  ]);
  const isLeader = ds.abilities.core.some((a) => a.kind === 'leader');
  if (isLeader || ds.leads.length) section('LEADER', ds.leads.length ? ds.leads : ['(units not named on the page)']);
  if (ds.ledBy.length) section('LED BY', ds.ledBy);
  if (ds.transport) {
    const t = ds.transport;
    const costs = t.spaceCost.map((c) => `${c.keyword} takes ${c.spaces}`);
    const parsed = [`capacity ${t.capacity ?? '?'}`, ...t.allowed, ...costs, ...t.excluded.map((x) => `not ${x}`)];
    section('TRANSPORT', [t.text, `(${parsed.join('; ')})`]);
  }
  if (ds.damaged) section(`DAMAGED: ${ds.damaged.minWounds}-${ds.damaged.maxWounds} WOUNDS REMAINING`, ds.damaged.text);
  for (const s of ds.sections) section(s.name, s.text.split('\n'));
  section('KEYWORDS', [
    ds.keywords.join(', ') || '(none)',
    ...ds.modelKeywords.map((m) => `${m.model} MODEL: ${m.keywords.join(', ')}`),
  ]);
  section('FACTION KEYWORDS', ds.factionKeywords.join(', ') || '(none on the page)');

  if (page.stratagems.length) {
    section(
      `STRATAGEMS (${page.stratagems.length})`,
      countBy(page.stratagems, (s) => s.source),
    );
  }
  if (page.detachmentRules.length) {
    section(
      'DETACHMENT RULES',
      page.detachmentRules.map((r) => (r.detachment ? `${r.name} (${r.detachment})` : r.name)),
    );
  }
  if (page.enhancements.length) {
    section(
      'ENHANCEMENTS',
      page.enhancements.map(
        (e) =>
          `${e.name}: ${e.points === null ? '? pts' : `${e.points} pts`}${e.detachment ? ` (${e.detachment})` : ''}`,
      ),
    );
  }
  if (page.glossary.length) {
    section(`RULES ON THE PAGE (${page.glossary.length})`, [...new Set(page.glossary.map((g) => g.name))].join(', '));
  }
  return `${out.join('\n').trimEnd()}\n`;
}
