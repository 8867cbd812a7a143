import { type Datasheet, damagedEffects, type NamedText, type Transport } from '@cogitator/engine';
import { parseTransportText } from '../text/transport.js';
import type { ParseContext } from './context.js';
import { bulletText, type Line } from './lines.js';
import type { Block } from './sections.js';

function joined(lines: readonly Line[]): string {
  return lines.map((l) => l.text).join('\n');
}

/**
 * WARGEAR OPTIONS: one option a bullet; an option ending "one of the following:" takes the bullets
 * after it as its choices ("...: 1 heavy bolter; 1 multi-melta; 1 plasma cannon"). "- None" is none.
 */
export function parseWargearOptions(block: Block, ctx: ParseContext): string[] {
  const out: string[] = [];
  let parent: number | undefined;
  for (const line of block.lines) {
    const item = bulletText(line.text);
    if (item === undefined) {
      const last = out.length - 1;
      if (last >= 0) out[last] = `${out[last]} ${line.text}`;
      else ctx.warn('unknown', `WARGEAR OPTIONS: line not understood: "${line.text}"`, line);
      continue;
    }
    if (/^none\.?$/i.test(item)) continue;
    const isChoice = parent !== undefined && !/\b(?:can|may)\b/i.test(item);
    if (isChoice) {
      const p = parent as number;
      out[p] = `${out[p]}${(out[p] as string).endsWith(':') ? ' ' : '; '}${item}`;
      continue;
    }
    out.push(item);
    parent = item.endsWith(':') ? out.length - 1 : undefined;
  }
  return out;
}

/**
 * LEADER ("This model can be attached to the following unit:") or LED BY: the unit names under the
 * intro line. The copy lost them on every seed page; an empty list is reported.
 */
export function parseUnitList(block: Block, ctx: ParseContext): string[] {
  const names = block.lines
    .filter((l) => !/following units?:?$/i.test(l.text))
    .map((l) => (bulletText(l.text) ?? l.text).replace(/\*+$/, '').trim())
    .filter(Boolean);
  if (names.length === 0) {
    const what = block.kind === 'leader' ? 'the units this model can lead' : 'the units that can lead this unit';
    ctx.warn(
      'missing',
      `${block.head.text}: ${what} are not named on the page`,
      block.head,
      block.kind === 'leader' ? 'leads' : 'ledBy',
    );
  }
  return names;
}

/** DAMAGED: 1-5 WOUNDS REMAINING, then its effect. */
export function parseDamaged(block: Block, ctx: ParseContext): Datasheet['damaged'] {
  const m = /^DAMAGED:\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\s+WOUNDS?\s+REMAINING/i.exec(block.head.text);
  if (!m || Number(m[1]) > Number(m[2])) {
    ctx.warn('unknown', `cannot read the wound range in "${block.head.text}"`, block.head, 'damaged');
    return null;
  }
  const text = joined(block.lines);
  if (!text) ctx.warn('missing', 'DAMAGED: its effect is not given', block.head, 'damaged.text');
  return { minWounds: Number(m[1]), maxWounds: Number(m[2]), text, effects: damagedEffects(text) };
}

/**
 * TRANSPORT: "This model has a transport capacity of 12 GREY KNIGHTS INFANTRY models. Each TERMINATOR
 * model takes up the space of 2 models. It cannot transport JUMP PACK models."
 */
export function parseTransport(block: Block, ctx: ParseContext): Transport {
  const t = parseTransportText(joined(block.lines).replace(/\n/g, ' '));
  if (t.capacity === null) ctx.warn('missing', 'TRANSPORT: no capacity stated', block.head, 'transport.capacity');
  return t;
}

/** SERVITOR RETINUE, USING SIR HEKHTUR ...: an upper-case title and its text. */
export function parseSection(block: Block, ctx: ParseContext): NamedText {
  const text = joined(block.lines);
  if (!text) ctx.warn('missing', `section ${block.head.text} has no text`, block.head);
  return { name: block.head.text, text };
}
