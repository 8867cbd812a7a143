import { startScenario, pending, applyCommand, suggestMove, validateSetUp } from './packages/engine/src/index.js';
import { suggestChargeMove } from './packages/engine/src/game/charge/machine.js';
import { validateChargeMove } from './packages/engine/src/game/charge/validate.js';
import { approachPaths } from './packages/engine/src/game/movement/approach.js';
import { unitBodies } from './packages/engine/src/game/spatial.js';
import { MARINES, TARGET5, row } from './packages/engine/test/game/fixtures.js';
let { record, state } = startScenario({ seed: 1, armies: [{ name: 'Red', units: [{ datasheet: MARINES }] }, { name: 'Blue', units: [{ datasheet: TARGET5 }, { datasheet: MARINES }] }], positions: { p1u1: row('p1u1', 5, 10, 10), p2u1: row('p2u1', 5, 10, 16), p2u2: row('p2u2', 5, 20, 19) }, phase: 'charge', cp: [0, 1], dice: [4, 4, 3, 3] });
const step = (p: 0|1, a: any) => { const r = applyCommand(record, state, { seq: state.seq, player: p, action: a }); if (!r.ok) throw new Error(r.reason); ({ record, state } = r); };
step(0, { type: 'declare-charge', unit: 'p1u1', targets: ['p2u1'] });
step(1, { type: 'pass' });
const m1 = suggestMove(state); console.log('first', !!m1);
{ const u = state.units.p1u1; const paths = approachPaths(state, u, unitBodies(state, state.units.p2u1), 8, {}); console.log(JSON.stringify(paths));
try { validateChargeMove(state, u, paths!, ['p2u1'], 8); } catch (e) { console.log((e as any).reason); } }
step(0, m1);
step(1, { type: 'use-stratagem', stratagem: 'core/heroic-intervention', target: 'p2u2' });
console.log(pending(state)?.kind, state.interrupts);
const c = state.interrupts[0] as any;
const u = state.units.p2u2;
const paths = approachPaths(state, u, unitBodies(state, state.units.p1u1), 6, {});
console.log(JSON.stringify(paths));
try { validateChargeMove(state, u, paths!, ['p1u1'], 6); } catch (e) { console.log((e as any).reason); }
