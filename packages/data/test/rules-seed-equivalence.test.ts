import {
  allRules,
  bindPrinted,
  type CompiledText,
  catalogueKeywords,
  compileCatalogue,
  compiledRuleDefs,
  type ImportedSource,
  type PrintedRule,
} from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { importWahapedia } from '../src/wahapedia/index.js';

/**
 * Where a rule is written by hand in the registry (the seed armies' factions/*) and its 2025-11 text
 * also compiles, both must give the same rule data: the same effect rows. The binding takes the
 * hand-written one (a compiled definition only fills the places nobody wrote).
 */
describeShared('hand-written rules and their compiled texts', [WAHAPEDIA_DIR], () => {
  let src: ImportedSource;
  let texts: CompiledText[];
  beforeAll(async () => {
    src = await importWahapedia(WAHAPEDIA_DIR);
    texts = compileCatalogue(src, { keywords: catalogueKeywords(src) });
  });

  /** The printed rule a compiled text is, with its text where the binding reads one. */
  const printed = (t: CompiledText): PrintedRule => {
    switch (t.kind) {
      case 'stratagem':
        return { kind: 'stratagem', faction: t.faction, within: t.detachment ?? t.source ?? 'Core', name: t.name };
      case 'detachment-rule': {
        const text = src.detachments.find((d) => d.id === t.id)?.rules.find((r) => r.name === t.name)?.text;
        return { kind: 'detachment', faction: t.faction, within: t.detachment ?? '', name: t.name, text: text ?? '' };
      }
      case 'enhancement': {
        const text = src.enhancements.find((e) => e.id === t.id)?.text;
        return { kind: 'enhancement', faction: t.faction, within: t.detachment ?? '', name: t.name, text: text ?? '' };
      }
      case 'datasheet-ability': {
        const ds = src.datasheets.find((d) => d.id === t.id);
        const text = ds?.abilities.datasheet.find((a) => a.name === t.name)?.text;
        return { kind: 'datasheet', faction: t.faction, within: t.datasheet ?? '', name: t.name, text: text ?? '' };
      }
    }
  };

  /**
   * An ability's (not a Stratagem's) own timing "In your Shooting phase," is the compiled reading's window; a hand-written rule the game
   * applies in attacks asks it as a condition on each row instead (the game measures own-shooting-phase).
   */
  const IN_YOUR_SHOOTING = {
    kind: 'ask',
    ask: { kind: 'declared', id: 'own-shooting-phase', text: 'the attack is made in your Shooting phase' },
  };
  const timedRows = (reading: { effects: readonly { when?: unknown[] }[]; when?: readonly unknown[] }) => {
    const w = reading.when;
    const yourShooting =
      w?.length === 1 &&
      JSON.stringify(w[0]) === JSON.stringify({ window: 'during-phase', turn: 'yours', phases: ['shooting'] });
    return yourShooting
      ? reading.effects.map((r) => ({ ...r, when: [...(r.when ?? []), IN_YOUR_SHOOTING] }))
      : reading.effects;
  };

  it('every hand-written rule whose text compiles has the compiled rows', () => {
    const pairs: { id: string; written: unknown; compiled: unknown }[] = [];
    for (const t of texts) {
      if (t.compiled.status !== 'compiled') continue;
      const def = bindPrinted(printed(t));
      if (!def || def.compiled) continue;
      pairs.push({
        id: def.id,
        written: def.effects ?? [],
        compiled: t.kind === 'stratagem' ? t.compiled.reading.effects : timedRows(t.compiled.reading),
      });
    }
    // The seed armies' Stratagems that the 2025-11 texts also say (Grey Knights, Leagues of Votann).
    expect(pairs.length).toBeGreaterThanOrEqual(8);
    expect(pairs.map((p) => ({ id: p.id, rows: p.written }))).toEqual(
      pairs.map((p) => ({ id: p.id, rows: p.compiled })),
    );
  });

  it('a compiled definition binds only where no hand-written one does', () => {
    const defs = compiledRuleDefs(texts);
    const written = allRules().filter((d) => !d.compiled);
    // "Abominus-class Targets" (Sanctic Spearhead) is written by hand and compiles: the hand-written one binds.
    const named = (n: string) => n.toLowerCase() === 'abominus-class targets';
    const t = texts.find((x) => named(x.name) && x.compiled.status === 'compiled');
    expect(t).toBeDefined();
    expect(defs.some((d) => named(d.name))).toBe(true);
    expect(written.some((d) => d.id === bindPrinted(printed(t as CompiledText))?.id)).toBe(true);
  });
});
