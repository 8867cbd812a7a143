import type { ParsedList } from '@cogitator/engine';
import { parseBulletBody } from './bullets.js';
import { applyHeader, parseHeader } from './header.js';
import { emptyList, PTS, pointsOf, toLines } from './text.js';

/** "Char1: 10x Kroot Carnivores (65 pts)" */
export const HEADED_UNIT = new RegExp(String.raw`^(?:(\w+\d+):\s+)?(?:(\d+)x\s+)?(.+?)\s*\(${PTS}\)$`, 'i');
/** The WTC-Compact unit line: "Char1: 1x Commander Farsight (95 pts): Dawn Blade, High-intensity plasma rifle". */
export const HEADED_UNIT_SELECTIONS = new RegExp(
  String.raw`^(?:(\w+\d+):\s+)?(?:(\d+)x\s+)?(.+?)\s*\(${PTS}\)(?::\s*(.*))?$`,
  'i',
);
export const CAPS_SECTION = /^[A-Z][A-Z &'’/-]+$/;

/**
 * New Recruit's GW style (also what the conformance set calls the app's "gw" text): the "+++" header,
 * then section headings in capitals and units with "•" lines.
 */
export function parseNrGw(text: string, source?: string): ParsedList {
  const lines = toLines(text);
  const list = emptyList('nr-gw');
  const { body, header } = parseHeader(lines, list, 'nr-gw', source);
  parseBulletBody(lines.slice(body), list, {
    format: 'nr-gw',
    source,
    unit: (t, l) => {
      const m = HEADED_UNIT.exec(t);
      if (!m) return null;
      return {
        name: (m[3] as string).trim(),
        points: pointsOf(m[4] as string, 'nr-gw', l, source),
        count: m[2] ? Number(m[2]) : null,
        ...(m[1] ? { label: m[1] as string } : {}),
      };
    },
    section: (t) => (CAPS_SECTION.test(t) ? t : null),
  });
  applyHeader(list, header);
  return list;
}
