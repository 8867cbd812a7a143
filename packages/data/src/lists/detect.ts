import { InputError, LIST_FORMAT_NAMES, type ListFormat, type ParsedList } from '@cogitator/engine';
import { isZip, parseBattleScribe, unzipRoster } from './battlescribe.js';
import { looksLikeGwApp, parseGwApp } from './gw-app.js';
import { isHeaderStart } from './header.js';
import { looksLikeListForge, parseListForge } from './listforge.js';
import { parseNrGw } from './nr-gw.js';
import { looksLikeNrShort, parseNrShort } from './nr-short.js';
import { looksLikeNrText, parseNrText } from './nr-text.js';
import { parseNrWtc } from './nr-wtc.js';
import { parseRosterJson } from './roster-json.js';
import { parseRosterizer } from './rosterizer.js';
import { decodeText, type Line, toLines } from './text.js';

/** JSON text parsed, or a located error naming the format it was taken for. */
function parseJson(text: string, format: ListFormat, source?: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const line = m ? text.slice(0, Number(m[1])).split('\n').length : undefined;
    throw new InputError(`not valid JSON (${(e as Error).message}), reading ${LIST_FORMAT_NAMES[format]}`, {
      ...(source ? { source } : {}),
      ...(line !== undefined ? { line } : {}),
    });
  }
}

export const EXPECTED_FORMATS =
  'Warhammer 40,000 app text, New Recruit text (default, simple, GW, WTC, WTC-Compact or short style), ListForge text, a BattleScribe .ros/.rosz roster, New Recruit or ListForge JSON, a Rosterizer registry, or Cogitator list JSON';

/** Which JSON list this is, by the keys near its start (the file is parsed once, by its reader). */
function jsonFormat(t: string, source?: string): ListFormat {
  const head = t.slice(0, 20_000);
  if (/"formatVersion"\s*:/.test(head)) return 'cogitator-json';
  if (/"roster"\s*:|"gameSystemId"\s*:|"forces"\s*:/.test(head)) return 'roster-json';
  if (/"assets"\s*:|"designation"\s*:/.test(head)) return 'rosterizer';
  try {
    JSON.parse(t);
  } catch (e) {
    throw new InputError(`not valid JSON (${(e as Error).message})`, { ...(source ? { source } : {}), line: 1 });
  }
  throw new InputError(
    `a JSON file this reader does not know: expected New Recruit or ListForge JSON ({"roster": ...}), a Rosterizer registry ({"assets": {"included": [...]}}) or Cogitator list JSON ("formatVersion": 1)`,
    { ...(source ? { source } : {}), line: 1 },
  );
}

/** Lines that mark a list of another edition. */
const OTHER_EDITION: [RegExp, string][] = [
  [/\b(?:Battalion|Patrol|Brigade|Vanguard|Spearhead|Outrider|Supreme Command|Auxiliary Support) Detachment\b/i, '9th'],
  [/\+\s*\d+\s*CP\b|\bCommand Points?\b|\bPower Level\b|\[\s*\d+\s*PL\b/i, '9th'],
  [/\b11th Edition\b|wh40k11ed/i, '11th'],
  [/\bDetachment Points?\b|\bForce Dispositions?\b/i, '11th'],
  [/\b9th Edition\b|wh40k9ed/i, '9th'],
];

function otherEdition(lines: Line[], source?: string): void {
  for (const l of lines.slice(0, 400)) {
    for (const [re, edition] of OTHER_EDITION) {
      if (re.test(l.text)) {
        throw new InputError(
          `this looks like ${/^(8|11|18)/.test(edition) ? 'an' : 'a'} ${edition}-edition list ("${l.text.trim().slice(0, 60)}"); Cogitator reads 10th-edition lists: ${EXPECTED_FORMATS}`,
          { ...(source ? { source } : {}), line: l.n },
        );
      }
    }
  }
}

function decode(input: string | Uint8Array): { text: string | null; bytes: Uint8Array | null } {
  if (typeof input === 'string') return { text: input, bytes: null };
  if (isZip(input)) return { text: null, bytes: input };
  return { text: decodeText(input), bytes: null };
}

/** WTC bodies: "N with" loadouts, WTC-Compact's "Name (N pts): selections" and "• Nx Model: selections", or top-level "Enhancement:" lines. */
function isWtcBody(lines: Line[]): boolean {
  return lines.some(
    (l) =>
      /^\s*(?:[•◦*-]\s*[^:]+:\s+)?\d+ with /.test(l.text) ||
      /^(?:\w+\d+:\s+)?\d+x\s+.+\(\s*\d[\d,.]*\s*pts?\):\s/i.test(l.text) ||
      /^Enhancement:\s/i.test(l.text) ||
      // WTC-Compact's model line "• 2x Stealth Shas'ui: Burst cannon" (the GW style lists wargear on lines of its own)
      /^[•◦*-]\s*\d+x\s+[^:]+:\s+\S/.test(l.text),
  );
}

/** Which exporter wrote this list (text or bytes). Throws an InputError for anything else. */
export function detectListFormat(input: string | Uint8Array, source?: string): ListFormat {
  const { text } = decode(input);
  if (text === null) return 'battlescribe';
  const t = text.replace(/^\uFEFF/, '').trimStart();
  if (t.startsWith('<')) return 'battlescribe';
  if (t.startsWith('{') || t.startsWith('[')) return jsonFormat(t, source);
  const lines = toLines(text);
  otherEdition(lines, source);
  if (isHeaderStart(lines)) return isWtcBody(lines) ? 'nr-wtc' : 'nr-gw';
  if (looksLikeNrText(lines)) return 'nr-text';
  if (looksLikeGwApp(lines)) return 'gw-app';
  if (looksLikeListForge(lines)) return 'listforge';
  if (looksLikeNrShort(lines)) return 'nr-short';
  const first = lines.find((l) => l.text.trim());
  throw new InputError(
    first
      ? `unrecognised list format ("${first.text.trim().slice(0, 60)}"): expected ${EXPECTED_FORMATS}`
      : `the list is empty: expected ${EXPECTED_FORMATS}`,
    { ...(source ? { source } : {}), line: first?.n ?? 1 },
  );
}

const TEXT_PARSERS: Record<
  Exclude<ListFormat, 'battlescribe' | 'cogitator-json' | 'roster-json' | 'rosterizer'>,
  (t: string, s?: string) => ParsedList
> = {
  'gw-app': parseGwApp,
  'nr-text': parseNrText,
  'nr-gw': parseNrGw,
  'nr-wtc': parseNrWtc,
  'nr-short': parseNrShort,
  listforge: parseListForge,
};

/**
 * Reads an exported list in any supported format. JSON lists are not `ParsedList`s (they are army
 * lists already): use `readArmyList` for those; here they are refused with a pointer to it.
 */
export function parseList(input: string | Uint8Array, source?: string): ParsedList {
  const format = detectListFormat(input, source);
  const { text, bytes } = decode(input);
  if (format === 'battlescribe') {
    const xml = bytes ? unzipRoster(bytes, source) : (text as string);
    return parseBattleScribe(xml, source);
  }
  if (format === 'cogitator-json') {
    throw new InputError('this is Cogitator list JSON, not an exported list text', source ? { source } : {});
  }
  if (format === 'roster-json' || format === 'rosterizer') {
    const value = parseJson(text as string, format, source);
    return format === 'rosterizer' ? parseRosterizer(value, source) : parseRosterJson(value, source);
  }
  return TEXT_PARSERS[format](text as string, source);
}
