import { z } from 'zod';
import { CoreAbilitySchema, WeaponAbilitySchema } from './abilities.js';
import { EffectSchema } from './effects.js';
import { DiceExprSchema, NamedTextSchema, ProvenanceSchema } from './primitives.js';

/** Base of a model: round (diameter), oval (two diameters), or none (measure to the hull). */
export const BaseSizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('round'), mm: z.number().positive() }),
  z.object({ kind: z.literal('oval'), mm: z.tuple([z.number().positive(), z.number().positive()]) }),
  z.object({ kind: z.literal('hull') }),
]);
export type BaseSize = z.infer<typeof BaseSizeSchema>;

/**
 * A model's characteristics. `null` means the source did not give it (four of the seed pages lost
 * their statlines); importers report every null by name, and nothing ever fills it with a guess.
 * Save, Leadership and invulnerable save hold X of "X+".
 */
export const ModelProfileSchema = z.object({
  name: z.string().min(1),
  movement: z.number().int().min(0).nullable(),
  /** True for a "20+\"" style minimum move (AIRCRAFT). */
  movementIsMinimum: z.boolean().optional(),
  toughness: z.number().int().min(1).nullable(),
  save: z.number().int().min(2).max(7).nullable(),
  wounds: z.number().int().min(1).nullable(),
  leadership: z.number().int().min(2).max(12).nullable(),
  objectiveControl: z.number().int().min(0).nullable(),
  invulnerableSave: z.number().int().min(2).max(6).nullable(),
  /** A restriction printed with the invulnerable save (e.g. "against ranged attacks only"). */
  invulnerableNote: z.string().optional(),
  /**
   * The restriction of `invulnerableNote` as data, typed when the data is imported
   * (`invulnerableAgainstOf`): the save is used only against attacks of this type.
   */
  invulnerableAgainst: z.enum(['ranged', 'melee']).optional(),
  baseSize: BaseSizeSchema.nullable(),
  /** A remark printed with the base size ("Nob on 40mm"). */
  baseSizeNote: z.string().optional(),
});
export type ModelProfile = z.infer<typeof ModelProfileSchema>;

/**
 * What an invulnerable save's printed restriction allows, read once at import: "against ranged
 * attacks only" is 'ranged', "against melee attacks only" 'melee'; anything else is no restriction.
 */
export function invulnerableAgainstOf(note: string | undefined): 'ranged' | 'melee' | undefined {
  if (!note) return undefined;
  const t = note.toLowerCase();
  const ranged = /\branged\b/.test(t);
  const melee = /\bmelee\b/.test(t);
  if (ranged === melee) return undefined;
  return ranged ? 'ranged' : 'melee';
}

/** A model profile's characteristics (the numbers of its statline), in datasheet order. */
export const MODEL_CHARACTERISTICS = [
  'movement',
  'toughness',
  'save',
  'wounds',
  'leadership',
  'objectiveControl',
  'invulnerableSave',
] as const satisfies readonly (keyof ModelProfile)[];

export const WeaponProfileSchema = z.object({
  /** Profile name: the weapon's name, or "Ancestral Wrath – witchfire" for one of several. */
  name: z.string().min(1),
  type: z.enum(['ranged', 'melee']),
  /** Inches; null for melee weapons. */
  range: z.number().int().min(0).nullable(),
  attacks: DiceExprSchema,
  /** BS or WS as X of "X+"; null for "N/A" (Torrent weapons). */
  skill: z.number().int().min(2).max(6).nullable(),
  strength: z.number().int().min(0),
  /** 0 or negative, as printed (AP -2 is -2). */
  ap: z.number().int().max(0),
  damage: DiceExprSchema,
  abilities: z.array(WeaponAbilitySchema),
});
export type WeaponProfile = z.infer<typeof WeaponProfileSchema>;

/** A weapon: one profile, or several to select from ("– standard" / "– supercharge"). */
export const WeaponSchema = z.object({
  name: z.string().min(1),
  profiles: z.array(WeaponProfileSchema).min(1),
});
export type Weapon = z.infer<typeof WeaponSchema>;

export const CompositionLineSchema = z.object({
  /** Model profile name as on the composition line ("CORVs" -> "CORV" where the profile matches). */
  model: z.string().min(1),
  min: z.number().int().min(0),
  max: z.number().int().min(0),
  epicHero: z.boolean().optional(),
});

export const EquipmentSchema = z.object({
  /** "The Grimnyr", "Every CORV", "Every model" as printed. */
  who: z.string(),
  items: z.array(z.string()),
});

export const PointsOptionSchema = z.object({
  models: z.number().int().min(1),
  points: z.number().int().min(0),
  /** E.g. a wargear note carried by some export rows. */
  note: z.string().optional(),
  /**
   * True for an add-on price ("Attack Bike +55"): `points` are added to another option for the models
   * named in `note`, rather than being the price of a unit of `models` models.
   */
  additional: z.boolean().optional(),
});
export type PointsOption = z.infer<typeof PointsOptionSchema>;

export const DamagedSchema = z.object({
  minWounds: z.number().int().min(0),
  maxWounds: z.number().int().min(0),
  text: z.string(),
  /** What it does to the model's attacks, typed at import (rules/core/damaged.ts `damagedEffects`). */
  effects: z.array(EffectSchema).optional(),
});

export const TransportSchema = z.object({
  text: z.string(),
  /** Models it can carry, where the text states a number. */
  capacity: z.number().int().min(0).nullable(),
  /** Keywords of models it can carry, as far as the text says. */
  allowed: z.array(z.string()),
  /** Models that take more than one space, e.g. TERMINATOR -> 2. */
  spaceCost: z.array(z.object({ keyword: z.string(), spaces: z.number().int().min(1) })),
  /** Models it cannot carry. */
  excluded: z.array(z.string()),
});
export type Transport = z.infer<typeof TransportSchema>;

/**
 * What an OFFICER's datasheet says of its Orders (Astra Militarum Voice of Command: "Each OFFICER's datasheet will
 * specify how many Orders it can issue in a battle round and which units are eligible to receive those Orders"), typed
 * when the data is imported from its ORDERS section (rules/factions/astra-militarum/officer-orders.ts `officerOf`).
 */
export const OfficerOrdersSchema = z.object({
  /** How many Orders it can issue in a battle round. */
  orders: z.number().int().min(1),
  /** The units eligible to receive them: a unit with every keyword (upper case) of any one of the lists. */
  keywords: z.array(z.array(z.string().min(1)).min(1)).min(1),
  /** The only Orders it can issue, where its datasheet restricts them (the rule's Order ids, e.g. order-take-aim). */
  only: z.array(z.string().min(1)).min(1).optional(),
});
export type OfficerOrders = z.infer<typeof OfficerOrdersSchema>;

export const DatasheetSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  faction: z.string().min(1),
  source: ProvenanceSchema.optional(),
  profiles: z.array(ModelProfileSchema),
  weapons: z.array(WeaponSchema),
  abilities: z.object({
    core: z.array(CoreAbilitySchema),
    faction: z.array(z.string()),
    datasheet: z.array(NamedTextSchema),
    /** Abilities granted by wargear, where the source lists them apart. */
    wargear: z.array(NamedTextSchema),
    /** Rules printed for weapon profiles ("One Shot", "Conversion"), where the source lists them apart. */
    weapon: z.array(NamedTextSchema).optional(),
  }),
  wargearOptions: z.array(z.string()),
  composition: z.array(CompositionLineSchema),
  equipment: z.array(EquipmentSchema),
  points: z.array(PointsOptionSchema),
  keywords: z.array(z.string()),
  /** Keywords only some models have: "GRIMNYR MODEL: CHARACTER, PSYKER". */
  modelKeywords: z.array(z.object({ model: z.string(), keywords: z.array(z.string()) })),
  factionKeywords: z.array(z.string()),
  /** Bodyguard units this Leader can be attached to. */
  leads: z.array(z.string()),
  /** Leaders that can be attached to this unit. */
  ledBy: z.array(z.string()),
  transport: TransportSchema.nullable(),
  damaged: DamagedSchema.nullable(),
  /** Named sections such as SERVITOR RETINUE or USING SIR HEKHTUR. */
  sections: z.array(NamedTextSchema),
  /** The Orders an OFFICER issues, typed at import from its ORDERS section; absent for a datasheet without one. */
  officer: OfficerOrdersSchema.optional(),
  /** Battlefield role as the source gives it ("Characters", "Battleline", "Dedicated Transports"). */
  role: z.string().optional(),
  /** The publication it comes from ("Grey Knights", "Space Marines (Warhammer Legends)"). */
  publication: z.string().optional(),
  /** True for Warhammer Legends datasheets. */
  legends: z.boolean().optional(),
  /** Ids of the same datasheet in the other sources merged into a catalogue. */
  otherIds: z.array(z.string()).optional(),
});
export type Datasheet = z.infer<typeof DatasheetSchema>;

/** Keywords a given model profile has: the unit's plus any per-model ones. */
export function keywordsOf(ds: Datasheet, modelName: string): string[] {
  const extra = ds.modelKeywords.filter((m) => m.model.toUpperCase() === modelName.toUpperCase());
  return [...ds.keywords, ...extra.flatMap((m) => m.keywords)];
}

export function emptyDatasheet(id: string, name: string, faction: string): Datasheet {
  return {
    id,
    name,
    faction,
    profiles: [],
    weapons: [],
    abilities: { core: [], faction: [], datasheet: [], wargear: [] },
    wargearOptions: [],
    composition: [],
    equipment: [],
    points: [],
    keywords: [],
    modelKeywords: [],
    factionKeywords: [],
    leads: [],
    ledBy: [],
    transport: null,
    damaged: null,
    sections: [],
  };
}
