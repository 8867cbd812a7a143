import { list, type XmlElement } from './xml.js';

/**
 * BattleScribe rule text marks keywords as `^^**Keyword**^^` (in either nesting order) and bold as
 * `**x**`. The marks are dropped; line breaks are kept, trailing spaces and runs of blank lines go.
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\^\^|\*\*/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A profile's characteristics by name (falling back to the type id when a name is missing). */
export function characteristics(profile: XmlElement): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of list(profile, 'characteristics', 'characteristic')) {
    out.set(c.attr('name') ?? c.attr('typeId') ?? '', c.text);
  }
  return out;
}

const textCache = new WeakMap<XmlElement, string>();

/** The text of an Abilities profile, a rule's description, or any profile's characteristics joined. */
export function profileText(profile: XmlElement): string {
  let t = textCache.get(profile);
  if (t === undefined) {
    t = readProfileText(profile);
    textCache.set(profile, t);
  }
  return t;
}

function readProfileText(profile: XmlElement): string {
  if (profile.tag === 'rule') {
    const d = profile.children.find((c) => c.tag === 'description');
    return cleanText(d?.text ?? '');
  }
  const chars = [...characteristics(profile)];
  if (chars.length === 1) return cleanText(chars[0]?.[1] ?? '');
  return cleanText(chars.map(([k, v]) => `${k}: ${v}`).join('\n'));
}

/** A name without the "➤ " marker BSData puts before profiles of a multi-profile weapon. */
export function cleanName(name: string): string {
  return name
    .replace(/^[\s➤►>]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** " [Legends]" is how BSData marks Warhammer Legends datasheets; Wahapedia names have no suffix. */
export function splitLegends(name: string): { name: string; legends: boolean } {
  const m = /^(.*?)\s*\[Legends\]\s*$/i.exec(name);
  return m ? { name: (m[1] as string).trim(), legends: true } : { name: name.trim(), legends: false };
}
