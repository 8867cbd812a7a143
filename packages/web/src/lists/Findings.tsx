import type { ListFinding } from './lists-api.js';

const ORDER = { error: 0, warning: 1, note: 2 } as const;

/** What the army-building rules say about the list: severity, where (line or unit), rule, message. */
export function Findings({ findings, names }: { findings: ListFinding[]; names: Map<string, string> }) {
  const sorted = [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  const count = (s: ListFinding['severity']) => findings.filter((f) => f.severity === s).length;
  return (
    <section className="findings" aria-labelledby="findings-title" data-testid="findings">
      <h2 id="findings-title">Findings</h2>
      <p role="status" className="muted small">
        {count('error')} errors, {count('warning')} warnings, {count('note')} notes
      </p>
      {sorted.length > 0 && (
        <div className="table-wrap">
          <table className="stages kv">
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Severity</th>
                <th scope="col">Rule</th>
                <th scope="col">Finding</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id; the list is rebuilt on every check
                <tr key={i} className={`finding ${f.severity}`}>
                  <td>{f.line !== undefined ? `line ${f.line}` : f.unit ? (names.get(f.unit) ?? f.unit) : 'list'}</td>
                  <td>{f.severity}</td>
                  <td>{f.ruleName}</td>
                  <td>{f.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
