import { type CatalogueCoverageRow, coverageSummary, renderReading, ruleById } from '@cogitator/engine';
import type { Io } from '../io.js';
import { renderTable } from '../table.js';

/**
 * `coverage --compiled`: the army rules whose registry definition was compiled from their printed
 * text (rules/text), counted per faction and kind; with `--faction`, each one with its reading in
 * plain words and its support.
 */

const KINDS = ['Stratagem', 'Detachment rule', 'Enhancement', 'Datasheet ability'] as const;
const PLURAL: Record<(typeof KINDS)[number], string> = {
  Stratagem: 'Stratagems',
  'Detachment rule': 'Detachment rules',
  Enhancement: 'Enhancements',
  'Datasheet ability': 'Datasheet abilities',
};

const count = (rows: readonly CatalogueCoverageRow[]) => {
  const n = rows.filter((r) => r.compiled).length;
  return `${n}/${rows.length}`;
};

export function printCompiled(
  io: Io,
  rows: readonly CatalogueCoverageRow[],
  opts: { json?: boolean; faction?: string; group?: string },
): void {
  const inGroup = rows.filter((r) => !opts.group || r.group.toLowerCase() === opts.group.toLowerCase());
  const compiled = inGroup.filter((r) => r.compiled);
  const factions = [...new Set(inGroup.map((r) => r.faction))].sort((a, b) => a.localeCompare(b));
  const perFaction = factions.map((f) => {
    const mine = inGroup.filter((r) => r.faction === f);
    return { faction: f, ...Object.fromEntries(KINDS.map((k) => [k, count(mine.filter((r) => r.group === k))])) };
  });
  if (opts.json) {
    const listed = compiled.map((r) => {
      const def = r.rule ? ruleById(r.rule) : undefined;
      return { ...r, ...(def?.compiled ? { reading: def.compiled.reading } : {}) };
    });
    io.out(`${JSON.stringify({ perFaction, rules: listed, summary: coverageSummary(compiled) }, null, 2)}\n`);
    return;
  }
  io.out(
    renderTable(
      ['faction', ...KINDS.map((k) => PLURAL[k])],
      perFaction.map((p) => [p.faction, ...KINDS.map((k) => (p as Record<string, string>)[k] ?? '0/0')]),
      io.isTty,
    ),
  );
  io.out(
    `compiled from their text: ${KINDS.map((k) => `${PLURAL[k]} ${count(inGroup.filter((r) => r.group === k))}`).join(', ')}\n`,
  );
  if (!opts.faction) {
    io.out('each rule as read: --compiled --faction F\n');
    return;
  }
  io.out('\n');
  io.out(
    renderTable(
      ['group', 'rule', 'of', 'calculator', 'reading'],
      compiled.map((r) => {
        const def = r.rule ? ruleById(r.rule) : undefined;
        return [
          r.group,
          r.name,
          r.datasheet ?? r.detachment ?? '',
          r.calculator,
          def?.compiled ? renderReading(def.compiled.reading) : '',
        ];
      }),
      io.isTty,
    ),
  );
}
