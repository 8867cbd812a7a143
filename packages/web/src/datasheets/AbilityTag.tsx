import {
  CORE_ABILITIES,
  type CoreAbility,
  formatCoreAbility,
  formatWeaponAbility,
  type SupportBy,
  type WeaponAbility,
  weaponAbilityDef,
} from '@cogitator/engine/rules';
import { useId } from 'react';

function Tag({ label, summary, support }: { label: string; summary: string | null; support: SupportBy | null }) {
  const tip = useId();
  if (!summary) return <span className="ability unknown">{label}</span>;
  return (
    // Focusable so keyboard users get the same explanation as a mouse hover.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a tooltip trigger must take focus
    <span className="ability" tabIndex={0} aria-describedby={tip}>
      {label}
      <span role="tooltip" id={tip} className="tooltip">
        {summary}
        {support && (
          <span className={`support support-${support.calculator}`}>
            Calculator: {support.calculator}
            {support.note ? ` (${support.note})` : ''}
          </span>
        )}
      </span>
    </span>
  );
}

/** A weapon ability as printed, explained on hover and focus by the engine's own definition. */
export function WeaponAbilityTag({ ability }: { ability: WeaponAbility }) {
  if (ability.kind === 'unknown') return <Tag label={ability.text} summary={null} support={null} />;
  const def = weaponAbilityDef(ability.kind);
  return <Tag label={formatWeaponAbility(ability)} summary={def.summary} support={def.support} />;
}

/** A CORE ability, explained the same way. */
export function CoreAbilityTag({ ability }: { ability: CoreAbility }) {
  const def = ability.kind === 'other' ? undefined : CORE_ABILITIES.find((d) => d.kind === ability.kind);
  return <Tag label={formatCoreAbility(ability)} summary={def?.summary ?? null} support={def?.support ?? null} />;
}
