import { memo, useState } from 'react';
import { api } from '../api.js';
import { ErrorNote } from '../components/ErrorNote.js';
import { UnitPicker } from '../components/UnitPicker.js';
import { errorText } from '../errors.js';
import { attackerFrom } from './from-datasheet.js';
import type { FieldTarget } from './SetupPanel.js';
import type { AttackerState } from './state.js';
import { UnitLine } from './UnitLine.js';
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
      <ErrorNote message={error} />
      <UnitLine
        id={`${prefix}-attacker`}
        name={value.name}
        onName={(name) => onChange({ ...value, name })}
        ds={ds}
        size={value.size}
        onSize={(size) => reload(size, mode)}
      >
        {ds && (
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
        )}
      </UnitLine>
      <WeaponsTable
        prefix={prefix}
        rows={value.weapons}
        invalid={invalid}
        onChange={(weapons) => onChange({ ...value, weapons })}
      />
    </fieldset>
  );
});
