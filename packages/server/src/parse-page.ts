import { parseSeedPage } from '@cogitator/data';
import { InputError } from '@cogitator/engine';

/** A page read for `POST /api/parse`, or why it could not be (the input error, located). */
export type ParseReply =
  | { ok: true; page: ReturnType<typeof parseSeedPage>['page']; warnings: ReturnType<typeof parseSeedPage>['warnings'] }
  | { ok: false; error: string; field?: string };

export function parsePage(text: string, source?: string): ParseReply {
  try {
    return { ok: true, ...parseSeedPage(text, source) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { ok: false, error: e.format(), ...(e.where.field ? { field: e.where.field } : {}) };
  }
}
