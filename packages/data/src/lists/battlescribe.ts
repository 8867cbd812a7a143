import {
  emptyParsedUnit,
  type ListFormat,
  type ParsedItem,
  type ParsedList,
  type ParsedModelGroup,
  type ParsedUnit,
} from '@cogitator/engine';
import { unzipSync } from 'fflate';
import { emptyList, factionParts, fail, note } from './text.js';
import { listOf, parseXmlTree, type XNode } from './xml.js';

/** BSData's Warhammer 40,000 10th edition game system. */
export const BSDATA_10E_SYSTEM = 'sys-352e-adc2-7639-d6a9';

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** The `.ros` XML inside a `.rosz` zip. */
export function unzipRoster(bytes: Uint8Array, source?: string): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (e) {
    return fail('battlescribe', undefined, `the .rosz zip is truncated or damaged (${(e as Error).message})`, source);
  }
  const name = Object.keys(files).find((f) => /\.ros$/i.test(f));
  if (!name) {
    return fail(
      'battlescribe',
      undefined,
      `the .rosz zip holds no .ros roster (it holds: ${Object.keys(files).join(', ') || 'nothing'})`,
      source,
    );
  }
  return new TextDecoder('utf-8').decode(files[name]);
}

function pts(n: XNode): number {
  const c = listOf(n, 'costs', 'cost').find((x) => x.attrs.name === 'pts' || x.attrs.typeId === '51b2-306e-1021-d207');
  const v = Number(c?.attrs.value ?? 0);
  return Number.isFinite(v) ? v : 0;
}

/** A selection's points with everything selected under it (walked without recursion). */
function totalPts(n: XNode): number {
  let sum = 0;
  const stack = [n];
  while (stack.length) {
    const x = stack.pop() as XNode;
    sum += pts(x);
    stack.push(...listOf(x, 'selections', 'selection'));
  }
  return sum;
}

const categories = (n: XNode) => listOf(n, 'categories', 'category');
const primary = (n: XNode) => categories(n).find((c) => c.attrs.primary === 'true')?.attrs.name;
const isWeapon = (n: XNode) => listOf(n, 'profiles', 'profile').some((p) => /weapon/i.test(p.attrs.typeName ?? ''));

/**
 * A BattleScribe roster (`.ros` XML, or `.rosz` zipped): forces, their configuration selections
 * (Battle Size, Detachment) and units with models and upgrades. Entry ids are kept so they can be
 * resolved into the BSData catalogues.
 */
export function parseBattleScribe(xml: string, source?: string): ParsedList {
  let doc: XNode;
  try {
    doc = parseXmlTree(xml);
  } catch (e) {
    const err = e as { line: number; message: string };
    return fail('battlescribe', err.line, `malformed or truncated XML: ${err.message}`, source);
  }
  return readRoster(doc, 'battlescribe', source);
}

/** Every force of the roster, nested ones included, in document order (without recursion). */
function allForces(roster: XNode): XNode[] {
  const out: XNode[] = [];
  const stack = [...listOf(roster, 'forces', 'force')].reverse();
  while (stack.length) {
    const f = stack.pop() as XNode;
    out.push(f);
    stack.push(...[...listOf(f, 'forces', 'force')].reverse());
  }
  return out;
}

/** A roster's element tree (from .ros XML, or from New Recruit's or ListForge's JSON) as a parsed list. */
export function readRoster(doc: XNode, format: ListFormat, source?: string): ParsedList {
  const roster = doc.children.find((c) => c.name === 'roster');
  if (!roster) fail(format, doc.children[0]?.line ?? 1, 'expected a roster element', source);
  const system = roster.attrs.gameSystemId;
  if (system !== BSDATA_10E_SYSTEM) {
    fail(
      format,
      roster.line,
      `the roster is for game system "${roster.attrs.gameSystemName ?? '?'}" (${system ?? 'no id'}), not Warhammer 40,000 10th Edition (${BSDATA_10E_SYSTEM})`,
      source,
    );
  }
  const list = emptyList(format);
  list.name = roster.attrs.name ?? null;
  list.statedPoints = pts(roster);
  const limit = listOf(roster, 'costLimits', 'costLimit').find((c) => c.attrs.name === 'pts');
  if (limit && Number(limit.attrs.value) > 0) {
    list.battleSize = { value: { name: null, points: Number(limit.attrs.value) }, line: limit.line };
  }
  for (const force of allForces(roster)) {
    if (!list.faction && force.attrs.catalogueName) {
      list.faction = { value: factionParts(force.attrs.catalogueName), line: force.line };
    }
    for (const sel of listOf(force, 'selections', 'selection')) readSelection(list, sel);
  }
  if (!list.faction) fail(format, roster.line, 'the roster has no force', source);
  return list;
}

function readSelection(list: ParsedList, sel: XNode): void {
  const name = sel.attrs.name ?? '';
  const subs = listOf(sel, 'selections', 'selection');
  if (primary(sel) === 'Configuration' || /^(battle size|detachment( choice)?)$/i.test(name)) {
    const choice = subs[0];
    if (/battle size/i.test(name) && choice) {
      const m = /^(?:\d+\.\s*)?(.+?)\s*\((\d+)\s*Points?(?: limit)?\)$/i.exec(choice.attrs.name ?? '');
      list.battleSize = {
        value: {
          name: m ? (m[1] as string) : (choice.attrs.name ?? null),
          points: m ? Number(m[2]) : (list.battleSize?.value.points ?? null),
        },
        line: choice.line,
      };
    } else if (/detachment/i.test(name) && choice) {
      list.detachment = {
        value: choice.attrs.name ?? '',
        line: choice.line,
        ...(choice.attrs.entryId ? { id: choice.attrs.entryId } : {}),
      };
    } else {
      list.notes.push(note(`configuration selection not used: ${name}`, sel.line));
    }
    return;
  }
  const unit = emptyParsedUnit(name, sel.line);
  if (sel.attrs.entryId) unit.id = sel.attrs.entryId;
  const section = primary(sel);
  if (section) unit.section = section;
  unit.points = totalPts(sel);
  const models = subs.filter((s) => s.attrs.type === 'model');
  for (const s of subs) {
    if (s.attrs.type === 'model') continue;
    readUpgrade(unit, s, unit.wargear);
  }
  for (const m of models) {
    const group: ParsedModelGroup = {
      name: m.attrs.name ?? '',
      count: Number(m.attrs.number ?? 1) || 1,
      line: m.line,
      wargear: [],
    };
    if (m.attrs.entryId) group.id = m.attrs.entryId;
    for (const s of listOf(m, 'selections', 'selection')) readUpgrade(unit, s, group.wargear);
    unit.models.push(group);
  }
  if (models.length === 0 && sel.attrs.type === 'model') unit.modelCount = Number(sel.attrs.number ?? 1) || 1;
  else if (models.length) unit.modelCount = unit.models.reduce((s, g) => s + g.count, 0);
  list.units.push(unit);
}

/**
 * An upgrade: the Warlord marker, an enhancement (an upgrade that costs points and is no weapon; the
 * catalogue confirms it when the list is resolved), or wargear.
 */
function readUpgrade(unit: ParsedUnit, top: XNode, target: ParsedItem[]): void {
  // Depth first, in document order, without recursion.
  const stack = [top];
  while (stack.length) {
    const s = stack.pop() as XNode;
    const name = s.attrs.name ?? '';
    const isWarlord = /^warlord$/i.test(name) || categories(s).some((c) => /^warlord$/i.test(c.attrs.name ?? ''));
    if (isWarlord) {
      unit.warlord = true;
      unit.warlordLine = s.line;
    } else if (pts(s) > 0 && !isWeapon(s)) {
      unit.enhancements.push({
        name,
        points: pts(s),
        line: s.line,
        ...(s.attrs.entryId ? { id: s.attrs.entryId } : {}),
      });
    } else {
      target.push({
        name,
        count: Number(s.attrs.number ?? 1) || 1,
        line: s.line,
        ...(s.attrs.entryId ? { id: s.attrs.entryId } : {}),
      });
    }
    stack.push(...[...listOf(s, 'selections', 'selection')].reverse());
  }
}
