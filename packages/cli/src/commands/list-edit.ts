import { parseItem, splitItems } from '@cogitator/data';
import {
  type ArmyList,
  addUnit,
  attachUnit,
  type CatalogueQuery,
  createList,
  defaultSize,
  findFaction,
  InputError,
  nearestNames,
  removeUnit,
  setBattleSize,
  setDetachment,
  setEnhancement,
  setGrantedKeywords,
  setModels,
  setWargear,
  setWarlord,
} from '@cogitator/engine';
import type { Io } from '../io.js';
import { UsageError } from '../io.js';
import type { CatalogueOpts } from './catalogue-option.js';
import { exists, listCatalogue, loadListFile, needFile, saveListFile, unitArg } from './list-files.js';

export interface NewOpts extends CatalogueOpts {
  file?: string;
  name?: string;
  faction?: string;
  detachment?: string;
  size?: string;
  force?: boolean;
}

export async function newList(opts: NewOpts, io: Io): Promise<void> {
  const file = needFile(opts.file);
  if (!opts.force && (await exists(file))) throw new UsageError(`${file} already exists; pass --force to replace it`);
  let list = createList({ name: opts.name ?? null, detachment: opts.detachment ?? null });
  if (opts.faction) list = withFaction(list, opts.faction, await listCatalogue(opts));
  if (opts.size) list = setBattleSize(list, opts.size);
  await saveListFile(file, list);
  io.out(`created ${file}\n`);
}

function withFaction(list: ArmyList, name: string, q: CatalogueQuery | null): ArmyList {
  if (!q) return { ...list, faction: name };
  const f = findFaction(q, name);
  if (!f) {
    const near = nearestNames(
      name,
      q.factions().map((x) => x.name),
    );
    throw new InputError(`unknown faction "${name}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`, {
      field: 'faction',
    });
  }
  return { ...list, faction: f.name };
}

export interface AddOpts extends CatalogueOpts {
  file?: string;
  models?: string;
  warlord?: boolean;
  enhancement?: string;
  wargear?: string;
}

function wholeNumber(text: string, what: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${what}: "${text}" is not a whole number of at least 1`);
  return n;
}

export async function addToList(name: string, opts: AddOpts, io: Io): Promise<void> {
  const file = needFile(opts.file);
  let list = await loadListFile(file);
  const q = await listCatalogue(opts);
  let unitName = name;
  let datasheet: string | null = null;
  let models = opts.models ? wholeNumber(opts.models, '--models') : undefined;
  if (q) {
    const found = q.findDatasheets(name, list.faction ?? undefined)[0] ?? q.findDatasheets(name)[0];
    if (!found) {
      const pool = q.catalogue.datasheets.filter((d) => !list.faction || d.faction === list.faction).map((d) => d.name);
      const near = nearestNames(name, pool);
      throw new InputError(`no datasheet "${name}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`, {
        field: 'datasheet',
      });
    }
    unitName = found.name;
    datasheet = found.id;
    models ??= defaultSize(found);
  }
  const wargear = opts.wargear ? items(opts.wargear) : [];
  const added = addUnit(list, {
    name: unitName,
    datasheet,
    ...(models !== undefined ? { models } : {}),
    wargear,
    enhancement: opts.enhancement ?? null,
  });
  list = added.list;
  if (opts.warlord) list = setWarlord(list, added.id);
  await saveListFile(file, list);
  io.out(`added ${added.id}: ${unitName}${models ? ` (${models} models)` : ''}\n`);
}

function items(text: string) {
  return splitItems(text).map((t) => {
    const { name, count } = parseItem(t, 1);
    return { name, count };
  });
}

export async function removeFromList(unit: string, opts: { file?: string }, io: Io): Promise<void> {
  const file = needFile(opts.file);
  const list = await loadListFile(file);
  const id = unitArg(list, unit);
  await saveListFile(file, removeUnit(list, id));
  io.out(`removed ${id}\n`);
}

type Setter = (list: ArmyList, a: string[], q: CatalogueQuery | null) => ArmyList;
const SETTERS: Record<string, { args: string; apply: Setter; note?: string }> = {
  name: { args: '<name>', apply: (l, a) => ({ ...l, name: a.join(' ') }) },
  faction: { args: '<faction>', apply: (l, a, q) => withFaction(l, a.join(' '), q) },
  detachment: { args: '<detachment>', apply: (l, a) => setDetachment(l, a.join(' ')) },
  size: { args: '<Incursion|Strike Force|Onslaught>', apply: (l, a) => setBattleSize(l, a.join(' ')) },
  models: { args: '<unit> <count>', apply: (l, [u, n]) => setModels(l, unitArg(l, u!), wholeNumber(n!, 'count')) },
  wargear: {
    args: '<unit> "<2x item, item>"',
    apply: (l, [u, ...w]) => setWargear(l, unitArg(l, u!), items(w.join(' '))),
  },
  enhancement: {
    args: '<unit> <enhancement|none>',
    apply: (l, [u, ...e]) => setEnhancement(l, unitArg(l, u!), none(e.join(' '))),
  },
  leader: {
    args: '<unit> <bodyguard unit|none>',
    apply: (l, [u, t]) => attachUnit(l, unitArg(l, u!), none(t!) === null ? null : unitArg(l, t!)),
  },
  warlord: { args: '<unit>', apply: (l, [u]) => setWarlord(l, unitArg(l, u!)) },
  keyword: {
    args: '<unit> <KEYWORD|none>',
    note: 'a keyword the Detachment lets you give (Houndpack Lance: CHARACTER on three War Dogs); none clears',
    apply: (l, [u, ...k]) => {
      const id = unitArg(l, u!);
      const granted = l.units.find((x) => x.id === id)!.grantedKeywords;
      const word = k.join(' ');
      return setGrantedKeywords(l, id, none(word) === null ? [] : [...granted, word]);
    },
  },
};
SETTERS.attach = SETTERS.leader!;

const none = (s: string) => (/^none$/i.test(s) ? null : s);

export const SET_USAGE = Object.entries(SETTERS)
  .map(([k, v]) => `  list set ${k} ${v.args}${v.note ? `\n      ${v.note}` : ''}`)
  .join('\n');

export async function setInList(
  what: string,
  args: string[],
  opts: { file?: string } & CatalogueOpts,
  io: Io,
): Promise<void> {
  const setter = SETTERS[what];
  if (!setter) throw new UsageError(`cannot set "${what}"; one of:\n${SET_USAGE}`);
  const need = setter.args.split(' ').filter((x) => x.startsWith('<')).length;
  if (args.length < need) throw new UsageError(`usage: cogitator list set ${what} ${setter.args} --file <list.json>`);
  const file = needFile(opts.file);
  const q = what === 'faction' ? await listCatalogue(opts) : null;
  const list = setter.apply(await loadListFile(file), args, q);
  await saveListFile(file, list);
  io.out(`set ${what}\n`);
}
