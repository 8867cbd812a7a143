import { cleanText } from './text.js';

const INTRO = /\b(?:can|may) be attached to the following units?\s*:?/i;
const BULLET = /^\s*(?:[-■•▪●◦*]|\d+\.)\s*/;

/**
 * The Bodyguard units named by a Leader ability: "This model can be attached to the following
 * units:" then a bulleted list (`-`, `■`, blank lines between), or the names on the same line,
 * comma-separated. Stops at the first line that is not a list item (the "You can attach this model
 * to one of the above units even if..." paragraph). Names are returned as printed, marks removed.
 * Undefined when the text has no such list.
 */
export function parseLeaderText(text: string): string[] | undefined {
  const t = cleanText(text);
  const m = INTRO.exec(t);
  if (!m) return undefined;
  const after = t.slice(m.index + m[0].length);
  const lines = after.split('\n');
  const out: string[] = [];
  const first = (lines[0] ?? '').trim();
  if (first) out.push(...splitInline(first));
  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    if (!line) continue;
    if (!BULLET.test(line) || /^\*\s*you\b/i.test(line)) {
      if (out.length) break;
      continue;
    }
    const name = line
      .replace(BULLET, '')
      .replace(/[.;,*]+$/, '')
      .trim();
    if (name && name.length <= 80 && !/[.!?]\s/.test(name)) out.push(name);
  }
  return out.length ? out : undefined;
}

function splitInline(line: string): string[] {
  const body = line.replace(BULLET, '').replace(/[.;*]+$/, '');
  if (/[.!?]\s/.test(body)) return [];
  return body
    .split(/\s*[,;]\s*|\s+or\s+|\s+and\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
