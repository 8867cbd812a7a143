import type { Effect } from '../../effects.js';
import { ruleKit } from '../kit.js';
import { asked, improve, melee, ranged, support } from '../words.js';

/** The Astra Militarum Army Rule (2025-11 export; seed 001 names the faction but not its text). */
const k = ruleKit('Astra Militarum');

// "OFFICER models with this ability can issue Orders. ... select one of the Orders below, then select one eligible
// friendly unit within 6" of that Officer model to issue it to. ... Until the start of your next Command phase, the
// unit you selected is affected by that Order. ... Only ASTRA MILITARUM models gain the benefit of an Order issued to
// their unit." The Orders that change an attack are toggles in the calculator (the unit is affected by that Order):
// "Fix Bayonets! Improve the Weapon Skill characteristic of melee weapons equipped by models in this unit by 1."
// "Take Aim! Improve the Ballistic Skill characteristic of ranged weapons equipped by models in this unit by 1."
// "First Rank, Fire! Second Rank, Fire! Improve the Attacks characteristic of Rapid Fire weapons equipped by models in
// this unit by 1."
// "Take Cover! Improve the Save characteristic of models in this unit by 1 (this cannot improve a model's Save to
// better than 3+)." (held against attacks on the unit: a defence row).
const order = (id: string, name: string) => asked(`order-${id}`, `the unit is affected by the ${name} Order`);
const takeCover: Effect = {
  kind: 'stat',
  stat: 'Sv',
  change: 'improve',
  by: 1,
  atBest: 3,
  when: [order('take-cover', 'Take Cover!')],
};
const rapidFire = { kind: 'weapon-ability', ability: 'rapid fire 1' } as const;
export const VOICE_OF_COMMAND = k.faction('Voice of Command', {
  support: support(
    'automated',
    'manual',
    'the calculator applies Fix Bayonets!, Take Aim!, First Rank, Fire! Second Rank, Fire! and Take Cover! (not better than 3+) when their toggle is on; the game does not issue Orders yet (the Officers, how many Orders each issues and to which units, Move! Move! Move!, Take Cover!, Duty and Honour! and Battle-shock ending an Order are the players’)',
  ),
  effects: [
    melee(improve('WS', 1, order('fix-bayonets', 'Fix Bayonets!'))),
    ranged(improve('BS', 1, order('take-aim', 'Take Aim!'))),
    ranged(improve('A', 1, rapidFire, order('first-rank-fire', 'First Rank, Fire! Second Rank, Fire!'))),
    takeCover,
  ],
});

export const ASTRA_MILITARUM = k.out;
