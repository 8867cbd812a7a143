import type { MatchupResult, Rate } from '@cogitator/engine';
import { renderTable as table } from '../../table.js';

const pct = (r: Rate) =>
  `${(r.rate * 100).toFixed(1)}% (${r.count}; 95% CI ${(r.ci95[0] * 100).toFixed(1)}-${(r.ci95[1] * 100).toFixed(1)}%)`;
const num = (x: number) => (Math.round(x * 10) / 10).toString();

/** The matchup as text: outcomes, the sides and first turn, VP per round, and each unit's contribution. */
export function renderMatchup(r: MatchupResult, tty: boolean): string {
  const lines: string[] = [];
  const name = (k: 'A' | 'B') => `${r.lists[k].name} (${r.lists[k].faction ?? '?'}; ${r.bots[k]} bot)`;
  lines.push(`A: ${name('A')}`, `B: ${name('B')}`);
  lines.push(
    `${r.finished} of ${r.battles} battles finished (${r.mission}, seeds ${r.seed}-${r.seed + r.battles - 1})`,
  );
  lines.push(`  A wins ${pct(r.outcomes.A)}`, `  B wins ${pct(r.outcomes.B)}`, `  draws  ${pct(r.outcomes.draw)}`);
  lines.push(
    `  A as player 1 ${pct(r.aWins.asPlayer1)}; as player 2 ${pct(r.aWins.asPlayer2)}`,
    `  A going first ${pct(r.aWins.goingFirst)}; second ${pct(r.aWins.goingSecond)}`,
    '',
  );
  const rounds = Math.max(r.vp.A.byRound.length, r.vp.B.byRound.length);
  lines.push(
    table(
      ['VP (mean ± sd)', ...Array.from({ length: rounds }, (_, i) => `round ${i + 1}`), 'final'],
      (['A', 'B'] as const).map((k) => [
        k,
        ...Array.from({ length: rounds }, (_, i) => {
          const s = r.vp[k].byRound[i];
          return s ? `${num(s.mean)} ± ${num(s.sd)}` : '-';
        }),
        `${num(r.vp[k].final.mean)} ± ${num(r.vp[k].final.sd)}`,
      ]),
      tty,
    ),
  );
  lines.push(
    table(
      ['unit', 'name', 'dealt', 'taken', 'pts destroyed', 'objectives held', 'destroyed'],
      r.units.map((u) => [
        `${u.list}:${u.unit}`,
        u.name,
        num(u.damageDealt),
        num(u.damageTaken),
        num(u.pointsDestroyed),
        num(u.objectivesHeld),
        `${Math.round(u.destroyedRate * 100)}%`,
      ]),
      tty,
    ),
  );
  if (r.failures.length) {
    lines.push(`${r.failures.length} battle(s) failed:`);
    for (const f of r.failures.slice(0, 10)) lines.push(`  battle ${f.index}: ${f.reason}`);
  }
  return `${lines.join('\n')}\n`;
}
