import { InputError, type Warning } from '@cogitator/engine';
import type { Line } from './lines.js';

/** What every part of the seed parser shares: where the page came from and the warnings so far. */
export class ParseContext {
  readonly warnings: Warning[] = [];

  constructor(readonly source: string | undefined) {}

  warn(code: Warning['code'], message: string, line?: Line | number, field?: string): void {
    const no = typeof line === 'number' ? line : line?.no;
    const where: Warning['where'] = {};
    if (this.source !== undefined) where.source = this.source;
    if (no !== undefined) where.line = no;
    if (field !== undefined) where.field = field;
    this.warnings.push({ code, message, where });
  }

  /** An InputError located at a line of the page. */
  error(message: string, line: Line | number, field?: string): InputError {
    const no = typeof line === 'number' ? line : line.no;
    return new InputError(message, {
      ...(this.source !== undefined ? { source: this.source } : {}),
      line: no,
      ...(field !== undefined ? { field } : {}),
    });
  }
}
