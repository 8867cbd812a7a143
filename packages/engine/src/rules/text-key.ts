/**
 * A rule text's key: which published wording a definition is for (`RuleSource.textKey`). The text is
 * read from data at run time and never stored in the repository; its key is. Spacing, case, quote
 * and dash styles and punctuation are not part of the wording (copies of one text differ in them).
 */
export function normaliseRuleText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim();
}

/** 64-bit FNV-1a of the normalised text, as 16 hex digits. */
export function ruleTextKey(text: string): string {
  const t = normaliseRuleText(text);
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c ^ (h1 >>> 7), 0x01000193);
  }
  return [h1, h2].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
}
