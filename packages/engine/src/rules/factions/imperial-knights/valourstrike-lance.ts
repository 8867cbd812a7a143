import type { Condition } from '../../effects.js';
import { ruleKit } from '../kit.js';
import { ability, add, automated, improve, melee, ranged, roll, support } from '../words.js';

/** Valourstrike Lance Stratagems (seed 003 and the 2025-11 export); its detachment rule is in lances.ts. */
const k = ruleKit('Imperial Knights', 'Valourstrike Lance');

// "WHEN: Your Shooting phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been selected to shoot
// this phase. EFFECT: Until the end of the phase, ranged weapons equipped by your models have the [LETHAL HITS]
// ability."
k.stratagem('Vow of Retribution', { support: automated, effects: [ranged(ability('lethal hits'))] });

// "WHEN: Fight phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been selected to fight this
// phase. EFFECT: Until the end of the phase, melee weapons equipped by your models have the [LANCE] ability."
k.stratagem('Run Them Through!', { support: automated, effects: [melee(ability('lance'))] });

const feet = (...any: string[]): Condition => ({ kind: 'weapon-name', any });
// "WHEN: Fight phase. TARGET: One IMPERIAL KNIGHTS model from your army that has not been selected to fight this
// phase. EFFECT: Until the end of the phase, the Attacks characteristic of any armoured Feet melee weapons equipped by
// your model is 8, the Attacks characteristic of any titanic Feet melee weapons equipped by your model is 12, and
// improve the Armour Penetration characteristic of those weapons by 1." (An IMPERIAL KNIGHTS unit is one model.)
k.stratagem('Thunderstomp', {
  support: automated,
  effects: [
    melee({ kind: 'stat', stat: 'A', change: 'set', to: 8, when: [feet('armoured feet')] }),
    melee({ kind: 'stat', stat: 'A', change: 'set', to: 12, when: [feet('titanic feet')] }),
    melee(improve('AP', 1, feet('armoured feet', 'titanic feet'))),
  ],
});

// "WHEN: Your Movement phase. TARGET: One IMPERIAL KNIGHTS unit from your army that has not been selected to move
// this phase. EFFECT: Until the end of the phase, add 2" to the Move characteristic of your models and add 2 to
// Advance rolls made for those model's units." (The game reads both from the active effect: game/characteristics.ts
// and the Advance roll, game/phases/movement.ts.)
k.stratagem('Full Tilt', { support: support('n/a', 'automated'), effects: [add('M', 2), roll('advance', 2)] });

// "WHEN: Your opponent’s Movement phase, just after an enemy unit ends a Normal, Advance or Fall Back move. TARGET: One
// IMPERIAL KNIGHTS model from your army that is within 9" of that unit. EFFECT: Your model can make a Normal move of up
// to D6"." (The handler `normal-move-d6` rolls the D6 and asks for the move: game/stratagems/handlers-knights.ts.)
k.stratagem('Tactical Foil', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'extra-move', upTo: { count: 1, sides: 6, bonus: 0 } }],
});

export const VALOURSTRIKE_LANCE = k.out;
