import type { Datasheet } from '@cogitator/engine/model';
import { CoreAbilityTag } from './AbilityTag.js';
import { ProfileTable } from './ProfileTable.js';
import { Section } from './Section.js';
import { WeaponTable } from './WeaponTable.js';

interface Props {
  ds: Datasheet;
  /** Fields filled in from elsewhere (the importer marks them). */
  filled?: Set<string>;
  actions?: React.ReactNode;
}

function points(ds: Datasheet): string {
  return ds.points
    .map(
      (p) =>
        `${p.additional ? '+' : ''}${p.models} model${p.models === 1 ? '' : 's'}: ${p.points} pts${p.note ? ` (${p.note})` : ''}`,
    )
    .join(' · ');
}

/** A datasheet laid out like the printed card: statline and weapons, then abilities and the rest. */
export function DatasheetCard({ ds, filled, actions }: Props) {
  const a = ds.abilities;
  const titleId = `card-${ds.id.replace(/[^\w-]/g, '-')}`;
  return (
    <article className="card" aria-labelledby={titleId}>
      <header className="card-head">
        <div>
          <h2 id={titleId}>{ds.name}</h2>
          <p className="card-sub">
            {ds.faction}
            {ds.role ? ` · ${ds.role}` : ''}
            {ds.legends ? ' · Warhammer Legends' : ''}
            {ds.points.length > 0 ? ` · ${points(ds)}` : ''}
          </p>
        </div>
        {actions && <div className="card-actions">{actions}</div>}
      </header>
      <div className="card-body">
        <div className="card-main">
          <ProfileTable profiles={ds.profiles} {...(filled ? { missing: filled } : {})} />
          <WeaponTable weapons={ds.weapons} type="ranged" />
          <WeaponTable weapons={ds.weapons} type="melee" />
          {ds.wargearOptions.length > 0 && (
            <Section title="Wargear options">
              <ul>
                {ds.wargearOptions.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            </Section>
          )}
        </div>
        <div className="card-side">
          <Section title="Abilities">
            {a.core.length > 0 && (
              <p>
                <span className="label">Core:</span>{' '}
                {a.core.map((c) => (
                  <CoreAbilityTag key={JSON.stringify(c)} ability={c} />
                ))}
              </p>
            )}
            {a.faction.length > 0 && (
              <p>
                <span className="label">Faction:</span> {a.faction.join(', ')}
              </p>
            )}
            {[...a.datasheet, ...a.wargear, ...(a.weapon ?? [])].map((x) => (
              <p key={x.name} className="rule">
                <strong>{x.name}:</strong> {x.text}
              </p>
            ))}
          </Section>
          {ds.damaged && (
            <Section title={`Damaged: ${ds.damaged.minWounds}-${ds.damaged.maxWounds} wounds remaining`}>
              <p>{ds.damaged.text}</p>
            </Section>
          )}
          <Section title="Unit composition">
            <ul>
              {ds.composition.map((c) => (
                <li key={c.model}>
                  {c.min === c.max ? c.min : `${c.min}-${c.max}`} {c.model}
                  {c.epicHero ? ' (Epic Hero)' : ''}
                </li>
              ))}
            </ul>
            {ds.equipment.map((e) => (
              <p key={e.who}>
                {e.who} is equipped with: {e.items.join('; ')}.
              </p>
            ))}
            {ds.points.length > 0 && <p className={filled?.has('points') ? 'filled' : undefined}>{points(ds)}</p>}
          </Section>
          {(ds.leads.length > 0 || ds.ledBy.length > 0) && (
            <Section title="Leader">
              {ds.leads.length > 0 && <p>This model can lead: {ds.leads.join(', ')}.</p>}
              {ds.ledBy.length > 0 && <p>This unit can be led by: {ds.ledBy.join(', ')}.</p>}
            </Section>
          )}
          {ds.transport && (
            <Section title="Transport">
              <p>{ds.transport.text}</p>
            </Section>
          )}
          {ds.sections.map((s) => (
            <Section key={s.name} title={s.name}>
              <p>{s.text}</p>
            </Section>
          ))}
        </div>
      </div>
      <footer className="keywords">
        <p>
          <span className="label">Keywords:</span> {ds.keywords.join(', ') || '–'}
          {ds.modelKeywords.map((m) => (
            <span key={m.model}>
              {' '}
              · {m.model}: {m.keywords.join(', ')}
            </span>
          ))}
        </p>
        <p>
          <span className="label">Faction keywords:</span> {ds.factionKeywords.join(', ') || '–'}
        </p>
      </footer>
    </article>
  );
}
