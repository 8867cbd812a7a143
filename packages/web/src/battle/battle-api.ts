import type { Action, DecisionRequest, GameEvent, GameState, PlayerIndex } from '@cogitator/engine';
import { ApiError } from '../api.js';

/** The battle routes of the HTTP API (packages/server/src/routes/battles.ts), typed. */

export interface StratagemInfo {
  name: string;
  cp: number;
  source: string;
  category: string;
  support: string;
  note?: string;
  text?: { when: string; target: string; effect: string; restrictions?: string };
}

export interface BattleView {
  id: string;
  seq: number;
  events: number;
  hash: string;
  bots: PlayerIndex[];
  autoPass: PlayerIndex[];
  canUndo: [boolean, boolean];
  pending: DecisionRequest | null;
  result: GameState['result'];
  state: GameState;
  stratagems: Record<string, StratagemInfo>;
}

export interface LogRow {
  index: number;
  event: GameEvent;
  words: string | null;
  by?: string;
}

export interface Choice {
  id: string;
  name: string;
}

export interface BattleOptions {
  missions: Choice[];
  deployments: Choice[];
  layouts: Choice[];
  secondaries: Choice[];
  demo: string[];
}

export type ArmySpec = { demo: true } | { list: string; filename?: string; base64?: boolean };

export interface CreateBattle {
  armies: [ArmySpec, ArmySpec];
  mission?: string;
  deployment?: string;
  layout?: string;
  seed?: number;
  bot?: 1 | 2;
  autoPass?: (1 | 2)[];
  keep?: string[];
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
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

export const battleApi = {
  options: () => call<BattleOptions>('/api/battles/options'),
  create: (body: CreateBattle) => call<{ battle: BattleView; stuck?: string }>('/api/battles', post(body)),
  get: (id: string) => call<{ battle: BattleView }>(`/api/battles/${encodeURIComponent(id)}`).then((r) => r.battle),
  async log(id: string): Promise<LogRow[]> {
    const rows: LogRow[] = [];
    for (;;) {
      const r = await call<{ total: number; log: LogRow[] }>(
        `/api/battles/${encodeURIComponent(id)}/events?from=${rows.length}&limit=2000`,
      );
      rows.push(...r.log);
      if (!r.log.length || rows.length >= r.total) return rows;
    }
  },
  command: (id: string, seq: number, player: PlayerIndex, action: Action) =>
    call<{ battle: BattleView; log: LogRow[]; stuck?: string }>(
      `/api/battles/${encodeURIComponent(id)}/commands`,
      post({ seq, player, action }),
    ),
  undo: (id: string, player: PlayerIndex) =>
    call<{ battle: BattleView; undone: number }>(`/api/battles/${encodeURIComponent(id)}/undo`, post({ player })),
  fileUrl: (id: string) => `/api/battles/${encodeURIComponent(id)}/file`,
};
