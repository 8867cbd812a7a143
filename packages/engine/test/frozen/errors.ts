/**
 * Errors about a user's input: they say where (file, line, column, field) and what. The CLI and the
 * server print `format()`, never a stack trace.
 */
export interface Where {
  source?: string;
  line?: number;
  column?: number;
  /** A dotted path into structured input, e.g. `attacker.weapons[0].attacks`. */
  field?: string;
}

export class InputError extends Error {
  readonly where: Where;

  constructor(message: string, where: Where = {}) {
    super(message);
    this.name = 'InputError';
    this.where = where;
  }

  /** `file:line:col: field: message`, leaving out the parts that are unknown. */
  format(): string {
    const { source, line, column, field } = this.where;
    let prefix = source ?? '';
    if (line !== undefined) prefix += `${prefix ? ':' : 'line '}${line}`;
    if (column !== undefined && line !== undefined) prefix += `:${column}`;
    const head = [prefix, field].filter(Boolean).join(': ');
    return head ? `${head}: ${this.message}` : this.message;
  }

  /** The same error, placed in a larger context (an outer file or field). */
  within(outer: Where): InputError {
    const field = [outer.field, this.where.field].filter(Boolean).join('.');
    return new InputError(this.message, {
      ...outer,
      ...this.where,
      source: this.where.source ?? outer.source,
      ...(field ? { field } : {}),
    });
  }
}

/** A non-fatal finding: something missing, unrecognised or in conflict. */
export interface Warning {
  code: 'missing' | 'unknown' | 'conflict' | 'duplicate' | 'skipped' | 'note';
  message: string;
  where?: Where;
}

export function formatWarning(w: Warning): string {
  const e = new InputError(w.message, w.where ?? {});
  return `${w.code}: ${e.format()}`;
}
