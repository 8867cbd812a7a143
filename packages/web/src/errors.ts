/** A thrown error as a message: an engine InputError says where (`format()`), anything else its message. */
export function errorText(e: unknown): string {
  if (e && typeof e === 'object' && 'format' in e && typeof e.format === 'function') return String(e.format());
  return e instanceof Error ? e.message : String(e);
}
