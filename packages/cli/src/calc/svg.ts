import type { ModelsDist } from '@cogitator/engine';

/** A small self-contained SVG bar chart of models destroyed: bars P(=k), labels P(>=k). */

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function pct(p: number): string {
  return `${(100 * p).toFixed(1)}%`;
}

export function modelsChart(d: ModelsDist, title: string): string {
  let last = 0;
  d.atLeast.forEach((p, k) => {
    if (p >= 0.0005) last = k;
  });
  const ks = d.pmf.slice(0, last + 1);
  const bar = 44;
  const gap = 12;
  const left = 50;
  const top = 50;
  const plotH = 220;
  const width = Math.max(left + ks.length * (bar + gap) + 20, 40 + Math.ceil(title.length * 8.5));
  const height = top + plotH + 70;
  const peak = Math.max(...ks, 1e-12);
  const scale = Math.max(0.05, Math.ceil((peak * 100) / 5) * 0.05);
  const y = (p: number) => top + plotH - (p / scale) * plotH;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<title>${esc(title)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${left}" y="24" font-size="15" font-weight="bold">${esc(title)}</text>`,
    `<line x1="${left}" y1="${top + plotH}" x2="${width - 10}" y2="${top + plotH}" stroke="#333"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}" stroke="#333"/>`,
  ];
  for (let i = 0; i <= 4; i++) {
    const p = (scale * i) / 4;
    out.push(`<text x="${left - 6}" y="${y(p) + 4}" text-anchor="end" fill="#555">${pct(p)}</text>`);
    if (i > 0) out.push(`<line x1="${left}" y1="${y(p)}" x2="${width - 10}" y2="${y(p)}" stroke="#ddd"/>`);
  }
  ks.forEach((p, k) => {
    const x = left + gap / 2 + k * (bar + gap);
    const h = top + plotH - y(p);
    out.push(
      `<rect class="bar" data-k="${k}" data-p="${p.toFixed(6)}" x="${x}" y="${y(p)}" width="${bar}" height="${h}" fill="#4a78b5"><title>P(${k}) = ${pct(p)}</title></rect>`,
      `<text x="${x + bar / 2}" y="${y(p) - 4}" text-anchor="middle">${pct(p)}</text>`,
      `<text x="${x + bar / 2}" y="${top + plotH + 16}" text-anchor="middle">${k}</text>`,
      `<text x="${x + bar / 2}" y="${top + plotH + 32}" text-anchor="middle" fill="#a33">${pct(d.atLeast[k] as number)}</text>`,
    );
  });
  out.push(
    `<text x="${left - 6}" y="${top + plotH + 16}" text-anchor="end">k</text>`,
    `<text x="${left - 6}" y="${top + plotH + 32}" text-anchor="end" fill="#a33">P(&gt;=k)</text>`,
    `<text x="${left}" y="${top + plotH + 56}" fill="#555">models destroyed: bars P(=k), mean ${d.mean.toFixed(2)}</text>`,
    '</svg>',
  );
  return `${out.join('\n')}\n`;
}
