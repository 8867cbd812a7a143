import type { Warning } from '@cogitator/engine';

/**
 * Warnings an import collects. `once` folds repeats of the same finding (an unknown weapon keyword
 * seen on forty profiles) into one warning that says how often and where first.
 */
export class Findings {
  private readonly list: Warning[] = [];
  private readonly folded = new Map<string, { w: Warning; n: number }>();

  warn(w: Warning): void {
    this.list.push(w);
  }

  once(key: string, w: Warning): void {
    const f = this.folded.get(key);
    if (f) f.n++;
    else this.folded.set(key, { w, n: 1 });
  }

  /** Every warning, folded ones last with their counts. */
  all(): Warning[] {
    const folded = [...this.folded.values()].map(({ w, n }) =>
      n > 1 ? { ...w, message: `${w.message} (${n} times; first shown)` } : w,
    );
    return [...this.list, ...folded];
  }
}
