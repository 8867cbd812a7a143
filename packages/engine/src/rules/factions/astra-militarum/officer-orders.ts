import type { Datasheet, OfficerOrders } from '../../../model/datasheet.js';
import type { NamedText } from '../../../model/primitives.js';
import { ORDERS } from './voice-of-command.js';

/**
 * What an OFFICER's datasheet says of its Orders (Voice of Command: "Each OFFICER's datasheet will specify how many
 * Orders it can issue in a battle round and which units are eligible to receive those Orders"), read from its ORDERS
 * section WHEN THE DATA IS IMPORTED (the importers of packages/data, and a catalogue stored before the field was
 * typed, when it is loaded) into `Datasheet.officer`, which the game reads (game/orders.ts). The sources print it
 * e.g. "This OFFICER can issue up to 2 Orders to SQUADRON units.", "This unit's OFFICER can issue 1 Order to a
 * REGIMENT unit.", "This OFFICER can issue up to 3 Orders to: - REGIMENT units - SQUADRON units - TITANIC units",
 * "... This OFFICER can only issue the Duty and Honour! and Fix Bayonets! Orders."; Wahapedia names the section
 * ORDERS, BSData "Orders" or "Officer" (with its keywords in title case).
 */

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };
const ISSUE = /^this (?:unit['’]s )?officer can issue (?:up to )?(\d+|one|two|three|four) orders? to:?\s*([^.]*)/i;

/** The Orders one section's text gives, or undefined where it does not read "This OFFICER can issue N Orders to". */
export function officerOrdersOf(text: string): OfficerOrders | undefined {
  const flat = text.replace(/\s+/g, ' ').trim();
  const m = ISSUE.exec(flat);
  if (!m) return undefined;
  const n = m[1] as string;
  const orders = WORDS[n.toLowerCase()] ?? Number(n);
  const keywords = (m[2] as string)
    .replace(/\b(?:a|an)\b/gi, ' ')
    .replace(/\bunits?\b/gi, ' ')
    .split(/\s+-\s+|\s+or\s+|,|^-\s*/i)
    .map((s) => s.replace(/^[\s-]+|[\s-]+$/g, '').toUpperCase())
    .filter(Boolean)
    .map((k) => [k]);
  if (!orders || !keywords.length) return undefined;
  const onlyAt = flat.search(/can only issue the /i);
  const rest = onlyAt < 0 ? '' : flat.slice(onlyAt).toLowerCase();
  const only = ORDERS.filter((o) => rest.includes(o.name.toLowerCase())).map((o) => o.id as string);
  return { orders, keywords, ...(only.length ? { only } : {}) };
}

/** The datasheet's Orders: the first of its sections and datasheet abilities that gives them, if any does. */
export function officerOf(ds: Pick<Datasheet, 'sections' | 'abilities'>): OfficerOrders | undefined {
  const texts: NamedText[] = [...ds.sections, ...ds.abilities.datasheet];
  for (const s of texts) {
    const out = officerOrdersOf(s.text);
    if (out) return out;
  }
  return undefined;
}

/** Type the datasheet's Orders onto it (`Datasheet.officer`), as the importers do; returns it. */
export function withOfficer<T extends Datasheet>(ds: T): T {
  const officer = officerOf(ds);
  if (officer) ds.officer = officer;
  return ds;
}
