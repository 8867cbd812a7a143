import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBattle } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cogitator-play-'));
const DEPLOY = [
  'p1 deploy p1u1 10 6',
  'p2 deploy p2u1 10 38',
  'p1 deploy p1u2 30 4',
  'p2 deploy p2u2 30 40',
  'p1 deploy p1u3 40 8',
  'p2 deploy p2u3 45 38',
  'p1 deploy p1u4 50 6',
  'p2 deploy p2u4 50 38',
];

async function newGame(name: string): Promise<string> {
  const file = join(dir, name);
  const r = await runCli(['game', 'new', '--seed', '3', '--out', file]);
  expect(r.code).toBe(0);
  return file;
}

/** Lines typed one at a time: each waits until the answer to the one before has been printed. */
function typed(lines: string[], checks: Record<number, (out: string, err: string) => void> = {}) {
  return async function* (seen: () => { out: string; err: string }) {
    for (let i = 0; i < lines.length; i++) {
      const s = seen();
      checks[i]?.(s.out, s.err);
      yield lines[i] as string;
    }
    const s = seen();
    checks[lines.length]?.(s.out, s.err);
  };
}

describe('cogitator game play (interactive)', () => {
  it('answers each line as it is typed, with the pending decision and its numbered options', async () => {
    const file = await newGame('typed.json');
    const r = await runCli(
      ['game', 'play', file],
      typed(['2', 'p1 end', 'p2 end'], {
        // Before anything is typed: the demo battle waits in Declare Battle Formations.
        0: (out) => {
          expect(out).toContain('pending: player 1, declare-formations (seq 0)');
          expect(out).toContain('  2. attach Captain (p1u3) to Veteran Squad (p1u2)');
        },
        // Option 2 was answered before the second line was typed.
        1: (out) => {
          expect(out).toContain('line 1: ok (2 events)\n  · Captain (p1u3) leads Veteran Squad (p1u2)\n');
          expect(out).toContain('pending: player 1, declare-formations (seq 2)');
        },
        2: (out) => expect(out).toContain('pending: player 2, declare-formations'),
        3: (out) => expect(out).toContain('pending: player 1, deploy-unit'),
      }),
    );
    expect(r.code).toBe(0);
    // Saved after every accepted command.
    const { state } = loadBattle(readFileSync(file, 'utf8'));
    expect(state.units.p1u3?.attachedTo).toBe('p1u2');
    expect(state.flow.step).toBe('deploy-armies');
  });

  it('a line that names its player never answers the other player’s decision', async () => {
    const file = await newGame('named.json');
    const r = await runCli(['game', 'play', file], typed(['p2 end', 'p2: 1', 'p1 end', 'p2> end']));
    expect(r.err).toContain("line 1: rejected: it is player 1's decision (declare-formations), not player 2's");
    expect(r.err).toContain("line 2: rejected: it is player 1's decision (declare-formations), not player 2's");
    expect(r.out).toContain('line 3: ok');
    expect(r.out).toContain('line 4: ok');
    expect(r.code).toBe(1);
    const { state } = loadBattle(readFileSync(file, 'utf8'));
    // Neither rejected line attached player 1's Captain.
    expect(state.units.p1u3?.attachedTo).toBeUndefined();
    expect(state.flow.step).toBe('deploy-armies');
  });

  it('--named refuses a line without its player', async () => {
    const file = await newGame('strict.json');
    const r = await runCli(['game', 'play', file, '--named'], typed(['end', 'p1 end']));
    expect(r.err).toContain('line 1: rejected: name the player first (p1 ... or p2 ...)');
    expect(r.out).toContain('line 2: ok');
  });

  it('--auto-pass passes Stratagem windows by themselves unless --keep names an offered Stratagem', async () => {
    const file = await newGame('auto.json');
    const lines = ['p1 end', 'p2 end', ...DEPLOY, 'p2 move p2u4 0 -8'];
    const manual = await runCli(['game', 'play', file], typed(lines));
    // Without it, player 1 is asked about Fire Overwatch after the walker's move.
    expect(manual.out.trimEnd().split('\n').slice(-3).join('\n')).toContain(
      'pending: player 1, stratagem-window (seq 55): move-ended normal move (Siege Walker): use a Stratagem or pass',
    );
    const file2 = await newGame('auto2.json');
    const auto = await runCli(['game', 'play', file2, '--auto-pass', 'both'], typed(lines));
    expect(auto.code).toBe(0);
    expect(auto.out).toContain(
      'line 11: ok (6 events)\n  · Siege Walker (p2u4) makes a Normal move (8")\nauto-pass (player 1): ok (3 events)\npending: player 2, move-units (seq 58)',
    );
    const file3 = await newGame('auto3.json');
    const kept = await runCli(
      ['game', 'play', file3, '--auto-pass', '1', '--keep', 'core/fire-overwatch'],
      typed(lines),
    );
    expect(kept.out).not.toContain('auto-pass');
    expect(kept.out).toContain('pending: player 1, stratagem-window (seq 55)');
  });

  it('undo takes back the player’s own last command where no dice were rolled since', async () => {
    const file = await newGame('undo.json');
    const r = await runCli(
      ['game', 'play', file, '--auto-pass', 'both'],
      typed(['p1 2', 'p1 undo', 'p1 end', 'p2 end', 'p2 undo', 'p1 undo', 'p1 undo']),
    );
    expect(r.out).toContain('line 2: undone (1 command); at event 0');
    expect(r.out).toContain('line 5: undone (1 command); at event 2');
    expect(r.out).toContain('line 6: undone (1 command); at event 0');
    expect(r.err).toContain('line 7: cannot undo: player 1 has made no command to take back');
    const { state } = loadBattle(readFileSync(file, 'utf8'));
    expect(state.units.p1u3?.attachedTo).toBeUndefined();
    expect(state.flow.step).toBe('declare-battle-formations');
  });

  it('a number takes a parametric option the engine has an answer for, and says what to type otherwise', async () => {
    const file = await newGame('number.json');
    const r = await runCli(['game', 'play', file], typed(['end', 'end', '1']));
    expect(r.err).toContain('line 3: option 1 needs parameters (positions): type "deploy UNIT X Y"');
  });

  it('--bot 2 lets the heuristic bot answer player 2', async () => {
    const file = await newGame('bot.json');
    const r = await runCli(
      ['game', 'play', file, '--bot', '2', '--auto-pass', '1'],
      typed(['p1 end', 'p1 deploy p1u1 10 6']),
    );
    expect(r.out).toContain('bot (player 2): ok');
    expect(r.out).toContain('line 2: ok');
    const bad = await runCli(['game', 'play', file, '--bot', '3'], typed([]));
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--bot must be 1 or 2, got "3"');
  });
});
