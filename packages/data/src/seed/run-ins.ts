import { detachmentLabel, isFollower, isNavigation, isShortTitle, type Line } from './lines.js';
import { headerKind } from './sections.js';

/** "...move.- Advance Move: ..." and "...sequence:- If possible, ...": a bullet run into the line. */
const BULLET_RUN_IN_RE = /(?<=[.:!?)"”])- (?=\S)/;
const TAIL_START_RE = /^["”’)]?\p{Lu}/u;

/**
 * Split off the text after the line's last sentence end when it follows with no space:
 * "...Wound roll.ABOMINUS-CLASS TARGETS" -> ["...Wound roll.", "ABOMINUS-CLASS TARGETS"].
 */
function tailOf(text: string): [string, string] | undefined {
  let k = text.length - 1;
  while (k >= 0 && !'.!?'.includes(text[k] as string)) k--;
  if (k < 0 || k === text.length - 1) return undefined;
  const m = TAIL_START_RE.exec(text.slice(k + 1));
  if (!m) return undefined;
  const cut = k + m[0].length;
  return [text.slice(0, cut).trim(), text.slice(cut).trim()];
}

function bulletPieces(line: Line): Line[] {
  if (!line.text.includes('- ')) return [line];
  const parts = line.text.split(BULLET_RUN_IN_RE);
  return parts.map((p, i) => ({ no: line.no, text: (i === 0 ? p : `- ${p}`).trim() })).filter((l) => l.text.length > 0);
}

/**
 * Undo the copy's habit of running the next line into the end of a sentence: a heading
 * ("...Hit roll.SHINING VEIL"), a detachment label ("...the target.Oathband Detachment"), web-page
 * navigation ("...1YP.The and TRANSPORT keywords are used in the following ... datasheets:") or a
 * bullet ("...Advanced.- Advance Move: ..."). Returns the lines with the pieces on lines of their own,
 * each keeping the number of the line it came from; navigation tails are dropped.
 */
export function splitRunIns(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  lines.forEach((line, i) => {
    const pieces = bulletPieces(line);
    const last = pieces[pieces.length - 1];
    const split = last ? tailOf(last.text) : undefined;
    if (last && split) {
      const [head, tail] = split;
      // A datasheet header word run into rule text ("...ability.KEYWORDS") is a sub-heading of that rule.
      const isHeading = tail.length <= 60 && isShortTitle(tail) && !headerKind(tail) && isFollower(lines[i + 1]);
      if (isNavigation(tail)) {
        pieces[pieces.length - 1] = { no: last.no, text: head };
      } else if (detachmentLabel(tail) !== undefined || isHeading) {
        pieces[pieces.length - 1] = { no: last.no, text: head };
        pieces.push({ no: last.no, text: tail });
      }
    }
    out.push(...pieces);
  });
  return out;
}
