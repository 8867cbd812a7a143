import { parseQuickUnit } from '@cogitator/engine/combat';
import { memo, useState } from 'react';
import { api } from '../api.js';
import { ErrorNote } from '../components/ErrorNote.js';
import { UnitPicker } from '../components/UnitPicker.js';
import { errorText } from '../errors.js';
import { defenderFrom } from './from-datasheet.js';
import { GroupsTable } from './GroupsTable.js';
import type { FieldTarget } from './SetupPanel.js';
import type { DefenderState, GroupRow } from './state.js';
import { UnitLine } from './UnitLine.js';
import { useDatasheet } from './useDatasheet.js';

interface Props {
  prefix: string;
  value: DefenderState;
  onChange: (d: DefenderState) => void;
  invalid: FieldTarget | null;
}

const opt = (n: number | null | undefined) => (n === null || n === undefined ? '' : `${n}+`);

/** "10x T4 3+ W3 FNP5" as the defender's rows (the engine's quick-unit reader). */
function fromQuick(text: string): DefenderState {
  const { defender, stealth } = parseQuickUnit(text, 'quick profile');
  const groups: GroupRow[] = defender.groups.map((g) => ({
    name: g.name,
    models: String(g.models),
    toughness: String(g.toughness),
    save: `${g.save}+`,
    invulnerable: opt(g.invulnerable),
    wounds: String(g.wounds),
    feelNoPain: opt(g.feelNoPain),
    keywords: g.keywords.join(', '),
  }));
  return { name: text.trim(), id: '', size: 0, groups, keywords: '', abilities: stealth ? 'Stealth' : '' };
}

/** The defending unit: picked from the catalogue, written in one line, or edited profile by profile. */
export const DefenderForm = memo(function DefenderForm({ prefix, value, onChange, invalid }: Props) {
  const ds = useDatasheet(value.id);
  const [quick, setQuick] = useState('');
  const [error, setError] = useState<string | null>(null);
  const use = (ds: Parameters<typeof defenderFrom>[0], size?: number) => {
    try {
      onChange(defenderFrom(ds, size));
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const applyQuick = () => {
    try {
      onChange(fromQuick(quick));
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <fieldset className="panel defender">
      <legend>Defender</legend>
      <UnitPicker
        id={`${prefix}-defender-search`}
        label="Defending unit"
        onPick={(row) =>
          api
            .datasheet(row.id)
            .then((r) => use(r.datasheet))
            .catch((e: unknown) => setError(errorText(e)))
        }
      />
      <div className="quick">
        <label htmlFor={`${prefix}-quick`}>Or in one line</label>
        <input
          id={`${prefix}-quick`}
          placeholder="10x T4 3+ W3 FNP5 INFANTRY"
          value={quick}
          onChange={(e) => setQuick(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              applyQuick();
            }
          }}
        />
        <button type="button" onClick={applyQuick}>
          Use
        </button>
      </div>
      <ErrorNote message={error} />
      <UnitLine
        id={`${prefix}-defender`}
        name={value.name}
        onName={(name) => onChange({ ...value, name })}
        ds={ds}
        size={value.size}
        onSize={(size) => ds && use(ds, size)}
      />
      <GroupsTable
        prefix={prefix}
        rows={value.groups}
        invalid={invalid}
        onChange={(groups) => onChange({ ...value, groups })}
      />
      <div className="unit-line">
        <label>
          Unit keywords{' '}
          <input
            id={`${prefix}-defender-keywords`}
            className="wide"
            value={value.keywords}
            onChange={(e) => onChange({ ...value, keywords: e.target.value })}
          />
        </label>
        <label>
          Abilities{' '}
          <input
            id={`${prefix}-defender-abilities`}
            placeholder="Stealth, Feel No Pain 5+"
            aria-invalid={(invalid?.part === 'group' && invalid.key === 'abilities') || undefined}
            value={value.abilities}
            onChange={(e) => onChange({ ...value, abilities: e.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
});
