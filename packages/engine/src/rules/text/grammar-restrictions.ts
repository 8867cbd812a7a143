import type { Phrase } from './phrase.js';
import { keywordSets } from './slots.js';
import type { ReadingRestrictions } from './types.js';

/** The grammar of restrictions: a Stratagem's RESTRICTIONS sentences, an Enhancement's "X model only". */
export const RESTRICTION_PHRASES: Phrase<ReadingRestrictions>[] = [
  {
    id: 'restriction/once-per-battle',
    pattern: String.raw`you can only use this stratagem once(?: per battle)?|you cannot use this stratagem more than once per battle`,
    read: () => ({ oncePer: 'battle' }),
  },
  {
    id: 'restriction/once-per-battle-round',
    pattern: String.raw`you can only use this stratagem once per battle round`,
    read: () => ({ oncePer: 'battle-round' }),
  },
  {
    id: 'restriction/no-charge',
    pattern: String.raw`until the end of the turn, (?:your unit is|that unit is|those units are) not eligible to declare a charge|a unit targeted (?:with|by) this stratagem is not eligible to declare a charge in the same turn`,
    read: () => ({ noChargeThisTurn: true }),
  },
  {
    id: 'restriction/not-engaged',
    pattern: String.raw`you cannot (?:select|target) (?:a unit that is|units that are) within engagement range of one or more enemy units(?: with this stratagem)?`,
    read: () => ({ targetNotEngaged: true }),
  },
  {
    id: 'restriction/no-charge-bonus',
    pattern: String.raw`note that even if (?:this|that) charge is successful, (?:your|that) unit does not receive any charge bonus this turn`,
    read: () => ({ noChargeBonus: true }),
  },
  {
    id: 'restriction/no-attached-characters',
    pattern: String.raw`this stratagem cannot be used to return destroyed CHARACTER units to attached units|any destroyed CHARACTER units that were attached to (?:your|that) unit are not returned`,
    read: () => ({ noAttachedCharacters: true }),
  },
  {
    id: 'restriction/not-first-rounds',
    pattern: String.raw`you cannot use this stratagem during the first or second battle rounds`,
    read: () => ({ fromRound: 3 }),
  },
  {
    id: 'restriction/exclusive-with',
    pattern: String.raw`a unit cannot be targeted (?:by|with) this and the (?<a>[a-z' -]+?) stratagem in the same phase|you cannot select any units that have already been targeted with either the (?<b>[a-z' -]+?) or (?<c>[a-z' -]+?) stratagems this phase`,
    read: (m) => ({ exclusiveWith: (m.a ? [m.a] : [m.b as string, m.c as string]).map((n) => n.toUpperCase()) }),
  },
  {
    id: 'restriction/once-per-turn',
    pattern: String.raw`you can only use this stratagem once per turn`,
    read: () => ({ oncePer: 'turn' }),
  },
  {
    id: 'restriction/bearer-only',
    pattern: String.raw`(?<kw>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\-]*(?:(?: |, | or |, or )[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ0-9'\-]*)*) models? only`,
    read: (m, ctx) => ({ bearer: keywordSets(m.kw as string, ctx.keywords) }),
  },
];
