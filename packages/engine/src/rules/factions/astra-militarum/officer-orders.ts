import type { Datasheet } from '../../../model/datasheet.js';
import { ORDERS, type OrderId } from './voice-of-command.js';

/**
 * What an OFFICER's datasheet says of its Orders (Voice of Command: "Each OFFICER's datasheet will specify how many
 * Orders it can issue in a battle round and which units are eligible to receive those Orders"): its ORDERS section,
 * e.g. "This OFFICER can issue up to 2 Orders to SQUADRON units.", "This unit's OFFICER can issue 1 Order to a
 * REGIMENT unit.", "This OFFICER can issue up to 3 Orders to: - REGIMENT units - SQUADRON units - TITANIC units",
 * "... This OFFICER can only issue the Duty and Honour! and Fix Bayonets! Orders." Read once per datasheet from its
 * data (the catalogue's section text), never from a name in a phase.
 */
export interface OfficerOrders {
  /** How many Orders it can issue in a battle round. */
  count: number;
  /** The keywords of the units eligible to receive them (upper case): any one of them. */
  to: string[];
  /** The only Orders it can issue, where its datasheet restricts them. */
  only?: OrderId[];
}

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };
const ISSUE = /can issue (?:up to )?(\d+|one|two|three|four) orders? to:?\s*([^.]*)/i;

function parse(text: string): OfficerOrders | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  const m = ISSUE.exec(flat);
  if (!m) return null;
  const n = m[1] as string;
  const count = WORDS[n.toLowerCase()] ?? Number(n);
  const to = (m[2] as string)
    .replace(/\b(?:a|an)\b/gi, ' ')
    .replace(/\bunits?\b/gi, ' ')
    .split(/\s+-\s+|\s+or\s+|,|^-\s*/i)
    .map((s) => s.replace(/^[\s-]+|[\s-]+$/g, '').toUpperCase())
    .filter(Boolean);
  if (!count || !to.length) return null;
  const onlyAt = flat.search(/can only issue the /i);
  const only = onlyAt < 0 ? [] : ORDERS.filter((o) => flat.slice(onlyAt).includes(o.name)).map((o) => o.id);
  return { count, to, ...(only.length ? { only } : {}) };
}

const cache = new WeakMap<Datasheet, OfficerOrders | null>();

/** The datasheet's Orders (its ORDERS section or ability), or null where it has none. */
export function officerOrders(ds: Datasheet): OfficerOrders | null {
  const hit = cache.get(ds);
  if (hit !== undefined) return hit;
  let out: OfficerOrders | null = null;
  for (const s of [...ds.sections, ...ds.abilities.datasheet])
    if (s.name.trim().toUpperCase() === 'ORDERS') {
      out = parse(s.text);
      if (out) break;
    }
  cache.set(ds, out);
  return out;
}
