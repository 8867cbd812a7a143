import {
  capsuleOf,
  footprint,
  type GameState,
  gap,
  type ModelState,
  modelsOnTable,
  type Placement,
  type Point,
  type UnitState,
} from '@cogitator/engine';
import { useRef } from 'react';

/** Player colours: fill and stroke. */
export const PLAYER_COLOURS = [
  { fill: '#3f6fb5', zone: 'rgba(63,111,181,0.13)', stroke: '#1d3f73' },
  { fill: '#b5483f', zone: 'rgba(181,72,63,0.13)', stroke: '#6e231d' },
] as const;

const TERRAIN_FILL: Record<string, string> = {
  ruins: '#b9b2a3',
  woods: '#8fb67a',
  craters: '#c9b99b',
  barricade: '#9d8f7a',
  debris: '#c2b8a8',
  hills: '#c7c08e',
  industrial: '#a3a9b0',
  'sealed-building': '#8d8a86',
  'armoured-container': '#7f8791',
};

/** Coherency: each model within 2" of another of its unit (the engine checks the full rule on a move). */
export const COHERENCY = 2;
export const ENGAGEMENT = 1;

export interface BoardProps {
  state: GameState;
  /** The unit being set up or moved. */
  selected?: string | null;
  /** Where the selected unit's models would go (a move or a set-up being made). */
  preview?: Record<string, Placement> | null;
  /** Units that may be picked on the board (targets, units to act with). */
  pickable?: readonly string[];
  onPick?: (unit: string) => void;
  /** A press on one of the selected unit's models: dragging it moves the whole unit. */
  onDragStart?: (at: Point) => void;
  onDrag?: (at: Point) => void;
  onDragEnd?: () => void;
  /** A click on the battlefield (a place to set a unit up). */
  onPlace?: (at: Point) => void;
  label?: string;
}

function ModelShape({
  u,
  m,
  at,
  state,
  ghost,
}: {
  u: UnitState;
  m: ModelState;
  at: Placement;
  state: GameState;
  ghost?: boolean;
}) {
  const f = footprint(state, u, m);
  const colour = PLAYER_COLOURS[u.player];
  const maxW = (() => {
    const ds = state.datasheets[m.datasheet ?? u.datasheet];
    return ds?.profiles.find((p) => p.name === m.profile)?.wounds ?? m.wounds;
  })();
  return (
    <g
      transform={`translate(${at.x} ${at.y}) rotate(${at.facing ?? 0})`}
      data-model={ghost ? undefined : m.id}
      opacity={ghost ? 0.55 : 1}
    >
      <ellipse
        rx={f.halfLength}
        ry={f.halfWidth}
        fill={ghost ? 'none' : colour.fill}
        stroke={colour.stroke}
        strokeWidth={ghost ? 0.12 : 0.08}
        strokeDasharray={ghost ? '0.3 0.2' : undefined}
      />
      {!ghost && maxW > 1 ? (
        <text
          className="board-wounds"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={Math.min(0.9, f.halfWidth * 1.2)}
          transform={`rotate(${-(at.facing ?? 0)})`}
        >
          {m.wounds}
        </text>
      ) : null}
    </g>
  );
}

/** Lines to each model's nearest unit-mate: green within 2" (coherent), red beyond. */
function Coherency({ state, u }: { state: GameState; u: UnitState }) {
  const on = modelsOnTable(u);
  if (on.length < 2) return null;
  const caps = on.map((m) => capsuleOf(state, u, m));
  return (
    <g className="board-coherency">
      {on.map((m, i) => {
        let best = -1;
        let d = Number.POSITIVE_INFINITY;
        caps.forEach((c, j) => {
          if (j === i) return;
          const g = gap(caps[i] as (typeof caps)[number], c);
          if (g < d) {
            d = g;
            best = j;
          }
        });
        const o = on[best];
        if (!o?.pos || !m.pos) return null;
        return (
          <line
            key={m.id}
            x1={m.pos.x}
            y1={m.pos.y}
            x2={o.pos.x}
            y2={o.pos.y}
            stroke={d <= COHERENCY + 1e-6 ? '#2f7d32' : '#d0312d'}
            strokeWidth={0.1}
          />
        );
      })}
    </g>
  );
}

/** Units within Engagement Range of an enemy unit (1" between bases). */
export function engagedUnits(state: GameState): Set<string> {
  const out = new Set<string>();
  const ids = state.unitOrder.filter((id) => {
    const u = state.units[id];
    return u && !u.attachedTo && modelsOnTable(u).length;
  });
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const a = state.units[ids[i] as string] as UnitState;
      const b = state.units[ids[j] as string] as UnitState;
      if (a.player === b.player) continue;
      const near = modelsOnTable(a).some((m) =>
        modelsOnTable(b).some((n) => gap(capsuleOf(state, a, m), capsuleOf(state, b, n)) <= ENGAGEMENT + 1e-6),
      );
      if (near) {
        out.add(a.id);
        out.add(b.id);
      }
    }
  return out;
}

/** The battlefield to scale (1 unit = 1 inch): zones, terrain, objectives, every model on its base. */
export function Board(props: BoardProps) {
  const { state, selected, preview, pickable = [], label } = props;
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const { width, depth } = state.mission.battlefield;
  const engaged = engagedUnits(state);

  const startDrag = (e: React.PointerEvent<SVGGElement>) => {
    if (!props.onDragStart) return;
    const p = toBoard(e);
    if (!p) return;
    dragging.current = true;
    svg.current?.setPointerCapture?.(e.pointerId);
    props.onDragStart(p);
    e.stopPropagation();
  };

  const toBoard = (e: { clientX: number; clientY: number }): Point | null => {
    const el = svg.current;
    const m = el?.getScreenCTM();
    if (!el || !m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard places and moves units from the decision panel (arrow keys)
    <svg
      ref={svg}
      className="board"
      viewBox={`-0.5 -0.5 ${width + 1} ${depth + 1}`}
      role="img"
      aria-label={label ?? `The battlefield, ${width}" by ${depth}"`}
      data-testid="board"
      onPointerMove={(e) => {
        if (!dragging.current) return;
        const p = toBoard(e);
        if (p) props.onDrag?.(p);
      }}
      onPointerUp={() => {
        if (!dragging.current) return;
        dragging.current = false;
        props.onDragEnd?.();
      }}
      onClick={(e) => {
        if (!props.onPlace) return;
        const p = toBoard(e);
        if (p) props.onPlace(p);
      }}
    >
      <defs>
        <pattern id="board-grid" width={1} height={1} patternUnits="userSpaceOnUse">
          <path d="M1 0 L0 0 0 1" fill="none" stroke="#d4d8cf" strokeWidth={0.03} />
        </pattern>
      </defs>
      <rect x={0} y={0} width={width} height={depth} className="board-field" />
      <rect x={0} y={0} width={width} height={depth} fill="url(#board-grid)" />
      {state.mission.zones.map((zones, p) =>
        zones.map((z) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the player
            key={`${p}-${z.x0}-${z.y0}`}
            x={z.x0}
            y={z.y0}
            width={z.x1 - z.x0}
            height={z.y1 - z.y0}
            fill={PLAYER_COLOURS[p as 0 | 1].zone}
            data-zone={p + 1}
          />
        )),
      )}
      {(state.terrain?.features ?? []).map((f) => (
        <g key={f.id} data-terrain={f.category}>
          <polygon
            points={f.footprint.map((p) => `${p.x},${p.y}`).join(' ')}
            fill={TERRAIN_FILL[f.category] ?? '#bbb'}
            opacity={0.75}
          >
            <title>{f.name ?? f.category}</title>
          </polygon>
          {(f.walls ?? []).map((w) => (
            <line
              key={`${w.a.x},${w.a.y},${w.b.x},${w.b.y}`}
              x1={w.a.x}
              y1={w.a.y}
              x2={w.b.x}
              y2={w.b.y}
              stroke="#4a443b"
              strokeWidth={0.35}
            />
          ))}
        </g>
      ))}
      {state.mission.objectives.map((o, i) => {
        const c = state.control[i];
        const colour = c === null || c === undefined ? '#555' : PLAYER_COLOURS[c].stroke;
        return (
          <g key={o.id} data-objective={o.id}>
            <circle
              cx={o.at.x}
              cy={o.at.y}
              r={3 + 0.787}
              fill="none"
              stroke={colour}
              strokeWidth={0.08}
              strokeDasharray="0.4 0.3"
            />
            <circle cx={o.at.x} cy={o.at.y} r={0.787} fill={colour} />
            <text
              x={o.at.x}
              y={o.at.y}
              className="board-objective"
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={0.9}
            >
              {i + 1}
            </text>
          </g>
        );
      })}
      {state.unitOrder.map((id) => {
        const u = state.units[id] as UnitState;
        const on = modelsOnTable(u);
        if (!on.length) return null;
        const isSel = id === selected;
        const canPick = pickable.includes(id);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: dragging on the board; the decision panel offers the same by keyboard
          <g
            key={id}
            data-unit={id}
            className={`board-unit${isSel ? ' selected' : ''}${canPick ? ' pickable' : ''}${engaged.has(id) ? ' engaged' : ''}`}
            onPointerDown={(e) => {
              if (isSel) startDrag(e);
            }}
            onClick={(e) => {
              if (canPick && props.onPick) {
                props.onPick(id);
                e.stopPropagation();
              }
            }}
          >
            <title>{`${u.name} (${u.id})${engaged.has(id) ? ', within Engagement Range' : ''}`}</title>
            {engaged.has(id)
              ? on.map((m) => {
                  const f = footprint(state, u, m);
                  return m.pos ? (
                    <circle
                      key={`e${m.id}`}
                      cx={m.pos.x}
                      cy={m.pos.y}
                      r={f.halfLength + ENGAGEMENT}
                      className="board-engagement"
                    />
                  ) : null;
                })
              : null}
            {isSel ? <Coherency state={state} u={u} /> : null}
            {on.map((m) => (m.pos ? <ModelShape key={m.id} u={u} m={m} at={m.pos} state={state} /> : null))}
          </g>
        );
      })}
      {selected && preview ? (
        <g className="board-preview" data-testid="preview" onPointerDown={startDrag}>
          {Object.entries(preview).map(([mid, at]) => {
            const u = state.units[selected];
            const m = u?.models.find((x) => x.id === mid);
            if (!u || !m) return null;
            return (
              <g key={mid}>
                {m.pos ? (
                  <line x1={m.pos.x} y1={m.pos.y} x2={at.x} y2={at.y} stroke="#f2a900" strokeWidth={0.12} />
                ) : null}
                <ModelShape u={u} m={m} at={at} state={state} ghost />
              </g>
            );
          })}
        </g>
      ) : null}
    </svg>
  );
}
