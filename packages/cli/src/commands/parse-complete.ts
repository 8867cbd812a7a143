import { completePage, type PageCompletion } from '@cogitator/data';
import { type DiceExpr, formatDice, type Warning } from '@cogitator/engine';
import { type CatalogueOpts, openCatalogue } from './catalogue-option.js';
import type { CompletePage } from './parse.js';

const isDice = (v: unknown): v is DiceExpr =>
  typeof v === 'object' && v !== null && 'count' in v && 'sides' in v && 'bonus' in v;

/** A value as a datasheet prints it: 10" for a Move, 2+ for a save, D6+1 for dice. */
export function showValue(field: string, v: unknown): string {
  if (v === null || v === undefined) return '-';
  if (typeof v === 'number') {
    if (/\.(?:movement|range)$/.test(field)) return `${v}"`;
    if (/\.(?:save|leadership|invulnerableSave|skill)$/.test(field)) return `${v}+`;
    return String(v);
  }
  if (typeof v === 'string') return v;
  if (isDice(v)) return formatDice(v);
  if (Array.isArray(v)) return v.length ? v.map((x) => showItem(x)).join('; ') : '(none)';
  return showItem(v);
}

/** One item of a list: a base size, an equipment or composition line, a points option, a named rule. */
function showItem(x: unknown): string {
  if (typeof x !== 'object' || x === null) return String(x);
  const o = x as Record<string, unknown>;
  if (o.kind === 'hull') return 'hull';
  if (o.kind === 'round') return `${o.mm}mm`;
  if (o.kind === 'oval' && Array.isArray(o.mm)) return `${o.mm.join(' x ')}mm`;
  if (Array.isArray(o.items)) return `${o.who}: ${o.items.join(', ')}`;
  if ('model' in o && 'min' in o) return `${o.min === o.max ? o.min : `${o.min}-${o.max}`} ${o.model}`;
  if ('models' in o && 'points' in o) return `${o.models} model${o.models === 1 ? '' : 's'}: ${o.points} pts`;
  if ('name' in o) return String(o.name);
  if ('text' in o) return String(o.text);
  return JSON.stringify(x);
}

/** The completion as warnings: a note per filled value, a conflict per disagreement. */
export function completionWarnings(c: PageCompletion, sourceLabel: string): Warning[] {
  return [
    ...c.filled.map(
      (f): Warning => ({
        code: 'note',
        message: `filled from the catalogue (${sourceLabel}): ${showValue(f.field, f.value)}`,
        where: { field: f.field },
      }),
    ),
    ...c.conflicts.map((k): Warning => {
      const [page, cat] = k.values;
      return {
        code: 'conflict',
        message:
          `the page says ${showValue(k.field, page?.value)}, the catalogue (${sourceLabel}) says ` +
          `${showValue(k.field, cat?.value)}; the page's value is kept`,
        where: { field: k.field },
      };
    }),
  ];
}

/** `parse --complete`: the page completed from the compiled catalogue (`--catalogue` or the default). */
export const completeFromCatalogue: CompletePage = async (page, _file, opts: CatalogueOpts = {}) => {
  const q = await openCatalogue(opts);
  const completion = completePage(page, q);
  const kind = completion.conflicts[0]?.values[1]?.source ?? completion.filled[0]?.source ?? 'wahapedia';
  const info = q.catalogue.sources.find((s) => s.kind === kind);
  const label = `${kind}${info?.snapshot ? ` ${info.snapshot}` : ''}`;
  return {
    page: completion.page,
    warnings: completionWarnings(completion, label),
    filled: completion.filled.map((f) => f.field),
    completion: { filled: completion.filled, conflicts: completion.conflicts },
  };
};
