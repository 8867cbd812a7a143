import { describe, expect, it } from 'vitest';
import { canDeepStrike, quickDatasheet } from '../../src/index.js';
import { GUARD } from './fixtures.js';
import { Game } from './harness.js';

// Fury From The Dêlve (Dêlve Assault Shift, seed 004): "CTHONIAN BESERKS units from your army have the Deep Strike
// ability. KEYWORDS CTHONIAN BESERKS units from your army gain the BATTLELINE keyword."
// The datasheet as the 2025-11 export keys it: keywords Infantry, Cthonian, Beserks; its name is CTHONIAN BESERKS.
const BESERKS = quickDatasheet('t:beserks', 'Cthonian Beserks', [{ M: 5, T: 6, Sv: 4, W: 2, Ld: 7, OC: 1, base: 40 }], {
  minModels: 5,
  keywords: ['INFANTRY', 'CTHONIAN', 'BESERKS'],
});

function battle(detachment: string) {
  return Game.fromBattle({
    seed: 1,
    armies: [
      { name: 'Red', faction: 'Leagues of Votann', detachment, units: [{ datasheet: BESERKS }, { datasheet: GUARD }] },
      { name: 'Blue', units: [{ datasheet: GUARD }] },
    ],
  });
}

describe('Fury From The Dêlve in the game', () => {
  it('Cthonian Beserks can be set up in Reserves by Deep Strike in Declare Battle Formations; other units cannot', () => {
    const g = battle('Dêlve Assault Shift');
    expect(g.pending).toMatchObject({ player: 0, kind: 'declare-formations' });
    expect(g.labels()).toContain('put Cthonian Beserks (p1u1) into Reserves (Deep Strike)');
    expect(g.labels()).not.toContain('put Guard (p1u2) into Reserves (Deep Strike)');
    g.do(0, { type: 'set-reserves', unit: 'p1u1', reserve: 'deep-strike' });
    expect(g.state.units.p1u1?.reserve).toBe('deep-strike');
    expect(canDeepStrike(g.state, g.state.units.p1u2 as never)).toBe(false);
  });

  it('another detachment: no Deep Strike for them', () => {
    const g = battle('Oathband');
    expect(g.labels()).not.toContain('put Cthonian Beserks (p1u1) into Reserves (Deep Strike)');
    expect(canDeepStrike(g.state, g.state.units.p1u1 as never)).toBe(false);
  });
});
