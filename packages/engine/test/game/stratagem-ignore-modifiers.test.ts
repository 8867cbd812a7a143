import { describe, expect, it } from 'vitest';
import { type Action, quickDatasheet } from '../../src/index.js';
import { row } from './fixtures.js';
import { Game } from './harness.js';

/**
 * Stratagems that ignore modifiers (issue 13), in the game: the target has Stealth ("each time a ranged attack is
 * made against it, subtract 1 from that attack's Hit roll"), the attacker hits on 3+; every Hit roll is a 3, so
 * each attack hits only if the -1 is ignored.
 */
const HIDDEN = quickDatasheet('t:hidden', 'Hidden', [{ M: 6, T: 3, Sv: 7, W: 1, Ld: 7, OC: 2, base: 25 }], {
  minModels: 5,
  weapons: [{ name: 'Lasgun', range: 24, A: 1, skill: 4, S: 3, AP: 0, D: 1 }],
});
HIDDEN.abilities.core.push({ kind: 'stealth' });

const cannon = { name: 'Rapid-fire battle cannon', range: 48, A: 2, skill: 3, S: 10, AP: -1, D: 3 };
const KNIGHT = quickDatasheet('t:knight', 'Knight Paladin', [{ M: 10, T: 11, Sv: 3, W: 22, base: 100 }], {
  faction: 'Imperial Knights',
  keywords: ['VEHICLE', 'TITANIC'],
  factionKeywords: ['IMPERIAL KNIGHTS'],
  weapons: [cannon],
});
const bolter = { name: 'Storm bolter', range: 24, A: 2, skill: 3, S: 4, AP: 0, D: 1 };
const PALADINS = quickDatasheet('t:paladins', 'Paladins', [{ M: 5, T: 4, Sv: 2, W: 3, base: 40 }], {
  minModels: 1,
  faction: 'Grey Knights',
  keywords: ['INFANTRY', 'PSYKER'],
  factionKeywords: ['GREY KNIGHTS'],
  weapons: [bolter],
});

function game(attacker: typeof KNIGHT, faction: string, detachment: string, phase: 'command' | 'shooting') {
  return new Game({
    armies: [
      { name: 'Red', faction, detachment, units: [{ datasheet: attacker }] },
      { name: 'Blue', units: [{ datasheet: HIDDEN }] },
    ] as never,
    positions: { p1u1: { p1u1m1: { x: 20, y: 10 } }, p2u1: row('p2u1', 5, 15, 30, 1.2) },
    round: 2,
    phase,
    active: 0,
    firstPlayer: 0,
    cp: [3, 3],
  });
}
const hitsOf = (g: Game) => g.find('hits-scored', g.record.events)[0];
function shoot(g: Game, weapon: string) {
  g.passUntil((x) => x.state.flow.phase === 'shooting' && x.pending.kind === 'shoot', 40);
  g.withDice(3, 3, 1, 1);
  g.do(0, { type: 'shoot', unit: 'p1u1', attacks: [{ model: 'p1u1m1', weapon, target: 'p2u1' }] });
  g.passUntil((x) => x.find('hits-scored', x.record.events).length > 0, 40);
  return hitsOf(g);
}

describe('Machine Focus (Questor Forgepact)', () => {
  // "WHEN: Your Command phase. TARGET: One IMPERIAL KNIGHTS unit from your army. EFFECT: Until the start of your next
  // turn, your unit can ignore any or all modifiers to the following: the Weapon Skill or Ballistic Skill
  // characteristics of weapons equipped by its models; any Hit roll or Wound roll made for it."
  const id = 'questor-forgepact/machine-focus';
  function commandPhase() {
    const g = game(KNIGHT, 'Imperial Knights', 'Questor Forgepact', 'command');
    g.passUntil((x) => x.stratagemUses(id).length > 0, 10);
    return g;
  }

  it('used in your Command phase, until the start of your next Command phase: Stealth’s -1 is ignored, the 3s hit', () => {
    const g = commandPhase();
    expect(g.state.flow.phase).toBe('command');
    expect(g.stratagemUses(id)).toEqual([{ type: 'use-stratagem', stratagem: id, target: 'p1u1' }]);
    const events = g.do(0, g.stratagemUses(id)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1', manual: false });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({
      unit: 'p1u1',
      until: { kind: 'next-command-phase', player: 0 },
    });
    expect(shoot(g, cannon.name)).toMatchObject({ attacks: 2, hits: 2 });
  });

  it('without it, the Hit rolls of 3 miss (3 - 1 = 2)', () => {
    const g = commandPhase();
    g.passWindows();
    expect(shoot(g, cannon.name)).toMatchObject({ attacks: 2, hits: 0 });
  });
});

describe('Aggressive Anticipation (Augurium Task Force)', () => {
  // "WHEN: Your Shooting phase or the Fight phase. TARGET: One GREY KNIGHTS PSYKER unit from your army that has not
  // been selected to shoot or fight this phase. EFFECT: Until the end of the phase, each time a model in your unit
  // makes an attack, you can ignore any or all modifiers to that attack’s Weapon Skill or Ballistic Skill
  // characteristics and/or any or all modifiers to the Hit roll."
  const id = 'augurium-task-force/aggressive-anticipation';

  it('in your Shooting phase: Stealth’s -1 is ignored, the 3s hit', () => {
    const g = game(PALADINS, 'Grey Knights', 'Augurium Task Force', 'shooting');
    expect(g.stratagemUses(id)).toEqual([{ type: 'use-stratagem', stratagem: id, target: 'p1u1' }]);
    const events = g.do(0, g.stratagemUses(id)[0] as Action);
    expect(g.find('stratagem-used', events)[0]).toMatchObject({ cp: 1, target: 'p1u1', manual: false });
    expect(g.find('effect-added', events)[0]?.effect).toMatchObject({ unit: 'p1u1', until: { kind: 'end-of-phase' } });
    expect(shoot(g, bolter.name)).toMatchObject({ attacks: 2, hits: 2 });
  });

  it('without it, the 3s miss', () => {
    const g = game(PALADINS, 'Grey Knights', 'Augurium Task Force', 'shooting');
    g.passWindows();
    expect(shoot(g, bolter.name)).toMatchObject({ attacks: 2, hits: 0 });
  });
});
