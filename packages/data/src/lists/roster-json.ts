import { InputError, type ListFormat, type ParsedList } from '@cogitator/engine';
import { readRoster } from './battlescribe.js';
import type { XNode } from './xml.js';

const SINGULAR: Record<string, string> = {
  categories: 'category',
  entries: 'entry',
  publications: 'publication',
};

function singular(key: string): string {
  return SINGULAR[key] ?? (key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.replace(/s$/, ''));
}

/** Attribute names as the JSON spellings of a roster give them: "name", "_name", "@name", "$": {...}. */
function attrName(key: string): string {
  return key.replace(/^[_@]/, '');
}

/**
 * A roster in JSON (New Recruit's and ListForge's exports, or BattleScribe XML converted by a tool)
 * as the element tree the BattleScribe reader walks: scalar fields become attributes, an array under
 * "selections" becomes <selections> holding <selection>s, and the XML converters' shape
 * ("selections": {"selection": [...]}) reads the same. Built without recursion, so any depth fits.
 */
export function rosterTree(value: unknown): XNode {
  const doc: XNode = { name: '#document', attrs: {}, children: [], line: 1 };
  const stack: { node: XNode; value: unknown }[] = [{ node: doc, value }];
  while (stack.length) {
    const { node, value: v } = stack.pop() as { node: XNode; value: unknown };
    if (v === null || typeof v !== 'object') continue;
    const entries = Array.isArray(v) ? [] : Object.entries(v as Record<string, unknown>);
    for (const [key, val] of entries) {
      if (val === null || val === undefined) continue;
      if (key === '$' && typeof val === 'object' && !Array.isArray(val)) {
        for (const [k, a] of Object.entries(val as Record<string, unknown>)) {
          if (a !== null && typeof a !== 'object') node.attrs[attrName(k)] = String(a);
        }
        continue;
      }
      if (typeof val !== 'object') {
        node.attrs[attrName(key)] = String(val);
        continue;
      }
      const items = Array.isArray(val) ? val : null;
      const wrapped = !items ? (val as Record<string, unknown>)[singular(key)] : undefined;
      if (items || wrapped !== undefined) {
        // A list: <key> holding one element per item.
        const wrapper: XNode = { name: key, attrs: {}, children: [], line: 1 };
        node.children.push(wrapper);
        const list = items ?? (Array.isArray(wrapped) ? wrapped : [wrapped]);
        for (const item of list) {
          const child: XNode = { name: singular(key), attrs: {}, children: [], line: 1 };
          wrapper.children.push(child);
          stack.push({ node: child, value: item });
        }
        continue;
      }
      const child: XNode = { name: key, attrs: {}, children: [], line: 1 };
      node.children.push(child);
      stack.push({ node: child, value: val });
    }
  }
  // A roster object given without its {"roster": ...} wrapper.
  if (!doc.children.some((c) => c.name === 'roster') && (doc.attrs.gameSystemId || doc.children.length)) {
    return { name: '#document', attrs: {}, children: [{ ...doc, name: 'roster' }], line: 1 };
  }
  return doc;
}

/** New Recruit's or ListForge's JSON export (the BattleScribe roster schema in JSON). */
export function parseRosterJson(value: unknown, source?: string, format: ListFormat = 'roster-json'): ParsedList {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError('expected a JSON object holding a "roster"', source ? { source } : {});
  }
  return readRoster(rosterTree(value), format, source);
}
