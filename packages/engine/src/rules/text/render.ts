import type { DiceExpr } from '../../dice/expr.js';
import { askText } from '../asks.js';
import type { Condition, Effect } from '../effects.js';
import type { WhenClause } from '../stratagems.js';
import type { ReadingDuration, RuleReading, Who } from './types.js';

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
      return 'the model is leading a unit';
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
    case 'weapon-name':
      return `with its ${c.any.join(' or ')}`;
    case 'unmodified-damage':
      return `the attack has an unmodified Damage characteristic of ${c.is}`;
    default:
      return (c as { kind: string }).kind.replace(/-/g, ' ');
  }
}

const diceText = (a: DiceExpr): string =>
  a.count === 0 ? String(a.bonus) : `${a.count > 1 ? a.count : ''}D${a.sides}${a.bonus ? `+${a.bonus}` : ''}`;

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
    case 'ignore-modifiers':
      return `ignores the modifiers to ${e.to.map((t) => (t === 'skill' ? 'its WS/BS' : t === 'battle-shock' ? 'its Battle-shock tests' : `the ${cap(t)} roll`)).join(', ')} that worsen it`;
    case 'weapon-ability':
      return `[${e.ability.toUpperCase()}]`;
    case 'stat': {
      const name = STAT_NAME[e.stat] ?? e.stat;
      if (e.change === 'set') return `${name} ${e.to}`;
      if (e.change === 'halve') return `${name} halved`;
      if (e.change === 'add') return `${signed(e.by)} ${name}${against}`;
      const atBest = e.change === 'improve' && e.atBest !== undefined ? ` (not better than ${e.atBest}+)` : '';
      return `${name} ${e.change === 'improve' ? 'improved' : 'worsened'} by ${e.by}${atBest}${against}`;
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
    case 'mortal-wounds':
      return `${diceText(e.amount)} mortal wounds to ${e.on === 'own' ? 'the unit' : 'the target'}`;
    case 'extra-move':
      return `makes a Normal move${e.upTo ? ` of up to ${diceText(e.upTo)}"` : ''}${e.noEmbarkIfDisembarked ? ' (no embarking if it disembarked this turn)' : ''}`;
    case 'out-of-phase-shoot':
      return `shoots as if it were your Shooting phase${e.onlyWindowUnit ? ', only at that enemy unit' : ''}`;
    case 'out-of-phase-charge':
      return `declares a charge now, only against that enemy unit${e.noChargeBonus ? ' (no Charge bonus this turn)' : ''}`;
    case 'enemy-roll':
      return `${signed(e.n)} to ${cap(e.roll)} rolls made for ${e.against ? 'enemy units charging the unit' : 'that enemy unit'}`;
    case 'new-unit-in-reserves':
      return 'a new unit identical to the destroyed one joins the army in Strategic Reserves, at Starting Strength';
    case 'deny-reserves-within':
      return `enemy units arriving from Reserves cannot be set up within ${e.inches}" of it`;
    case 'must-target-holder':
      return 'enemy models within its Engagement Range must target it with their attacks';
    case 'see-through-own-models':
      return "its models ignore their own unit's other models for visibility";
    case 'not-engaged-for-shooting':
      return 'enemy units are not within its Engagement Range when selecting targets of ranged weapons';
    case 'sticky-objective':
      return 'that objective marker stays under your control until your opponent controls it';
    case 'cp':
      return `gain ${e.gain}CP`;
    case 'eligible':
      return `can ${e.actions.map((a) => (a === 'shoot' ? 'shoot' : 'declare a charge')).join(' and ')} after it ${e.after.map((a) => (a === 'advanced' ? 'Advanced' : 'Fell Back')).join(' or ')}`;
    case 'counter':
      return `${signed(e.add)} ${e.counter} on ${e.on === 'own' ? 'the unit' : 'the target'}`;
    case 'fight-on-death': {
      const who = e.keyword ? `a ${e.keyword} model` : 'a model';
      const roll = e.on
        ? ` on a D6 roll of ${e.on}+${e.bonus ? ` (+${e.bonus.add} for a ${e.bonus.keyword} model)` : ''}`
        : e.aboveRound
          ? ' on a D6 roll greater than the battle round number'
          : '';
      const act = e.orShoot ? 'shot or fought' : 'fought';
      const does = e.orShoot ? 'shoots or fights' : 'fights';
      return `${who} destroyed${e.byMelee ? ' by a melee attack' : ''} before it ${act} ${does} after the attacking unit's attacks${roll}, then is removed`;
    }
    case 'move-distance':
      return `${e.moves.map((m) => (m === 'pile-in' ? 'Pile-in' : 'Consolidation')).join(' and ')} moves up to ${e.inches}"`;
    case 'strategic-reserves':
      return 'removed from the battlefield into Strategic Reserves';
    case 'targetable-within':
      return `can be targeted by ranged attacks only from models within ${e.inches}"`;
    case 'move-through': {
      const what = e.through.map((t) => t.replace(/-/g, ' ')).join(' and ');
      const moves = e.moves ? ` in ${e.moves.join('/')} moves` : '';
      return `can move${e.horizontally ? ' horizontally' : ''} through ${what}${moves}${e.max ? ` (no more than ${e.max}")` : ''}`;
    }
    case 'advance-fixed':
      return `Advances without a roll: +${e.inches}" Move instead`;
    case 'battle-shock-test': {
      const who =
        e.on === 'target'
          ? 'that enemy unit takes'
          : e.on === 'engaged'
            ? 'each enemy unit within Engagement Range takes'
            : e.on === 'charging'
              ? 'each enemy unit that selects it as a target of a charge takes'
              : `each enemy unit within ${e.inches}" takes`;
      const mod = e.modifier
        ? `, ${signed(e.modifier)} to the test${e.ifBelowHalf ? ' if Below Half-strength' : ''}`
        : '';
      return `${who} a Battle-shock test${mod}`;
    }
    case 'mortal-wounds-roll': {
      const dice = e.perEngagedModel ? 'one D6 per model within Engagement Range' : `${e.dice ?? 1} D6`;
      const enemy =
        e.enemy === 'engaged'
          ? 'an enemy unit within Engagement Range'
          : e.enemy === 'moves-near'
            ? `each enemy unit set up or ending a Normal, Advance or Fall Back move within ${e.within ?? 0}"`
            : 'that enemy unit';
      return `roll ${dice}: each ${e.on}+ inflicts ${diceText(e.amount)} mortal wounds on ${enemy}${e.max ? ` (at most ${e.max})` : ''}`;
    }
    case 'desperate-escape':
      return `that enemy unit takes Desperate Escape tests as if Battle-shocked when it Falls Back${e.modifier ? ` (${signed(e.modifier)} if it is Battle-shocked)` : ''}`;
    case 'move-not-closer':
      return 'that move need not end closer to the closest enemy model, only as close as possible to the closest enemy unit';
    case 'set-up-anywhere':
      return `can be set up anywhere more than ${e.away}" horizontally from all enemy units`;
    case 'regain-wounds':
      return `${e.models === 1 ? 'one model' : `up to ${e.models} models`} regains up to ${e.upTo ? diceText(e.upTo) : e.wounds} lost wounds`;
    case 'deep-strike-distance':
      return `set up by Deep Strike more than ${e.inches}" from enemy units`;
    case 'set-up-in-hallowed-ground':
      return 'set up by Deep Strike wholly within your army’s Hallowed Ground';
    case 'not-eligible':
      return `cannot ${e.actions.map((a) => (a === 'shoot' ? 'shoot' : 'declare a charge')).join(' or ')}`;
    case 'more-selections':
      return `${e.add} more unit${e.add === 1 ? '' : 's'} for ${e.rule}`;
    case 'disembark-charge':
      return 'units disembarking after it made a Normal move can still declare a charge';
    case 'core-stratagems-only':
      return 'is the target of Core Stratagems only';
    case 'order-range':
      return `each time it issues an Order, it can issue it to an eligible unit up to ${e.inches}" away`;
    case 'return-destroyed-models':
      return `a ${e.keywords.join(' ')} unit visible to the bearer gets back one destroyed model, and one more per ${e.per}YP spent`;
    case 'arrival-round':
      return `a ${e.keyword} unit in Reserves is set up as if the battle round were ${e.add} higher`;
    case 'hallowed-ground':
      return `a friendly unit within ${e.within}" is within your army's Hallowed Ground`;
    case 'mortal-wounds-each-within':
      return `one D6 for each enemy unit within ${e.within}": mortal wounds on ${e.results.map((r) => `${r.from}+`).join(', ')}`;
    case 'no-overwatch-against':
      return 'enemy units cannot fire Overwatch at it';
    case 'select-friendly':
      return `selects one${e.other ? ' other' : ''} friendly ${e.keyword ?? ''} unit within ${e.within}" and visible`;
    case 'stratagem-cost': {
      const cost = e.cp !== undefined ? `${e.cp}CP` : `${e.minus ?? 0}CP less`;
      const spend = e.spend ? `, spending ${e.spend.n}${e.spend.unit}` : '';
      return `${e.stratagems.includes('*') ? 'any Stratagem' : e.stratagems.join(' or ')} costs ${cost}${spend}${e.oncePer ? ` once per ${e.oncePer}` : ''}`;
    }
    case 'regain-more':
      return `a model repaired by ${e.rule} regains ${e.add} more lost wound${e.add === 1 ? '' : 's'}`;
    case 'friendly-destroyed-near':
      return `marked until the end of the battle when a friendly ${e.anyOf.map((k) => k.join(' ')).join(' or ')} model is destroyed within ${e.within}"`;
    case 'bonded-near':
      return `friendly ${e.keyword} units within ${e.within}" have its rows${e.targetVisible ? ' against targets visible to it' : ''}`;
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
    'unit-destroyed': `after ${unit} is destroyed${w.by ? ` by a${w.by.keyword ? ` ${w.by.keyword}` : ''} unit of ${w.by.unit === 'own' ? 'yours' : 'theirs'}` : ''}`,
    'charge-declared': `after ${unit} declares a charge`,
    'charge-move-ended': `after ${unit} ends a Charge move`,
    'selected-to-shoot': `when ${unit} is selected to shoot`,
    'selected-to-fight': `when ${unit} is selected to fight`,
    'reinforcements-step': 'Reinforcements step',
    'mortal-wounds-suffered': `after ${unit} suffers mortal wounds`,
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
  if (w.withinOfWindowUnit) more.push(`within ${w.withinOfWindowUnit}" of that enemy unit`);
  if (w.withinOfFriendly)
    more.push(
      `within ${w.withinOfFriendly.inches}" of a friendly ${w.withinOfFriendly.keywords.join(' ')} model or unit`,
    );
  if (w.withinOfEdge) more.push(`wholly within ${w.withinOfEdge}" of a battlefield edge`);
  if (w.withinOfEnemy) more.push(`within ${w.withinOfEnemy}" of one or more enemy units`);
  for (const s of w.state ?? []) more.push(s.replace(/-/g, ' '));
  if (w.evenIfDestroyed) more.push('even if just destroyed');
  return more.length ? `${base} (${more.join(', ')})` : base;
}

function renderDuration(d: ReadingDuration): string {
  switch (d.kind) {
    case 'end-of-phase':
      return 'until the end of the phase';
    case 'end-of-turn':
      return 'until the end of the turn';
    case 'end-of-battle-round':
      return 'until the end of the battle round';
    case 'battle':
      return 'until the end of the battle';
    case 'your-next-command-phase':
      return 'until the start of your next Command phase';
    case 'your-next-shooting-phase':
      return 'until the start of your next Shooting phase';
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
  if (r.restrictions?.targetNotEngaged) out.push('Not a unit within Engagement Range.');
  if (r.restrictions?.noChargeThisTurn) out.push('Then no charge this turn.');
  if (r.restrictions?.noChargeBonus) out.push('No Charge bonus for that charge.');
  if (r.restrictions?.fromRound) out.push(`From battle round ${r.restrictions.fromRound}.`);
  if (r.restrictions?.exclusiveWith)
    out.push(`Not on a unit targeted by ${r.restrictions.exclusiveWith.join(' or ')} this phase.`);
  if (r.restrictions?.noAttachedCharacters) out.push('Attached CHARACTER units are not returned.');
  if (r.restrictions?.oncePer) out.push(`Once per ${r.restrictions.oncePer.replace('-', ' ')}.`);
  return out.join(' ');
}
