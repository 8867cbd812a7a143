import { askText } from '../asks.js';
import type { Condition, Effect } from '../effects.js';
import type { WhenClause } from '../stratagems.js';
import type { Duration } from '../timing.js';
import type { RuleReading, Who } from './types.js';

/**
 * Plain words from compiled rule data, shown beside the original text (CLI `show`, `data rules`)
 * so a player can check the reading. Generated from the data only, never from the text.
 */

const STAT_NAME: Record<string, string> = {
  M: 'Move',
  T: 'Toughness',
  Sv: 'Save',
  W: 'Wounds',
  Ld: 'Leadership',
  OC: 'Objective Control',
  A: 'Attacks',
  BS: 'Ballistic Skill',
  WS: 'Weapon Skill',
  S: 'Strength',
  AP: 'Armour Penetration',
  D: 'Damage',
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function renderCondition(c: Condition): string {
  switch (c.kind) {
    case 'target-keyword':
      return `the target is ${c.any.join(' or ')}`;
    case 'own-keyword':
      return `the unit is ${c.any.join(' or ')}`;
    case 'weapon-ability':
      return `with [${c.ability.toUpperCase()}] weapons`;
    case 'leading':
      return 'while leading a unit';
    case 'counter':
      return `${c.on === 'own' ? 'the unit' : 'the target'} has ${c.atLeast}+ ${c.counter}`;
    case 'ask':
      return askText(c.ask);
    case 'not':
      return `not (${renderCondition(c.condition)})`;
    case 'any':
      return c.conditions.map(renderCondition).join(' or ');
    case 'strength-above-toughness':
      return "the attack's Strength is greater than the unit's Toughness";
    default:
      return (c as { kind: string }).kind.replace(/-/g, ' ');
  }
}

function body(e: Effect): string {
  const against = e.scope === 'attacked-by' ? ' of attacks that target the unit' : '';
  switch (e.kind) {
    case 'roll':
      return `${signed(e.n)} to the ${cap(e.roll)} roll${against}`;
    case 'reroll':
      return `re-roll ${e.policy === 'ones' ? `${cap(e.roll)} rolls of 1` : `the ${cap(e.roll)} roll`}${against}`;
    case 'critical':
      return `Critical ${cap(e.roll)} on an unmodified ${e.on}+`;
    case 'hit-only-on':
      return `hits only on an unmodified ${e.on}`;
    case 'weapon-ability':
      return `[${e.ability.toUpperCase()}]`;
    case 'stat': {
      const name = STAT_NAME[e.stat] ?? e.stat;
      if (e.change === 'set') return `${name} ${e.to}`;
      if (e.change === 'halve') return `${name} halved`;
      if (e.change === 'add') return `${signed(e.by)} ${name}${against}`;
      return `${name} ${e.change === 'improve' ? 'improved' : 'worsened'} by ${e.by}${against}`;
    }
    case 'invulnerable':
      return `${e.value}+ invulnerable save`;
    case 'feel-no-pain':
      return `Feel No Pain ${e.value}+${e.against ? ` against ${e.against === 'mortal' ? 'mortal wounds' : 'Psychic Attacks'}` : ''}`;
    case 'damage-reduction':
      return `-${e.by} Damage of attacks allocated to it`;
    case 'halve-damage':
      return 'halve the Damage of attacks allocated to it';
    case 'stealth':
      return 'Stealth';
    case 'cover':
      return 'Benefit of Cover';
    case 'core-ability':
      return e.ability;
    case 'keyword':
      return `the ${e.keyword} keyword`;
    case 'mortal-wounds': {
      const a = e.amount;
      const n =
        a.count === 0 ? String(a.bonus) : `${a.count > 1 ? a.count : ''}D${a.sides}${a.bonus ? `+${a.bonus}` : ''}`;
      return `${n} mortal wounds to ${e.on === 'own' ? 'the unit' : 'the target'}`;
    }
    case 'cp':
      return `gain ${e.gain}CP`;
    case 'eligible':
      return `can ${e.actions.map((a) => (a === 'shoot' ? 'shoot' : 'declare a charge')).join(' and ')} after it ${e.after.map((a) => (a === 'advanced' ? 'Advanced' : 'Fell Back')).join(' or ')}`;
    case 'counter':
      return `${signed(e.add)} ${e.counter} on ${e.on === 'own' ? 'the unit' : 'the target'}`;
    case 'close-in':
      return `Pile In and Consolidate up to ${e.inches}"`;
    case 'deep-strike-distance':
      return `set up by Deep Strike more than ${e.inches}" from enemy units`;
    case 'through-terrain':
      return 'moves horizontally through terrain features';
    case 'not-eligible':
      return `cannot ${e.actions.map((a) => (a === 'shoot' ? 'shoot' : 'declare a charge')).join(' or ')}`;
  }
}

export function renderEffect(e: Effect): string {
  const parts = [body(e)];
  if (e.type) parts.push(`(${e.type} only)`);
  if (e.scope === 'holder') parts.push('(that model only)');
  if (e.model) parts.push(`(${e.model} only)`);
  if (e.when?.length) parts.push(`if ${e.when.map(renderCondition).join(' and ')}`);
  return parts.join(' ');
}

const PHASE = (p: string) => `${cap(p)} phase`;

function renderWhen(w: WhenClause): string {
  const whose = w.turn === 'yours' ? 'your ' : w.turn === 'opponents' ? "your opponent's " : '';
  const phases = w.phases?.length ? `${whose}${w.phases.map(PHASE).join(' or ')}` : 'any phase';
  const unit = w.unit === 'enemy' ? 'an enemy unit' : `a${w.keyword ? ` ${w.keyword}` : ''} unit of yours`;
  const moment: Partial<Record<WhenClause['window'], string>> = {
    'phase-start': 'start of',
    'phase-end': 'end of',
    'targets-selected': `after ${unit} selects its targets`,
    'has-shot': `after ${unit} has shot`,
    'has-fought': `after ${unit} has fought`,
    'attacks-resolved': `after ${unit} resolves its attacks`,
    'move-ended': `after ${unit} ends a ${(w.moves ?? []).join('/')} move`,
    'move-started': `when ${unit} is selected to ${(w.moves ?? []).join('/')}`,
    'charge-declared': `after ${unit} declares a charge`,
    'charge-move-ended': `after ${unit} ends a Charge move`,
    'selected-to-shoot': `when ${unit} is selected to shoot`,
    'selected-to-fight': `when ${unit} is selected to fight`,
  };
  const m = moment[w.window];
  if (w.window === 'phase-start' || w.window === 'phase-end') return `${m} ${phases}`;
  return m ? `${phases}, ${m}` : phases;
}

function renderWho(w: Who): string {
  const kw = w.keywords?.map((s) => s.join(' ')).join(' or ');
  const what = `${kw ? `${kw} ` : ''}${w.model ? 'model' : 'unit'}`;
  const base =
    w.unit === 'holder'
      ? 'the unit with this rule'
      : w.unit === 'window'
        ? `that ${what}`
        : w.unit === 'attack-target'
          ? `one ${what} of yours the attacking unit targeted`
          : w.upTo
            ? `up to ${w.upTo} ${what}s of yours`
            : `one ${what} of yours`;
  const more: string[] = [];
  if (w.excluding?.length) more.push(`not ${w.excluding.join(' or ')}`);
  if (w.notSelectedTo?.length) more.push(`not yet selected to ${w.notSelectedTo.join(' or ')} this phase`);
  if (w.engaged !== undefined) more.push(w.engaged ? 'within Engagement Range' : 'not within Engagement Range');
  for (const s of w.state ?? []) more.push(s.replace(/-/g, ' '));
  if (w.evenIfDestroyed) more.push('even if just destroyed');
  return more.length ? `${base} (${more.join(', ')})` : base;
}

function renderDuration(d: Duration): string {
  switch (d.kind) {
    case 'end-of-phase':
      return 'until the end of the phase';
    case 'end-of-turn':
      return 'until the end of the turn';
    case 'end-of-battle-round':
      return 'until the end of the battle round';
    case 'battle':
      return 'until the end of the battle';
    case 'while':
      return d.condition === 'attacking-unit-attacking'
        ? 'while the attacking unit makes its attacks'
        : `while ${d.condition}`;
    default:
      return d.kind.replace(/-/g, ' ');
  }
}

/** One line: when, who, what, for how long. */
export function renderReading(r: RuleReading): string {
  const out: string[] = [];
  if (r.when?.length) out.push(`When: ${r.when.map(renderWhen).join('; ')}.`);
  if (r.who && r.who.unit !== 'holder') out.push(`Target: ${renderWho(r.who)}.`);
  if (r.restrictions?.bearer) out.push(`Bearer: ${r.restrictions.bearer.map((s) => s.join(' ')).join(' or ')}.`);
  out.push(`Effect: ${r.effects.map(renderEffect).join('; ')}${r.duration ? `, ${renderDuration(r.duration)}` : ''}.`);
  if (r.restrictions?.oncePer) out.push(`Once per ${r.restrictions.oncePer}.`);
  return out.join(' ');
}
