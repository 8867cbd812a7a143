import type { CombatSummary, StageResults } from '@cogitator/engine/combat';
import { num, pct } from '../format.js';

const STAGES: { key: keyof Omit<StageResults, 'unitDestroyed'>; head: string }[] = [
  { key: 'attacks', head: 'Attacks' },
  { key: 'hits', head: 'Hits' },
  { key: 'wounds', head: 'Wounds' },
  { key: 'unsaved', head: 'Unsaved' },
  { key: 'damage', head: 'Damage' },
  { key: 'modelsDestroyed', head: 'Models destroyed' },
];

function Row({ label, s }: { label: string; s: StageResults }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {STAGES.map((st) => (
        <td key={st.key}>{num(s[st.key].mean)}</td>
      ))}
      <td>{pct(s.unitDestroyed)}</td>
    </tr>
  );
}

/** Mean at every stage, per weapon (each as if alone) and for all of them in order. */
export function StageTable({ summary }: { summary: CombatSummary }) {
  const many = summary.weapons.length > 1;
  return (
    <div className="table-wrap">
      <table className="stages">
        <caption>Average at each step</caption>
        <thead>
          <tr>
            <th scope="col">Weapon</th>
            {STAGES.map((s) => (
              <th key={s.key} scope="col">
                {s.head}
              </th>
            ))}
            <th scope="col">Unit destroyed</th>
          </tr>
        </thead>
        <tbody>
          {summary.weapons.map((w) => (
            <Row key={w.name} label={`${w.models}× ${w.name}${many ? ' (alone)' : ''}`} s={w} />
          ))}
        </tbody>
        {many && (
          <tfoot>
            <Row label="All, in order" s={summary} />
          </tfoot>
        )}
      </table>
    </div>
  );
}
