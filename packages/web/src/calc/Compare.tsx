import type { CombatSummary } from '@cogitator/engine/combat';
import { num, pct } from '../format.js';
import { Chart } from './Chart.js';
import { COLORS } from './Results.js';

const ROWS: { label: string; value: (s: CombatSummary) => number; show: (x: number) => string }[] = [
  { label: 'Average damage', value: (s) => s.damage.mean, show: (x) => num(x) },
  { label: 'Models destroyed', value: (s) => s.modelsDestroyed.mean, show: (x) => num(x) },
  { label: 'Unit destroyed', value: (s) => s.unitDestroyed, show: pct },
];

/** "Rifle squad against Target squad": a setup named by both its sides. */
export const sideName = (attacker: string, s: CombatSummary) =>
  `${attacker.trim() || 'attacker'} against ${s.target.name}`;

/**
 * A and B side by side: the headline figures, the difference, and both P(>= k) curves (with a
 * legend); each side named by its attacker and its target.
 */
export function Compare({ a, b, names }: { a: CombatSummary; b: CombatSummary; names: { a: string; b: string } }) {
  const aName = `A: ${sideName(names.a, a)}`;
  const bName = `B: ${sideName(names.b, b)}`;
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h2 id="compare-title">A against B</h2>
      <div className="table-wrap">
        <table className="stages">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Figure</span>
              </th>
              <th scope="col">{aName}</th>
              <th scope="col">{bName}</th>
              <th scope="col">B − A</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => {
              const d = r.value(b) - r.value(a);
              return (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td>{r.show(r.value(a))}</td>
                  <td>{r.show(r.value(b))}</td>
                  <td className={d > 1e-9 ? 'up' : d < -1e-9 ? 'down' : undefined}>
                    {d > 0 ? '+' : d < 0 ? '−' : ''}
                    {r.show(Math.abs(d))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Chart
        name="compare"
        title="Chance of destroying at least k models"
        xLabel="k models"
        kind="curve"
        legend
        series={[
          { label: aName, values: a.modelsDestroyed.atLeast, color: COLORS.a },
          { label: bName, values: b.modelsDestroyed.atLeast, color: COLORS.b },
        ]}
      />
    </section>
  );
}
