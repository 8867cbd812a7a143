import { formatDice } from '@cogitator/engine/dice';
import type { Weapon } from '@cogitator/engine/model';
import { WeaponAbilityTag } from './AbilityTag.js';

/** Ranged or melee weapons as on the datasheet: each profile a row, abilities explained on hover. */
export function WeaponTable({ weapons, type }: { weapons: Weapon[]; type: 'ranged' | 'melee' }) {
  const rows = weapons.flatMap((w) => w.profiles.filter((p) => p.type === type));
  if (rows.length === 0) return null;
  return (
    <div className="table-wrap">
      <table className={`card-table weapons-${type}`} data-testid={`weapons-${type}`}>
        <thead>
          <tr>
            <th scope="col">{type === 'ranged' ? 'Ranged weapons' : 'Melee weapons'}</th>
            <th scope="col">Range</th>
            <th scope="col">A</th>
            <th scope="col">{type === 'ranged' ? 'BS' : 'WS'}</th>
            <th scope="col">S</th>
            <th scope="col">AP</th>
            <th scope="col">D</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.name}>
              <th scope="row">
                <span className="weapon-name">{p.name}</span>
                {p.abilities.length > 0 && (
                  <span className="abilities">
                    {p.abilities.map((a) => (
                      <WeaponAbilityTag key={JSON.stringify(a)} ability={a} />
                    ))}
                  </span>
                )}
              </th>
              <td>{p.range === null ? 'Melee' : `${p.range}"`}</td>
              <td>{formatDice(p.attacks)}</td>
              <td>{p.skill === null ? 'N/A' : `${p.skill}+`}</td>
              <td>{p.strength}</td>
              <td>{p.ap}</td>
              <td>{formatDice(p.damage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
