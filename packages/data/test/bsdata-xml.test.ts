import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '@cogitator/engine';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { BSDATA_DIR, describeShared } from '../../../testing/shared.js';
import { parseXml, type XmlElement } from '../src/bsdata/xml.js';
import { MINI_CATALOGUE } from './fixtures/bsdata-mini.js';
import { errorOf } from './fixtures/errors.js';

interface Plain {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  children: Plain[];
}

const plain = (el: XmlElement): Plain => ({
  tag: el.tag,
  attrs: { ...el.attrs },
  text: el.children.length ? '' : el.text.trim(),
  children: el.children.map(plain),
});

/** The same tree built with saxes: the reference parser. */
function saxesTree(text: string): Plain {
  const p = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  const root: Plain = { tag: '#', attrs: {}, text: '', children: [] };
  const stack = [root];
  p.on('opentag', (node) => {
    const el: Plain = { tag: node.name, attrs: { ...node.attributes }, text: '', children: [] };
    (stack.at(-1) as Plain).children.push(el);
    stack.push(el);
  });
  p.on('closetag', () => {
    const el = stack.pop() as Plain;
    el.text = el.children.length ? '' : el.text.trim();
  });
  p.on('text', (t) => {
    const top = stack.at(-1) as Plain;
    if (!top.children.length) top.text += t;
  });
  p.on('cdata', (t) => {
    (stack.at(-1) as Plain).text += t;
  });
  p.write(text).close();
  return root.children[0] as Plain;
}

describe('parseXml', () => {
  it('reads elements, attributes in either quote, entities, CDATA and comments', () => {
    const doc = parseXml(
      `<?xml version="1.0"?>\n<!-- c --><a x="1" y='two &amp; &quot;3&quot;'>\n  <b>T &lt;x&gt; &#233;&#x41;</b><c/><d><![CDATA[<raw>]]></d>\n</a>`,
      'f.xml',
    );
    expect(plain(doc)).toEqual({
      tag: 'a',
      attrs: { x: '1', y: 'two & "3"' },
      text: '',
      children: [
        { tag: 'b', attrs: {}, text: 'T <x> éA', children: [] },
        { tag: 'c', attrs: {}, text: '', children: [] },
        { tag: 'd', attrs: {}, text: '<raw>', children: [] },
      ],
    });
    expect(doc.line).toBe(2);
    expect(doc.children[0]?.line).toBe(3);
    expect(doc.attr('y')).toBe('two & "3"');
    expect(doc.attr('z')).toBeUndefined();
  });

  it('reads one attribute without building the rest, matching whole names only', () => {
    const doc = parseXml('<a typeId="t" id="i" name="n"/>', 'f.xml');
    expect(doc.attr('id')).toBe('i');
    expect(doc.attr('Id')).toBeUndefined();
    expect(doc.attr('name')).toBe('n');
  });

  const bad: [string, string, number, number][] = [
    ['<a><b></a>', 'closing tag </a> does not match <b> (line 1)', 1, 7],
    ['<a>\n<b>', '<b> (line 2) is not closed', 2, 4],
    ['<a x="1" x="2"/>', 'attribute "x" repeated in <a>', 1, 10],
    ['<a x=1/>', 'attribute "x" in <a> needs a quoted value', 1, 6],
    ['<a>&nbsp;</a>', 'unknown or unterminated entity "&nbsp;"', 1, 4],
    ['<a/><b/>', 'a second root element <b>', 1, 5],
    ['text', 'text outside the root element', 1, 1],
    ['<a x="<"/>', '"<" inside an attribute value in <a>', 1, 7],
    ['<a><!-- open</a>', 'unterminated comment', 1, 4],
    ['</a>', 'closing tag </a> without an opening tag', 1, 1],
  ];
  for (const [text, message, line, column] of bad) {
    it(`refuses ${JSON.stringify(text)} with file, line and column`, () => {
      const e = errorOf(() => parseXml(text, 'x.cat'));
      expect(e.message).toBe(`malformed XML: ${message}`);
      expect(e.where).toEqual({ source: 'x.cat', line, column });
    });
  }

  it('refuses absurdly deep nesting (the readers walk trees recursively)', () => {
    const deep = `${'<a>'.repeat(300)}${'</a>'.repeat(300)}`;
    expect(errorOf(() => parseXml(deep, 'd.cat')).message).toBe('malformed XML: elements nested more than 200 deep');
  });

  it('refuses an empty document', () => {
    expect(errorOf(() => parseXml('<?xml version="1.0"?>\n', 'e.cat')).format()).toBe(
      'e.cat: empty XML document: no root element',
    );
  });

  it('never throws anything but InputError on mutated catalogue text, and agrees with saxes when both read it', () => {
    const base = MINI_CATALOGUE.slice(0, 3000);
    const edit = fc.record({
      at: fc.nat({ max: base.length }),
      del: fc.nat({ max: 4 }),
      ins: fc.constantFrom('', '<', '>', '/', '"', "'", '&', '&amp;', '=', ' ', '<a>', '</b>', '<!--', ']]>', 'x'),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let text = base;
        for (const e of edits) text = text.slice(0, e.at) + e.ins + text.slice(e.at + e.del);
        let mine: Plain | undefined;
        try {
          mine = plain(parseXml(text, 'm.cat'));
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
          return;
        }
        let reference: Plain | undefined;
        try {
          reference = saxesTree(text);
        } catch {
          return; // saxes is stricter about a few things (names, declarations); not a crash
        }
        expect(mine).toEqual(reference);
      }),
      { numRuns: 400, seed: 20251115 },
    );
  });
});

describeShared('parseXml on the real BSData files', [BSDATA_DIR], () => {
  it('builds the same tree as saxes for every .gst and .cat', () => {
    const files = readdirSync(BSDATA_DIR).filter((f) => /\.(gst|cat)$/.test(f));
    expect(files.length).toBe(47);
    for (const f of files) {
      const text = readFileSync(join(BSDATA_DIR, f), 'utf8');
      expect(plain(parseXml(text, f)), f).toEqual(saxesTree(text));
    }
  });
});
