import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Datasheet, type ImportedSource, ImportedSourceSchema } from '@cogitator/engine';
import { beforeAll, expect, it } from 'vitest';
import { BSDATA_DIR, describeShared, WAHAPEDIA_DIR } from '../../../testing/shared.js';
import { readBsDirectory } from '../src/bsdata/files.js';
import { importBsdata, WAHAPEDIA_FACTIONS } from '../src/bsdata/index.js';
import { list, type XmlElement } from '../src/bsdata/xml.js';
import { rejectionOf } from './fixtures/errors.js';

// Pinned to the 2025-11-15 snapshot (BSData/wh40k-10e da3ec91d05b0).
let src: ImportedSource;

function sheet(name: string, faction?: string): Datasheet {
  const found = src.datasheets.filter((d) => d.name === name && (!faction || d.faction === faction));
  expect(
    found.map((d) => `${d.faction}/${d.name}`),
    `${faction ?? ''}/${name}`,
  ).toHaveLength(1);
  return found[0] as Datasheet;
}

const stat = (d: Datasheet, model: string) => {
  const p = d.profiles.find((x) => x.name === model);
  if (!p) throw new Error(`${d.name} has no profile ${model}`);
  return [p.movement, p.toughness, p.save, p.wounds, p.leadership, p.objectiveControl, p.invulnerableSave];
};

describeShared('BSData import of the 2025-11-15 snapshot', [BSDATA_DIR], () => {
  beforeAll(async () => {
    src = await importBsdata(BSDATA_DIR);
  }, 120_000);

  it('imports into a valid source with provenance, and prints its counts', () => {
    expect(() => ImportedSourceSchema.parse(src)).not.toThrow();
    const counts = {
      datasheets: src.datasheets.length,
      alsoInAnotherFaction: src.datasheets.filter((d) => d.id.includes('@')).length,
      skipped: src.skipped.length,
      factions: src.factions.length,
      detachments: src.detachments.length,
      enhancements: src.enhancements.length,
      warnings: src.warnings.length,
    };
    console.log('BSData counts', counts);
    expect(counts).toEqual({
      datasheets: 1657,
      alsoInAnotherFaction: 269,
      skipped: 7,
      factions: 25,
      detachments: 171,
      enhancements: 683,
      warnings: 159,
    });
    expect(src.info).toMatchObject({ kind: 'bsdata', snapshot: '2025-11-15', edition: '10e' });
    expect(src.info.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(src.datasheets.map((d) => d.id)).size).toBe(src.datasheets.length);
    expect(new Set(src.enhancements.map((d) => d.id)).size).toBe(src.enhancements.length);
    expect(new Set(src.detachments.map((d) => d.id)).size).toBe(src.detachments.length);
  });

  it('imports or skips, with a reason, every unit of every catalogue', () => {
    // An independent count: root entries (and root links) of type unit or model, in every file.
    const bs = readBsDirectory(BSDATA_DIR);
    const files = [bs.gameSystem, ...bs.catalogues];
    const entries = new Map<string, XmlElement>();
    const walk = (el: XmlElement) => {
      if (el.tag === 'selectionEntry' && el.attr('id') && !entries.has(el.attr('id') as string)) {
        entries.set(el.attr('id') as string, el);
      }
      for (const c of el.children) walk(c);
    };
    for (const f of files) walk(f.root);
    // A unit: typed unit or model, or an upgrade with a statline of its own.
    const isUnit = (e: XmlElement) =>
      ['unit', 'model'].includes(e.attr('type') ?? '') ||
      list(e, 'profiles', 'profile').some((p) => p.attr('typeName') === 'Unit');
    const units = new Set<string>();
    for (const f of files) {
      for (const e of list(f.root, 'selectionEntries', 'selectionEntry'))
        if (isUnit(e)) units.add(e.attr('id') as string);
      for (const l of list(f.root, 'entryLinks', 'entryLink')) {
        const t = entries.get(l.attr('targetId') ?? '');
        if (t && isUnit(t)) units.add(t.attr('id') as string);
      }
    }
    const imported = new Set(src.datasheets.map((d) => d.id.replace(/^bsdata:/, '').replace(/@.*$/, '')));
    const skipped = new Map(src.skipped.map((s) => [s.id.replace(/^bsdata:/, ''), s.reason]));
    console.log('BSData units', { distinct: units.size, imported: imported.size, skipped: skipped.size });
    expect(units.size).toBe(1394);
    const missing = [...units].filter((id) => !imported.has(id) && !skipped.has(id));
    expect(missing).toEqual([]);
    for (const reason of skipped.values()) expect(reason.length).toBeGreaterThan(10);
    expect(src.skipped.map((s) => s.name).sort()).toEqual([
      'Chaos Lord on Disc of Tzeentch',
      'Death Company Intercessors',
      'Iron Priest on Thunderwolf',
      'Kill Team Cassius',
      'Land Raider Banisher',
      'Sorcerer on Disc of Tzeentch',
      'Ultramarines Honour Guard',
    ]);
  });

  it("names factions as Wahapedia's Factions.csv does", () => {
    const csv = readFileSync(join(WAHAPEDIA_DIR, 'Factions.csv'), 'utf8').replace(/^\uFEFF/, '');
    const names = csv
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split('|')[1]);
    expect([...names].sort()).toEqual([...WAHAPEDIA_FACTIONS].sort());
    for (const d of src.datasheets) expect(names).toContain(d.faction);
    expect(src.factions.map((f) => f.name).sort()).toEqual(
      [...WAHAPEDIA_FACTIONS].filter((n) => n !== 'Unbound Adversaries').sort(),
    );
  });

  it("gives each faction its catalogues' army rules (hidden and core rules left out)", () => {
    const rules = (name: string) => src.factions.find((f) => f.name === name)?.rules.map((r) => r.name);
    expect(rules('Space Marines')).toEqual([
      'Oath of Moment',
      'Templar Vows',
      'Mission Tactics',
      'Curse of the Wulfen',
    ]);
    expect(rules('Leagues of Votann')).toEqual(['Prioritised Efficiency']);
    expect(rules('Chaos Space Marines')).toEqual(['Dark Pacts']);
  });

  it('finds Grimnyr (Leagues of Votann) with its CORV profile, points and leader link', () => {
    const d = sheet('Grimnyr', 'Leagues of Votann');
    expect(d.id).toBe('bsdata:d3a3-2d20-bd7e-6778');
    expect(stat(d, 'Grimnyr')).toEqual([5, 5, 4, 4, 6, 1, 4]);
    expect(stat(d, 'CORV')).toEqual([5, 5, 4, 1, 6, 1, 4]);
    expect(d.composition).toEqual([
      { model: 'Grimnyr', min: 1, max: 1 },
      { model: 'CORV', min: 2, max: 2 },
    ]);
    expect(d.points).toEqual([{ models: 3, points: 65 }]);
    expect(d.leads).toEqual(['Hearthkyn Warriors']);
    expect(sheet('Hearthkyn Warriors', 'Leagues of Votann').ledBy).toContain('Grimnyr');
    expect(d.abilities.core).toEqual([{ kind: 'leader' }]);
    expect(d.abilities.faction).toEqual(['Prioritised Efficiency']);
    expect(d.keywords).toEqual(['Infantry', 'Character']);
    expect(d.role).toBe('Characters');
    expect(d.legends).toBeUndefined();
    expect(d.modelKeywords).toEqual([{ model: 'Grimnyr', keywords: ['Psyker', 'Grimnyr'] }]);
    expect(d.factionKeywords).toEqual(['Leagues of Votann']);
  });

  it('finds Munitorum Servitors (Astra Militarum): 4 models for 35 pts, with their special weapons option', () => {
    const d = sheet('Munitorum Servitors', 'Astra Militarum');
    expect(stat(d, 'Munitorum Servitor')).toEqual([6, 3, 4, 1, 8, 0, 6]);
    expect(d.points).toEqual([{ models: 4, points: 35 }]);
    expect(d.weapons.map((w) => w.name)).toEqual([
      "Servitor's servo arm",
      'Heavy bolter',
      'Multi-melta',
      'Plasma cannon',
    ]);
    expect(d.wargearOptions).toEqual([
      'Munitorum Servitor w/ Special Weapon: Special Weapon: one of Heavy bolter, Multi-melta, Plasma cannon',
    ]);
    expect(d.legends).toBe(true);
    expect(d.role).toBe('Other');
    expect(d.sections).toEqual([]);
  });

  it('finds the Grey Knights Land Raider: M10" T12 Sv2+ W16 Ld6+ OC5, 220 pts, transport and Damaged bracket', () => {
    const d = sheet('Land Raider', 'Grey Knights');
    expect(stat(d, 'Land Raider')).toEqual([10, 12, 2, 16, 6, 5, null]);
    expect(d.points).toEqual([{ models: 1, points: 220 }]);
    expect(d.transport).toMatchObject({
      capacity: 12,
      allowed: ['Grey Knights Infantry'],
      spaceCost: [{ keyword: 'Terminator', spaces: 2 }],
    });
    expect(d.damaged).toMatchObject({ minWounds: 1, maxWounds: 5 });
    expect(d.abilities.core).toEqual([{ kind: 'deadly-demise', x: { count: 1, sides: 6, bonus: 0 } }]);
    expect(d.equipment).toEqual([
      { who: 'Land Raider', items: ['Godhammer lascannon', 'Twin heavy bolter', 'Armoured tracks'] },
    ]);
  });

  it('finds Sir Hekhtur (Imperial Knights) as a datasheet of his own, split out of the Canis Rex unit', () => {
    const h = sheet('Sir Hekhtur', 'Imperial Knights');
    expect(h.id).toBe('bsdata:a41b-81a0-ca89-75c1');
    expect(stat(h, 'Sir Hekhtur')).toEqual([6, 3, 4, 3, 5, 1, null]);
    expect(h.weapons.map((w) => w.name)).toEqual(['Close combat weapon', "Hekhtur's pistol"]);
    expect(h.abilities.core).toEqual([{ kind: 'lone-operative' }]);
    expect(h.keywords).toEqual(['Epic Hero', 'Character', 'Imperium', 'Infantry', 'Sir Hekhtur']);
    expect(h.factionKeywords).toEqual(['Imperial Knights']);
    expect(h.sections.map((s) => s.name)).toEqual(['Using Sir Hekhtur']);
    expect(h.points).toEqual([]);
    const rex = sheet('Canis Rex', 'Imperial Knights');
    expect(rex.profiles.map((p) => p.name)).toEqual(['Canis Rex']);
    expect(rex.points).toEqual([{ models: 1, points: 415 }]);
  });

  it('finds Cthonian Earthshakers (Leagues of Votann) with the seed page statline and cost', () => {
    const d = sheet('Cthonian Earthshakers', 'Leagues of Votann');
    expect(stat(d, 'Cthonian Earthshaker')).toEqual([4, 6, 4, 6, 7, 2, null]);
    expect(d.points).toEqual([{ models: 2, points: 110 }]);
    const ordnance = d.weapons.find((w) => w.name === 'Breacher ordnance')?.profiles[0];
    expect(ordnance).toEqual({
      name: 'Breacher ordnance',
      type: 'ranged',
      range: 24,
      attacks: { count: 1, sides: 6, bonus: 1 },
      skill: 5,
      strength: 10,
      ap: -1,
      damage: { count: 0, sides: 6, bonus: 2 },
      abilities: [{ kind: 'blast' }, { kind: 'heavy' }, { kind: 'indirect-fire' }],
    });
    expect(d.keywords).toEqual(['Infantry', 'Artillery', 'Cthonian', 'Earthshakers']);
  });

  it('reads invulnerable saves across spellings, with their restrictions and the models they name', () => {
    const inv = (name: string, faction: string) =>
      sheet(name, faction).profiles.map((p) => [p.name, p.invulnerableSave, p.invulnerableNote ?? null]);
    expect(inv('Rangers', 'Aeldari')).toEqual([['Rangers', 5, 'against ranged attacks only']]);
    expect(inv('Canis Rex', 'Imperial Knights')).toEqual([['Canis Rex', 5, 'against ranged attacks']]);
    expect(inv('Howling Banshees', 'Aeldari')[0]).toEqual([
      'Howling Banshee',
      5,
      'This invulnerable save is improved to 4+ against melee attacks',
    ]);
    expect(inv('Gaunt’s Ghosts', 'Astra Militarum')).toEqual([
      ['Ibram Gaunt', 5, null],
      ['Tanith Ghost', null, null],
    ]);
    expect(inv('Captain', 'Space Marines')).toEqual([['Captain', 4, null]]);
    const withInv = src.datasheets.flatMap((d) => d.profiles).filter((p) => p.invulnerableSave !== null).length;
    expect(withInv).toBe(843);
  });

  it('prices units by size from model-count modifiers', () => {
    expect(sheet('Intercessor Squad', 'Space Marines').points).toEqual([
      { models: 5, points: 80 },
      { models: 10, points: 160 },
    ]);
    expect(sheet('Bloodcrushers', 'Chaos Daemons').points).toEqual([
      { models: 3, points: 110 },
      { models: 6, points: 220 },
    ]);
    expect(sheet('Allarus Custodians', 'Adeptus Custodes').points).toEqual([
      { models: 2, points: 120 },
      { models: 3, points: 180 },
      { models: 5, points: 300 },
      { models: 6, points: 360 },
    ]);
  });

  it('links Leaders to Bodyguards from the free text, matching names loosely', () => {
    expect(sheet('Captain', 'Space Marines').leads).toEqual([
      'Assault Intercessor Squad',
      'Bladeguard Veteran Squad',
      'Hellblaster Squad',
      'Infernus Squad',
      'Intercessor Squad',
      'Sternguard Veteran Squad',
      'Company Heroes',
      'Tactical Squad',
    ]);
    // "ACOLYTE HYBRIDS" names both variants; "Wolfguard Headtakers" and "Sword Brethren" differ in spelling.
    expect(sheet('Acolyte Iconward', 'Genestealer Cults').leads).toEqual([
      'Acolyte Hybrids with Hand Flamers',
      'Acolyte Hybrids with Autopistols',
      'Hybrid Metamorphs',
      'Neophyte Hybrids',
    ]);
    expect(sheet('Iron Priest', 'Space Marines').leads).toEqual([
      'Wolf Guard Headtakers',
      'Blood Claws',
      'Grey Hunters',
    ]);
    expect(sheet('Sword Brethren Squad', 'Space Marines').ledBy).toContain('Marshal');
  });

  it('turns min/max constraints on selection groups (nested ones too) into option lines', () => {
    expect(sheet('Knight Paladin', 'Imperial Knights').wargearOptions).toEqual([
      'Knight Paladin: Carapace-mounted Weapon: up to one of Twin Icarus autocannon, Ironstorm missile pod, Stormspear rocket pod',
      'Knight Paladin: Meltagun: one of Meltagun, Questoris heavy stubber (default Meltagun)',
      'Knight Paladin: Reaper Chainsword: one of Reaper chainsword, Thunderstrike gauntlet (default Reaper chainsword)',
    ]);
    expect(sheet('Intercessor Squad', 'Space Marines').composition).toEqual([
      { model: 'Intercessor Sergeant', min: 1, max: 1 },
      { model: 'Intercessor', min: 4, max: 9 },
      { model: 'Intercessor w/ Grenade Launcher', min: 0, max: 2 },
    ]);
  });

  it('keeps rules linked from weapons that are not standard weapon abilities, with their text', () => {
    const w = sheet('Chaos Acastus Knight Asterius', 'Chaos Knights').abilities.weapon;
    expect(w?.map((r) => r.name)).toEqual(['Conversion']);
    expect(w?.[0]?.text.length).toBeGreaterThan(40);
  });

  it('reads a weapon with several profiles', () => {
    const d = sheet('Canis Rex', 'Imperial Knights');
    const w = d.weapons.find((x) => x.name === "Freedom's Hand");
    expect(w?.profiles.map((p) => [p.name, p.attacks.bonus, p.skill, p.strength, p.ap, p.damage.bonus])).toEqual([
      ["Freedom's Hand - strike", 5, 2, 20, -3, 9],
      ["Freedom's Hand - sweep", 10, 2, 10, -2, 3],
    ]);
  });

  it('reads detachments and enhancements with points and their detachment', () => {
    const votann = src.detachments.filter((d) => d.faction === 'Leagues of Votann').map((d) => d.name);
    expect(votann).toHaveLength(6);
    expect(votann).toContain('Hearthband');
    const shield = src.enhancements.find((e) => e.name === 'Bastion Shield');
    expect(shield).toMatchObject({ points: 25, detachment: 'Hearthband', faction: 'Leagues of Votann' });
    expect(src.detachments.filter((d) => d.faction === 'Space Marines')).toHaveLength(31);
  });

  it('refuses a doctored copy of another edition, naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bsdata-11e-'));
    copyFileSync(join(BSDATA_DIR, 'Warhammer 40,000.gst'), join(dir, 'Warhammer 40,000.gst'));
    const cat = readFileSync(join(BSDATA_DIR, 'Leagues of Votann.cat'), 'utf8');
    writeFileSync(
      join(dir, 'Leagues of Votann.cat'),
      cat.replace('gameSystemId="sys-352e-adc2-7639-d6a9"', 'gameSystemId="sys-0000-11th"'),
    );
    const e = await rejectionOf(importBsdata(dir));
    expect(e.format()).toMatch(
      /^Leagues of Votann\.cat:2: gameSystemId: not Warhammer 40,000 10th edition data: game system id "sys-0000-11th"/,
    );
  });
});
