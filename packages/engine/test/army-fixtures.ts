import { fixtureQuery } from '../../../testing/army-fixture.js';
import { type ArmyList, addUnit, createList, type Finding, type NewUnit, validateArmy } from '../src/index.js';

/** Lists for the army validation tests, built from the fixture catalogue. */
export const q = fixtureQuery();

/** A list whose unit i (from 0) sits on line 10 + i. */
export function build(init: Parameters<typeof createList>[0], units: NewUnit[]): ArmyList {
  let l = createList(init);
  units.forEach((u, i) => {
    l = addUnit(l, { line: 10 + i, ...u }).list;
  });
  return l;
}

export const SM = {
  faction: 'Space Marines',
  detachment: 'Gladius Task Force',
  battleSize: 'Strike Force' as const,
  pointsLimit: 2000,
};
export const captain: NewUnit = { name: 'Captain', warlord: true, enhancement: 'Artificer Armour' };
export const squad: NewUnit = { name: 'Intercessor Squad', models: 10 };

/** Findings other than notes. */
export function problems(l: ArmyList): Finding[] {
  return validateArmy(l, q).findings.filter((f) => f.severity !== 'note');
}
