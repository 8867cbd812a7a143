import { DETACHMENT_LABEL_RE, isFollower, isNavigation, isShortTitle, type Line } from './lines.js';
import { headerKind } from './sections.js';

/** "...move.- Advance Move: ..." and "...sequence:- If possible, ...": a bullet run into the line. */
const BULLET_RUN_IN_RE = /(?<=[.:!?)"”])- (?=\S)/;
/** The text after the last sentence end that has no space after it: "...Wound roll.ABOMINUS-CLASS TARGETS". */
const TAIL_RE = /^(.*[.!?]["”’)]?)(\p{Lu}[^.!?]*)$/su;

function bulletPieces(line: Line): Line[] {
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
    const m = last ? TAIL_RE.exec(last.text) : null;
    if (last && m) {
      const head = (m[1] as string).trim();
      const tail = (m[2] as string).trim();
      // A datasheet header word run into rule text ("...ability.KEYWORDS") is a sub-heading of that rule.
      const isHeading = tail.length <= 60 && isShortTitle(tail) && !headerKind(tail) && isFollower(lines[i + 1]);
      if (isNavigation(tail)) {
        pieces[pieces.length - 1] = { no: last.no, text: head };
      } else if (DETACHMENT_LABEL_RE.test(tail) || isHeading) {
        pieces[pieces.length - 1] = { no: last.no, text: head };
        pieces.push({ no: last.no, text: tail });
      }
    }
    out.push(...pieces);
  });
  return out;
}
