import { attackerFromDatasheet, defenderFromDatasheet } from '@cogitator/engine/combat';
import { useMemo } from 'react';
import type { Setup } from './state.js';
import { useDatasheet } from './useDatasheet.js';

/**
 * What a setup's catalogue units assume, as the CLI prints it (the engine's datasheet readings):
 * weapons left out of the default loadout, "assumed above its Damaged bracket", abilities not
 * applied. Nothing for typed units.
 */
export function useUnitNotes(setup: Setup): string[] {
  const attacker = useDatasheet(setup.attacker.id);
  const defender = useDatasheet(setup.defender.id);
  const melee = setup.attacker.weapons.some((w) => w.type === 'melee' && w.count.trim() !== '0');
  const { size } = setup.attacker;
  const defenderSize = setup.defender.size;
  return useMemo(() => {
    const notes: string[] = [];
    const read = (f: () => string[]) => {
      try {
        notes.push(...f());
      } catch {
        // A unit the engine cannot read has its error shown where it was picked.
      }
    };
    if (attacker) read(() => attackerFromDatasheet(attacker, { melee, ...(size ? { models: size } : {}) }).notes);
    if (defender) read(() => defenderFromDatasheet(defender, defenderSize || undefined).notes);
    return notes;
  }, [attacker, defender, melee, size, defenderSize]);
}
