import {
  addUnit,
  type Catalogue,
  createCatalogueQuery,
  createList,
  type NewUnit,
  useCompiledRules,
  validateArmy,
} from '@cogitator/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeShared, sharedPath, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { compileSources } from '../src/index.js';

/**
 * The list validator's Enhancement checks on the seed detachments, with the real catalogue: the
 * bearer's keywords its registry definition names ("KÂHL model only"; hand-written, or compiled from
 * the text), the chosen detachment, and the usual limits.
 */
const SEEDS_DIR = sharedPath('seeds');

describeShared('Enhancement bearers in the list validator', [SEEDS_DIR, WAHAPEDIA_DIR], () => {
  let merged: Catalogue;
  beforeAll(async () => {
    merged = await compileSources([WAHAPEDIA_DIR, SEEDS_DIR]);
    useCompiledRules(merged);
  });
  const errors = (faction: string, detachment: string, units: NewUnit[]) => {
    const q = createCatalogueQuery(merged);
    let l = createList({ faction, detachment, battleSize: 'Strike Force', pointsLimit: 2000 });
    units.forEach((u, i) => {
      l = addUnit(l, { line: 10 + i, ...u }).list;
    });
    return validateArmy(l, q)
      .findings.filter((f) => f.rule === 'enhancements')
      .map((f) => f.message);
  };

  describe('Hearthband', () => {
    it('Quake Multigenerator and High Kâhl: "KÂHL model only"', () => {
      expect(
        errors('Leagues of Votann', 'Hearthband', [
          { name: 'Kâhl', warlord: true, enhancement: 'Quake Multigenerator' },
        ]),
      ).toEqual([]);
      expect(
        errors('Leagues of Votann', 'Hearthband', [{ name: 'Grimnyr', warlord: true, enhancement: 'High Kâhl' }]),
      ).toEqual(['High Kâhl is for a KÂHL model only; Grimnyr is not one']);
    });

    it('Bastion Shield and Ironskein (compiled from its text): "LEAGUES OF VOTANN model only"', () => {
      expect(
        errors('Leagues of Votann', 'Hearthband', [
          { name: 'Grimnyr', warlord: true, enhancement: 'Bastion Shield' },
          { name: 'Einhyr Champion', enhancement: 'Ironskein' },
        ]),
      ).toEqual([]);
    });

    it('only from the chosen detachment, each once', () => {
      expect(
        errors('Leagues of Votann', 'Hearthband', [
          { name: 'Kâhl', warlord: true, enhancement: 'Eye for Weakness' },
          { name: 'Kâhl', enhancement: 'Ironskein' },
          { name: 'Grimnyr', enhancement: 'Ironskein' },
        ]),
      ).toEqual([
        'Eye for Weakness belongs to the Persecution Prospect Detachment, not Hearthband',
        'Ironskein is taken more than once',
      ]);
    });
  });

  describe('Grey Knights', () => {
    it('Brotherhood Strike: "GREY KNIGHTS model only"', () => {
      expect(
        errors('Grey Knights', 'Brotherhood Strike', [
          { name: 'Brother-captain', warlord: true, enhancement: 'Banishing Wave (Psychic)' },
          { name: 'Grand Master In Nemesis Dreadknight', enhancement: 'Tome of Forbidden Ways' },
        ]),
      ).toEqual([]);
    });

    it('Driven by Duty: "GREY KNIGHTS WALKER model only"; Phial of the Abyss (compiled): "GREY KNIGHTS INFANTRY model only"', () => {
      expect(
        errors('Grey Knights', 'Sanctic Spearhead', [
          { name: 'Brother-captain', warlord: true, enhancement: 'Driven by Duty' },
        ]),
      ).toEqual(['Driven by Duty is for a GREY KNIGHTS WALKER model only; Brother-captain is not one']);
      expect(
        errors('Grey Knights', 'Warpbane Task Force', [
          { name: 'Brother-captain', warlord: true, enhancement: 'Phial of the Abyss' },
          { name: 'Grand Master In Nemesis Dreadknight', enhancement: 'Radiant Champion' },
        ]),
      ).toEqual([
        'Radiant Champion is for a GREY KNIGHTS INFANTRY model only; Grand Master In Nemesis Dreadknight is not one',
      ]);
      // The compiled definition's bearer ("GREY KNIGHTS INFANTRY model only. Models in the bearer's unit have the
      // Stealth ability.").
      expect(
        errors('Grey Knights', 'Warpbane Task Force', [
          { name: 'Brother-captain', warlord: true, enhancement: 'Radiant Champion' },
          { name: 'Grand Master In Nemesis Dreadknight', enhancement: 'Phial of the Abyss' },
        ]),
      ).toEqual([
        'Phial of the Abyss is for a GREY KNIGHTS INFANTRY model only; Grand Master In Nemesis Dreadknight is not one',
      ]);
    });
  });
});
