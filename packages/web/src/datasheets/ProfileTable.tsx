import type { ModelProfile } from '@cogitator/engine/model';

/** A characteristic the source did not give is shown as "?", never as a number. */
const stat = (v: number | null | undefined, suffix = '') => (v === null || v === undefined ? '?' : `${v}${suffix}`);

function base(p: ModelProfile): string {
  const b = p.baseSize;
  if (!b) return '?';
  if (b.kind === 'hull') return 'hull';
  return b.kind === 'round' ? `${b.mm}mm` : `${b.mm[0]}×${b.mm[1]}mm`;
}

export function ProfileTable({ profiles, missing }: { profiles: ModelProfile[]; missing?: Set<string> }) {
  const cls = (i: number, key: string) => (missing?.has(`profiles[${i}].${key}`) ? 'filled' : undefined);
  return (
    <div className="table-wrap">
      <table className="card-table statline">
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">M</th>
            <th scope="col">T</th>
            <th scope="col">Sv</th>
            <th scope="col">W</th>
            <th scope="col">Ld</th>
            <th scope="col">OC</th>
            <th scope="col">Inv</th>
            <th scope="col">Base</th>
          </tr>
        </thead>
        <tbody>
          {profiles.map((p, i) => (
            <tr key={p.name}>
              <th scope="row">{p.name}</th>
              <td className={cls(i, 'movement')}>
                {p.movement === null ? '?' : `${p.movement}${p.movementIsMinimum ? '+' : ''}"`}
              </td>
              <td className={cls(i, 'toughness')}>{stat(p.toughness)}</td>
              <td className={cls(i, 'save')}>{stat(p.save, '+')}</td>
              <td className={cls(i, 'wounds')}>{stat(p.wounds)}</td>
              <td className={cls(i, 'leadership')}>{stat(p.leadership, '+')}</td>
              <td className={cls(i, 'objectiveControl')}>{stat(p.objectiveControl)}</td>
              <td className={cls(i, 'invulnerableSave')} title={p.invulnerableNote}>
                {p.invulnerableSave === null ? '–' : `${p.invulnerableSave}++${p.invulnerableNote ? '*' : ''}`}
              </td>
              <td className={cls(i, 'baseSize')} title={p.baseSizeNote}>
                {base(p)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
