import { z } from 'zod';
import type { CoreAbility } from '../rules/core-abilities.js';
import type { WeaponAbility } from '../rules/weapon-abilities.js';
import { DiceExprSchema } from './primitives.js';

const k = <K extends string>(kind: K) => z.object({ kind: z.literal(kind) });

export const WeaponAbilitySchema: z.ZodType<WeaponAbility> = z.discriminatedUnion('kind', [
  k('assault'),
  k('rapid-fire').extend({ x: DiceExprSchema }),
  k('ignores-cover'),
  k('twin-linked'),
  k('pistol'),
  k('torrent'),
  k('lethal-hits'),
  k('lance'),
  k('indirect-fire'),
  k('precision'),
  k('blast'),
  k('melta').extend({ x: DiceExprSchema }),
  k('heavy'),
  k('hazardous'),
  k('devastating-wounds'),
  k('sustained-hits').extend({ x: DiceExprSchema }),
  k('extra-attacks'),
  k('anti').extend({ keyword: z.string().min(1), threshold: z.number().int().min(2).max(6) }),
  k('one-shot'),
  k('psychic'),
  k('unknown').extend({ text: z.string() }),
]);

export const CoreAbilitySchema: z.ZodType<CoreAbility> = z.discriminatedUnion('kind', [
  k('leader'),
  k('deep-strike'),
  k('deadly-demise').extend({ x: DiceExprSchema }),
  k('lone-operative'),
  k('stealth'),
  k('feel-no-pain').extend({ threshold: z.number().int().min(2).max(6) }),
  k('firing-deck').extend({ x: z.number().int().min(0) }),
  k('scouts').extend({ distance: z.number().int().min(0) }),
  k('infiltrators'),
  k('fights-first'),
  k('hover'),
  k('other').extend({ name: z.string() }),
]);
