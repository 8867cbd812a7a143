import { cleanText } from './text.js';

/** An invulnerable save read from an ability: the number, a restriction, and whom it covers. */
export interface InvulnerableReading {
  readonly value: number;
  /** What the text says beyond "has a 4+ invulnerable save" ("against ranged attacks"). */
  readonly note?: string;
  /** The model it names ("This unit's Inquisitor Ostromandeus model has...", "(Autarch)"). */
  readonly model?: string;
  /** A model the text leaves out ("(excluding the Cyber-mastiff)"). */
  readonly excluding?: string;
}

/** Whether an ability's name marks it as the unit's invulnerable save (every spelling in the data). */
export function isInvulnerableName(name: string): boolean {
  return /^invulnerable save\b/i.test(name.trim());
}

/**
 * The spellings BSData uses, as sentence patterns (the number is N):
 * - bare `N+` (also `N+*`), the name carrying the rest: `Invulnerable Save (5+*)`;
 * - `This model has a N+ invulnerable save[.]`, `This unit has a N+ Invulnerable Save`;
 * - `Models in this unit(s) have a N+ invulnerable save`, `Model in this unit have ...`;
 * - `... has/have an invulnerable save of N+`;
 * - a named subject: `Asurmen has ...`, `A Farseer has ...`, `This unit's X model has ...`;
 * - a restriction after it: `... against ranged attacks[ only]`, `... This invulnerable save is
 *   improved to N+ against melee attacks.`, `(excluding the Cyber-mastiff)`.
 */
const SUBJECT_FIRST =
  /^(?<subject>.+?)\s+(?:has|have)\s+an?\s+(?<n>[2-6])\+\s*invulnerable sav(?:e|ing throw)s?(?<rest>.*)$/is;
const SAVE_OF = /^(?<subject>.+?)\s+(?:has|have)\s+an?\s+invulnerable save of\s+(?<n>[2-6])\+(?<rest>.*)$/is;
const BARE = /^(?<n>[2-6])\+\s*\**(?<rest>.*)$/s;

const GENERIC_SUBJECT =
  /^(this model|this unit|models? in this units?|every model in this unit|each model in this unit)$/i;

export function parseInvulnerable(name: string, text: string): InvulnerableReading | undefined {
  const t = cleanText(text).replace(/\s+/g, ' ').trim();
  const m = SUBJECT_FIRST.exec(t) ?? SAVE_OF.exec(t) ?? BARE.exec(t);
  let value: number | undefined;
  let rest = '';
  let subject = '';
  if (m?.groups) {
    value = Number(m.groups.n);
    rest = (m.groups.rest ?? '').trim();
    subject = (m.groups.subject ?? '').trim();
  } else {
    // The name may carry the number: "Invulnerable Save (4+)", "Invulnerable Save 5+".
    const n = /\b([2-6])\+/.exec(name) ?? /\b([2-6])\+/.exec(t);
    if (!n) return undefined;
    value = Number(n[1]);
    rest = t;
  }
  const out: { value: number; note?: string; model?: string; excluding?: string } = { value };
  const excl = /\(excluding (?:the |any )?([^)]+?)s?\)/i.exec(subject);
  if (excl) {
    out.excluding = (excl[1] as string).trim();
    subject = subject.replace(excl[0], '').trim();
  }
  const named =
    /^this unit['’]s (.+?) models?$/i.exec(subject)?.[1] ??
    (subject && !GENERIC_SUBJECT.test(subject) ? subject.replace(/^(an?|the) /i, '') : undefined) ??
    /^invulnerable save\s*(?:\(|:|-)\s*([^)0-9][^)]*?)\)?$/i.exec(name.trim())?.[1];
  if (named) out.model = named.trim();
  rest = rest.replace(/^[.,;:\s]+/, '').trim();
  // "Invulnerable Save (5+*)" with a bare "5+" text: the asterisk points at the note in the text.
  if (rest) out.note = rest.replace(/\.$/, '');
  return out;
}
