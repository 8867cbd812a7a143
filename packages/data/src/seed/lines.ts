/** One non-blank line of a seed page with its 1-based line number in the file. */
export interface Line {
  readonly no: number;
  readonly text: string;
}

/**
 * Split page text into non-blank, trimmed lines, keeping each line's number in the file.
 * Strips a byte-order mark, accepts CRLF, and turns no-break spaces into spaces.
 */
export function readLines(text: string): Line[] {
  const out: Line[] = [];
  let clean = text.replace(/^\uFEFF/, '');
  if (clean.includes('\u00a0') || clean.includes('\u2007') || clean.includes('\u202f')) {
    clean = clean.replace(/[\u00a0\u2007\u202f]/g, ' ');
  }
  const raw = clean.split(/\r\n|\r|\n/);
  for (let i = 0; i < raw.length; i++) {
    const t = (raw[i] as string).trim();
    if (t) out.push({ no: i + 1, text: t });
  }
  return out;
}

/** A line that is a bullet ("- text"), with the bullet removed; undefined otherwise. */
export function bulletText(text: string): string | undefined {
  const m = /^[-•■◦]\s+(.*)$/.exec(text);
  return m ? (m[1] as string).trim() : undefined;
}

/** "1CP", "2 CP". */
export const CP_RE = /^(\d{1,2})\s?CP$/;

/** A flavour or rule sentence rather than a heading: long, or ending like a sentence. */
export function isParagraph(text: string): boolean {
  return text.length > 60 || /[.:!?;…]["”’)]?$/.test(text);
}

const DETACHMENT_LABEL_RE = /^(\p{Lu}[\p{L}’'\-– ]{0,60}?) Detachment$/u;

/** "Oathband Detachment": the label under a detachment rule or enhancement; gives "Oathband". */
export function detachmentLabel(text: string): string | undefined {
  if (!text.endsWith(' Detachment')) return undefined;
  return DETACHMENT_LABEL_RE.exec(text)?.[1];
}

/**
 * Navigation text of the web page the copy was made from: keyword cross-references, the army list
 * menu, image credits. Never rule text.
 */
export function isNavigation(text: string): boolean {
  return (
    /^The .{0,80}\bkeywords? (?:is|are) used in the following\b/.test(text) ||
    /^Datasheets collated/.test(text) ||
    /^Army List$/.test(text) ||
    /^and others\.\.\.$/.test(text) ||
    /^Alternative models by\b/.test(text)
  );
}

/** Remnants of tables the copy lost: `| ||||||||`, a lone `|`. */
export function isTableDebris(text: string): boolean {
  return /^\|[\s|]*$/.test(text);
}

/** Upper-case text only (digits and punctuation allowed): "SERVITOR RETINUE", "GREY KNIGHTS". */
export function isUpperCase(text: string): boolean {
  return /\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** Split a list such as "INFANTRY, IMPERIUM, LAND RAIDER" into trimmed, non-empty items. */
export function splitList(text: string, sep: RegExp = /,/): string[] {
  return text
    .split(sep)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Keep the first of each value, in order. */
export function unique<T>(items: readonly T[], key: (t: T) => string = String): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const t of items) {
    const k = key(t);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(t);
    }
  }
  return out;
}

/** A line that can follow a heading: rule text, a bullet, a CP cost or a detachment label. */
export function isFollower(line: Line | undefined): boolean {
  if (!line) return false;
  const t = line.text;
  if (isNavigation(t) || isTableDebris(t)) return false;
  return isParagraph(t) || bulletText(t) !== undefined || CP_RE.test(t) || detachmentLabel(t) !== undefined;
}

/** A short line that is not itself text, list or label. */
export function isShortTitle(text: string): boolean {
  return (
    !isParagraph(text) &&
    bulletText(text) === undefined &&
    !isNavigation(text) &&
    !isTableDebris(text) &&
    !CP_RE.test(text) &&
    !detachmentLabel(text) !== undefined &&
    /\p{L}/u.test(text)
  );
}

/** The line at `i` names a rule: a short title followed by its text (or a CP cost, or a label). */
export function isHeadingAt(lines: readonly Line[], i: number): boolean {
  const line = lines[i];
  return line !== undefined && isShortTitle(line.text) && isFollower(lines[i + 1]);
}
