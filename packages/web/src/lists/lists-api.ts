import type { ArmyList, ArmyUnit, Finding } from '@cogitator/engine/army';
import { ApiError } from '../api.js';

/** The list routes of the HTTP API (packages/server/src/routes/lists.ts) as the Lists page uses them. */

export type { ArmyList, ArmyUnit };

export interface ListFinding extends Finding {
  /** The army rule's name ("Rule of Three"). */
  ruleName: string;
}

export interface UnitPoints {
  unit: string;
  computed: number | null;
  stated?: number | null;
}

export interface CheckedList {
  list: ArmyList;
  points: { total: number; units: UnitPoints[] } | null;
  findings: ListFinding[];
  valid: boolean;
  catalogue: boolean;
}

export interface ReadReply extends CheckedList {
  format: string;
  formatName: string;
}

export interface SavedListHead {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export const EXPORT_FORMATS = [
  { id: 'gw', name: 'Warhammer 40,000 app text', ext: 'txt' },
  { id: 'nr', name: 'New Recruit text', ext: 'txt' },
  { id: 'json', name: 'Cogitator list JSON', ext: 'json' },
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number]['id'];

async function call<T>(path: string, init?: RequestInit, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, ...(signal ? { signal } : {}) });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'the server cannot be reached; is `cogitator serve` running?');
  }
  const body = (await res.json().catch(() => ({}))) as { error?: string; field?: string };
  if (!res.ok) throw new ApiError(res.status, body.error ?? `${res.status} ${res.statusText}`, body.field);
  return body as T;
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const listsApi = {
  read: (input: { text: string } | { base64: string }, source?: string) =>
    call<ReadReply>('/api/lists/read', post({ ...input, ...(source ? { source } : {}) })),
  check: (list: ArmyList, signal?: AbortSignal) => call<CheckedList>('/api/lists/check', post({ list }), signal),
  export: (list: ArmyList, format: ExportFormat) =>
    call<{ format: string; text: string }>('/api/lists/export', post({ list, format })),
  saved: () => call<{ lists: SavedListHead[] }>('/api/lists').then((r) => r.lists),
  open: (id: number) => call<{ saved: SavedListHead & { list: ArmyList } }>(`/api/lists/${id}`).then((r) => r.saved),
  save: (name: string, list: ArmyList) =>
    call<{ saved: SavedListHead }>('/api/lists', post({ name, list })).then((r) => r.saved),
  remove: (id: number) => call<{ deleted: number }>(`/api/lists/${id}`, { method: 'DELETE' }),
};

/** A new unit for a list: the next free id ("u7"), as `cogitator list add` makes it. */
export function newUnit(list: ArmyList, u: { name: string; datasheet: string; models: number }): ArmyUnit {
  const max = list.units.reduce((m, x) => Math.max(m, Number(x.id.slice(1)) || 0), 0);
  return {
    id: `u${max + 1}`,
    datasheet: u.datasheet,
    name: u.name,
    models: u.models,
    modelGroups: [],
    wargear: [],
    enhancement: null,
    warlord: false,
    attachedTo: null,
    grantedKeywords: [],
    statedPoints: null,
  };
}

export function emptyList(): ArmyList {
  return {
    formatVersion: 1,
    name: null,
    faction: null,
    subfaction: null,
    detachment: null,
    battleSize: null,
    pointsLimit: null,
    statedPoints: null,
    units: [],
  };
}

/** "2x Plasma gun, Power fist" as wargear items, and back. */
export function parseWargear(text: string): { name: string; count: number }[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(\d+)\s*x\s+(.+)$/i.exec(s);
      return m ? { name: (m[2] as string).trim(), count: Math.max(1, Number(m[1])) } : { name: s, count: 1 };
    });
}

export function wargearText(items: readonly { name: string; count: number }[]): string {
  return items.map((w) => (w.count > 1 ? `${w.count}x ${w.name}` : w.name)).join(', ');
}
