import type { Datasheet } from '../model/datasheet.js';
import type { Detachment } from '../model/stratagem.js';
import { normaliseName } from '../names/normalise.js';

/** Keywords compare by normalised name: "Epic Hero" = "EPIC HERO", "T'AU" = "T’AU". */
export function kw(s: string): string {
  return normaliseName(s);
}

/** A keyword a detachment rule gives to units: all that have `to`, or up to `select` chosen ones. */
export interface KeywordGrant {
  to: string;
  keyword: string;
  /** "Select three WAR DOG units ... those units have the CHARACTER keyword": at most this many. */
  select?: number;
  rule: string;
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const KEYWORD = "[A-Z][A-Z'’ -]*[A-Z]";
const ALL_HAVE = new RegExp(`(${KEYWORD}) (?:units|models) from your army (?:have|gain) the (${KEYWORD}) keyword`, 'g');
const SELECT_HAVE = new RegExp(
  `[Ss]elect (one|two|three|four|five|six|\\d+) (${KEYWORD}) (?:units|models) from your army\\.? (?:[A-Z][a-z ,]*?, )?those (?:units|models) (?:have|gain) the (${KEYWORD}) keyword`,
  'g',
);

function plain(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
}

/** Keyword grants stated in a detachment's rules, in the two phrasings the data uses. */
export function keywordGrants(det: Detachment): KeywordGrant[] {
  const out: KeywordGrant[] = [];
  for (const r of det.rules) {
    const text = plain(r.text);
    for (const m of text.matchAll(SELECT_HAVE)) {
      const n = NUMBERS[(m[1] as string).toLowerCase()] ?? Number(m[1]);
      out.push({ to: kw(m[2] as string), keyword: kw(m[3] as string), select: n, rule: r.name });
    }
    for (const m of text.matchAll(ALL_HAVE)) {
      out.push({ to: kw(m[1] as string), keyword: kw(m[2] as string), rule: r.name });
    }
  }
  return out;
}

/** The datasheet's keywords, faction keywords and name (a unit's name is a keyword of its own). */
export function datasheetKeywords(ds: Datasheet): Set<string> {
  const s = new Set<string>();
  for (const k of ds.keywords) s.add(kw(k));
  for (const k of ds.factionKeywords) s.add(kw(k));
  for (const m of ds.modelKeywords) for (const k of m.keywords) s.add(kw(k));
  s.add(kw(ds.name));
  return s;
}

/** Keywords of the unit itself (not those only some of its models have), used for unit-level rules. */
export function datasheetUnitKeywords(ds: Datasheet): Set<string> {
  const s = new Set<string>();
  for (const k of ds.keywords) s.add(kw(k));
  for (const k of ds.factionKeywords) s.add(kw(k));
  s.add(kw(ds.name));
  return s;
}
