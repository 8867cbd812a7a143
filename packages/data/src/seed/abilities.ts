import {
  type CoreAbility,
  CoreAbilitySchema,
  type Datasheet,
  formatCoreAbility,
  type NamedText,
  parseCoreAbility,
} from '@cogitator/engine';
import type { ParseContext } from './context.js';
import { type Line, splitList } from './lines.js';
import type { Block } from './sections.js';

/** Notes printed under an ability belong to it: "Designer’s Note: ...", "Example: ...". */
const NOTE_NAME_RE = /^(?:Designer[’']s Note|Example)$/i;
const NAMED_RE = /^([^:]{1,60}?):\s*(.*)$/s;

/**
 * Split "Name: text" pieces that the copy ran together without a space:
 * "...by 1.Grimnyr’s Regard: Once per battle, ..." is two abilities.
 */
export function splitRunTogether(text: string): string[] {
  const pieces: string[] = [];
  const re = /[.!?)"”’](?=\p{Lu}[^.:!?]{0,59}:\s)/gu;
  let start = 0;
  for (const m of text.matchAll(re)) {
    const cut = (m.index as number) + 1;
    pieces.push(text.slice(start, cut));
    start = cut;
  }
  pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Named texts from lines of "Name: text", notes joined to the ability they follow. */
export function parseNamedTexts(lines: readonly Line[], what: string, ctx: ParseContext): NamedText[] {
  const out: NamedText[] = [];
  for (const line of lines) {
    for (const piece of splitRunTogether(line.text)) {
      const m = NAMED_RE.exec(piece);
      const last = out[out.length - 1];
      if (m && !NOTE_NAME_RE.test((m[1] as string).trim()) && !/[.!?]/.test(m[1] as string)) {
        out.push({ name: (m[1] as string).trim(), text: (m[2] as string).trim() });
      } else if (last) {
        if (!last.text.includes(piece)) last.text = `${last.text}\n${piece}`;
      } else {
        ctx.warn('unknown', `${what}: text without an ability name: "${piece}"`, line);
      }
    }
  }
  return out;
}

function coreAbilities(text: string, line: Line, ctx: ParseContext): CoreAbility[] {
  return splitList(text).map((item) => {
    const a = parseCoreAbility(item);
    if (a.kind !== 'other' && CoreAbilitySchema.safeParse(a).success) return a;
    const name = a.kind === 'other' ? a.name : formatCoreAbility(a);
    ctx.warn('unknown', `CORE ability "${name}" is not recognised; kept as written`, line);
    return { kind: 'other', name };
  });
}

/** The ABILITIES block: `CORE: a, b`, `FACTION: c`, then the datasheet's own abilities. */
export function parseAbilities(block: Block, ctx: ParseContext): Datasheet['abilities'] {
  const out: Datasheet['abilities'] = { core: [], faction: [], datasheet: [], wargear: [] };
  const rest: Line[] = [];
  for (const line of block.lines) {
    const core = /^CORE:\s*(.*)$/.exec(line.text);
    const faction = /^FACTION:\s*(.*)$/.exec(line.text);
    if (core) out.core.push(...coreAbilities(core[1] as string, line, ctx));
    else if (faction) out.faction.push(...splitList(faction[1] as string));
    else rest.push(line);
  }
  out.datasheet = parseNamedTexts(rest, 'ABILITIES', ctx);
  return out;
}
