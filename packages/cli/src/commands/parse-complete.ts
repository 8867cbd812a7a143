import { completePage } from '@cogitator/data';
import type { Warning } from '@cogitator/engine';
import { type CatalogueOpts, openCatalogue } from './catalogue-option.js';
import type { CompletePage } from './parse.js';

/**
 * `parse --complete`: the page completed from the compiled catalogue (`--catalogue` or the
 * default) with the data package's `completePage`; a note per filled value, a conflict per
 * disagreement (the page's value is kept).
 */
export const completeFromCatalogue: CompletePage = async (page, _file, opts: CatalogueOpts = {}) => {
  const q = await openCatalogue(opts);
  const c = completePage(page, q);
  const completion = { match: c.match, filled: c.filled, conflicts: c.conflicts };
  const ds = page.datasheet;
  if (!c.match) {
    const close = q
      .search(ds.name, 3)
      .map((h) => `${h.datasheet.name} (${h.datasheet.faction})`)
      .join(', ');
    const warning: Warning = {
      code: 'missing',
      message: `the catalogue has no "${ds.name}" in ${ds.faction || 'any faction'}; nothing filled${close ? ` (close: ${close})` : ''}`,
      where: { field: 'datasheet' },
    };
    return { page: c.page, warnings: [warning], filled: [], completion };
  }
  const from = q.datasheetById(c.match.id)?.source;
  const label = `${from?.kind ?? 'catalogue'}${from?.snapshot ? ` ${from.snapshot}` : ''}`;
  const warnings: Warning[] = [
    ...c.filled.map(
      (f): Warning => ({
        code: 'note',
        message: `filled from the catalogue (${label}): ${f.text}`,
        where: { field: f.field },
      }),
    ),
    ...c.conflicts.map(
      (k): Warning => ({
        code: 'conflict',
        message: `the page says ${k.page}, the catalogue (${label}) says ${k.catalogue}; the page's value is kept`,
        where: { field: k.field },
      }),
    ),
  ];
  return { page: c.page, warnings, filled: c.filled.map((f) => f.field), completion };
};
