import { applyCommand, gameStratagems, quickDatasheet, startScenario } from '@cogitator/engine';
import { describe, expect, it } from 'vitest';
import { parseTextCommand, TEXT_COMMANDS } from '../src/commands/game/text-commands.js';
import { runCli } from './run-cli.js';

/** The `game play` text commands for the Shooting, Charge and Fight phases, formations, Reserves and transports. */
const gun = { name: 'Bolter', range: 24, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const blade = { name: 'Blade', range: 'melee' as const, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const SQUAD = quickDatasheet('cli:squad', 'Squad', [{ M: 6, W: 1, base: 32 }], { minModels: 5, weapons: [gun, blade] });

function game(phase: 'shooting' | 'charge' | 'fight', p2y: number) {
  return startScenario({
    seed: 1,
    armies: [
      { name: 'A', units: [{ datasheet: SQUAD }] },
      { name: 'B', units: [{ datasheet: SQUAD }] },
    ],
    positions: { p1u1: { x: 20, y: 10 }, p2u1: { x: 20, y: p2y } },
    phase,
    dice: Array(60).fill(4),
  });
}

describe('game play text commands for the battle phases', () => {
  it('--help documents them', async () => {
    const r = await runCli(['game', 'play', '--help']);
    expect(r.out).toContain('shoot UNIT TARGET [WEAPON]');
    expect(r.out).toContain('charge UNIT TARGET [TARGET...]');
    expect(r.out).toContain('allocate MODEL');
    expect(TEXT_COMMANDS).toContain('disembark UNIT X Y');
  });

  it('shoot UNIT TARGET fires every weapon that can', () => {
    const { record, state } = game('shooting', 25);
    const cmd = parseTextCommand(state, 'shoot p1u1 p2u1', 1);
    expect(cmd).toMatchObject({ kind: 'action', action: { type: 'shoot', unit: 'p1u1' } });
    const r = applyCommand(record, state, {
      seq: state.seq,
      player: 0,
      action: (cmd as unknown as { action: never }).action,
    });
    expect(r.ok).toBe(true);
  });

  it('charge, then "charge" makes the suggested Charge move; fight, pile-in, melee', () => {
    let { record, state } = game('charge', 16);
    const play = (line: string) => {
      const cmd = parseTextCommand(state, line, 1);
      if (cmd.kind !== 'action') throw new Error('not an action');
      const r = applyCommand(record, state, { seq: state.seq, player: cmd.player ?? 0, action: cmd.action });
      if (!r.ok) throw new Error(`${line}: ${r.reason}`);
      ({ record, state } = r);
    };
    play('charge p1u1 p2u1');
    play('charge');
    expect(state.units.p1u1?.history.charged).toBe(true);
    play('fight p1u1');
    // Every model is already in base contact: no Pile In is asked for.
    play('melee p1u1 p2u1');
    expect(record.events.some((e) => e.type === 'attacks-declared' && e.kind === 'melee')).toBe(true);
  });

  it('mistakes name the line and the problem', () => {
    const { state } = game('shooting', 25);
    expect(() => parseTextCommand(state, 'shoot p1u1 p9u9', 7)).toThrow('no unit "p9u9"');
    expect(() => parseTextCommand(state, 'reserve p1u1 sideways', 8)).toThrow(
      'reserve needs "deep" or "strategic", got "sideways"',
    );
  });

  it('use finds a Stratagem by id or name among those the players can use, whole list', () => {
    const { state } = game('shooting', 25);
    // Core and Boarding Actions both print Command Re-roll: this battle's ruleset opens Core only.
    const byName = parseTextCommand(state, 'use command-re-roll', 1);
    expect(byName).toMatchObject({ action: { type: 'use-stratagem', stratagem: 'core/command-re-roll' } });
    expect(parseTextCommand(state, 'use boarding-actions/command-re-roll', 2)).toMatchObject({
      action: { stratagem: 'boarding-actions/command-re-roll' },
    });
    // The lookup reads the game's whole list (compiled Stratagems join it when a catalogue is loaded).
    const last = gameStratagems().at(-1);
    expect(parseTextCommand(state, `use ${last?.id}`, 3)).toMatchObject({ action: { stratagem: last?.id } });
    expect(() => parseTextCommand(state, 'use no-such-thing', 4)).toThrow('unknown Stratagem "no-such-thing"');
  });
});
