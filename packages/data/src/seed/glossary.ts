import type { GlossaryEntry, StratagemCategory, StratagemParts } from '@cogitator/engine';
import type { ParseContext } from './context.js';
import {
  bulletText,
  CP_RE,
  detachmentLabel,
  isHeadingAt,
  isNavigation,
  isShortTitle,
  isTableDebris,
  type Line,
  unique,
} from './lines.js';
import { splitRunIns } from './run-ins.js';
import { sourceAndCategory } from './stratagem-list.js';

type PartName = keyof StratagemParts;
const PART_RE = /^(WHEN|TARGET|EFFECT|RESTRICTIONS):\s*(.*)$/;

/**
 * Rule texts the page prints without a title (tooltips of its icons), with the title we file them
 * under. The one sentence is how a weapon with several profiles is used.
 */
const UNTITLED_RULES: readonly [RegExp, string][] = [
  [/^Before selecting targets for this weapon, select one of its profiles\b/, 'Weapons with several profiles'],
];

/** A rule text while it is being read; `name` is empty where the copy lost it (enhancements). */
export interface RawEntry {
  name: string;
  line: Line;
  /** From the "<name> Detachment" label under the title. */
  detachment?: string;
  stratagem?: { cp: number; category: StratagemCategory; source: string };
  lore: string[];
  parts: Partial<Record<PartName, string>>;
  body: string[];
  summary: string[];
}

class Reader {
  readonly entries: RawEntry[] = [];
  private current: RawEntry | undefined;
  private part: PartName | undefined;
  /** Bullets not yet known to be in the text (after a line ending in ':') or a summary. */
  private bullets: string[] = [];
  private bulletsInBody = false;

  constructor(private readonly ctx: ParseContext) {}

  open(name: string, line: Line, detachment?: string): RawEntry {
    this.flushBullets();
    const e: RawEntry = { name, line, lore: [], parts: {}, body: [], summary: [] };
    if (detachment) e.detachment = detachment;
    this.entries.push(e);
    this.current = e;
    this.part = undefined;
    return e;
  }

  label(detachment: string, line: Line): void {
    const e = this.current;
    const fresh =
      e && !e.detachment && e.body.length === 0 && e.lore.length === 0 && !e.stratagem && this.bullets.length === 0;
    if (e && fresh && e.name) e.detachment = detachment;
    else this.open('', line, detachment);
  }

  bullet(text: string, line: Line): void {
    const e = this.current;
    if (!e) {
      this.stray(line);
      return;
    }
    if (e.stratagem) {
      this.paragraph(`- ${text}`, line);
      return;
    }
    if (this.bullets.length === 0) this.bulletsInBody = (e.body[e.body.length - 1] ?? '').endsWith(':');
    this.bullets.push(text);
  }

  stratagemPart(name: PartName, text: string, line: Line): void {
    const e = this.current as RawEntry;
    const had = e.parts[name];
    if (had === undefined) e.parts[name] = text;
    else if (had !== text && !had.startsWith(text)) {
      this.ctx.warn(
        'duplicate',
        `Stratagem ${e.name}: a second, different ${name.toUpperCase()} line is ignored`,
        line,
      );
    }
    this.part = name;
  }

  paragraph(text: string, line: Line): void {
    const e = this.current;
    if (!e) {
      this.stray(line);
      return;
    }
    this.flushBullets();
    if (e.stratagem && this.part) {
      const had = e.parts[this.part] as string;
      if (!had.includes(text)) e.parts[this.part] = `${had}\n${text}`;
    } else if (e.stratagem) e.lore.push(text);
    else e.body.push(text);
  }

  /** End the current entry: what follows needs a title of its own. */
  close(): void {
    this.flushBullets();
    this.current = undefined;
    this.part = undefined;
  }

  flushBullets(): void {
    const e = this.current;
    if (e && this.bullets.length > 0) {
      if (this.bulletsInBody) e.body.push(...this.bullets.map((b) => `- ${b}`));
      else e.summary.push(...this.bullets);
    }
    this.bullets = [];
  }

  private stray(line: Line): void {
    this.ctx.warn('unknown', `rule text without a title is skipped: "${line.text.slice(0, 60)}"`, line);
  }

  /** Between a Stratagem's title and its WHEN line. */
  inStratagemLore(): boolean {
    return this.current?.stratagem !== undefined && this.part === undefined;
  }

  isStratagem(): boolean {
    return this.current?.stratagem !== undefined;
  }
}

/**
 * Read the rule texts after the lists into entries: a title, then its text (and, for a Stratagem, its
 * cost, "Source – Category Stratagem", lore, WHEN / TARGET / EFFECT / RESTRICTIONS). Web-page
 * navigation and lost tables are skipped; repeated lines are kept once.
 */
export function readGlossary(raw: readonly Line[], ctx: ParseContext): RawEntry[] {
  const lines = splitRunIns(raw);
  const r = new Reader(ctx);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const t = line.text;
    const label = detachmentLabel(t);
    const part = PART_RE.exec(t);
    const bullet = bulletText(t);
    const untitled = UNTITLED_RULES.find(([re]) => re.test(t));
    if (isNavigation(t) || isTableDebris(t)) continue;
    if (untitled) {
      r.open(untitled[1], line);
      r.paragraph(t, line);
      r.close();
    } else if (label !== undefined) r.label(label, line);
    else if (isHeadingAt(lines, i) && !PART_RE.test(lines[i + 1]?.text ?? '')) {
      const e = r.open(t.replace(/^\d{1,2}\.\s+/, ''), line);
      const cp = CP_RE.exec(lines[i + 1]?.text ?? '');
      if (cp) {
        const src = lines[i + 2];
        const hasSource = src !== undefined && / Stratagem$/.test(src.text);
        e.stratagem = { cp: Number(cp[1]), ...sourceAndCategory(hasSource ? src : undefined, ctx) };
        i += hasSource ? 2 : 1;
      }
    } else if (part && r.isStratagem())
      r.stratagemPart((part[1] as string).toLowerCase() as PartName, (part[2] as string).trim(), line);
    else if (bullet !== undefined) r.bullet(bullet, line);
    else if (!isShortTitle(t) || r.inStratagemLore()) r.paragraph(t, line);
    // Otherwise a short line that titles nothing is a leftover of the page's menus ("Battleline", "Other").
  }
  r.flushBullets();
  return r.entries;
}

function entryKey(e: RawEntry): string {
  return `${e.name.toLowerCase()}|${e.stratagem?.source.toLowerCase() ?? ''}`;
}

/** One entry per title (and, for Stratagems, per source): the texts of repeated titles are merged. */
export function mergeEntries(entries: readonly RawEntry[]): RawEntry[] {
  const byKey = new Map<string, RawEntry>();
  const out: RawEntry[] = [];
  for (const e of entries) {
    const key = entryKey(e);
    const had = e.name ? byKey.get(key) : undefined;
    if (!had) {
      const copy = {
        ...e,
        lore: unique(e.lore),
        body: unique(e.body),
        summary: unique(e.summary),
        parts: { ...e.parts },
      };
      if (e.name) byKey.set(key, copy);
      out.push(copy);
      continue;
    }
    had.lore = unique([...had.lore, ...e.lore]);
    had.body = unique([...had.body, ...e.body]);
    had.summary = unique([...had.summary, ...e.summary]);
    for (const [k, v] of Object.entries(e.parts) as [PartName, string][]) had.parts[k] ??= v;
    had.detachment ??= e.detachment;
  }
  return out;
}

/** The public form of an entry; a Stratagem without WHEN / TARGET / EFFECT is reported. */
export function toGlossaryEntry(e: RawEntry, ctx: ParseContext): GlossaryEntry {
  const out: GlossaryEntry = { name: e.name, text: '' };
  if (e.stratagem) {
    const parts: StratagemParts = {
      when: e.parts.when ?? '',
      target: e.parts.target ?? '',
      effect: e.parts.effect ?? '',
    };
    if (e.parts.restrictions !== undefined) parts.restrictions = e.parts.restrictions;
    for (const k of ['when', 'target', 'effect'] as const) {
      if (!parts[k]) ctx.warn('missing', `Stratagem ${e.name}: no ${k.toUpperCase()} text`, e.line, k);
    }
    const lines = (['when', 'target', 'effect', 'restrictions'] as const)
      .filter((k) => parts[k] !== undefined && parts[k] !== '')
      .map((k) => `${k.toUpperCase()}: ${parts[k]}`);
    out.text = [...e.lore, ...lines].join('\n');
    out.stratagem = { ...e.stratagem, parts };
  } else {
    // A rule given only as bullets keeps them as its text too.
    out.text = (e.body.length > 0 ? e.body : e.summary.map((b) => `- ${b}`)).join('\n');
  }
  if (e.summary.length > 0) out.summary = e.summary;
  return out;
}
