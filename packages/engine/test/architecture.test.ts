import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

  it('keeps every source file under about 600 lines', () => {
    const big = files.filter((f) => f.text.split('\n').length > 650).map((f) => f.path);
    expect(big).toEqual([]);
  });
});
