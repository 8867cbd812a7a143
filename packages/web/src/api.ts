import type {
  Datasheet,
  DatasheetPage,
  Detachment,
  Enhancement,
  NamedText,
  PageCompletion,
  Stratagem,
  Warning,
} from '@cogitator/engine';

/** The HTTP API as the web app uses it: typed replies, errors as messages. */

export interface FactionRow {
  id: string;
  name: string;
  group: string | null;
  datasheets: number;
}

export interface DatasheetRow {
  id: string;
  name: string;
  faction: string;
  role: string | null;
  points: number | null;
  legends: boolean;
  score?: number;
}

export interface DatasheetReply {
  datasheet: Datasheet;
  faction: { id: string; name: string; rules: NamedText[] } | null;
  detachments: Detachment[];
  stratagems: Stratagem[];
  enhancements: Enhancement[];
  eligibleEnhancements: string[];
}

export interface ParseReply {
  page: DatasheetPage;
  warnings: Warning[];
  completion: PageCompletion | null;
  /** Why nothing was filled in (no catalogue), else null. */
  catalogue: string | null;
}

export interface SavedSetup {
  id: number;
  name: string;
  query: string;
  createdAt: string;
  updatedAt: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
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

const datasheets = new Map<string, Promise<DatasheetReply>>();

export const api = {
  factions: () => request<{ factions: FactionRow[] }>('/api/factions').then((r) => r.factions),
  search: (q: string, opts: { faction?: string; limit?: number } = {}) => {
    const params = new URLSearchParams();
    if (q.trim()) params.set('q', q.trim());
    if (opts.faction) params.set('faction', opts.faction);
    if (opts.limit) params.set('limit', String(opts.limit));
    return request<{ datasheets: DatasheetRow[] }>(`/api/datasheets?${params}`).then((r) => r.datasheets);
  },
  /** One datasheet with its faction's rules; cached for the session (the catalogue does not change). */
  datasheet(id: string): Promise<DatasheetReply> {
    let p = datasheets.get(id);
    if (!p) {
      p = request<DatasheetReply>(`/api/datasheets/${encodeURIComponent(id)}`);
      p.catch(() => datasheets.delete(id));
      datasheets.set(id, p);
    }
    return p;
  },
  parse: (text: string) => request<ParseReply>('/api/parse', post({ text })),
  setups: () => request<{ setups: SavedSetup[] }>('/api/setups').then((r) => r.setups),
  saveSetup: (name: string, query: string) =>
    request<{ setup: SavedSetup }>('/api/setups', post({ name, query })).then((r) => r.setup),
  deleteSetup: (id: number) => request<{ deleted: number }>(`/api/setups/${id}`, { method: 'DELETE' }),
};

/** A rule that applies to the units but is not automated, as `POST /api/calc/rules` names it. */
export interface RuleNotApplied {
  name: string;
  origin: string;
  holder?: string;
  support: 'partial' | 'manual';
  note?: string;
}

export interface UnitRulesReply {
  /** The scenario with the rules of its catalogue units added. */
  scenario: unknown;
  notApplied: RuleNotApplied[];
  rulesApplied: string[];
}

/** The rules that bind to a scenario's catalogue units, read by the server (it holds the compiled rules). */
export const unitRules = (scenario: unknown) => request<UnitRulesReply>('/api/calc/rules', post(scenario));
