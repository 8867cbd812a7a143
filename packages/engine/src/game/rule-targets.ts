import { rulesOfArmy } from '../rules/army-rules.js';
import type { AnyRuleDef, CounterDef } from '../rules/registry.js';
import type { WhenClause } from '../rules/stratagems.js';
import { startAttacks } from './attacks/sequence.js';
import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionRequest } from './decisions.js';
import { armyOf, counterValue } from './rule-state.js';
import { setCounter } from './rule-triggers.js';
import type { GameState, Interrupt, PendingShooting, UnitId, UnitState } from './types.js';
import { hasKeyword } from './units.js';

/**
 * Army rules a unit can use just after it is selected to shoot, selecting one enemy unit its attacks can then only
 * target (Guerrilla Adepts): a registry definition's `windows` row on 'selected-to-shoot' with `optional` and a
 * `handler` named here. A unit is selected to shoot and declares its targets in one command, so the player is asked
 * (a `rule-target` interrupt, the `rule-choice` decision) once its attacks are declared, before they are resolved,
 * and only where every attack targets an enemy unit the rule may select: selecting it then restricts nothing the
 * unit did not already do. The use is logged (`rule-used` with the unit and the enemy unit); after the unit's
 * attacks are resolved the handler does what the rule says (labels, through `counter-set`).
 */

type RuleTarget = Extract<Interrupt, { kind: 'rule-target' }>;

interface TargetHandler {
  /** The enemy units the unit may select, its declared attacks being these. */
  enemies(state: GameState, u: UnitState, shooting: PendingShooting): UnitId[];
  /** After the unit's attacks are resolved: what selecting that enemy unit does. */
  after(ctx: Ctx, def: AnyRuleDef, unit: UnitId, enemy: UnitId): void;
}

/** The rule's first two counters (a handler's labels, in the order its definition gives them). */
function twoCounters(def: AnyRuleDef): [CounterDef, CounterDef] {
  const [a, b] = def.counters ?? [];
  if (!a || !b) throw new Error(`${def.id}: its handler needs two counters`);
  return [a, b];
}

const HANDLERS: Record<string, TargetHandler> = {
  // Guerrilla Adepts (Persecution Prospect): "select one enemy unit (excluding MONSTERS and VEHICLES) ... after
  // resolving those attacks, if one or more of those attacks hit that enemy unit, until the start of your next
  // Shooting phase, that enemy unit is assailed ... If that unit is already assailed, until the start of your next
  // Shooting phase, it is also pinned." The labels are the rule's first and second counters; "hit" is read from the
  // unit's hits this turn (a unit shoots once in a phase). The rule's 'labels-expire' row ends them.
  'guerrilla-adepts': {
    enemies(state, u, shooting) {
      const targets = new Set(shooting.groups.map((g) => g.target));
      if (targets.size !== 1) return [];
      const e = state.units[[...targets][0] as UnitId];
      if (!e || e.player === u.player || ['MONSTER', 'VEHICLE'].some((k) => hasKeyword(state, e, k))) return [];
      return [e.id];
    },
    after(ctx, def, unit, enemy) {
      if (!ctx.state.units[enemy]?.history.hitBy?.includes(unit)) return;
      const [assailed, pinned] = twoCounters(def);
      const already = counterValue(ctx.state, enemy, assailed.id) >= 1;
      setCounter(ctx, def, assailed, enemy, 1);
      if (already) setCounter(ctx, def, pinned, enemy, 1);
    },
  },
};

export const RULE_TARGET_HANDLERS: readonly string[] = Object.keys(HANDLERS);

function fits(state: GameState, u: UnitState, c: WhenClause): boolean {
  if (c.window !== 'selected-to-shoot') return false;
  const yours = state.flow.active === u.player;
  if ((c.turn === 'yours' && !yours) || (c.turn === 'opponents' && yours)) return false;
  if (c.phases && (!state.flow.phase || !c.phases.includes(state.flow.phase))) return false;
  return !c.keyword || hasKeyword(state, u, c.keyword);
}

/** The army's rules with a selection for the unit just selected to shoot, with their handler. */
function* targetRules(state: GameState, u: UnitState): Generator<{ def: AnyRuleDef; choice: string }> {
  const army = armyOf(state, u.player);
  if (!army.faction) return;
  for (const def of rulesOfArmy(army)) {
    if (def.source.kind !== 'faction' && def.source.kind !== 'detachment') continue;
    for (const w of def.windows ?? [])
      if (w.optional && w.handler && HANDLERS[w.handler] && w.when.some((c) => fits(state, u, c)))
        yield { def, choice: w.handler };
  }
}

/**
 * The unit has been selected to shoot and declared these attacks: ask its player about the first rule that can
 * select an enemy unit now (returns true: the attacks start once they answer), or return false.
 */
export function askRuleTarget(ctx: Ctx, u: UnitState, shooting: PendingShooting): boolean {
  for (const { def, choice } of targetRules(ctx.state, u)) {
    const enemies = (HANDLERS[choice] as TargetHandler).enemies(ctx.state, u, shooting);
    if (!enemies.length) continue;
    ctx.emit({
      type: 'interrupt-pushed',
      interrupt: {
        kind: 'rule-target',
        player: u.player,
        rule: def.id,
        name: def.name,
        choice,
        unit: u.id,
        enemies,
        shooting,
      },
    });
    return true;
  }
  return false;
}

/** The unit's attacks are resolved: each rule it used this phase selecting an enemy unit does what it says. */
export function afterRuleTargets(ctx: Ctx, unit: UnitId): void {
  const u = ctx.state.units[unit];
  if (!u) return;
  const { round, turn, phase } = ctx.state.flow;
  const uses = (ctx.state.ruleUses ?? []).filter(
    (x) => x.unit === unit && x.enemy && x.round === round && x.turn === turn && x.phase === phase,
  );
  for (const use of uses)
    for (const { def, choice } of targetRules(ctx.state, u))
      if (def.id === use.rule) (HANDLERS[choice] as TargetHandler).after(ctx, def, unit, use.enemy as UnitId);
}

function shoot(ctx: Ctx, i: RuleTarget): void {
  ctx.emit({ type: 'interrupt-popped' });
  startAttacks(ctx, {
    type: 'ranged',
    player: i.player,
    unit: i.unit,
    attacks: i.shooting.attacks,
    groups: i.shooting.groups,
    spent: i.shooting.spent,
    overwatch: false,
  });
}

export const ruleTargetInterrupt = {
  auto: (_ctx: Ctx, _i: RuleTarget): boolean => false,
  request(state: GameState, i: RuleTarget): DecisionRequest {
    const who = state.units[i.unit]?.name ?? i.unit;
    return {
      player: i.player,
      kind: 'rule-choice',
      prompt: `${i.name}: ${who} (${i.unit}) was selected to shoot: select one enemy unit, or do not use it`,
      seq: state.seq,
      options: [
        ...i.enemies.map((e) => ({
          kind: 'choice' as const,
          label: `${i.name}: ${who} selects ${state.units[e]?.name ?? e} (${e})`,
          action: { type: 'use-rule' as const, rule: i.rule, enemy: e },
        })),
        { kind: 'choice', label: `${i.name}: do not use it`, action: { type: 'pass' } },
      ],
    };
  },
  handle(ctx: Ctx, cmd: Command, i: RuleTarget): void {
    const a = cmd.action;
    if (a.type === 'use-rule' && a.rule === i.rule && i.enemies.includes(a.enemy)) {
      ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule, unit: i.unit, enemy: a.enemy });
    } else if (a.type !== 'pass') {
      reject(`${i.name}: select one of the enemy units it offers, or pass`);
    }
    shoot(ctx, i);
  },
};
