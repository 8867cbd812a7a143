import { readFileSync } from 'node:fs';
import { DatasheetPageSchema, InputError } from '@cogitator/engine';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeShared, SEEDS, seedPath } from '../../../testing/shared.js';
import { parseSeedPage } from '../src/index.js';

type SeedName = keyof typeof SEEDS;
const NAMES = Object.keys(SEEDS) as SeedName[];

type Mutation =
  | { kind: 'cut'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number; to: number }
  | { kind: 'shuffle'; at: number; length: number; seed: number }
  | { kind: 'corrupt'; at: number; text: string }
  | { kind: 'edit'; at: number; pos: number; insert: string; remove: number };

/** Characters the parser treats specially, so corruption hits its decisions. */
const NASTY = [
  '|',
  '–',
  '-',
  ':',
  '.',
  '"',
  '+',
  '[',
  ']',
  '(',
  ')',
  '⌀',
  'CP',
  'D6',
  'MODEL:',
  'KEYWORDS',
  ' ',
  '\u00a0',
  '9',
];

const fragment = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);

/** Half the mutations hit the datasheet at the top of the page, the rest anywhere. */
const position = fc.oneof(fc.nat({ max: 45 }), fc.nat());

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: position, length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: position,
    length: fc.integer({ min: 1, max: 20 }),
    to: position,
  }),
  fc.record({
    kind: fc.constant('shuffle' as const),
    at: position,
    length: fc.integer({ min: 2, max: 30 }),
    seed: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('corrupt' as const),
    at: position,
    text: fc.array(fragment, { maxLength: 6 }).map((a) => a.join('')),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    at: position,
    pos: fc.nat(),
    insert: fragment,
    remove: fc.integer({ min: 0, max: 5 }),
  }),
);

function apply(lines: string[], m: Mutation): string[] {
  const out = [...lines];
  if (out.length === 0) return out;
  const at = m.at % out.length;
  switch (m.kind) {
    case 'cut':
      out.splice(at, m.length);
      break;
    case 'duplicate':
      out.splice(m.to % out.length, 0, ...out.slice(at, at + m.length));
      break;
    case 'shuffle': {
      const part = out.slice(at, at + m.length);
      let s = m.seed;
      for (let i = part.length - 1; i > 0; i--) {
        s = (s * 1103515245 + 12345) % 2147483648;
        const j = s % (i + 1);
        [part[i], part[j]] = [part[j] as string, part[i] as string];
      }
      out.splice(at, part.length, ...part);
      break;
    }
    case 'corrupt':
      out[at] = m.text;
      break;
    case 'edit': {
      const line = out[at] as string;
      const pos = m.pos % (line.length + 1);
      out[at] = line.slice(0, pos) + m.insert + line.slice(pos + m.remove);
      break;
    }
  }
  return out;
}

describeShared(
  'seed parser under mutation',
  NAMES.map((n) => seedPath(n)),
  () => {
    const pages = NAMES.map((n) => readFileSync(seedPath(n), 'utf8').split('\n'));

    it('returns a schema-valid page with warnings or throws a located InputError, nothing else', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: pages.length - 1 }),
          fc.array(mutation, { minLength: 1, maxLength: 6 }),
          (index, mutations) => {
            const lines = mutations.reduce(apply, pages[index] as string[]);
            const text = lines.join('\n');
            let result: ReturnType<typeof parseSeedPage>;
            try {
              result = parseSeedPage(text, 'mutant.txt');
            } catch (e) {
              if (!(e instanceof InputError)) throw e;
              expect(e.where.source).toBe('mutant.txt');
              expect(e.where.line).toBeGreaterThanOrEqual(1);
              expect(e.where.line).toBeLessThanOrEqual(Math.max(1, lines.length));
              return;
            }
            const valid = DatasheetPageSchema.safeParse(result.page);
            if (!valid.success) throw new Error(JSON.stringify(valid.error.issues.slice(0, 3)));
            for (const w of result.warnings) expect(w.where?.source).toBe('mutant.txt');
          },
        ),
        { numRuns: 500, seed: 20251129 },
      );
    });

    it('the unmutated pages parse without error (the property is not vacuous)', () => {
      for (const lines of pages) expect(() => parseSeedPage(lines.join('\n'), 'seed.txt')).not.toThrow();
    });
  },
);
