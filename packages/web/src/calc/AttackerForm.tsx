import { memo, useState } from 'react';
import { api } from '../api.js';
import { UnitPicker } from '../components/UnitPicker.js';
import { errorText } from '../errors.js';
import { attackerFrom, unitSizes } from './from-datasheet.js';
import type { FieldTarget } from './SetupPanel.js';
import type { AttackerState } from './state.js';
import { useDatasheet } from './useDatasheet.js';
import { WeaponsTable } from './WeaponsTable.js';

interface Props {
  prefix: string;
  value: AttackerState;
  onChange: (a: AttackerState) => void;
  invalid: FieldTarget | null;
}

/** The attacking unit: picked from the catalogue (its wargear filled in) or typed. */
export const AttackerForm = memo(function AttackerForm({ prefix, value, onChange, invalid }: Props) {
  const ds = useDatasheet(value.id);
  const [error, setError] = useState<string | null>(null);
  const reload = (size: number, type: 'ranged' | 'melee') => {
    if (ds) onChange(attackerFrom(ds, { size, type }));
  };
  const mode = value.weapons.some((w) => w.type === 'melee' && w.count.trim() !== '0') ? 'melee' : 'ranged';
  return (
    <fieldset className="panel attacker">
      <legend>Attacker</legend>
      <UnitPicker
        id={`${prefix}-attacker-search`}
        label="Attacking unit"
        onPick={(row) =>
          api
            .datasheet(row.id)
            .then((r) => {
              setError(null);
              onChange(attackerFrom(r.datasheet));
            })
            .catch((e: unknown) => setError(errorText(e)))
        }
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="unit-line">
        <label>
          Name{' '}
          <input
            id={`${prefix}-attacker-name`}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
        </label>
        {ds && (
          <>
            <label>
              Models{' '}
              <select value={value.size} onChange={(e) => reload(Number(e.target.value), mode)}>
                {unitSizes(ds).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="inline">
              <legend className="visually-hidden">Which weapons fire</legend>
              {(['ranged', 'melee'] as const).map((t) => (
                <label key={t}>
                  <input
                    type="radio"
                    name={`${prefix}-mode`}
                    checked={mode === t}
                    onChange={() => reload(value.size, t)}
                  />{' '}
                  {t === 'ranged' ? 'Shooting' : 'Fight'}
                </label>
              ))}
            </fieldset>
          </>
        )}
      </div>
      <WeaponsTable
        prefix={prefix}
        rows={value.weapons}
        invalid={invalid}
        onChange={(weapons) => onChange({ ...value, weapons })}
      />
    </fieldset>
  );
});
