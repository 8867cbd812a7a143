import { rulesOfArmy } from '../rules/army-rules.js';
import { CHANNELLED_LETHAL, CHANNELLED_SUSTAINED } from '../rules/factions/grey-knights/banishers.js';
import type { WhenClause } from '../rules/stratagems.js';
import { bestLeadership } from './characteristics.js';
import type { Command } from './commands.js';
import type { Ctx } from './ctx.js';
import { reject } from './ctx.js';
import type { DecisionRequest } from './decisions.js';
import { addEffect } from './effects.js';
import { armyOf } from './rule-state.js';
import type { Duration, GameState, Interrupt, UnitState, WindowKind } from './types.js';

/**
 * Army rules that give a unit one of a few rules at a point of the battle, after a test ("Each time a unit
 * from your army is selected to fight, that unit can take a Leadership test. If that test is passed, select
 * one of the following rules. Until the end of the phase, that unit has that rule."): a registry
 * definition's `windows` row with `optional` and a `handler` named here. The flow asks the player through a
 * `rule-option` interrupt: take the test or not, then, if it is passed, which option. The option chosen is an
 * active effect on the unit (kind `rule`, no rule rows of its own) whose answers settle the questions the
 * rule's rows ask (game/rule-answers.ts reads them: `ruleOptionChosen`).
 */

type RuleOption = Extract<Interrupt, { kind: 'rule-option' }>;

interface OptionHandler {
  /** The test the unit takes first (2D6 against its best Leadership). */
  test: 'leadership';
  /** The options, each settling the rule's declared questions it names. */
  options: readonly { id: string; label: string; answers: Record<string, boolean> }[];
  /** How long the option chosen lasts. */
  until: Duration;
}

const OPTIONS: Record<string, OptionHandler> = {
  // Channelled Force (Banishers): "- Melee weapons equipped by models in this unit with the [psychic] ability also
  // have the [sustained hits 1] ability. - Melee weapons equipped by models in this unit with the [psychic] ability
  // also have the [LETHAL HITS] ability."
  'channelled-force': {
    test: 'leadership',
    options: [
      { id: 'sustained-hits', label: '[SUSTAINED HITS 1]', answers: { [CHANNELLED_SUSTAINED]: true } },
      { id: 'lethal-hits', label: '[LETHAL HITS]', answers: { [CHANNELLED_LETHAL]: true } },
    ],
    until: { kind: 'end-of-phase' },
  },
};

export const RULE_OPTION_HANDLERS: readonly string[] = Object.keys(OPTIONS);

/** The option of a rule chosen for the unit answers the declared question `id` (until its effect ends). */
export function ruleOptionChosen(state: GameState, u: UnitState, id: string): boolean {
  return state.effects.some((e) => e.kind === 'rule' && e.unit === u.id && e.answers?.[id] === true);
}

function clauseFits(state: GameState, u: UnitState, c: WhenClause, at: WindowKind): boolean {
  if (c.window !== at || c.unit === 'enemy') return false;
  const yours = state.flow.active === u.player;
  if ((c.turn === 'yours' && !yours) || (c.turn === 'opponents' && yours)) return false;
  const phase = state.flow.phase;
  if (c.phases && (!phase || !c.phases.includes(phase))) return false;
  return !c.keyword || (state.datasheets[u.datasheet]?.keywords ?? []).some((k) => k.toUpperCase() === c.keyword);
}

/**
 * At a point about one of the player's units (`selected-to-fight`): ask about the first rule of the unit's
 * army with options there. Returns whether it asked.
 */
export function askRuleOption(ctx: Ctx, u: UnitState, at: WindowKind): boolean {
  const army = armyOf(ctx.state, u.player);
  if (!army.faction) return false;
  for (const def of rulesOfArmy(army)) {
    if (def.source.kind !== 'faction' && def.source.kind !== 'detachment') continue;
    for (const w of def.windows ?? []) {
      if (!w.optional || !w.handler || !OPTIONS[w.handler]) continue;
      if (!w.when.some((c) => clauseFits(ctx.state, u, c, at))) continue;
      ctx.emit({
        type: 'interrupt-pushed',
        interrupt: {
          kind: 'rule-option',
          player: u.player,
          rule: def.id,
          name: def.name,
          choice: w.handler,
          unit: u.id,
          stage: 'test',
        },
      });
      return true;
    }
  }
  return false;
}

function handlerOf(i: RuleOption): OptionHandler {
  const h = OPTIONS[i.choice];
  if (!h) throw new Error(`no rule option "${i.choice}"`);
  return h;
}

/** The Leadership test: 2D6 against the unit's best Leadership, logged with the roll. */
function leadershipTest(ctx: Ctx, i: RuleOption): boolean {
  const u = ctx.state.units[i.unit] as UnitState;
  const faces = ctx.dice(2);
  const total = (faces[0] as number) + (faces[1] as number);
  const leadership = bestLeadership(ctx.state, u);
  const passed = total >= leadership;
  ctx.emit({ type: 'dice-rolled', id: ctx.newId(), kind: 'leadership', player: u.player, unit: u.id, faces });
  ctx.emit({ type: 'leadership-test', unit: u.id, rule: i.rule, faces, total, leadership, passed });
  return passed;
}

export const ruleOptionInterrupt = {
  auto(_ctx: Ctx, _i: RuleOption): boolean {
    return false;
  },
  request(state: GameState, i: RuleOption): DecisionRequest {
    const h = handlerOf(i);
    const u = state.units[i.unit];
    const who = `${u?.name ?? i.unit} (${i.unit})`;
    if (i.stage === 'test')
      return {
        player: i.player,
        kind: 'rule-option',
        prompt: `${i.name}: ${who} can take a Leadership test`,
        seq: state.seq,
        options: [
          {
            kind: 'choice',
            label: `${i.name}: ${who} takes a Leadership test`,
            action: { type: 'rule-option', option: 'test' },
          },
          { kind: 'choice', label: `${i.name}: ${who} takes no test`, action: { type: 'pass' } },
        ],
      };
    return {
      player: i.player,
      kind: 'rule-option',
      prompt: `${i.name}: the test is passed; select one rule for ${who} until the end of the phase`,
      seq: state.seq,
      options: h.options.map((o) => ({
        kind: 'choice' as const,
        label: `${i.name}: ${who} has ${o.label}`,
        action: { type: 'rule-option' as const, option: o.id },
      })),
    };
  },
  handle(ctx: Ctx, cmd: Command, i: RuleOption): void {
    const a = cmd.action;
    const h = handlerOf(i);
    if (i.stage === 'test') {
      if (a.type === 'pass') {
        ctx.emit({ type: 'interrupt-popped' });
        return;
      }
      if (a.type !== 'rule-option' || a.option !== 'test') reject(`${i.name}: take the Leadership test, or pass`);
      ctx.emit({ type: 'rule-used', player: i.player, rule: i.rule, unit: i.unit });
      if (leadershipTest(ctx, i)) ctx.emit({ type: 'interrupt-updated', interrupt: { ...i, stage: 'select' } });
      else ctx.emit({ type: 'interrupt-popped' });
      return;
    }
    const o = a.type === 'rule-option' ? h.options.find((x) => x.id === a.option) : undefined;
    if (!o) {
      reject(`${i.name}: select one of ${h.options.map((x) => x.id).join(', ')}`);
      return;
    }
    addEffect(ctx, {
      kind: 'rule',
      player: i.player,
      unit: i.unit,
      source: i.rule,
      answers: o.answers,
      until: h.until,
    });
    ctx.emit({ type: 'interrupt-popped' });
  },
};
