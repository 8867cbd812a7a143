import type { BaseSize, Datasheet, ModelProfile } from '../model/datasheet.js';
import { emptyDatasheet } from '../model/datasheet.js';

/** Characteristics for a quick datasheet, in the order printed on a datasheet. */
export interface QuickProfile {
  name?: string;
  M?: number;
  T?: number;
  Sv?: number;
  W?: number;
  Ld?: number;
  OC?: number;
  /** Round base diameter in mm, or a full base size. */
  base?: number | BaseSize | null;
}

/**
 * Build a small datasheet in code (tests, demo armies): one or more model profiles, keywords, and the
 * composition's minimum. Defaults are a plain infantry model: M6 T4 Sv3 W2 Ld6 OC2 on a 32 mm base.
 */
export function quickDatasheet(
  id: string,
  name: string,
  profiles: QuickProfile[] = [{}],
  opts: {
    faction?: string;
    keywords?: string[];
    minModels?: number;
    modelKeywords?: { model: string; keywords: string[] }[];
  } = {},
): Datasheet {
  const ds = emptyDatasheet(id, name, opts.faction ?? 'Test');
  ds.profiles = profiles.map((p, i): ModelProfile => {
    const base = p.base === undefined ? 32 : p.base;
    return {
      name: p.name ?? (i === 0 ? name : `${name} ${i + 1}`),
      movement: p.M ?? 6,
      toughness: p.T ?? 4,
      save: p.Sv ?? 3,
      wounds: p.W ?? 2,
      leadership: p.Ld ?? 6,
      objectiveControl: p.OC ?? 2,
      invulnerableSave: null,
      baseSize: base === null ? null : typeof base === 'number' ? { kind: 'round', mm: base } : base,
    };
  });
  ds.keywords = opts.keywords ?? ['INFANTRY'];
  ds.modelKeywords = opts.modelKeywords ?? [];
  ds.composition = ds.profiles.map((p) => ({ model: p.name, min: opts.minModels ?? 1, max: opts.minModels ?? 1 }));
  return ds;
}
