import type { PrintedProfile, Skipped, Warning } from '@cogitator/engine';
import type { Row } from '../csv/pipe-table.js';

/** Collects what an import reports: warnings (with file, line, field) and skipped items. */
export class ImportContext {
  readonly warnings: Warning[] = [];
  readonly skipped: Skipped[] = [];
  /** Characteristics as printed, for `data diff`. */
  readonly printed: PrintedProfile[] = [];

  constructor(readonly snapshot: string | null = null) {}

  warn(code: Warning['code'], message: string, file?: string, row?: Row, field?: string): void {
    const where = {
      ...(file ? { source: file } : {}),
      ...(row ? { line: row.line } : {}),
      ...(field ? { field } : {}),
    };
    this.warnings.push({ code, message, ...(Object.keys(where).length ? { where } : {}) });
  }
}
