import { ruleKit } from '../kit.js';
import { ability, attackedBy, eligible, hit, improve, ranged, support, worsen } from '../words.js';

/** Spearhead-At-Arms Stratagems (seed 003 and the 2025-11 export); its detachment rule is in lances.ts. */
const k = ruleKit('Imperial Knights', 'Spearhead-At-Arms');

// "WHEN: Start of your Shooting phase. TARGET: One ARMIGER model from your army, or one IMPERIAL KNIGHTS TITANIC model
// from your army, and one or more friendly ARMIGER models affected by that model’s Bondsman ability. EFFECT: Until the
// end of the phase, ranged weapons equipped by your ARMIGER models have the [RAPID FIRE 1] ability."
k.stratagem('Thin Their Ranks', {
  support: support('automated', 'automated'),
  effects: [ranged(ability('rapid fire 1'))],
});

// "WHEN: Start of the Fight phase. TARGET: (as Thin Their Ranks). EFFECT: Select one enemy unit. Until the end of the
// phase, each time one of your ARMIGER models makes an attack that targets that enemy unit, add 1 to the Hit roll."
// (The use selects the enemy unit: its rows apply against that unit only, game/stratagems.)
k.stratagem('Virtue of Courage', { support: support('automated', 'automated'), effects: [hit(1)] });

// "WHEN: Start of your Shooting phase. TARGET: (as Thin Their Ranks). EFFECT: Until the end of the phase, your ARMIGER
// models are eligible to shoot in a turn in which they Fell Back."
k.stratagem('Mantle of the Mentor', {
  support: support('n/a', 'automated'),
  effects: [eligible(['shoot'])],
});

// "WHEN: Your opponent’s Shooting phase, just after an enemy unit has selected its targets. TARGET: One ARMIGER unit
// from your army that was selected as the target of one or more of the attacking units attacks. EFFECT: Until the
// attacking unit has finished making its attacks, each time an attack targets your unit, worsen the Armour
// Penetration characteristic of that attack by 1."
k.stratagem('Let Duty Be Your Shield', {
  support: support(
    'automated',
    'partial',
    'the game worsens the AP of attacks that target your unit until the end of the phase, not only until the attacking unit has finished making its attacks (other enemy units shooting later in the phase are affected too)',
  ),
  effects: [attackedBy(worsen('AP', 1))],
});

// "WHEN: End of your opponent’s Fight phase. TARGET: (as Thin Their Ranks). EFFECT: For each of your ARMIGER models
// that is within 9" of one or more battlefield edges and not within Engagement Range of one or more enemy units,
// remove that ARMIGER model from the battlefield and place it into Strategic Reserves." (The 2025-11 export spells
// it "SQUIRES OFTHE HUNT". The handler `armiger-to-reserves` offers the ARMIGER units that qualify:
// game/stratagems/handlers-knights.ts.)
k.stratagem('Squires ofthe Hunt', {
  support: support('n/a', 'automated'),
  effects: [{ kind: 'strategic-reserves' }],
});

// "WHEN: Your Shooting phase, just after an IMPERIAL KNIGHTS TITANIC model from your army has shot. TARGET: That
// IMPERIAL KNIGHTS TITANIC model, and one or more friendly ARMIGER models affected by that model’s Bondsman ability.
// EFFECT: Select one enemy unit hit by one or more of those attacks. Until the end of the phase, each time one of your
// ARMIGER models makes an attack that targets that enemy unit, improve the Armour Penetration characteristic of that
// attack by 1." (The handler `bonded-armigers` puts the row on each such ARMIGER: game/stratagems/handlers-knights.ts.)
k.stratagem('Exemplar’s Wisdom', { support: support('automated', 'automated'), effects: [improve('AP', 1)] });

export const SPEARHEAD_AT_ARMS = k.out;
