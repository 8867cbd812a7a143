import { hitOutcome, woundOutcome } from '../../combat/attack-roll.js';
import type { WeaponParams } from '../../combat/params.js';
import {
  CRITICAL,
  damageToModel,
  FAIL,
  hitResult,
  rerolls,
  rerollsDamage,
  rerollsSave,
  rollAttacks,
  rollDamageAdded,
  rollDiceTotal,
  rollExpr,
  ScriptedDice,
  savePasses,
  woundResult,
} from '../../combat/rolls.js';
import type { Command } from '../commands.js';
import type { Ctx } from '../ctx.js';
import { reject } from '../ctx.js';
import { feelNoPain, loseWounds } from '../damage.js';
import type { DecisionRequest } from '../decisions.js';
import { unitDestroyedWindow } from '../destroyed-window.js';
import { CtxDice, logRoll, rerollFaces } from '../dice-log.js';
import { enhancementsAfterDestroying } from '../enhancement-points.js';
import { profileNamed, weaponNamed } from '../loadout.js';
import { mortalWoundsSuffered } from '../mortal-wound-window.js';
import { runRuleTriggers } from '../rule-triggers.js';
import { terrainCover } from '../terrain/cover.js';
import { sightFeatures } from '../terrain/visibility.js';
import type { GameState, ModelId, PlayerIndex, RollKind, UnitId, UnitState } from '../types.js';
import { modelHasKeyword, modelsOnTable, woundsOf } from '../units.js';
import { openWindow } from '../windows.js';
import { allocationCandidates, allocationMatters, defaultAllocation } from './allocation.js';
import { defenderOf, groupParams, hasCover, hasStealth } from './params.js';
import { current, flush, patch, seqOf } from './progress.js';
import type { AttackGroup, AttackSequence, PendingWound, WeaponAssignment } from './types.js';

/**
 * Resolving attacks as a state machine over `state.attack`. Each stage either acts (rolls dice, applies
 * a result) and moves on, or waits for the defender's allocation choice. After every roll a player
 * could re-roll (Command Re-roll) a window opens; the next stage reads the roll as it then stands.
 */

/** Begin resolving declared attacks: log them, then the "targets selected" window. */
export function startAttacks(
  ctx: Ctx,
  opts: {
    type: 'ranged' | 'melee';
    player: PlayerIndex;
    unit: UnitId;
    attacks: WeaponAssignment[];
    groups: AttackGroup[];
    spent: { unit: UnitId; model: ModelId; weapon: string }[];
    overwatch: boolean;
  },
): void {
  const s = ctx.state;
  const u = s.units[opts.unit] as UnitState;
  ctx.emit({
    type: 'attacks-declared',
    unit: u.id,
    kind: opts.type,
    attacks: opts.attacks,
    overwatch: opts.overwatch,
    spent: opts.spent,
  });
  const targets = [...new Set(opts.groups.map((g) => g.target))];
  const hazardous: { model: ModelId; weapon: string }[] = [];
  for (const g of opts.groups) {
    const w = weaponNamed(s.datasheets[g.datasheet] as never, g.weapon);
    const p = w ? profileNamed(w, g.profile) : undefined;
    if (p?.abilities.some((a) => a.kind === 'hazardous'))
      for (const m of g.models) hazardous.push({ model: m, weapon: g.weapon });
  }
  const sequence: AttackSequence = {
    id: ctx.newId(),
    type: opts.type,
    player: opts.player,
    unit: u.id,
    overwatch: opts.overwatch,
    groups: opts.groups,
    targets,
    defenders: {},
    groupOf: {},
    targetModels: Object.fromEntries(targets.map((t) => [t, modelsOnTable(s.units[t] as UnitState).length])),
    flags: {},
    stationary: u.history.movement === 'remain-stationary',
    charged: !!u.history.charged,
    stage: 'declared',
    group: 0,
    attacks: 0,
    woundRolls: 0,
    queue: [],
    devastating: [],
    current: null,
    hazardous,
  };
  ctx.emit({ type: 'attack-started', sequence });
  openWindow(ctx, { kind: 'targets-selected', unit: u.id });
}

function afterRoll(ctx: Ctx, roll: RollKind, unit: UnitId): void {
  flush(ctx);
  openWindow(ctx, { kind: 'after-roll', unit, roll });
}

/**
 * A stage's roll: log the faces, apply the automatic re-rolls (`again` says which dice), move to the
 * stage that reads the roll, and open the window in which a player may re-roll it.
 */
function rollThen(
  ctx: Ctx,
  roll: { kind: RollKind; player: PlayerIndex; unit: UnitId; faces: number[]; split?: number[]; models?: ModelId[] },
  again: (face: number, index: number) => boolean,
  p: Partial<AttackSequence>,
): void {
  const rollId = logRoll(ctx, roll.kind, roll.player, roll.unit, roll.faces, {
    ...(roll.split ? { split: roll.split } : {}),
    ...(roll.models ? { models: roll.models } : {}),
  });
  const redo = roll.faces.flatMap((f, i) => (again(f, i) ? [i] : []));
  if (redo.length) rerollFaces(ctx, redo);
  patch(ctx, { ...p, rollId });
  afterRoll(ctx, roll.kind, roll.unit);
}

/**
 * "you can re-roll one Hit roll and you can re-roll one Wound roll" (policy `single`): the first failed roll, once in
 * the sequence (the unit's selection to shoot or fight), noted in `singleRerolls`.
 */
function singleReroll(
  seq: AttackSequence,
  roll: 'hit' | 'wound',
  policy: string,
  faces: readonly number[],
  fails: (f: number) => boolean,
): { index: number; patch: Partial<AttackSequence> } {
  if (policy !== 'single' || seq.singleRerolls?.includes(roll)) return { index: -1, patch: {} };
  const index = faces.findIndex(fails);
  return { index, patch: index >= 0 ? { singleRerolls: [...(seq.singleRerolls ?? []), roll] } : {} };
}

/** The faces of the roll the current stage made (as re-rolled), or [] when it made none. */
function facesOf(state: GameState, seq: AttackSequence): number[] {
  const r = state.roll;
  return seq.rollId !== undefined && r?.id === seq.rollId ? r.faces : [];
}

function params(state: GameState, seq: AttackSequence, g = seq.group, model?: ModelId): WeaponParams {
  return groupParams(state, seq, g, model !== undefined && seq.terrainCover?.[model] !== undefined);
}

/** The target models that have the Benefit of Cover from terrain against the attacking unit (null: none). */
function coveredModels(state: GameState, seq: AttackSequence): Record<ModelId, string> | null {
  if (!sightFeatures(state)) return null;
  const attacker = state.units[seq.unit] as UnitState;
  const out: Record<ModelId, string> = {};
  let any = false;
  for (const t of seq.targets) {
    const u = state.units[t] as UnitState;
    for (const m of modelsOnTable(u)) {
      const why = terrainCover(state, attacker, u, m);
      if (why) {
        out[m.id] = why;
        any = true;
      }
    }
  }
  return any ? out : null;
}

const STAGES: Record<AttackSequence['stage'], (ctx: Ctx, seq: AttackSequence) => boolean> = {
  declared(ctx, seq) {
    const defenders: AttackSequence['defenders'] = {};
    const groupOf: AttackSequence['groupOf'] = {};
    const flags: AttackSequence['flags'] = {};
    for (const t of seq.targets) {
      const u = ctx.state.units[t] as UnitState;
      const d = defenderOf(ctx.state, u, seq.type);
      defenders[t] = d.defender;
      Object.assign(groupOf, d.groupOf);
      flags[t] = { cover: seq.type === 'ranged' && hasCover(ctx.state, u), stealth: hasStealth(ctx.state, u) };
    }
    const covered = seq.type === 'ranged' ? coveredModels(ctx.state, seq) : null;
    patch(ctx, { defenders, groupOf, flags, ...(covered ? { terrainCover: covered } : {}), stage: 'attacks' });
    return true;
  },

  attacks(ctx, seq) {
    const group = seq.groups[seq.group] as AttackGroup;
    const target = ctx.state.units[group.target] as UnitState;
    if (modelsOnTable(target).length === 0) return advance(ctx, seq);
    const w = params(ctx.state, seq);
    const dice = new CtxDice(ctx);
    let total = 0;
    const split: number[] = [];
    for (let m = 0; m < w.models; m++) {
      const before = dice.faces.length;
      total += rollAttacks(w.attacks, dice);
      split.push(dice.faces.length - before);
    }
    if (dice.faces.length === 0) {
      patch(ctx, { attacks: total, stage: 'hit-roll' });
      return true;
    }
    const rollId = logRoll(ctx, 'attacks', seq.player, seq.unit, dice.faces, { split: split.filter((n) => n > 0) });
    patch(ctx, { attacks: total, stage: 'hit-roll', rollId });
    afterRoll(ctx, 'attacks', seq.unit);
    return true;
  },

  'hit-roll'(ctx, seq) {
    const w = params(ctx.state, seq);
    let attacks = seq.attacks;
    const faces = facesOf(ctx.state, seq);
    if (faces.length) {
      const dice = new ScriptedDice(faces);
      attacks = 0;
      for (let m = 0; m < w.models; m++) attacks += rollAttacks(w.attacks, dice);
    }
    const group = seq.groups[seq.group] as AttackGroup;
    if (w.hit.auto || attacks === 0) {
      const o = hitOutcome(w, w.hit.auto ? 1 : 0, 0);
      ctx.emit({
        type: 'hits-scored',
        unit: seq.unit,
        target: group.target,
        weapon: group.profile,
        attacks,
        hits: o.hits * attacks,
        critical: 0,
        lethal: 0,
      });
      patch(ctx, { attacks, woundRolls: o.woundRolls * attacks, stage: 'wound-roll' });
      return true;
    }
    const hitFaces = ctx.dice(attacks);
    const one = singleReroll(seq, 'hit', w.hit.reroll, hitFaces, (f) => hitResult(w.hit, f) === FAIL);
    rollThen(
      ctx,
      { kind: 'hit', player: seq.player, unit: seq.unit, faces: hitFaces },
      (f, i) => i === one.index || rerolls(w.hit.reroll, f, hitResult(w.hit, f)),
      { attacks, stage: 'hit-resolve', ...one.patch },
    );
    return true;
  },

  'hit-resolve'(ctx, seq) {
    const w = params(ctx.state, seq);
    const group = seq.groups[seq.group] as AttackGroup;
    const sustained = new CtxDice(ctx);
    let hits = 0;
    let woundRolls = 0;
    let lethal = 0;
    let critical = 0;
    for (const f of facesOf(ctx.state, seq)) {
      const r = hitResult(w.hit, f);
      if (r === CRITICAL) critical++;
      const extra = r === CRITICAL && w.sustainedHits ? rollExpr(w.sustainedHits, sustained) : 0;
      const o = hitOutcome(w, r, extra);
      hits += o.hits;
      woundRolls += o.woundRolls;
      lethal += o.autoWounds;
    }
    if (sustained.faces.length) logRoll(ctx, 'sustained-hits', seq.player, seq.unit, sustained.faces);
    ctx.emit({
      type: 'hits-scored',
      unit: seq.unit,
      target: group.target,
      weapon: group.profile,
      attacks: seq.attacks,
      hits,
      critical,
      lethal,
    });
    const queue: PendingWound[] = Array.from({ length: lethal }, () => ({ group: seq.group, devastating: false }));
    patch(ctx, { woundRolls, queue: [...seq.queue, ...queue], stage: 'wound-roll' });
    return true;
  },

  'wound-roll'(ctx, seq) {
    if (seq.woundRolls === 0) {
      patch(ctx, { stage: 'allocate' });
      return true;
    }
    const w = params(ctx.state, seq);
    const faces = ctx.dice(seq.woundRolls);
    const one = singleReroll(seq, 'wound', w.wound.reroll, faces, (f) => woundResult(w.wound, f) === FAIL);
    rollThen(
      ctx,
      { kind: 'wound', player: seq.player, unit: seq.unit, faces },
      (f, i) => i === one.index || rerolls(w.wound.reroll, f, woundResult(w.wound, f)),
      { stage: 'wound-resolve', ...one.patch },
    );
    return true;
  },

  'wound-resolve'(ctx, seq) {
    const w = params(ctx.state, seq);
    const group = seq.groups[seq.group] as AttackGroup;
    const queue = [...seq.queue];
    const devastating = [...seq.devastating];
    let n = 0;
    let d = 0;
    for (const f of facesOf(ctx.state, seq)) {
      const o = woundOutcome(w, woundResult(w.wound, f));
      if (o === 'normal') {
        queue.push({ group: seq.group, devastating: false });
        n++;
      } else if (o === 'devastating') {
        devastating.push({ group: seq.group, devastating: true });
        d++;
      }
    }
    ctx.emit({
      type: 'wounds-scored',
      unit: seq.unit,
      target: group.target,
      weapon: group.profile,
      wounds: n,
      devastating: d,
    });
    patch(ctx, { queue, devastating, stage: 'allocate' });
    return true;
  },

  allocate(ctx, seq) {
    const wound = seq.queue[0];
    if (!wound) return advance(ctx, seq);
    const group = seq.groups[wound.group] as AttackGroup;
    const target = ctx.state.units[group.target] as UnitState;
    const candidates = allocationCandidates(ctx.state, target, params(ctx.state, seq, wound.group).precision);
    if (candidates.length === 0) {
      // The target is destroyed: its remaining attacks are lost.
      patch(ctx, { queue: seq.queue.filter((x) => seq.groups[x.group]?.target !== target.id) });
      return true;
    }
    if (allocationMatters(candidates)) return false;
    allocate(ctx, seq, (defaultAllocation(ctx.state, target, candidates) as { id: ModelId }).id);
    return true;
  },

  save(ctx, seq) {
    const c = seq.current as NonNullable<AttackSequence['current']>;
    const w = params(ctx.state, seq, c.wound.group, c.model);
    const vs = w.vs[seq.groupOf[c.model] ?? 0];
    const save = vs?.save;
    const target = ctx.state.units[c.target] as UnitState;
    if (!save || save.threshold > 6) {
      ctx.emit({
        type: 'save-result',
        unit: target.id,
        model: c.model,
        kind: 'none',
        threshold: 7,
        face: null,
        passed: false,
      });
      patch(ctx, { stage: 'damage' });
      return true;
    }
    rollThen(
      ctx,
      { kind: 'save', player: target.player, unit: target.id, faces: ctx.dice(1), models: [c.model] },
      (f) => rerollsSave(save.reroll, f, savePasses(save, f)),
      { stage: 'save-resolve' },
    );
    return true;
  },

  'save-resolve'(ctx, seq) {
    const c = seq.current as NonNullable<AttackSequence['current']>;
    const w = params(ctx.state, seq, c.wound.group, c.model);
    const save = w.vs[seq.groupOf[c.model] ?? 0]?.save;
    const face = facesOf(ctx.state, seq)[0] as number;
    const passed = !!save && savePasses(save, face);
    ctx.emit({
      type: 'save-result',
      unit: c.target,
      model: c.model,
      kind: save?.kind ?? 'none',
      threshold: save?.threshold ?? 7,
      face,
      passed,
    });
    patch(ctx, passed ? { current: null, stage: 'allocate' } : { stage: 'damage' });
    return true;
  },

  damage(ctx, seq) {
    const c = seq.current as NonNullable<AttackSequence['current']>;
    const d = params(ctx.state, seq, c.wound.group).damage;
    if (d.dice.count === 0) {
      patch(ctx, { stage: 'damage-resolve' });
      return true;
    }
    const dice = new CtxDice(ctx);
    const again = rerollsDamage(d.reroll, d.dice, rollDiceTotal(d.dice, dice));
    rollThen(
      ctx,
      { kind: 'damage', player: seq.player, unit: seq.unit, faces: dice.faces, split: [dice.faces.length] },
      () => again,
      { stage: 'damage-resolve' },
    );
    return true;
  },

  'damage-resolve'(ctx, seq) {
    const c = seq.current as NonNullable<AttackSequence['current']>;
    const w = params(ctx.state, seq, c.wound.group);
    const d = w.damage;
    const faces = facesOf(ctx.state, seq);
    const characteristic = Math.max(
      0,
      (d.dice.count > 0 ? rollDiceTotal(d.dice, new ScriptedDice(faces)) : 0) + d.dice.bonus,
    );
    const extra = new CtxDice(ctx);
    const added = rollDamageAdded(d, extra);
    if (extra.faces.length) logRoll(ctx, 'damage', seq.player, seq.unit, extra.faces);
    const vs = w.vs[seq.groupOf[c.model] ?? 0];
    if (vs) {
      const amount = damageToModel(characteristic, added, vs);
      const group = seq.groups[c.wound.group] as AttackGroup;
      if (c.wound.devastating) {
        // Mortal wounds equal to the Damage; excess is lost when the model is destroyed.
        loseWounds(ctx, c.target, c.model, amount, vs.fnpMortal, `${group.profile} (Devastating Wounds)`, seq.unit);
      } else {
        loseWounds(ctx, c.target, c.model, amount, vs.fnp, group.profile, seq.unit);
      }
    }
    patch(ctx, { current: null, stage: 'allocate' });
    return true;
  },

  hazardous(ctx, seq) {
    if (!seq.hazardous.length) {
      patch(ctx, { stage: 'done' });
      return true;
    }
    const u = ctx.state.units[seq.unit] as UnitState;
    rollThen(
      ctx,
      {
        kind: 'hazardous',
        player: u.player,
        unit: u.id,
        faces: ctx.dice(seq.hazardous.length),
        models: seq.hazardous.map((h) => h.model),
      },
      () => false,
      { stage: 'hazardous-resolve' },
    );
    return true;
  },

  'hazardous-resolve'(ctx, seq) {
    const failed = facesOf(ctx.state, seq).filter((f) => f === 1).length;
    for (let k = 0; k < failed; k++) {
      const u = ctx.state.units[seq.unit] as UnitState;
      const carriers = new Set(seq.hazardous.map((h) => h.model));
      const alive = modelsOnTable(u).filter((m) => carriers.has(m.id));
      const pick =
        alive.find((m) => m.wounds < woundsOf(ctx.state, u, m)) ??
        alive.find((m) => !modelHasKeyword(ctx.state, u, m, 'CHARACTER')) ??
        alive[0];
      if (!pick) break;
      ctx.emit({ type: 'mortal-wounds', unit: u.id, amount: 3, source: 'Hazardous' });
      loseWounds(ctx, u.id, pick.id, 3, feelNoPain(ctx, u, pick.id), 'Hazardous');
    }
    if (failed) mortalWoundsSuffered(ctx, seq.unit);
    patch(ctx, { stage: 'done' });
    return true;
  },

  done(ctx, seq) {
    flush(ctx);
    // Army rules triggered by the targets these attacks destroyed (Judgement tokens, Yield points).
    for (const t of seq.targets) {
      const u = ctx.state.units[t];
      if (u && (seq.targetModels[t] ?? 0) > 0 && !modelsOnTable(u).length) {
        runRuleTriggers(ctx, { kind: 'unit-destroyed', unit: t, by: seq.unit });
        enhancementsAfterDestroying(ctx, seq.unit, t);
        unitDestroyedWindow(ctx, t, seq.unit);
      }
    }
    ctx.emit({ type: 'attack-ended', unit: seq.unit });
    return true;
  },
};

/** The current group's wounds are all resolved: the next group, then Devastating Wounds, then Hazardous tests. */
function advance(ctx: Ctx, seq: AttackSequence): boolean {
  if (seq.group < seq.groups.length - 1) {
    patch(ctx, { group: seq.group + 1, attacks: 0, woundRolls: 0, stage: 'attacks' });
  } else if (seq.devastating.length) {
    patch(ctx, { queue: seq.devastating, devastating: [], stage: 'allocate' });
  } else {
    patch(ctx, { stage: 'hazardous' });
  }
  return true;
}

function allocate(ctx: Ctx, seq: AttackSequence, model: ModelId): void {
  const wound = seq.queue[0] as PendingWound;
  const group = seq.groups[wound.group] as AttackGroup;
  const w = params(ctx.state, seq, wound.group);
  ctx.emit({
    type: 'attack-allocated',
    unit: group.target,
    model,
    weapon: group.profile,
    devastating: wound.devastating,
    precision: w.precision,
    by: seq.unit,
  });
  patch(ctx, {
    current: { wound, target: group.target, model },
    queue: seq.queue.slice(1),
    stage: wound.devastating ? 'damage' : 'save',
  });
}

/** Run whatever the attacks can do without a decision; false when the defender must choose. */
export function attackAuto(ctx: Ctx): boolean {
  let moved = false;
  for (let guard = 0; guard < 10_000; guard++) {
    const windows = ctx.state.windows.length;
    const seq = current(ctx);
    if (!STAGES[seq.stage](ctx, seq)) {
      flush(ctx);
      return moved;
    }
    moved = true;
    if (!ctx.state.attack || ctx.state.windows.length !== windows || ctx.state.result) {
      flush(ctx);
      return true;
    }
  }
  throw new Error('the attacks did not settle');
}

function candidatesNow(state: GameState, seq: AttackSequence): { target: UnitState; ids: ModelId[] } | null {
  const wound = seq.queue[0];
  if (seq.stage !== 'allocate' || !wound) return null;
  const target = state.units[seq.groups[wound.group]?.target as UnitId] as UnitState;
  const cands = allocationCandidates(state, target, groupParams(state, seq, wound.group).precision);
  return allocationMatters(cands) ? { target, ids: cands.map((m) => m.id) } : null;
}

/** The defender's choice of model, when the attack could go to models that differ. */
export function attackRequest(state: GameState): DecisionRequest | null {
  const seq = seqOf(state);
  const c = candidatesNow(state, seq);
  if (!c) return null;
  const wound = seq.queue[0] as PendingWound;
  const group = seq.groups[wound.group] as AttackGroup;
  return {
    player: c.target.player,
    kind: 'allocate-attack',
    prompt: `Allocate an attack (${group.profile}${wound.devastating ? ', Devastating Wound' : ''}) to a model of ${c.target.name}`,
    seq: state.seq,
    options: c.ids.map((id) => {
      const m = c.target.models.find((x) => x.id === id);
      return {
        kind: 'choice' as const,
        label: `${id} (${m?.profile}, ${m?.wounds}W${m?.weapons.length ? `, ${m.weapons.join(', ')}` : ''})`,
        action: { type: 'allocate' as const, model: id },
      };
    }),
  };
}

export function handleAttack(ctx: Ctx, cmd: Command): void {
  const seq = seqOf(ctx.state);
  const a = cmd.action;
  if (a.type !== 'allocate') reject(`attacks are being resolved: expected "allocate", got "${a.type}"`);
  const c = candidatesNow(ctx.state, seq);
  if (!c?.ids.includes(a.model))
    reject(`${a.model} cannot take this attack${c ? ` (choose one of ${c.ids.join(', ')})` : ''}`);
  allocate(ctx, seq, a.model);
}
