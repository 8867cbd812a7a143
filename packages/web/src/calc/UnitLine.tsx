import type { Datasheet } from '@cogitator/engine/model';
import { unitSizes } from './from-datasheet.js';

interface Props {
  /** Input ids: `${id}-name`. */
  id: string;
  name: string;
  onName: (name: string) => void;
  /** The catalogue datasheet, when the unit came from one: its sizes are offered. */
  ds: Datasheet | null;
  size: number;
  onSize: (size: number) => void;
  children?: React.ReactNode;
}

/** A unit's name and, for a catalogue unit, how many models it has. */
export function UnitLine({ id, name, onName, ds, size, onSize, children }: Props) {
  return (
    <div className="unit-line">
      <label>
        Name <input id={`${id}-name`} value={name} onChange={(e) => onName(e.target.value)} />
      </label>
      {ds && (
        <label>
          Models{' '}
          <select value={size} onChange={(e) => onSize(Number(e.target.value))}>
            {unitSizes(ds).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {children}
    </div>
  );
}
