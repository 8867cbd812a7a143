import { type ImportedSource, InputError } from '@cogitator/engine';
import { SOURCE_PRECEDENCE } from '../catalogue/compile/index.js';
import { type ImportProgress, importSource } from '../catalogue/sources.js';
import { type DiffOptions, diffSources } from './diff.js';
import type { SourceDiff } from './types.js';

/**
 * Import two source directories (a Wahapedia export and a BSData folder, in any order) and compare
 * them, the first by catalogue precedence (Wahapedia) as the first source.
 */
export async function diffDirectories(
  dirs: readonly string[],
  opts: ImportProgress & DiffOptions = {},
): Promise<SourceDiff> {
  if (dirs.length !== 2) {
    throw new InputError(
      `data diff compares two sources (a Wahapedia export and a BSData folder); ${dirs.length} ${dirs.length === 1 ? 'directory' : 'directories'} given`,
    );
  }
  const sources: ImportedSource[] = [];
  for (const dir of dirs) {
    const s = await importSource(dir, opts);
    const twin = sources.find((x) => x.info.kind === s.info.kind);
    if (twin) {
      throw new InputError(`both directories are ${s.info.kind} sources (${twin.info.path} and ${dir})`, {
        source: dir,
      });
    }
    sources.push(s);
  }
  const rank = (s: ImportedSource) => SOURCE_PRECEDENCE.indexOf(s.info.kind);
  const [first, second] = sources.sort((x, y) => rank(x) - rank(y)) as [ImportedSource, ImportedSource];
  opts.onProgress?.('comparing');
  return diffSources(first, second, opts);
}
