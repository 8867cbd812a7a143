import { z } from 'zod';
import { ActionSchema } from './packages/engine/src/index.js';

const Env = z.object({
  seq: z.number().int().min(0),
  player: z.union([z.literal(0), z.literal(1)]),
  action: ActionSchema,
});
const cmds = [
  { seq: 5, player: 0, action: { type: 'pass' } },
  {
    seq: 5,
    player: 0,
    action: {
      type: 'normal-move',
      unit: 'p1u1',
      paths: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p1u1m${i}`, [{ x: 1, y: 2 }]])),
    },
  },
  {
    seq: 5,
    player: 0,
    action: {
      type: 'shoot',
      unit: 'p1u1',
      attacks: Array.from({ length: 10 }, (_, i) => ({ model: `p1u1m${i}`, weapon: 'Bolt rifle', target: 'p2u1' })),
    },
  },
];
for (const c of cmds) {
  for (let i = 0; i < 2000; i++) Env.safeParse(c);
  const t0 = performance.now();
  for (let i = 0; i < 10000; i++) Env.safeParse(c);
  console.log(c.action.type, (((performance.now() - t0) / 10000) * 1000).toFixed(1), 'us');
}
