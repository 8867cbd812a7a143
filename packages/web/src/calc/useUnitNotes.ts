import { attackerFromDatasheet, defenderFromDatasheet, notAppliedNote } from '@cogitator/engine/combat';
import { useMemo } from 'react';
import type { Setup } from './state.js';
import { useDatasheet } from './useDatasheet.js';

/**
 * What a setup's catalogue units assume, as the CLI prints it (the engine's datasheet readings):
 * weapons left out of the default loadout, "assumed above its Damaged bracket", abilities not
 * applied. Nothing for typed units. Once the server has named the rules not applied (`serverNamed`:
 * useUnitRules; it holds the compiled rules too), the browser's own list of them is left out.
 */
export function useUnitNotes(setup: Setup, serverNamed: boolean): string[] {
  const attacker = useDatasheet(setup.attacker.id);
  const defender = useDatasheet(setup.defender.id);
  const melee = setup.attacker.weapons.some((w) => w.type === 'melee' && w.count.trim() !== '0');
  const { size } = setup.attacker;
  const defenderSize = setup.defender.size;
  return useMemo(() => {
    const notes: string[] = [];
    const read = (f: () => { notes: string[]; drop: string | undefined }) => {
      try {
        const r = f();
        notes.push(...r.notes.filter((n) => !serverNamed || n !== r.drop));
      } catch {
        // A unit the engine cannot read has its error shown where it was picked.
      }
    };
    if (attacker)
      read(() => {
        const r = attackerFromDatasheet(attacker, { melee, ...(size ? { models: size } : {}) });
        return { notes: r.notes, drop: notAppliedNote(attacker, r.notApplied) };
      });
    if (defender)
      read(() => {
        const r = defenderFromDatasheet(defender, defenderSize || undefined);
        return { notes: r.notes, drop: notAppliedNote(defender, r.notApplied) };
      });
    return notes;
  }, [attacker, defender, melee, size, defenderSize, serverNamed]);
}
