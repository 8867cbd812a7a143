import {
  characteristic,
  type DecisionRequest,
  type GameState,
  isBattleShocked,
  modelsOnTable,
  pending,
  phaseName,
  pointInRect,
  startingStrength,
  stepName,
  type TerrainCategory,
  type UnitState,
} from '@cogitator/engine';
import { renderTable } from '../../table.js';

const LETTERS = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'] as const;

function letter(state: GameState, u: UnitState): string {
  const mine = state.unitOrder.filter((id) => state.units[id]?.player === u.player);
  return LETTERS[u.player][mine.indexOf(u.id)] ?? '?';
}

/** How the map marks each terrain category (walls of ruins are #). */
export const TERRAIN_MARK: Record<TerrainCategory, string> = {
  ruins: ':',
  woods: '%',
  craters: 'o',
  barricade: '=',
  debris: '*',
  hills: '^',
  industrial: 'I',
  'sealed-building': 'B',
  'armoured-container': 'X',
};

function insideConvex(poly: readonly { x: number; y: number }[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as { x: number; y: number };
    const b = poly[(i + 1) % poly.length] as { x: number; y: number };
    const o = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (o === 0) continue;
    const sg = o > 0 ? 1 : -1;
    if (sign === 0) sign = sg;
    else if (sg !== sign) return false;
  }
  return true;
}

/** The battlefield as text: 1 character per inch across, 2 inches per row. */
export function asciiMap(state: GameState): string {
  const { width, depth } = state.mission.battlefield;
  const cols = Math.ceil(width);
  const rows = Math.ceil(depth / 2);
  const grid: string[][] = Array.from({ length: rows }, () => Array.from({ length: cols }, () => ' '));
  const put = (x: number, y: number, ch: string) => {
    const c = Math.min(cols - 1, Math.max(0, Math.floor(x)));
    const r = Math.min(rows - 1, Math.max(0, Math.floor(y / 2)));
    (grid[r] as string[])[c] = ch;
  };
  state.mission.zones.forEach((zones) => {
    for (const z of zones)
      for (let y = z.y0 + 1; y < z.y1; y += 2)
        for (let x = z.x0 + 0.5; x < z.x1; x++) if (pointInRect({ x, y }, z)) put(x, y, '.');
  });
  for (const f of state.terrain?.features ?? []) {
    const ch = TERRAIN_MARK[f.category];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) if (insideConvex(f.footprint, c + 0.5, r * 2 + 1)) put(c + 0.5, r * 2 + 1, ch);
    for (const w of f.walls ?? []) {
      const n = Math.ceil(Math.hypot(w.b.x - w.a.x, w.b.y - w.a.y) * 2) + 1;
      for (let i = 0; i <= n; i++) put(w.a.x + ((w.b.x - w.a.x) * i) / n, w.a.y + ((w.b.y - w.a.y) * i) / n, '#');
    }
  }
  state.mission.objectives.forEach((o, i) => {
    put(o.at.x, o.at.y, String(i + 1));
  });
  for (const id of state.unitOrder) {
    const u = state.units[id] as UnitState;
    for (const m of modelsOnTable(u)) if (m.pos) put(m.pos.x, m.pos.y, letter(state, u));
  }
  const border = `+${'-'.repeat(cols)}+`;
  return [border, ...grid.map((r) => `|${r.join('')}|`), border].join('\n');
}

export function describePending(req: DecisionRequest | null): string {
  if (!req) return 'no decision pending\n';
  const lines = [`pending: player ${req.player + 1}, ${req.kind} (seq ${req.seq}): ${req.prompt}`];
  req.options.forEach((o, i) => {
    if (o.kind === 'choice') lines.push(`  ${i + 1}. ${o.label}  ${JSON.stringify(o.action)}`);
    else lines.push(`  ${i + 1}. ${o.label}  [${o.action}: ${o.schema.kind}]`);
  });
  return `${lines.join('\n')}\n`;
}

/** A text board: the flow, CP and VP, every unit, the objectives, the map and the pending decision. */
export function renderBoard(state: GameState, tty: boolean): string {
  const f = state.flow;
  const out: string[] = [];
  const where =
    f.stage === 'pre-battle'
      ? `pre-battle: ${stepName(f.step)}`
      : `round ${f.round}, turn ${f.turn} (player ${f.active + 1}), ${phaseName(f.phase)}, ${stepName(f.step)}`;
  out.push(`${state.mission.name} · ${state.ruleset.id} · event ${state.seq} · ${where}`);
  if (state.terrain) out.push(`terrain: ${state.terrain.name} (${state.terrain.features.length} features)`);
  const cards = state.mission.secondaries;
  if (cards)
    cards.forEach((c, i) => {
      if (c.length) out.push(`player ${i + 1} secondaries: ${c.join(', ')}`);
    });
  state.players.forEach((p, i) => {
    out.push(`player ${i + 1}: ${p.name} · ${p.cp}CP · ${p.vp}VP`);
  });
  if (state.result) {
    const r = state.result;
    out.push(
      `result: ${r.winner === null ? 'draw' : `player ${r.winner + 1} wins`} ${r.vp[0]}-${r.vp[1]} (${r.reason})`,
    );
    r.byRound?.forEach((vps, i) => {
      out.push(`  player ${i + 1} VP by round: ${vps.join(' / ')}`);
    });
  }
  const rows = state.unitOrder.map((id) => {
    const u = state.units[id] as UnitState;
    const on = modelsOnTable(u);
    const alive = u.models.filter((m) => !m.destroyed);
    const wounds = alive.reduce((a, m) => a + m.wounds, 0);
    const cx = on.length ? on.reduce((a, m) => a + (m.pos?.x ?? 0), 0) / on.length : null;
    const cy = on.length ? on.reduce((a, m) => a + (m.pos?.y ?? 0), 0) / on.length : null;
    const oc = alive.reduce((a, m) => a + characteristic(state, u, m, 'OC').value, 0);
    const h = u.history;
    const flags = [
      isBattleShocked(state, u.id) ? 'battle-shocked' : '',
      h.movement ?? '',
      h.shot ? 'shot' : '',
      h.charged ? 'charged' : h.chargeDeclared ? 'charge failed' : '',
      h.fought ? 'fought' : '',
    ]
      .filter(Boolean)
      .join(', ');
    return [
      `${letter(state, u)} ${u.id}`,
      u.name,
      `${alive.length}/${startingStrength(state, u)}`,
      wounds,
      u.attachedTo
        ? `with ${u.attachedTo}`
        : u.reserve
          ? `in Reserves (${u.reserve})`
          : u.embarkedIn && alive.length
            ? `inside ${u.embarkedIn}`
            : cx === null
              ? u.deployed
                ? 'destroyed'
                : 'not set up'
              : `${cx.toFixed(1)}, ${(cy as number).toFixed(1)}`,
      oc,
      flags,
    ];
  });
  out.push(renderTable(['unit', 'name', 'models', 'wounds', 'at (x, y)', 'OC', 'this turn'], rows, tty).trimEnd());
  out.push(
    `objectives: ${state.mission.objectives
      .map(
        (o, i) =>
          `${i + 1} ${o.id} (${o.at.x}, ${o.at.y}): ${state.control[i] === null || state.control[i] === undefined ? '-' : `player ${(state.control[i] as number) + 1}`}`,
      )
      .join(' · ')}`,
  );
  out.push(asciiMap(state));
  if (state.terrain)
    out.push(
      'terrain: : ruin (# wall)  % woods  o craters  = barricade  * debris  ^ hill  I industrial  B sealed  X container',
    );
  out.push(describePending(pending(state)).trimEnd());
  return `${out.join('\n')}\n`;
}
