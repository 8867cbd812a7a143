import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index.js';
import { buildProgram } from '../src/program.js';
import { runCli } from './run-cli.js';

/**
 * Issue 19: every user mistake is a located message with exit 1 or 2, never "internal error" (exit
 * 70); inputs are read with a size cap; a failed write leaves no temporary file behind; replay
 * checks the fields beside the log.
 */

const dir = mkdtempSync(join(tmpdir(), 'cogitator-mistakes-'));
const quiet = { out: () => {}, err: () => {}, readText: async () => '', isTty: false };

describe('user mistakes', () => {
  it('serve --host that is no address: exit 2 naming the flag', async () => {
    const r = await runCli(['serve', '--host', '256.1.1.1', '--port', '0', '--db', join(dir, 'db')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^error: --host: 256\.1\.1\.1 is not a host name or address this machine knows/);
  });

  it('game new --out a directory: exit 2, and no temporary file left beside it', async () => {
    const out = join(dir, 'a-directory');
    mkdirSync(out);
    const r = await runCli(['game', 'new', '--seed', '1', '--out', out]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`error: cannot write ${out}: it is a directory; give a file name\n`);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a write that fails half-way removes its temporary file', async () => {
    const sub = join(dir, 'readonly-target');
    mkdirSync(sub);
    // The target is a directory with something in it: the rename fails after the write.
    const target = join(sub, 'battle.json');
    mkdirSync(target);
    writeFileSync(join(target, 'x'), 'x');
    const r = await runCli(['game', 'new', '--seed', '1', '--out', target]);
    expect(r.code).toBe(2);
    expect(readdirSync(sub)).toEqual(['battle.json']);
  });

  it('calc --vs with 200000 models: the limit, named, exit 2', async () => {
    const r = await runCli(['calc', '-a', '1', '--bs', '3', '-s', '4', '-d', '1', '--vs', '200000x T4 3+ W2']);
    expect(r.code).toBe(2);
    expect(r.err).toBe('error: defender.models: at most 200 models in the defending unit (got 200000)\n');
  });

  it('calc with Damage D6-10 is refused where it is written', async () => {
    const r = await runCli(['calc', '-a', '1', '--bs', '3', '-s', '4', '-d', 'D6-10', '--vs', '5x T4 3+ W2']);
    expect([1, 2]).toContain(r.code);
    expect(r.err).toContain('"D6-10" can be below zero (as low as -9)');
  });

  it('list import /dev/zero stops at the size cap with a message', async () => {
    const r = await runCli(['list', 'import', '/dev/zero']);
    expect(r.code).toBe(2);
    expect(r.err).toBe('error: /dev/zero is larger than 64 MiB; that is not an input Cogitator reads\n');
  });

  it('game replay refuses a battle file whose seed or ruleset was changed', async () => {
    const file = join(dir, 'battle.json');
    expect((await runCli(['game', 'new', '--seed', '3', '--out', file])).code).toBe(0);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    const edited = (change: object, name: string) => {
      const p = join(dir, name);
      writeFileSync(p, JSON.stringify({ ...record, ...change }));
      return p;
    };
    const seed = await runCli(['game', 'replay', edited({ seed: 4 }, 'seed.json')]);
    expect(seed.code).toBe(1);
    expect(seed.err).toContain('seed.json: seed: seed 4 does not give the initial state');
    const ruleset = await runCli(['game', 'replay', edited({ ruleset: 'boarding-actions' }, 'ruleset.json')]);
    expect(ruleset.code).toBe(1);
    expect(ruleset.err).toContain('ruleset: ruleset "boarding-actions" is not the initial state');
    const extra = await runCli(['game', 'replay', edited({ note: 'hi' }, 'extra.json')]);
    expect(extra.code).toBe(1);
    expect((await runCli(['game', 'replay', file])).code).toBe(0);
  });
});

describe('commands load only what they use', () => {
  it('--help lists every command from the table, with the summary each command gives itself', async () => {
    const help = await buildProgram(quiet, ['--help']);
    expect(help.commands.map((c) => c.name())).toEqual(COMMANDS.map((c) => c.name));
    for (const c of COMMANDS) {
      const real = await buildProgram(quiet, [c.name]);
      expect(real.commands.map((x) => x.name())).toEqual([c.name]);
      expect(real.commands[0]?.description()).toBe(c.summary);
    }
  });
});
