import type { Stratagem } from '@cogitator/engine/model';
import type { DatasheetReply } from '../api.js';

function StratagemItem({ s }: { s: Stratagem }) {
  return (
    <li className="stratagem">
      <details>
        <summary>
          <span className="cp">{s.cp}CP</span> <strong>{s.name}</strong>{' '}
          <span className="muted">
            {s.source} – {s.category}
          </span>
        </summary>
        {s.parts ? (
          <dl className="parts">
            <dt>When</dt>
            <dd>{s.parts.when}</dd>
            <dt>Target</dt>
            <dd>{s.parts.target}</dd>
            <dt>Effect</dt>
            <dd>{s.parts.effect}</dd>
            {s.parts.restrictions && (
              <>
                <dt>Restrictions</dt>
                <dd>{s.parts.restrictions}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>{s.text}</p>
        )}
      </details>
    </li>
  );
}

/** The faction around a datasheet: its army rule, detachments, the Stratagems it can use, Enhancements. */
export function FactionRules({ reply }: { reply: DatasheetReply }) {
  const eligible = new Set(reply.eligibleEnhancements);
  const bySource = new Map<string, Stratagem[]>();
  for (const s of reply.stratagems) bySource.set(s.source, [...(bySource.get(s.source) ?? []), s]);
  return (
    <div className="faction-rules">
      {reply.faction && reply.faction.rules.length > 0 && (
        <section>
          <h3>Army rule</h3>
          {reply.faction.rules.map((r) => (
            <details key={r.name}>
              <summary>{r.name}</summary>
              <p className="rule">{r.text}</p>
            </details>
          ))}
        </section>
      )}
      <section>
        <h3>Detachments ({reply.detachments.length})</h3>
        <ul className="plain">
          {reply.detachments.map((d) => (
            <li key={d.id}>
              <details>
                <summary>
                  <strong>{d.name}</strong>
                  {d.type ? <span className="muted"> · {d.type}</span> : null}
                </summary>
                {d.rules.map((r) => (
                  <p key={r.name} className="rule">
                    <strong>{r.name}:</strong> {r.text}
                  </p>
                ))}
              </details>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>Stratagems this unit can use ({reply.stratagems.length})</h3>
        {[...bySource].map(([source, list]) => (
          <div key={source}>
            <h4>{source}</h4>
            <ul className="plain">
              {list.map((s) => (
                <StratagemItem key={s.id} s={s} />
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section>
        <h3>Enhancements ({reply.enhancements.length})</h3>
        <ul className="plain">
          {reply.enhancements.map((e) => (
            <li key={e.id}>
              <details>
                <summary>
                  <strong>{e.name}</strong>{' '}
                  <span className="muted">
                    {e.points} pts · {e.detachment}
                  </span>
                  {eligible.has(e.id) && <span className="badge">this unit can take it</span>}
                </summary>
                {e.text && <p className="rule">{e.text}</p>}
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
