import { ruleKit } from '../kit.js';
import { support } from '../words.js';

/** Datasheet abilities that change how far an OFFICER issues its Orders (Voice of Command: "within 6""). */
const k = ruleKit('Astra Militarum');

// "Vox-net: Each time this model issues an Order, it can issue it to an eligible unit up to 12" away." (Leman Russ
// Commander and Rogal Dorn Commander, 2025-11 export). The game reads the row for the Officer model whose datasheet
// holds it (game/orders.ts); the calculator has no Orders to issue.
for (const datasheet of ['Leman Russ Commander', 'Rogal Dorn Commander'])
  k.ability(datasheet, 'Vox-net', {
    support: support('n/a', 'automated'),
    effects: [{ kind: 'order-range', inches: 12 }],
  });

export const VOX_NET = k.out;
