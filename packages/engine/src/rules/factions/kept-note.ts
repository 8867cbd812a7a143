/**
 * What the game leaves of a rule that keeps a destroyed model to fight before it is removed (High Kâhl, Necessary
 * End; game/fight/kept-on-death.ts, game/fight/fights-on-death.ts), for its support note.
 */
export const KEPT_NOTE =
  'until it fights the kept model is treated as removed (it counts for no other rule: objective control, coherency, ' +
  'auras, movement around it), and a rule that triggers when its unit is destroyed does so when the last model is ' +
  'destroyed, not when the kept model is removed; the kept model makes its attacks from where it was destroyed (no ' +
  'Pile-in or Consolidation move)';
