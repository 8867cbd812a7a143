import type { Conditions } from '@cogitator/engine/combat';
import { memo } from 'react';
import { signed } from '../format.js';
import type { ConditionsState, Setup } from './state.js';

interface Props {
  prefix: string;
  value: ConditionsState;
  devastatingWounds: Setup['devastatingWounds'];
  onChange: (c: ConditionsState) => void;
  onRule: (rule: Setup['devastatingWounds']) => void;
}

type Flag = 'withinHalfRange' | 'remainedStationary' | 'charged' | 'cover' | 'stealth';
const FLAGS: { key: Flag; label: string; hint: string }[] = [
  { key: 'withinHalfRange', label: 'Within half range', hint: 'Rapid Fire, Melta' },
  { key: 'remainedStationary', label: 'Remained stationary', hint: 'Heavy' },
  { key: 'charged', label: 'Charged this turn', hint: 'Lance' },
  { key: 'cover', label: 'Target in cover', hint: '+1 to armour saves' },
  { key: 'stealth', label: 'Target has Stealth', hint: '-1 to hit (ranged)' },
];

const REROLLS = [
  ['none', 'no re-rolls'],
  ['ones', 're-roll 1s'],
  ['failed', 're-roll failed'],
  ['non-critical', 're-roll non-criticals'],
  ['single', 'one re-roll (Command Re-roll)'],
] as const;

type Numeric =
  | 'hitModifier'
  | 'woundModifier'
  | 'apModifier'
  | 'damageModifier'
  | 'strengthModifier'
  | 'toughnessModifier'
  | 'attacksModifier'
  | 'saveModifier'
  | 'skillModifier';
const MODIFIERS: { key: Numeric; label: string; range: [number, number] }[] = [
  { key: 'apModifier', label: 'AP', range: [-3, 3] },
  { key: 'damageModifier', label: 'Damage', range: [-3, 3] },
  { key: 'strengthModifier', label: 'Strength', range: [-3, 3] },
  { key: 'attacksModifier', label: 'Attacks', range: [-3, 3] },
  { key: 'skillModifier', label: 'BS/WS (-1 is better)', range: [-2, 2] },
  { key: 'toughnessModifier', label: 'Toughness', range: [-3, 3] },
  { key: 'saveModifier', label: 'Armour save', range: [-3, 3] },
];

const span = ([lo, hi]: [number, number]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** The conditions of the attack: toggles for the common ones, the rest under "More". */
export const ConditionsForm = memo(function ConditionsForm({
  prefix,
  value,
  devastatingWounds,
  onChange,
  onRule,
}: Props) {
  const set = <K extends keyof Conditions>(key: K, v: Conditions[K] | undefined) => {
    const next = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  const numberSelect = (
    key: Numeric | 'critHitOn' | 'critWoundOn',
    label: string,
    options: number[],
    fallback: number,
  ) => (
    <label key={key}>
      {label}{' '}
      <select
        id={`${prefix}-${key}`}
        value={value[key] ?? fallback}
        onChange={(e) => set(key, Number(e.target.value) === fallback ? undefined : Number(e.target.value))}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {key.startsWith('crit') ? `${n}+` : signed(n)}
          </option>
        ))}
      </select>
    </label>
  );
  const reroll = (key: 'rerollHits' | 'rerollWounds' | 'rerollDamage' | 'rerollSaves', label: string) => {
    const choices =
      key === 'rerollSaves'
        ? REROLLS.slice(0, 3)
        : key === 'rerollDamage'
          ? [REROLLS[0], REROLLS[1], ['below-average', 're-roll below average']]
          : REROLLS;
    return (
      <label key={key}>
        {label}{' '}
        <select
          id={`${prefix}-${key}`}
          value={value[key] ?? 'none'}
          onChange={(e) => set(key, e.target.value === 'none' ? undefined : (e.target.value as never))}
        >
          {choices.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </label>
    );
  };
  return (
    <fieldset className="panel conditions">
      <legend>Conditions</legend>
      <div className="flags">
        {FLAGS.map((f) => (
          <label key={f.key} title={f.hint}>
            <input
              id={`${prefix}-${f.key}`}
              type="checkbox"
              checked={value[f.key] ?? false}
              onChange={(e) => set(f.key, e.target.checked || undefined)}
            />{' '}
            {f.label} <span className="hint">({f.hint})</span>
          </label>
        ))}
        <label title="Indirect Fire: -1 to hit, the target has cover">
          <input
            id={`${prefix}-notVisible`}
            type="checkbox"
            checked={value.targetVisible === false}
            onChange={(e) => set('targetVisible', e.target.checked ? false : undefined)}
          />{' '}
          Target not visible <span className="hint">(Indirect Fire)</span>
        </label>
      </div>
      <div className="selects">
        {numberSelect('hitModifier', 'Hit roll', [-1, 0, 1], 0)}
        {numberSelect('woundModifier', 'Wound roll', [-1, 0, 1], 0)}
        {reroll('rerollHits', 'Hits')}
        {reroll('rerollWounds', 'Wounds')}
        {reroll('rerollDamage', 'Damage')}
        {reroll('rerollSaves', 'Saves (defender)')}
      </div>
      <details>
        <summary>More modifiers and rules</summary>
        <div className="selects">
          {numberSelect('critHitOn', 'Critical hits on', [2, 3, 4, 5, 6], 6)}
          {numberSelect('critWoundOn', 'Critical wounds on', [2, 3, 4, 5, 6], 6)}
          {MODIFIERS.map((m) => numberSelect(m.key, m.label, span(m.range), 0))}
          <label>
            Devastating Wounds{' '}
            <select
              id={`${prefix}-devastating`}
              value={devastatingWounds}
              onChange={(e) => onRule(e.target.value === 'original' ? 'original' : 'current')}
            >
              <option value="current">current (excess lost, after other attacks)</option>
              <option value="original">original 2023 (mortal wounds spill over)</option>
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={value.precisionOnCharacter ?? true}
              onChange={(e) => set('precisionOnCharacter', e.target.checked ? undefined : false)}
            />{' '}
            Precision attacks go to the CHARACTER
          </label>
        </div>
      </details>
    </fieldset>
  );
});
