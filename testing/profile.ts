import type { ModelProfile } from '@cogitator/engine';

/** A model profile for tests: M6 T4 Sv3+ W2 Ld6+ OC2, no invulnerable save or base, `over` on top. */
export function testProfile(name: string, over: Partial<ModelProfile> = {}): ModelProfile {
  return {
    name,
    movement: 6,
    toughness: 4,
    save: 3,
    wounds: 2,
    leadership: 6,
    objectiveControl: 2,
    invulnerableSave: null,
    baseSize: null,
    ...over,
  };
}
