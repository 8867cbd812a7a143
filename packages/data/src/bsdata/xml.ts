import { InputError } from '@cogitator/engine';

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/y;
const NO_CHILDREN: XmlElement[] = [];
/** BattleScribe files nest about 20 deep; far deeper is refused (the readers walk the tree recursively). */
const MAX_DEPTH = 200;

/**
 * A parsed XML element: tag, attributes, child elements, and the text of a leaf element (text
 * between child elements is whitespace in BattleScribe files and is dropped). `line` is where its
 * start tag begins. Attributes are checked when the document is parsed but only turned into an
 * object when first read: most elements' attributes are never needed, and not allocating them keeps
 * the whole BSData import inside its time budget.
 */
export class XmlElement {
  children: XmlElement[] = NO_CHILDREN;
  text = '';
  private attrCache: Record<string, string> | undefined;

  constructor(
    readonly tag: string,
    readonly line: number,
    private readonly src: string,
    private readonly attrStart: number,
    private readonly attrEnd: number,
  ) {}

  /** Every attribute (built on first use). */
  get attrs(): Readonly<Record<string, string>> {
    this.attrCache ??= readAttributes(this.src, this.attrStart, this.attrEnd);
    return this.attrCache;
  }

  /** One attribute, read straight from the start tag (no object built for the rest). */
  attr(name: string): string | undefined {
    if (this.attrCache) return this.attrCache[name];
    const src = this.src;
    const end = this.attrEnd;
    let k = this.attrStart;
    while (k < end) {
      while (k < end && isSpace(src.charCodeAt(k))) k++;
      if (k >= end) break;
      const n0 = k;
      while (k < end && isNameChar(src.charCodeAt(k))) k++;
      const n1 = k;
      while (src.charCodeAt(k) !== 61) k++;
      k++;
      while (isSpace(src.charCodeAt(k))) k++;
      const close = src.indexOf(src[k] as string, k + 1);
      if (n1 - n0 === name.length && src.startsWith(name, n0)) return decodeEntities(src.slice(k + 1, close));
      k = close + 1;
    }
    return undefined;
  }

  /** An element built in code (tests, fixtures). */
  static of(tag: string, attrs: Record<string, string>, children: XmlElement[] = [], text = ''): XmlElement {
    const el = new XmlElement(tag, 0, '', 0, 0);
    el.attrCache = { ...attrs };
    el.children = children;
    el.text = text;
    return el;
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 0xc0;
}

function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 0xb7;
}

/** Replace entity and character references (already validated). */
function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g, (_m, named, dec, hex) =>
    named ? (NAMED[named] as string) : String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex, 16)),
  );
}

/** Attributes of a validated start tag region. */
function readAttributes(src: string, start: number, end: number): Record<string, string> {
  const out: Record<string, string> = {};
  let k = start;
  while (k < end) {
    while (k < end && isSpace(src.charCodeAt(k))) k++;
    if (k >= end) break;
    const n0 = k;
    while (k < end && isNameChar(src.charCodeAt(k))) k++;
    const name = src.slice(n0, k);
    while (src.charCodeAt(k) !== 61) k++;
    k++;
    while (isSpace(src.charCodeAt(k))) k++;
    const q = src[k] as string;
    const close = src.indexOf(q, k + 1);
    out[name] = decodeEntities(src.slice(k + 1, close));
    k = close + 1;
  }
  return out;
}

/**
 * A small, strict XML reader for BattleScribe files: elements, attributes (single or double quoted),
 * the five named entities and character references, comments, CDATA, processing instructions and a
 * DOCTYPE. Well-formedness errors (unclosed or mismatched tags, malformed or repeated attributes,
 * unknown entities, text outside the root) throw an InputError with file, line and column. A test
 * checks it against saxes on every real file; it exists because building a saxes tree of all 32 MB
 * of BSData takes most of the import's 6-second budget.
 */
export function parseXml(text: string, file: string): XmlElement {
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let lineNo = 1;
  let lineStart = 0;
  let counted = 0;
  const lineAt = (pos: number) => {
    let k = text.indexOf('\n', counted);
    while (k !== -1 && k < pos) {
      lineNo++;
      lineStart = k + 1;
      k = text.indexOf('\n', k + 1);
    }
    counted = Math.max(counted, pos);
    return lineNo;
  };
  const fail = (msg: string, pos: number): never => {
    const line = lineAt(Math.min(pos, n));
    throw new InputError(`malformed XML: ${msg}`, { source: file, line, column: pos - lineStart + 1 });
  };
  // The next "&" at or after the last place looked at (searches only move forward, so each part of
  // the text is scanned for "&" once).
  let nextAmp = -2;
  const checkEntities = (from: number, to: number) => {
    if (nextAmp !== -1 && nextAmp < from) nextAmp = text.indexOf('&', from);
    let k = nextAmp;
    while (k !== -1 && k < to) {
      ENTITY.lastIndex = k;
      const m = ENTITY.exec(text);
      if (!m || k + m[0].length > to)
        fail(`unknown or unterminated entity "${text.slice(k, Math.min(k + 10, to))}"`, k);
      const mm = m as RegExpExecArray;
      if (!mm[1]) {
        const code = mm[2] ? Number(mm[2]) : Number.parseInt(mm[3] as string, 16);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
          fail(`invalid character reference "${mm[0]}"`, k);
        }
      }
      k = text.indexOf('&', k + mm[0].length);
      nextAmp = k;
    }
  };
  const tags = new Map<number, string[]>();
  const tagAt = (pos: number, end: number) => {
    const key = (end - pos) * 65536 + text.charCodeAt(pos);
    const bucket = tags.get(key);
    if (bucket) for (const t of bucket) if (text.startsWith(t, pos)) return t;
    const t = text.slice(pos, end);
    if (bucket) bucket.push(t);
    else tags.set(key, [t]);
    return t;
  };
  const names: number[] = [];
  const sameName = (a0: number, a1: number, b0: number, b1: number) => {
    if (a1 - a0 !== b1 - b0) return false;
    for (let k = 0; k < a1 - a0; k++) if (text.charCodeAt(a0 + k) !== text.charCodeAt(b0 + k)) return false;
    return true;
  };
  const root = new XmlElement('#document', 0, '', 0, 0);
  const stack: XmlElement[] = [root];
  let top = root;
  let sawRoot = false;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt === -1 ? n : lt;
    if (end > i) {
      let k = i;
      while (k < end && isSpace(text.charCodeAt(k))) k++;
      if (k < end) {
        if (stack.length === 1) fail('text outside the root element', k);
        checkEntities(i, end);
        if (top.children.length === 0) top.text += decodeEntities(text.slice(i, end));
      }
    }
    if (lt === -1) break;
    const c = text.charCodeAt(lt + 1);
    if (c === 47 /* / */) {
      let k = lt + 2;
      if (!isNameStart(text.charCodeAt(k))) fail('a closing tag needs a name', k);
      while (k < n && isNameChar(text.charCodeAt(k))) k++;
      const nameEnd = k;
      while (k < n && isSpace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) !== 62) fail(`expected ">" to end a closing tag`, k);
      if (stack.length === 1) fail(`closing tag </${text.slice(lt + 2, nameEnd)}> without an opening tag`, lt);
      if (!(nameEnd - lt - 2 === top.tag.length && text.startsWith(top.tag, lt + 2))) {
        fail(`closing tag </${text.slice(lt + 2, nameEnd)}> does not match <${top.tag}> (line ${top.line})`, lt);
      }
      stack.pop();
      top = stack[stack.length - 1] as XmlElement;
      i = k + 1;
      continue;
    }
    if (c === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const e = text.indexOf('-->', lt + 4);
        if (e === -1) fail('unterminated comment', lt);
        i = e + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        const e = text.indexOf(']]>', lt + 9);
        if (e === -1) fail('unterminated CDATA section', lt);
        if (stack.length === 1) fail('CDATA outside the root element', lt);
        if (top.children.length === 0) top.text += text.slice(lt + 9, e);
        i = e + 3;
      } else if (text.startsWith('<!DOCTYPE', lt) && !sawRoot && stack.length === 1) {
        const e = text.indexOf('>', lt);
        if (e === -1) fail('unterminated DOCTYPE', lt);
        i = e + 1;
      } else fail('unexpected "<!"', lt);
      continue;
    }
    if (c === 63 /* ? */) {
      const e = text.indexOf('?>', lt + 2);
      if (e === -1) fail('unterminated processing instruction', lt);
      i = e + 2;
      continue;
    }
    let k = lt + 1;
    if (!isNameStart(text.charCodeAt(k))) fail('"<" must start a tag name', k);
    while (k < n && isNameChar(text.charCodeAt(k))) k++;
    const tag = tagAt(lt + 1, k);
    if (stack.length === 1 && sawRoot) fail(`a second root element <${tag}>`, lt);
    const attrStart = k;
    names.length = 0;
    for (;;) {
      const before = k;
      while (k < n && isSpace(text.charCodeAt(k))) k++;
      const ch = text.charCodeAt(k);
      if (ch === 62 || (ch === 47 && text.charCodeAt(k + 1) === 62)) break;
      if (k >= n) fail(`<${tag}> is not closed with ">"`, lt);
      if (k === before || !isNameStart(ch)) fail(`malformed attribute in <${tag}>`, k);
      const n0 = k;
      while (k < n && isNameChar(text.charCodeAt(k))) k++;
      const n1 = k;
      for (let a = 0; a < names.length; a += 2) {
        if (sameName(names[a] as number, names[a + 1] as number, n0, n1)) {
          fail(`attribute "${text.slice(n0, n1)}" repeated in <${tag}>`, n0);
        }
      }
      names.push(n0, n1);
      while (k < n && isSpace(text.charCodeAt(k))) k++;
      if (text.charCodeAt(k) !== 61) fail(`attribute "${text.slice(n0, n1)}" in <${tag}> needs ="value"`, k);
      k++;
      while (k < n && isSpace(text.charCodeAt(k))) k++;
      const q = text.charCodeAt(k);
      if (q !== 34 && q !== 39) fail(`attribute "${text.slice(n0, n1)}" in <${tag}> needs a quoted value`, k);
      const close = text.indexOf(q === 34 ? '"' : "'", k + 1);
      if (close === -1) fail(`unterminated attribute value in <${tag}>`, k);
      const angle = text.indexOf('<', k + 1);
      if (angle !== -1 && angle < close) fail(`"<" inside an attribute value in <${tag}>`, angle);
      checkEntities(k + 1, close);
      k = close + 1;
    }
    const el = new XmlElement(tag, lineAt(lt), text, attrStart, k);
    if (top.children === NO_CHILDREN) top.children = [];
    top.children.push(el);
    if (stack.length === 1) sawRoot = true;
    if (text.charCodeAt(k) === 47) {
      i = k + 2;
    } else {
      if (stack.length > MAX_DEPTH) fail(`elements nested more than ${MAX_DEPTH} deep`, lt);
      stack.push(el);
      top = el;
      i = k + 1;
    }
  }
  if (stack.length > 1) fail(`<${top.tag}> (line ${top.line}) is not closed`, n);
  const doc = root.children[0];
  if (!doc) throw new InputError('empty XML document: no root element', { source: file });
  return doc;
}

/** The first child element with this tag. */
export function child(el: XmlElement, tag: string): XmlElement | undefined {
  for (const c of el.children) if (c.tag === tag) return c;
  return undefined;
}

/** Child elements of a container child: `list(entry, 'profiles', 'profile')`. */
export function list(el: XmlElement, container: string, tag: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of el.children) {
    if (c.tag !== container) continue;
    for (const g of c.children) if (g.tag === tag) out.push(g);
  }
  return out;
}
