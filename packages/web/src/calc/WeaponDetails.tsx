import type { CombatSummary, WeaponNeeds } from '@cogitator/engine/combat';

function needsText(n: WeaponNeeds, groups: CombatSummary['target']['groups']): string {
  const hit = n.hit === null ? 'hits automatically' : `hits on ${n.hit <= 6 ? `${n.hit}+` : 'no roll (cannot hit)'}`;
  const crit = n.critHit !== null && n.critHit < 6 ? ` (critical ${n.critHit}+)` : '';
  const wound = `wounds on ${n.wound <= 6 ? `${n.wound}+` : '—'}${n.critWound < 6 ? ` (critical ${n.critWound}+)` : ''}`;
  const each = n.saves.map((s) =>
    s.roll <= 6 ? `${s.roll}+ ${s.kind === 'invulnerable' ? 'invulnerable' : 'armour'}` : 'no save',
  );
  const saves =
    new Set(each).size <= 1
      ? each[0] === 'no save'
        ? 'no save'
        : `saved on ${each[0] ?? '—'}`
      : `saved on ${each.map((x, i) => `${x} (${groups[i]?.name ?? ''})`).join(', ')}`;
  return `${hit}${crit}, ${wound}, ${saves}`;
}

/**
 * A profile after modifiers as one line: "Attacks D6+1 · BS 3+ · S 4 · AP -1 · Damage D6+1"; each value after
 * its name and a space, so dice never run into the letter ("DD6+1").
 */
export function profileLine(w: Pick<CombatSummary['weapons'][number], 'type' | 'profile'>): string {
  const p = w.profile;
  const parts = [
    `Attacks ${p.attacks}`,
    `${w.type === 'melee' ? 'WS' : 'BS'} ${p.skill}`,
    `S ${p.strength}`,
    `AP ${p.ap}`,
    `Damage ${p.damage}`,
  ];
  return `${parts.join(' · ')}${p.abilities ? ` · ${p.abilities}` : ''}`;
}

/** Per weapon: the profile after modifiers, the rolls it needs, and every modifier with its source. */
export function WeaponDetails({ summary }: { summary: CombatSummary }) {
  return (
    <section className="weapon-details" aria-label="Modifiers and rolls needed">
      <h4>Rolls and modifiers</h4>
      <ul>
        {summary.weapons.map((w) => (
          <li key={w.name}>
            <p>
              <strong>
                {w.models}× {w.name}
              </strong>{' '}
              <span className="profile-line">{profileLine(w)}</span>
            </p>
            <p className="needs">{needsText(w.needs, summary.target.groups)}</p>
            {w.modifiers.length > 0 && (
              <ul className="modifiers">
                {w.modifiers.map((m) => (
                  <li key={m.text} data-stat={m.stat}>
                    {m.text}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
