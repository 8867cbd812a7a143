import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMiniExport } from '../../data/test/fixtures/mini-export.js';
import { runCli } from './run-cli.js';

const temp: string[] = [];
afterAll(async () => {
  for (const d of temp) await rm(d, { recursive: true, force: true });
});

describe('cogitator data rules on a small export', () => {
  let catalogue: string;
  beforeAll(async () => {
    const mini = await writeMiniExport();
    const dir = await mkdtemp(join(tmpdir(), 'cogitator-rules-'));
    temp.push(mini, dir);
    catalogue = join(dir, 'catalogue.json');
    expect((await runCli(['data', 'import', mini, '--catalogue', catalogue])).code).toBe(0);
  });

  it('--report --json: shares per kind and faction, the Battle Tactic share, the clauses not understood', async () => {
    const r = await runCli(['data', 'rules', '--report', '--json', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(Object.keys(report)).toEqual(['kinds', 'battleTactics', 'factions', 'unknown', 'phrases']);
    expect(report.kinds.stratagem).toEqual({ compiled: 0, total: 2 });
    // "Until the end of the phase, add 1 to Wound rolls.": a modifier with no attack named.
    expect(report.battleTactics).toEqual({ compiled: 0, total: 2 });
    expect(report.unknown.map((u: { clause: string }) => u.clause)).toContain('re-roll one roll');
  });

  it('lists texts with their reading or first clause not understood, and refuses a bad --kind', async () => {
    const r = await runCli(['data', 'rules', '--kind', 'stratagem', '--catalogue', catalogue]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('manual: not understood "re-roll one roll"');
    const bad = await runCli(['data', 'rules', '--kind', 'spell', '--catalogue', catalogue]);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain(
      '--kind: "spell" is not one of stratagem, detachment-rule, enhancement, datasheet-ability',
    );
  });
});
