import { quickDatasheet, startScenario, pending, applyCommand } from './packages/engine/src/index.js';
import { GUARD, ccw, row } from './packages/engine/test/game/fixtures.js';
const DROP = quickDatasheet('t:drop', 'Drop Squad', [{ M: 6, W: 2, base: 32 }], { minModels: 5, weapons: [ccw], core: ['Deep Strike'], points: 100 });
const LINE = quickDatasheet('t:line', 'Line', [{ M: 6, W: 1, base: 32 }], { minModels: 5, weapons: [ccw], points: 100 });
let { record, state } = startScenario({ seed: 1, armies: [ { name: 'Red', units: [{ datasheet: DROP }, { datasheet: LINE }] }, { name: 'Blue', units: [{ datasheet: GUARD }] } ], positions: { p1u2: row('p1u2', 5, 10, 6), p2u1: row('p2u1', 10, 20, 30, 1.2) }, reserves: { p1u1: 'deep-strike' }, round: 1, phase: 'movement' });
console.log(pending(state)?.kind, pending(state)?.options.map(o=>o.label));
const r = applyCommand(record, state, { seq: state.seq, player: 0, action: { type: 'end-move-units' } });
if (!r.ok) console.log(r.reason); else { console.log(r.events.map(e=>e.type).join(' ')); console.log(pending(r.state)); }
