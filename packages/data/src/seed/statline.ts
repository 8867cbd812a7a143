import type { BaseSize, ModelProfile } from '@cogitator/engine';
import type { ParseContext } from './context.js';
import type { Line } from './lines.js';
import type { Block } from './sections.js';

type StatField = 'movement' | 'toughness' | 'save' | 'wounds' | 'leadership' | 'objectiveControl';

interface StatDef {
  label: string;
  field: StatField;
  example: string;
  re: RegExp;
  min: number;
  max: number;
}

/** The six characteristics in page order, with how each value is printed. */
export const STATS: readonly StatDef[] = [
  { label: 'M', field: 'movement', example: '5"', re: /^(\d{1,2})(\+)?["”″]$/, min: 0, max: 99 },
  { label: 'T', field: 'toughness', example: '5', re: /^(\d{1,2})$/, min: 1, max: 99 },
  { label: 'Sv', field: 'save', example: '4+', re: /^(\d)\+$/, min: 2, max: 7 },
  { label: 'W', field: 'wounds', example: '4', re: /^(\d{1,3})$/, min: 1, max: 999 },
  { label: 'Ld', field: 'leadership', example: '6+', re: /^(\d{1,2})\+$/, min: 2, max: 12 },
  { label: 'OC', field: 'objectiveControl', example: '1', re: /^(\d{1,2})$/, min: 0, max: 99 },
];

const VALUE_RE = /^(?:-|–|\d{1,3}\+?["”″]?)$/;
const INVULN_HEAD_RE = /^INVULNERABLE SAVE\b/i;
const BASE_RE = /^(.*?)\s*\(\s*[⌀Øø]?\s*(\d{1,3}(?:\.\d+)?)\s*(?:[x×]\s*(\d{1,3}(?:\.\d+)?)\s*)?mm\s*\)$/i;
const HULL_RE = /^(.*?)\s*\(\s*(?:hull|use model)\s*\)$/i;

export function emptyProfile(name: string): ModelProfile {
  return {
    name,
    movement: null,
    toughness: null,
    save: null,
    wounds: null,
    leadership: null,
    objectiveControl: null,
    invulnerableSave: null,
    baseSize: null,
  };
}

function nameAndBase(line: Line, ctx: ParseContext): { name: string; baseSize: BaseSize | null } {
  let name = line.text;
  let baseSize: BaseSize | null = null;
  const round = BASE_RE.exec(line.text);
  const hull = HULL_RE.exec(line.text);
  if (round) {
    name = round[1] as string;
    const a = Number(round[2]);
    baseSize = round[3] ? { kind: 'oval', mm: [a, Number(round[3])] } : { kind: 'round', mm: a };
    if (a <= 0 || (round[3] !== undefined && Number(round[3]) <= 0))
      throw ctx.error(`base size must be positive`, line);
  } else if (hull) {
    name = hull[1] as string;
    baseSize = { kind: 'hull' };
  }
  name = name.trim();
  if (!name) throw ctx.error('statline: the model name is missing after the values', line);
  return { name, baseSize };
}

/**
 * The statline block: `M` `5"` `T` `5` ... `OC` `1` `NAME(⌀40mm)` [`INVULNERABLE SAVE` `4+`], then
 * any further profiles as six bare values, a name and an optional invulnerable save (the copy drops
 * the labels after the first profile).
 */
export function parseStatlines(block: Block, ctx: ParseContext): ModelProfile[] {
  const seq = [block.head, ...block.lines];
  const out: ModelProfile[] = [];
  let i = 0;
  while (i < seq.length) {
    const profile = emptyProfile('?');
    const dashes: StatDef[] = [];
    for (const def of STATS) {
      if (seq[i]?.text.toLowerCase() === def.label.toLowerCase()) i++;
      const line = seq[i];
      if (!line) throw ctx.error(`statline ends before its ${def.label} value`, seq[i - 1] as Line);
      if (!VALUE_RE.test(line.text)) {
        throw ctx.error(`statline: expected the ${def.label} value (like ${def.example}), found "${line.text}"`, line);
      }
      i++;
      if (line.text === '-' || line.text === '–') {
        dashes.push(def);
        continue;
      }
      const m = def.re.exec(line.text);
      const v = m ? Number(m[1]) : Number.NaN;
      if (!m || v < def.min || v > def.max) {
        throw ctx.error(`statline: "${line.text}" is not a valid ${def.label} (like ${def.example})`, line);
      }
      profile[def.field] = v;
      if (def.field === 'movement' && m[2]) profile.movementIsMinimum = true;
    }
    const nameLine = seq[i];
    if (!nameLine) throw ctx.error('statline: the model name is missing after the values', seq[i - 1] as Line);
    i++;
    Object.assign(profile, nameAndBase(nameLine, ctx));
    for (const def of dashes) {
      ctx.warn('missing', `${profile.name}: ${def.label} is printed as "-"`, nameLine, def.field);
    }
    if (seq[i] && INVULN_HEAD_RE.test((seq[i] as Line).text)) {
      const head = seq[i] as Line;
      const value = seq[i + 1];
      const m = value ? /^(\d)\+(\*)?$/.exec(value.text) : null;
      const v = m ? Number(m[1]) : Number.NaN;
      if (!value || !m || v < 2 || v > 6) {
        throw ctx.error(
          `${profile.name}: expected an invulnerable save like 4+ after INVULNERABLE SAVE`,
          value ?? head,
        );
      }
      profile.invulnerableSave = v;
      if (m[2]) profile.invulnerableNote = '*';
      i += 2;
    }
    out.push(profile);
  }
  return out;
}

/**
 * The profiles a page without statlines implies: one per composition line, named from it, every
 * characteristic null and each reported as missing by model and field.
 */
export function profilesWithoutStatlines(models: { name: string; line: Line }[], ctx: ParseContext): ModelProfile[] {
  return models.map(({ name, line }, index) => {
    for (const def of STATS) {
      ctx.warn(
        'missing',
        `${name}: ${def.label} is missing (the page has no statline); left empty`,
        line,
        `profiles[${index}].${def.field}`,
      );
    }
    return emptyProfile(name);
  });
}
