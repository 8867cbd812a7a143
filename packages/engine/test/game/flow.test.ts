import { describe, expect, it } from 'vitest';
import { HOOKS, PHASES, PRE_BATTLE_STEPS } from '../../src/index.js';
import { Game, INFANTRY } from './harness.js';

const army = (name: string) => ({ name, units: [{ datasheet: INFANTRY }] });
const setup = {
  armies: [army('Red'), army('Blue')] as [ReturnType<typeof army>, ReturnType<typeof army>],
  positions: { p1u1: { x: 10, y: 6 }, p2u1: { x: 50, y: 38 } },
};

describe('turn flow: rounds, turns, phases and named steps as configuration', () => {
  it('phases and steps are configuration, in the order of the rules', () => {
    expect(PRE_BATTLE_STEPS.map((s) => s.id)).toEqual([
      'declare-battle-formations',
      'deploy-armies',
      'determine-first-turn',
    ]);
    expect(PHASES.map((p) => `${p.id}: ${p.steps.map((s) => s.id).join(', ')}`)).toEqual([
      'command: command, battle-shock',
      'movement: move-units, reinforcements',
      'shooting: shooting',
      'charge: charge',
      'fight: fights-first, remaining-combats',
    ]);
  });

  it('a turn runs through every step, with start and end events, and hands over to the other player', () => {
    const g = new Game({ ...setup, phase: 'command' });
    expect(g.types()).toEqual([
      'step-started',
      'cp-gained',
      'cp-gained',
      'step-ended',
      'step-started',
      'step-ended',
      'phase-ended',
      'objective-control',
      'phase-started',
      'step-started',
    ]);
    expect(g.pending).toMatchObject({ player: 0, kind: 'move-units' });
    const events = g.do(0, { type: 'end-move-units' });
    const flow = events
      .filter((e) => ['step-started', 'phase-started', 'turn-ended', 'turn-started', 'phase-ended'].includes(e.type))
      .map((e) => ('step' in e ? `${e.type}:${e.step}` : 'phase' in e ? `${e.type}:${e.phase}` : e.type));
    expect(flow).toEqual([
      'step-started:reinforcements',
      'phase-ended:movement',
      'phase-started:shooting',
      'step-started:shooting',
      'phase-ended:shooting',
      'phase-started:charge',
      'step-started:charge',
      'phase-ended:charge',
      'phase-started:fight',
      'step-started:fights-first',
      'step-started:remaining-combats',
      'phase-ended:fight',
      'turn-ended',
      'turn-started',
      'phase-started:command',
      'step-started:command',
      'step-started:battle-shock',
      'phase-ended:command',
      'phase-started:movement',
      'step-started:move-units',
    ]);
    expect(g.state.flow).toMatchObject({ round: 1, turn: 2, active: 1, phase: 'movement', step: 'move-units' });
    expect(g.pending.player).toBe(1);
  });

  it('a battle is 5 battle rounds of two turns and ends with a result', () => {
    const g = new Game({ ...setup, phase: 'command' });
    const all = [...g.last];
    while (!g.state.result) all.push(...g.do(g.pending.player, { type: 'end-move-units' }));
    expect(all.filter((e) => e.type === 'round-started').map((e) => (e as { round: number }).round)).toEqual([
      2, 3, 4, 5,
    ]);
    expect(all.filter((e) => e.type === 'turn-started').length).toBe(9);
    expect(all.filter((e) => e.type === 'round-ended').length).toBe(5);
    expect(g.state.result).toEqual({
      winner: null,
      vp: [0, 0],
      reason: 'rounds-complete',
      byRound: [
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
      ],
    });
    expect(g.state.flow.stage).toBe('ended');
    expect(g.rejects(0, { type: 'end-move-units' })).toBe('the battle is over');
  });

  it('rules hook into step and phase boundaries', () => {
    expect(HOOKS.map((h) => `${h.id}@${h.at}`)).toContain('cp/command-step@step-start');
    expect(HOOKS.map((h) => `${h.id}@${h.at}`)).toContain('objectives/control@phase-end');
    expect(HOOKS.map((h) => `${h.id}@${h.at}`)).toContain('mission/scoring@phase-end');
  });

  it('a player may concede; the other wins', () => {
    const g = new Game({ ...setup, phase: 'movement' });
    g.do(1, { type: 'concede' });
    expect(g.state.result).toEqual({
      winner: 0,
      vp: [0, 0],
      reason: 'conceded',
      byRound: [
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
      ],
    });
  });
});
