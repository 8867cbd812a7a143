import type { Conflict, SourceKind } from '@cogitator/engine';

/** One source's value of a field being merged. */
export interface Sourced<T> {
  source: SourceKind;
  value: T | null | undefined;
}

/**
 * Collects the conflicts of one merged item (a datasheet, an enhancement). Values are given in
 * precedence order; the first non-null one is used.
 */
export class ConflictRecorder {
  readonly conflicts: Conflict[] = [];

  constructor(
    private readonly faction: string,
    private readonly datasheet: string,
  ) {}

  /**
   * The value to use for `field`: the first non-null value in precedence order. A conflict is
   * recorded when two sources give different non-null values, or when the preferred source gives
   * none and another fills it in (so the value's provenance is kept).
   */
  pick<T>(field: string, values: Sourced<T>[], key: (v: T) => string = defaultKey): T | null {
    const given = values.filter(
      (v): v is { source: SourceKind; value: T } => v.value !== null && v.value !== undefined,
    );
    const chosen = given[0];
    if (!chosen) return null;
    const distinct = new Set(given.map((v) => key(v.value)));
    const filled = values[0] !== undefined && values[0].source !== chosen.source;
    if (distinct.size > 1 || filled) this.record(field, values, chosen.source);
    return chosen.value;
  }

  /**
   * Like `pick`, but null is a value of its own (a melee weapon's range, a Torrent weapon's skill):
   * the first source's value is used and any difference is a conflict.
   */
  pickExact<T>(field: string, values: Sourced<T>[], key: (v: T) => string = defaultKey): T | null {
    const first = values[0];
    if (!first) return null;
    const k = (v: T | null | undefined) => (v === null || v === undefined ? '\u0000' : key(v));
    if (new Set(values.map((v) => k(v.value))).size > 1) this.record(field, values, first.source);
    return first.value ?? null;
  }

  record(field: string, values: Sourced<unknown>[], used: SourceKind): void {
    this.conflicts.push({
      faction: this.faction,
      datasheet: this.datasheet,
      field,
      values: values.map((v) => ({ source: v.source, value: v.value ?? null })),
      used,
    });
  }
}

function defaultKey(v: unknown): string {
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}
