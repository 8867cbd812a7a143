import type { Effect } from '../../effects.js';
import { ruleKit } from '../kit.js';
import { add, asked, improve, melee, ranged, support } from '../words.js';

/** The Astra Militarum Army Rule (2025-11 export; seed 001 names the faction but not its text). */
const k = ruleKit('Astra Militarum');

// "OFFICER models with this ability can issue Orders. Each OFFICER's datasheet will specify how many Orders it can
// issue in a battle round and which units are eligible to receive those Orders. Each time an Officer model issues an
// Order, select one of the Orders below, then select one eligible friendly unit within 6" of that Officer model to
// issue it to. ... Until the start of your next Command phase, the unit you selected is affected by that Order.
// Unless otherwise stated, a unit can only be affected by one Order at a time (any Order subsequently issued to that
// unit replaces the current one). Orders cannot be issued to Battle-shocked units, and if a unit being affected by an
// Order becomes Battle-shocked, that Order ceases to affect that unit. Only ASTRA MILITARUM models gain the benefit
// of an Order issued to their unit."
// Each Order is a question of the rows below ("the unit is affected by that Order"): a toggle in the calculator; in
// the game, the Order issued to the unit (game/orders.ts, an active effect whose answers settle it).

/** The Orders, in the rule's order: each one's question id and its printed name. */
export const ORDERS = [
  { id: 'order-move', name: 'Move! Move! Move!' },
  { id: 'order-fix-bayonets', name: 'Fix Bayonets!' },
  { id: 'order-take-aim', name: 'Take Aim!' },
  { id: 'order-first-rank-fire', name: 'First Rank, Fire! Second Rank, Fire!' },
  { id: 'order-take-cover', name: 'Take Cover!' },
  { id: 'order-duty-and-honour', name: 'Duty and Honour!' },
] as const;
export type OrderId = (typeof ORDERS)[number]['id'];

const order = (id: OrderId) =>
  asked(id, `the unit is affected by the ${ORDERS.find((o) => o.id === id)?.name ?? id} Order`);
// "Take Cover! Improve the Save characteristic of models in this unit by 1 (this cannot improve a model's Save to
// better than 3+)." (held against attacks on the unit: a defence row).
const takeCover: Effect = {
  kind: 'stat',
  stat: 'Sv',
  change: 'improve',
  by: 1,
  atBest: 3,
  when: [order('order-take-cover')],
};
const rapidFire = { kind: 'weapon-ability', ability: 'rapid fire 1' } as const;
export const VOICE_OF_COMMAND = k.faction('Voice of Command', {
  support: support(
    'automated',
    'partial',
    'the calculator applies Fix Bayonets!, Take Aim!, First Rank, Fire! Second Rank, Fire! and Take Cover! (not better than 3+) when their toggle is on; the game issues Orders at the end of your Command phase, and of your Movement phase for an Officer whose unit disembarked or was set up that turn, as its datasheet’s ORDERS section says (how many, to which units, which Orders: typed at import into the datasheet’s `officer` field), issues them up to 12" away for an Officer with Vox-net (its `order-range` row: astra-militarum/vox-net.ts), and applies every Order until your next Command phase or a Battle-shock; left to the players: Orders at the end of any other phase in which an Officer disembarked or was set up (an Emergency Disembarkation, a unit set up in the opponent’s turn), the datasheet abilities that change Orders (a range beyond 6": Master Vox, a wargear the game does not know which model carries; issuing from within a TRANSPORT: Mobile Command Vehicle; two Orders at once: Command Rod, Lord Castellan; Grim Determination; Servo-scribes; Warrior Elite) or read "while affected by an Order" (Rearm, Reload, Fire; Powerful Volley; Targeting Coordinates), and "Only ASTRA MILITARUM models gain the benefit" for the attack and save Orders, which the game checks per unit (a model of another faction in the unit gains them)',
  ),
  effects: [
    // "Move! Move! Move! Add 3" to the Move characteristic of models in this unit."
    add('M', 3, order('order-move')),
    // "Fix Bayonets! Improve the Weapon Skill characteristic of melee weapons equipped by models in this unit by 1."
    melee(improve('WS', 1, order('order-fix-bayonets'))),
    // "Take Aim! Improve the Ballistic Skill characteristic of ranged weapons equipped by models in this unit by 1."
    ranged(improve('BS', 1, order('order-take-aim'))),
    // "First Rank, Fire! Second Rank, Fire! Improve the Attacks characteristic of Rapid Fire weapons equipped by
    // models in this unit by 1."
    ranged(improve('A', 1, rapidFire, order('order-first-rank-fire'))),
    takeCover,
    // "Duty and Honour! Improve the Leadership and Objective Control characteristics of models in this unit by 1."
    improve('Ld', 1, order('order-duty-and-honour')),
    improve('OC', 1, order('order-duty-and-honour')),
  ],
  windows: [
    // "OFFICER models can issue Orders in your Command phase and at the end of a phase in which they disembarked
    // from a TRANSPORT or were set up on the battlefield": at the end of your Command phase, and of your Movement
    // phase for Officers whose unit disembarked or was set up this turn (game/orders.ts).
    {
      when: [{ window: 'phase-end', turn: 'yours', phases: ['command', 'movement'] }],
      handler: 'orders',
      optional: true,
    },
  ],
});

export const ASTRA_MILITARUM = k.out;
