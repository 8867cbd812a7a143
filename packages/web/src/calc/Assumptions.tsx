import type { CombatSummary } from '@cogitator/engine/combat';

/** A rule the engine did not apply, as the API and the engine may report it. */
type NotApplied =
  | string
  | { name?: string; rule?: string; note?: string; reason?: string; where?: string; holder?: string; support?: string };

/** The engine's list of rules it left out (issue 12 adds it to summaries), whatever its shape. */
export function notAppliedOf(s: CombatSummary | null): string[] {
  const raw = (s as { notApplied?: unknown } | null)?.notApplied;
  if (!Array.isArray(raw)) return [];
  return (raw as NotApplied[]).map((r) => {
    if (typeof r === 'string') return r;
    const name = r.name ?? r.rule ?? 'a rule';
    const why = r.note ?? r.reason ?? (r.support === 'partial' ? 'in part' : undefined);
    const where = r.where ?? r.holder;
    return `${where ? `${where}: ` : ''}${name}${why ? ` (${why})` : ''}`;
  });
}

/**
 * Everything the result assumes or leaves out, in words: the catalogue units' assumptions (default
 * loadout, Damaged bracket, abilities not applied), the engine's notes and its rules not applied.
 */
export function Assumptions({ id, units, summary }: { id: string; units: string[]; summary: CombatSummary | null }) {
  const notes = [...new Set([...units, ...(summary?.notes ?? [])])];
  const notApplied = notAppliedOf(summary);
  if (!notes.length && !notApplied.length) return null;
  return (
    <section className="assumptions" aria-labelledby={`${id}-assumptions`} data-testid={`${id}-assumptions`}>
      <h4 id={`${id}-assumptions`}>Assumptions and rules not applied</h4>
      {notes.length > 0 && (
        <ul className="notes">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {notApplied.length > 0 && (
        <>
          <p className="small">Not applied by the engine (apply them yourself with the modifiers):</p>
          <ul className="notes not-applied">
            {notApplied.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
