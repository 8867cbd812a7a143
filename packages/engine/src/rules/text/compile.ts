import type { Ask } from '../asks.js';
import { askKey } from '../asks.js';
import type { Condition, Effect } from '../effects.js';
import type { WhenClause } from '../stratagems.js';
import { PASSAGE_PHRASES } from './grammar-action.js';
import { EFFECT_GRAMMAR } from './grammar-effect.js';
import { RESTRICTION_PHRASES } from './grammar-restrictions.js';
import { TARGET_TAIL_PHRASES, WHO_PHRASES } from './grammar-target.js';
import { MOMENT_PHRASES, type Moment, PHASE_PHRASES, type PhaseRef, STEP_PHRASES } from './grammar-when.js';
import { clauseAt, normaliseText, sentences } from './normalise.js';
import { compilePhrases, matchAt, matchWhole, type PhraseContext } from './phrase.js';
import type { Compiled, Piece, ReadingDuration, ReadingRestrictions, RuleReading, Who } from './types.js';

/**
 * The rules-text compiler: a Stratagem's four parts, or an ability's or Enhancement's text, read
 * into the registry's rule data (types.ts) by the grammar (grammar-*.ts). Every clause must be read
 * by a phrase and every reading must fit its context; anything else leaves the text `manual` with
 * the first clause not understood, never half-applied.
 */

const EFFECTS = compilePhrases(EFFECT_GRAMMAR);
const PHASES = compilePhrases(PHASE_PHRASES);
const MOMENTS = compilePhrases(MOMENT_PHRASES);
const WHOS = compilePhrases(WHO_PHRASES);
const TAILS = compilePhrases(TARGET_TAIL_PHRASES);
const RESTRICTIONS = compilePhrases(RESTRICTION_PHRASES);
const PASSAGES = compilePhrases(PASSAGE_PHRASES);
const STEPS = compilePhrases(STEP_PHRASES);
/** How many sentences a passage phrase can span. */
const PASSAGE_SENTENCES = 3;

/** A passage phrase reading sentences `i` on (one or more, the most first): its sentence count. */
function passageAt(ss: readonly string[], i: number, ctx: PhraseContext, used: string[]) {
  for (let k = Math.min(PASSAGE_SENTENCES, ss.length - i); k >= 1; k--) {
    const m = matchWhole(PASSAGES, ss.slice(i, i + k).join('. '), ctx);
    if (m) {
      used.push(m.id);
      return { ...m.reading, count: k };
    }
  }
  return null;
}

/** "You can use this Stratagem on that unit even though it was just destroyed." */
const JUST_DESTROYED =
  /^you can (?:use this stratagem on|target) that (?:unit|model)(?: with this stratagem)? even though it was just destroyed$/;

/** "You cannot target a unit that is within Engagement Range of one or more enemy units." */
const NOT_ENGAGED =
  /^you cannot (?:select|target) a unit that is within engagement range of one or more enemy units(?: with this stratagem)?$/;

const EMPTY: PhraseContext = { keywords: new Set() };

class NotUnderstood {
  constructor(readonly clause: string) {}
}

const fail = (clause: string): never => {
  throw new NotUnderstood(clause);
};

/** Rows whose effect is instant (no duration needed). */
const INSTANT = new Set<Effect['kind']>([
  'mortal-wounds',
  'cp',
  'counter',
  'strategic-reserves',
  'battle-shock-test',
  'regain-wounds',
  'extra-move',
  'out-of-phase-shoot',
  'sticky-objective',
  'mortal-wounds-roll',
  'set-up-anywhere',
  'out-of-phase-charge',
  'new-unit-in-reserves',
]);

interface Sentence {
  rows: Effect[];
  duration?: ReadingDuration;
  /** The attack context it ended in, for the next sentence. */
  context?: Context;
  /** The sentence replaces earlier rows of its kinds under these conditions ("... instead"). */
  instead?: Condition[];
  /** An ability's timing window ("In your Shooting phase, ..."). */
  when?: WhenClause[];
  /** An ability's usage limit ("Once per battle, ..."). */
  oncePer?: Limit;
}

type Limit = NonNullable<ReadingRestrictions['oncePer']>;

const SEPARATOR = /(?:,? and,? |, then,? |, )/y;

function pieces(s: string, ctx: PhraseContext, used: string[]): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  while (at < s.length) {
    const m = matchAt(EFFECTS, s, at, ctx);
    if (!m) fail(clauseAt(s, at));
    out.push(m!.reading);
    used.push(m!.id);
    at = m!.end;
    if (at >= s.length) break;
    if (m!.reading.t === 'filler') continue;
    SEPARATOR.lastIndex = at;
    const sep = SEPARATOR.exec(s);
    if (!sep) fail(clauseAt(s, at));
    at += sep![0].length;
  }
  return out;
}

type Context = Extract<Piece, { t: 'attack' }>;

/** The weapons the last rows about weapons named (what "those weapons" are), across a text's sentences. */
interface Named {
  weapons?: Pick<Effect, 'type' | 'scope'>;
}

/** "those weapons": the rows take the type and scope of the weapons named before; else they name them. */
function those(p: Extract<Piece, { t: 'rows' }>, named: Named, s: string): Effect[] {
  if (!p.weapons) return p.rows;
  const first = p.rows[0];
  if (!p.weapons.those) {
    named.weapons = {
      ...(first?.type ? { type: first.type } : {}),
      ...(first?.scope === 'holder' ? { scope: 'holder' } : {}),
    };
    return p.rows;
  }
  if (!named.weapons) fail(s);
  const w = named.weapons as Pick<Effect, 'type' | 'scope'>;
  return p.rows.map((r) => {
    if (r.type && w.type && r.type !== w.type) fail(s);
    return { ...r, ...w };
  });
}

const THAT_UNIT = /\b(?:if|while) that unit\b/;

/** A condition on the attack's target (its keywords, its state, where it is). */
function aboutTarget(c: Condition): boolean {
  switch (c.kind) {
    case 'target-keyword':
      return true;
    case 'not':
      return aboutTarget(c.condition);
    case 'any':
      return c.conditions.some(aboutTarget);
    case 'ask': {
      const a = c.ask;
      if (a.kind === 'declared') return a.id.startsWith('target-');
      if ('who' in a) return a.who === 'target';
      return a.kind === 'target-within' || a.kind === 'target-engaged-with-friends';
    }
    default:
      return false;
  }
}

/** Join a sentence's pieces: a duration, attack contexts and conditions, then rows under them. */
function sentence(text: string, ctx: PhraseContext, used: string[], inherited?: Context, named: Named = {}): Sentence {
  let s = text;
  let instead = false;
  if (/ as well$/.test(s)) {
    // "If ..., you can re-roll the Wound roll as well": more rows, as any sentence adds.
    s = s.slice(0, -' as well'.length);
    used.push('filler/as-well');
  } else if (/,? instead$/.test(s)) {
    s = s.replace(/,? instead$/, '');
    instead = true;
    used.push('override/instead');
  }
  const ps = pieces(s, ctx, used);
  let duration: ReadingDuration | undefined;
  let when: WhenClause[] | undefined;
  let oncePer: Limit | undefined;
  // A sentence without an attack context of its own reads under the previous sentence's ("If ...,
  // you can re-roll the Wound roll as well"), with the conditions that context held under ("While
  // this model is leading a unit, each time ... makes a melee attack that targets ..."); rows that
  // need no attack stand outside it.
  let context: Context | undefined = inherited;
  let own = false;
  // Conditions before the first attack context hold for the whole sentence ("While this model is
  // leading a unit, ..."); a context's own and those after it, until the next context. A condition
  // after rows holds for the rows after it only ("re-roll the Hit roll and, if ..., re-roll the
  // Wound roll").
  const prefix: Condition[] = [];
  let ctxWhen: Condition[] = [];
  let extra: Condition[] = [];
  let afterRows = false;
  let dangling = false;
  const rows: Effect[] = [];
  for (const p of ps) {
    switch (p.t) {
      case 'filler':
        break;
      case 'limit':
        if (oncePer || rows.length || own || prefix.length) fail(s);
        oncePer = p.oncePer;
        break;
      case 'window':
        if (when || rows.length || own || prefix.length) fail(s);
        when = p.when;
        break;
      case 'duration':
        if (duration && JSON.stringify(duration) !== JSON.stringify(p.duration)) fail(s);
        duration = p.duration;
        break;
      case 'attack':
        // A new context after rows starts a new clause ("..., and each time ... makes an attack").
        if ((own && !afterRows) || dangling) fail(s);
        own = true;
        ctxWhen = [...(p.when ?? [])];
        context = { ...p, when: [...prefix, ...ctxWhen] };
        extra = [];
        afterRows = false;
        break;
      case 'condition':
        if (afterRows) {
          extra = [];
          afterRows = false;
        }
        dangling = rows.length > 0;
        if (own || dangling) extra = [...extra, ...p.when];
        else prefix.push(...p.when);
        break;
      case 'rows': {
        const conds = [...prefix, ...ctxWhen, ...extra];
        for (const r of those(p, named, s)) {
          // A row of the unit's own after an inherited attack context is not about that attack.
          const c = !own && !p.needs ? undefined : context;
          const under = !own && c ? [...(c.when ?? []), ...conds] : conds;
          rows.push(place(r, p.needs, c, under, s));
        }
        afterRows = true;
        dangling = false;
        break;
      }
    }
  }
  if (dangling) fail(s);
  if (!rows.length) fail(s);
  // "If that unit is Below Half-strength" after an attack "that targets a unit ...": the unit may be
  // the target or the attacker's; the text is not read rather than read one way.
  if (THAT_UNIT.test(s) && (context?.when ?? []).some(aboutTarget)) fail(s);
  return {
    rows,
    ...(duration ? { duration } : {}),
    ...(instead ? { instead: [...prefix, ...ctxWhen, ...extra] } : {}),
    ...(context ? { context } : {}),
    ...(when ? { when } : {}),
    ...(oncePer ? { oncePer } : {}),
  };
}

/** Rows of one kind (and roll or characteristic): what an "instead" replaces. */
const sameRow = (a: Effect, b: Effect): boolean =>
  a.kind === b.kind &&
  (a as { roll?: string }).roll === (b as { roll?: string }).roll &&
  (a as { stat?: string }).stat === (b as { stat?: string }).stat;

/**
 * "If your unit is X, models in your unit have the Feel No Pain 5+ ability instead": the earlier rows
 * of that kind hold only when the condition does not.
 */
function override(rows: Effect[], next: Effect[], cond: Condition[], s: string): Effect[] {
  if (!cond.length) fail(s);
  const not: Condition = {
    kind: 'not',
    condition: cond.length === 1 ? (cond[0] as Condition) : { kind: 'any', conditions: [] },
  };
  if (cond.length !== 1) fail(s);
  let replaced = 0;
  const out = rows.map((r) => {
    if (!next.some((n) => sameRow(r, n))) return r;
    replaced++;
    return { ...r, when: [...(r.when ?? []), not] };
  });
  if (!replaced) fail(s);
  return out;
}

/** A row under its context: the attack type, the conditions, and who it is for. */
function place(
  r: Effect,
  needs: 'attack' | 'allocated' | undefined,
  c: Context | undefined,
  conds: Condition[],
  s: string,
): Effect {
  let row: Effect = { ...r };
  if (needs === 'attack') {
    if (!c) fail(s);
    if (c!.scope !== 'own') row = { ...row, scope: 'attacked-by' };
    else if (c!.holder) row = { ...row, scope: 'holder' };
  } else if (needs === 'allocated') {
    if (!c || c.scope === 'own') fail(s);
    if (c!.holder) row = { ...row, scope: 'holder' };
  } else if (c) {
    // A row of the holder's own under an attack context ("each time ..., your unit has ..."): not read.
    fail(s);
  }
  if (c?.type) {
    if (row.type && row.type !== c.type) fail(s);
    row = { ...row, type: c.type };
  }
  if (conds.length) row = { ...row, when: [...(row.when ?? []), ...conds] };
  return row;
}

function asksOf(effects: readonly Effect[]): Ask[] {
  const seen = new Map<string, Ask>();
  const walk = (c: Condition) => {
    if (c.kind === 'ask' && !seen.has(askKey(c.ask))) seen.set(askKey(c.ask), c.ask);
    if (c.kind === 'not') walk(c.condition);
    if (c.kind === 'any') c.conditions.forEach(walk);
  };
  for (const e of effects) e.when?.forEach(walk);
  return [...seen.values()];
}

/** An effect text (a Stratagem's EFFECT, an ability): its rows and duration. */
function readEffects(text: string, ctx: PhraseContext, used: string[], needDuration: boolean) {
  const ss = sentences(text);
  if (!ss.length) fail(text);
  const rows: Effect[] = [];
  let duration: ReadingDuration | undefined;
  let context: Context | undefined;
  const named: Named = {};
  let when: WhenClause[] | undefined;
  let oncePer: Limit | undefined;
  // One timing window and one usage limit per text.
  const once = (w: WhenClause[] | undefined, o: Limit | undefined, s: string) => {
    if (w) {
      if (when) fail(s);
      when = w;
    }
    if (o) {
      if (oncePer) fail(s);
      oncePer = o;
    }
  };
  // One duration per text; where one is needed, rows before it must be instant.
  const during = (d: ReadingDuration | undefined, got: readonly Effect[], s: string) => {
    if (d) {
      if (duration && JSON.stringify(duration) !== JSON.stringify(d)) fail(s);
      duration = d;
    } else if (needDuration && !duration && got.some((x) => !INSTANT.has(x.kind))) fail(s);
  };
  for (let i = 0; i < ss.length; i++) {
    const s = ss[i] as string;
    const p = passageAt(ss, i, ctx, used);
    if (p) {
      during(p.duration, p.rows, s);
      rows.push(...p.rows);
      context = undefined;
      i += p.count - 1;
      continue;
    }
    const r = sentence(s, ctx, used, context, named);
    context = r.context;
    once(r.when, r.oncePer, s);
    during(r.duration, r.rows, s);
    if (r.instead) rows.splice(0, rows.length, ...override(rows, r.rows, r.instead, s));
    rows.push(...r.rows);
  }
  return { rows, duration, when, oncePer } as {
    rows: Effect[];
    duration?: ReadingDuration;
    when?: WhenClause[];
    oncePer?: Limit;
  };
}

/** A WHEN line. */
function readWhen(text: string, ctx: PhraseContext, used: string[]): WhenClause[] {
  const line = sentences(text).join(' ');
  const step = matchWhole(STEPS, line, ctx);
  if (step) {
    used.push(step.id);
    return step.reading;
  }
  const m = /^(?:(?:the )?(?<edge>start|end) of )?(?<phases>.+?)(?:, (?<moment>just (?:after|before) .+))?$/.exec(line);
  if (!m?.groups) return fail(line);
  const refs: PhaseRef[] = [];
  for (const part of (m.groups.phases as string).split(
    /(?<=phase),? or ?(?:the start of |the end of )?(?=(?:the |your |your opponent's )?\w+ phase)/,
  )) {
    const r = matchWhole(PHASES, part, ctx);
    if (!r) fail(part);
    used.push(r!.id);
    refs.push(r!.reading);
  }
  let moment: Moment | undefined;
  if (m.groups.moment) {
    const r = matchWhole(MOMENTS, m.groups.moment, ctx);
    if (!r) fail(m.groups.moment);
    used.push(r!.id);
    moment = r!.reading;
  }
  const edge = m.groups.edge;
  if (edge && moment) fail(line);
  const out: WhenClause[] = [];
  for (const ref of refs) {
    const base: Omit<WhenClause, 'window'> = { turn: ref.turn, ...(ref.phases.length ? { phases: ref.phases } : {}) };
    if (!moment) {
      out.push({ window: edge === 'start' ? 'phase-start' : edge === 'end' ? 'phase-end' : 'during-phase', ...base });
      continue;
    }
    // One clause per distinct window (a moment that differs by phase splits the phases).
    const byWindow = new Map<string, typeof ref.phases>();
    for (const ph of ref.phases) {
      const w = moment.byPhase?.[ph] ?? moment.window;
      byWindow.set(w, [...(byWindow.get(w) ?? []), ph]);
    }
    if (!ref.phases.length) byWindow.set(moment.window, []);
    for (const [window, phases] of byWindow)
      out.push({
        window: window as WhenClause['window'],
        turn: ref.turn,
        ...(phases.length ? { phases } : {}),
        ...(moment.unit ? { unit: moment.unit } : {}),
        ...(moment.keyword ? { keyword: moment.keyword } : {}),
        ...(moment.keywords ? { keywords: moment.keywords } : {}),
        ...(moment.moves ? { moves: moment.moves } : {}),
        ...(moment.by ? { by: moment.by } : {}),
      });
  }
  return out;
}

/** A TARGET line. */
function readTarget(text: string, ctx: PhraseContext, used: string[]): Who {
  const ss = sentences(text);
  if (!ss.length) fail(text);
  const s = ss[0] as string;
  let evenIfDestroyed = false;
  let notEngaged = false;
  for (const extra of ss.slice(1)) {
    if (NOT_ENGAGED.test(extra)) {
      used.push('target/cannot-target-engaged');
      notEngaged = true;
      continue;
    }
    if (!JUST_DESTROYED.test(extra)) fail(extra);
    used.push('target/even-if-destroyed');
    evenIfDestroyed = true;
  }
  const head = matchAt(WHOS, s, 0, ctx);
  if (!head) return fail(clauseAt(s, 0));
  used.push(head.id);
  let who = head.reading;
  let at = head.end;
  while (at < s.length) {
    const t = matchAt(TAILS, s, at, ctx);
    if (!t) fail(clauseAt(s, at));
    const next = t!.reading(who);
    if (!next) fail(clauseAt(s, at));
    used.push(t!.id);
    who = next!;
    at = t!.end;
  }
  if (notEngaged) {
    if (who.engaged !== undefined) fail(ss[1] as string);
    who = { ...who, engaged: false };
  }
  return evenIfDestroyed ? { ...who, evenIfDestroyed } : who;
}

function readRestrictions(text: string, ctx: PhraseContext, used: string[]): ReadingRestrictions {
  let out: ReadingRestrictions = {};
  for (const s of sentences(text)) {
    const r = matchWhole(RESTRICTIONS, s, ctx);
    if (!r) fail(s);
    used.push(r!.id);
    out = { ...out, ...r!.reading };
  }
  return out;
}

function attempt(steps: (() => void)[], partOf: () => string | undefined): { unknown: string; part?: string } | null {
  try {
    for (const s of steps) s();
    return null;
  } catch (e) {
    if (e instanceof NotUnderstood) {
      const part = partOf();
      return { unknown: e.clause, ...(part ? { part } : {}) };
    }
    throw e;
  }
}

export interface StratagemText {
  when: string;
  target: string;
  effect: string;
  restrictions?: string;
}

/** Compile a Stratagem's parts. */
export function compileStratagem(parts: StratagemText, ctx: PhraseContext = EMPTY): Compiled {
  const used: string[] = [];
  let part: Extract<Compiled, { status: 'manual' }>['part'] = 'when';
  let when: WhenClause[] = [];
  let who: Who | undefined;
  let effects: { rows: Effect[]; duration?: ReadingDuration | undefined } = { rows: [] };
  let restrictions: ReadingRestrictions | undefined;
  const failed = attempt(
    [
      () => {
        when = readWhen(normaliseText(parts.when), ctx, used);
      },
      () => {
        part = 'target';
        who = readTarget(normaliseText(parts.target), ctx, used);
      },
      () => {
        part = 'effect';
        const r = readEffects(normaliseText(parts.effect), ctx, used, true);
        // A Stratagem's timing is its WHEN line; a window or a limit in its EFFECT is not read.
        if (r.when || r.oncePer) fail(normaliseText(parts.effect));
        effects = r;
      },
      () => {
        part = 'restrictions';
        if (parts.restrictions?.trim()) restrictions = readRestrictions(normaliseText(parts.restrictions), ctx, used);
      },
    ],
    () => part,
  );
  if (failed) return { status: 'manual', unknown: failed.unknown, part, phrases: used };
  const reading: RuleReading = {
    when,
    ...(who ? { who } : {}),
    effects: effects.rows,
    ...(effects.duration ? { duration: effects.duration } : {}),
    ...(restrictions && Object.keys(restrictions).length ? { restrictions } : {}),
    asks: asksOf(effects.rows),
  };
  return { status: 'compiled', reading, phrases: used };
}

/**
 * Compile an ability's, a detachment rule's or an Enhancement's text: leading sentences that
 * restrict the bearer ("ADEPTUS ASTARTES model only."), then effects that hold while the rule does.
 */
export function compileAbility(text: string, ctx: PhraseContext = EMPTY): Compiled {
  const used: string[] = [];
  let reading: RuleReading | undefined;
  const failed = attempt(
    [
      () => {
        const ss = sentences(normaliseText(text));
        let restrictions: ReadingRestrictions = {};
        let i = 0;
        for (; i < ss.length; i++) {
          const r = matchWhole(RESTRICTIONS, ss[i] as string, ctx);
          if (!r) break;
          used.push(r.id);
          restrictions = { ...restrictions, ...r.reading };
        }
        const { rows, duration, when, oncePer } = readEffects(ss.slice(i).join('. '), ctx, used, false);
        if (oncePer) restrictions = { ...restrictions, oncePer };
        reading = {
          ...(when ? { when } : {}),
          who: { unit: 'holder' },
          effects: rows,
          ...(duration ? { duration } : {}),
          ...(Object.keys(restrictions).length ? { restrictions } : {}),
          asks: asksOf(rows),
        };
      },
    ],
    () => undefined,
  );
  if (failed || !reading) return { status: 'manual', unknown: failed?.unknown ?? text, part: 'text', phrases: used };
  return { status: 'compiled', reading, phrases: used };
}

/** Whether some phrase of the effect grammar reads the start of a (normalised) clause. */
export function startsWithPhrase(clause: string, ctx: PhraseContext = EMPTY): boolean {
  return matchAt(EFFECTS, normaliseText(clause), 0, ctx) !== null;
}
