import { validateChargeMove } from './packages/engine/src/game/charge/validate.js';
import { approachPaths } from './packages/engine/src/game/movement/approach.js';
import { unitBodies } from './packages/engine/src/game/spatial.js';
import { applyCommand, pending, startScenario, suggestMove } from './packages/engine/src/index.js';
import { row, TANK, TARGET5 } from './packages/engine/test/game/fixtures.js';

let { record, state } = startScenario({
  seed: 1,
  armies: [
    { name: 'Red', units: [{ datasheet: TANK }] },
    { name: 'Blue', units: [{ datasheet: TARGET5 }] },
  ],
  positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 5, 17, 17) },
  phase: 'charge',
  cp: [1, 0],
  dice: [6, 6],
});
const r = applyCommand(record, state, {
  seq: state.seq,
  player: 0,
  action: { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] },
});
if (!r.ok) throw new Error(r.reason);
state = r.state;
console.log(pending(state)?.kind);
const u = state.units.p1u1;
const paths = approachPaths(state, u, unitBodies(state, state.units.p2u1), 12, {});
console.log(JSON.stringify(paths));
try {
  validateChargeMove(state, u, paths!, ['p2u1'], 12);
  console.log('valid');
} catch (e) {
  console.log((e as any).reason);
}
