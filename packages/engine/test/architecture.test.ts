import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engineSrc = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) ? [p] : [];
  });
}

const files = sources(engineSrc).map((p) => ({ path: relative(engineSrc, p), text: readFileSync(p, 'utf8') }));
const ALLOWED_PACKAGES = new Set(['zod']);

/**
 * The engine's layers: which folders each folder may import from (a folder always imports from
 * itself; `errors.ts` is open to all). `types` entries may be imported for their types only.
 * Top to bottom: sim > bots > army, game > combat > rules > model > names, dice.
 */
const ALLOWED: Record<string, { values: string[]; types?: string[] }> = {
  names: { values: [] },
  dice: { values: [] },
  model: { values: ['dice', 'names'], types: ['rules'] },
  rules: { values: ['dice', 'names', 'model'] },
  catalogue: { values: ['model', 'names'] },
  combat: { values: ['dice', 'names', 'model', 'rules'] },
  game: { values: ['dice', 'names', 'model', 'rules', 'combat'] },
  army: { values: ['dice', 'names', 'model', 'rules', 'catalogue'], types: ['game'] },
  bots: { values: ['dice', 'names', 'model', 'rules', 'combat', 'game'] },
  sim: { values: ['dice', 'names', 'model', 'rules', 'combat', 'game', 'bots'] },
};

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** The relative imports of a file, resolved to paths under src (`game/windows.ts`). */
function edges(path: string, text: string): Edge[] {
  const out: Edge[] = [];
  for (const m of text.matchAll(/(?:import|export)\s(type\s)?[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const to = normalize(join(dirname(path), m[2] as string)).replace(/\.js$/, '.ts');
    out.push({ from: path, to, typeOnly: !!m[1] });
  }
  return out;
}

const folderOf = (path: string) => (path.includes('/') ? (path.split('/')[0] as string) : '');

/** Imports between folders that the table does not allow. */
function layerViolations(list: readonly { path: string; text: string }[]): string[] {
  return list.flatMap((f) =>
    edges(f.path, f.text).flatMap((e) => {
      const from = folderOf(e.from);
      const to = folderOf(e.to);
      if (!from || from === to || e.to === 'errors.ts') return [];
      const rule = ALLOWED[from];
      if (!rule) return [`${e.from}: the folder ${from} has no row in the layer table`];
      if (rule.values.includes(to) || (e.typeOnly && rule.types?.includes(to))) return [];
      return [`${e.from} imports ${e.to}${e.typeOnly ? ' (types)' : ''}: ${from}/ may not import ${to || e.to}`];
    }),
  );
}

/** Cycles of value imports between files (type-only imports vanish when compiled). */
function importCycles(list: readonly { path: string; text: string }[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const f of list)
    graph.set(
      f.path,
      edges(f.path, f.text)
        .filter((e) => !e.typeOnly)
        .map((e) => e.to),
    );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      for (;;) {
        const w = stack.pop() as string;
        on.delete(w);
        scc.push(w);
        if (w === v) break;
      }
      if (scc.length > 1) cycles.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

function imports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    out.push((m[1] ?? m[2]) as string);
  }
  return out;
}

describe('engine architecture', () => {
  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('imports only relative modules and zod (no Node APIs, no other packages)', () => {
    const bad = files.flatMap((f) =>
      imports(f.text)
        .filter((spec) => !spec.startsWith('.') && !ALLOWED_PACKAGES.has(spec))
        .map((spec) => `${f.path}: ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('never touches Math.random, Date, timers or process', () => {
    const pattern =
      /\bMath\.random\b|\bnew Date\b|\bDate\.(now|parse|UTC)\b|\bperformance\.now\b|\bsetTimeout\b|\bprocess\./;
    const bad = files.filter((f) => pattern.test(f.text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))).map((f) => f.path);
    expect(bad).toEqual([]);
  });

  it('the checks themselves catch a violation', () => {
    expect(imports("import { readFileSync } from 'node:fs';")).toEqual(['node:fs']);
    expect(imports("export * from './x.js';")).toEqual(['./x.js']);
  });

  it('imports between folders only as the layer table allows', () => {
    expect(layerViolations(files)).toEqual([]);
  });

  it('the layer check fails on rules/ importing combat/ and on model/ importing catalogue/', () => {
    const bad = [
      { path: 'rules/x.ts', text: "import { resolveCombat } from '../combat/resolve.js';" },
      { path: 'rules/y.ts', text: "import type { Conditions } from '../combat/types.js';" },
      { path: 'model/x.ts', text: "import { normaliseName } from '../catalogue/query.js';" },
      { path: 'combat/x.ts', text: "import { parseDice } from '../dice/expr.js';" },
    ];
    expect(layerViolations(bad)).toEqual([
      'rules/x.ts imports combat/resolve.ts: rules/ may not import combat',
      'rules/y.ts imports combat/types.ts (types): rules/ may not import combat',
      'model/x.ts imports catalogue/query.ts: model/ may not import catalogue',
    ]);
  });

  it('has no import cycles (windows, Stratagem handlers and phases included)', () => {
    expect(importCycles(files)).toEqual([]);
  });

  it('the cycle check finds a circle', () => {
    const circle = [
      { path: 'game/windows.ts', text: "import { STRATAGEM_HANDLERS } from './stratagems/handlers.js';" },
      { path: 'game/stratagems/handlers.ts', text: "import { chargeReason } from '../phases/charge.js';" },
      { path: 'game/phases/charge.ts', text: "import { openWindow } from '../windows.js';" },
      { path: 'game/phases/fight.ts', text: "import type { GameState } from '../types.js';" },
    ];
    expect(importCycles(circle)).toEqual([['game/phases/charge.ts', 'game/stratagems/handlers.ts', 'game/windows.ts']]);
  });

  it('keeps every source file under about 600 lines', () => {
    const big = files.filter((f) => f.text.split('\n').length > 650).map((f) => f.path);
    expect(big).toEqual([]);
  });
});
