import { useEffect, useRef } from 'react';
import { pct } from '../format.js';

/** Observable Plot is loaded on first use, so the rest of the app starts without it. */
type PlotModule = typeof import('@observablehq/plot');
let plotModule: Promise<PlotModule> | undefined;
const loadPlot = () => {
  plotModule ??= import('@observablehq/plot');
  return plotModule;
};

export interface Series {
  label: string;
  /** P(exactly k) or P(at least k), by k. */
  values: number[];
  color: string;
}

interface Props {
  /** Figure name, also the chart's accessible name. */
  title: string;
  xLabel: string;
  /** Bars take one series; curves overlay several (the comparison). */
  kind: 'bars' | 'curve';
  series: Series[];
  /** data-chart attribute (tests find charts by it). */
  name: string;
  /** A legend naming each series (the comparison). */
  legend?: boolean;
}

/** Bars with a label each up to this many; past it, every 2nd, 5th, 10th... value is labelled. */
export const MAX_BAR_LABELS = 12;

/** The k labelled under a bar chart of k = 0..upTo, at most about `room` of them, on round steps. */
export function barTicks(upTo: number, room = MAX_BAR_LABELS): number[] {
  const n = upTo + 1;
  let step = 1;
  for (const s of [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]) {
    step = s;
    if (Math.ceil(n / s) <= room) break;
  }
  return Array.from({ length: Math.floor(upTo / step) + 1 }, (_, i) => i * step);
}

/** The k worth showing: up to the last with a chance of 0.05% or more (at least 0..1). */
export function shownRange(values: number[][]): number {
  let last = 1;
  for (const v of values) {
    let tail = 0;
    for (let k = v.length - 1; k >= 0; k--) {
      tail += v[k] as number;
      if ((v[k] as number) >= 5e-4 || tail >= 5e-4) {
        last = Math.max(last, k);
        break;
      }
    }
  }
  return last;
}

/** A histogram or a P(>= k) curve, drawn by Observable Plot as SVG. */
export function Chart({ title, xLabel, kind, series, name, legend = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(series);
  useEffect(() => {
    let live = true;
    const list: Series[] = JSON.parse(key);
    loadPlot().then((Plot) => {
      const el = ref.current;
      if (!live || !el) return;
      const upTo = shownRange(list.map((s) => s.values));
      const data = list.flatMap((s) => s.values.slice(0, upTo + 1).map((p, k) => ({ k, p, label: s.label })));
      const color = { domain: list.map((s) => s.label), range: list.map((s) => s.color), legend };
      const width = Math.max(240, el.clientWidth || 360);
      // Room for a label every ~28 px, at most 12.
      const room = Math.max(4, Math.min(MAX_BAR_LABELS, Math.floor((width - 50) / 28)));
      const tip = (d: { k: number; p: number; label: string }) =>
        `${list.length > 1 ? `${d.label}: ` : ''}${kind === 'curve' ? '≥ ' : ''}${d.k} → ${pct(d.p)}`;
      const marks =
        kind === 'bars'
          ? [
              Plot.barY(data, {
                x: 'k',
                y: 'p',
                fill: 'label',
                title: tip,
                inset: 0.5,
              }),
              Plot.ruleY([0]),
            ]
          : [
              Plot.lineY(data, { x: 'k', y: 'p', stroke: 'label', curve: 'step-after', strokeWidth: 2 }),
              Plot.dot(data, { x: 'k', y: 'p', fill: 'label', r: 3, title: tip }),
              Plot.ruleY([0]),
            ];
      const svg = Plot.plot({
        width,
        height: 200,
        marginLeft: 44,
        ariaLabel: title,
        ariaDescription: list
          .map(
            (s) =>
              `${s.label}: ${s.values
                .slice(0, upTo + 1)
                .map((p, k) => `${k}: ${pct(p)}`)
                .join(', ')}`,
          )
          .join('; '),
        x:
          kind === 'bars'
            ? {
                label: xLabel,
                type: 'band',
                domain: Array.from({ length: upTo + 1 }, (_, k) => k),
                padding: 0.15,
                ticks: barTicks(upTo, room),
              }
            : { label: xLabel, domain: [0, upTo], ticks: Math.min(upTo, room) },
        y: {
          label: kind === 'bars' ? 'chance' : 'chance of at least',
          percent: true,
          grid: true,
          domain: kind === 'curve' ? [0, 100] : undefined,
        },
        color,
        marks,
      });
      el.replaceChildren(svg);
      el.dataset.ticks = String(svg.querySelectorAll('[aria-label="x-axis tick label"] text').length);
      // When the chart was last drawn (tests measure input to chart with it).
      el.dataset.drawnAt = String(performance.now());
    });
    return () => {
      live = false;
    };
  }, [key, kind, title, xLabel, legend]);
  return (
    <figure className="chart" data-chart={name}>
      <figcaption>{title}</figcaption>
      <div ref={ref} className="chart-body" />
    </figure>
  );
}
