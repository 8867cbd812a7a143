import { formation } from './packages/engine/src/game/geometry/formation.js';
import { ringAround } from './packages/engine/src/game/placement.js';
import { aliveModels, footprint } from './packages/engine/src/game/units.js';
import { bodyOf, quickDatasheet, Rejection, startScenario, validateSetUp } from './packages/engine/src/index.js';
import { boltRifle, ccw, GUARD, row } from './packages/engine/test/game/fixtures.js';

const RAIDER = quickDatasheet('t:raider', 'Land Raider', [{ M: 10, T: 12, Sv: 2, W: 16, base: { kind: 'hull' } }], {
  keywords: ['VEHICLE', 'TRANSPORT'],
  transport: { capacity: 12, allowed: ['INFANTRY'] },
});
const STRIKE = quickDatasheet('t:strike', 'Strike Squad', [{ M: 6, T: 4, W: 2, base: 32 }], {
  minModels: 5,
  keywords: ['INFANTRY'],
  weapons: [boltRifle, ccw],
});
const { state } = startScenario({
  seed: 1,
  armies: [
    { name: 'Red', units: [{ datasheet: RAIDER }, { datasheet: STRIKE }] },
    { name: 'Blue', units: [{ datasheet: GUARD }] },
  ],
  positions: { p1u1: { x: 20, y: 10 }, p2u1: row('p2u1', 10, 10, 34, 1.2) },
  embarked: { p1u2: 'p1u1' },
  phase: 'shooting',
});
const t = state.units.p1u1;
const hull = bodyOf(state, t, t.models[0]).c;
const u = state.units.p1u2;
const models = aliveModels(u);
let k = 0;
for (const c of ringAround(hull, u, state, models)) {
  if (k++ > 14) break;
  const spots = formation(
    c,
    models.map((m) => footprint(state, u, m)),
  );
  const positions = Object.fromEntries(models.map((m, i) => [m.id, spots[i]]));
  try {
    validateSetUp(state, u, positions, { kind: 'disembark', transport: 'p1u1', hull, within: 3 });
    console.log(k, 'ok', c);
  } catch (e) {
    console.log(k, c.x.toFixed(2), c.y.toFixed(2), (e as any).reason);
  }
}
