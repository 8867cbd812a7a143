/**
 * Wahapedia's text fields hold the site's HTML (keyword spans, rule links, bold labels, lists,
 * tables). This turns it into plain text: line breaks kept, list items as "- ", table cells
 * separated by " | ", entities decoded, runs of spaces collapsed.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  emsp: ' ',
  ensp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}

const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<[^>]*>/gi;
const BLOCK_END = new Set(['p', 'div', 'ul', 'ol', 'tr', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function tagText(_m: string, close: string | undefined, name: string | undefined): string {
  if (!name) return '';
  const tag = name.toLowerCase();
  if (tag === 'br') return '\n';
  if (close) return BLOCK_END.has(tag) ? '\n' : tag === 'td' || tag === 'th' ? ' | ' : '';
  return tag === 'li' ? '\n- ' : '';
}

function stripTags(html: string): string {
  return html.replace(TAG, tagText);
}

const SPACE = /[ \t\u00a0\u2002\u2003\u2009]*\n[\s\u00a0\u2002\u2003\u2009]*|[ \t\u00a0\u2002\u2003\u2009]+/g;

function space(run: string): string {
  if (run === ' ') return run;
  let n = 0;
  for (let i = 0; i < run.length; i++) if (run.charCodeAt(i) === 10) n++;
  return n === 0 ? ' ' : n === 1 ? '\n' : '\n\n';
}

export function htmlToText(html: string): string {
  if (!html.includes('<') && !html.includes('&'))
    return html.includes('  ') || html.includes('\n') ? html.replace(SPACE, space).trim() : html.trim();
  let text = stripTags(html);
  if (text.includes('&')) text = decodeEntities(text);
  // A few fields hold HTML escaped twice; what decoding reveals is still markup.
  if (text.includes('<') && /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i.test(text)) text = stripTags(text);
  text = text.replace(SPACE, space);
  // The last cell of a table row leaves a separator before the line end.
  if (text.includes(' |')) text = text.replace(/ \|(?=\n|$)/g, '');
  return text.trim();
}
