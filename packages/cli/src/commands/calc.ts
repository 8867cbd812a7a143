import type { Command } from 'commander';
import type { ByNameInput } from '../calc/by-name.js';
import {
  type BoundedResult,
  type CombatInput,
  computeCombat,
  formatWeaponAbilities,
  InputError,
  resolveCombat,
} from '../calc/engine.js';
import { type CalcOptions, quickInput } from '../calc/options.js';
import { renderJson, renderText } from '../calc/render.js';
import { writeFileAtomic } from '../files.js';
import { type Io, UsageError } from '../io.js';
import { openCatalogue, withCatalogueOption } from './catalogue-option.js';

/** Options that only make sense with a scenario file, whatever else is given. */
const OUTPUT_FLAGS = new Set(['scenario', 'json', 'svg']);

async function loadScenario(path: string, io: Io): Promise<CombatInput> {
  let text: string;
  try {
    text = await io.readText(path);
  } catch (e) {
    throw new UsageError(`cannot read scenario ${path}: ${(e as Error).message}`);
  }
  // The scenario file's schema (zod) is loaded only for a scenario file.
  const { parseScenario } = await import('@cogitator/engine/combat/scenario');
  try {
    return parseScenario(text, path === '-' ? 'stdin' : path);
  } catch (e) {
    // A bad scenario is a usage error: exit code 2, the field named.
    if (e instanceof InputError) throw new UsageError(e.format(), 2);
    throw e;
  }
}

/** Flags that name units or weapons from the catalogue. */
const BY_NAME = [
  'attacker',
  'attackerFaction',
  'defender',
  'defenderFaction',
  'defenderModels',
  'defenderLeader',
  'weapon',
  'melee',
] as const;

async function calc(o: CalcOptions, io: Io): Promise<void> {
  let input: CombatInput;
  let named: ByNameInput | undefined;
  if (!o.scenario && BY_NAME.some((k) => o[k] !== undefined)) {
    if (!o.attacker && !o.defender)
      throw new UsageError(
        '--attacker-faction, --defender-faction, --defender-models, --weapon and --melee go with --attacker or --defender',
      );
    const { byNameInput, checkByName } = await import('../calc/by-name.js');
    checkByName(o);
    named = byNameInput(o, await openCatalogue(o));
    input = named.input;
  } else if (o.scenario) {
    const mixed = Object.keys(o).filter((k) => !OUTPUT_FLAGS.has(k) && o[k as keyof CalcOptions] !== undefined);
    if (mixed.length) {
      const flags = mixed.map((k) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      throw new UsageError(`--scenario cannot be combined with ${flags.join(', ')} (put them in the file)`);
    }
    input = await loadScenario(o.scenario, io);
  } else {
    input = quickInput(o);
  }
  let result: BoundedResult;
  try {
    // The limits on the resolved parameters (after every modifier), then exact or sampled.
    result = computeCombat(resolveCombat(input));
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.format(), 2);
    throw e;
  }
  const abilities = input.weapons.map((w) => formatWeaponAbilities(w.abilities));
  if (o.svg) {
    const title = `Models destroyed: ${input.weapons.map((w) => w.name).join(', ')} vs ${result.resolved.target.name}`;
    const { modelsChart } = await import('../calc/svg.js');
    await writeFileAtomic(o.svg, modelsChart(result.modelsDestroyed, title));
  }
  const units = named && {
    ...(named.attacker ? { attacker: unitRef(named.attacker) } : {}),
    ...(named.defender ? { defender: unitRef(named.defender) } : {}),
    notes: named.notes,
    notApplied: named.notApplied,
  };
  io.out(o.json ? renderJson(result, abilities, units) : renderText(result, abilities, io.isTty, units));
}

function unitRef(ds: { id: string; name: string; faction: string }) {
  return { id: ds.id, name: ds.name, faction: ds.faction };
}

const collect = (v: string, prev?: string[]) => [...(prev ?? []), v];

export function registerCalc(program: Command, io: Io): void {
  const cmd = program
    .command('calc')
    .description('Exact attack odds: every stage, damage and models destroyed, as full distributions')
    .option('--scenario <file>', 'a scenario JSON file, or - for stdin')
    .option(
      '--attacker <unit>',
      'attacking unit from the catalogue (its equipped ranged weapons unless --weapon/--melee)',
    )
    .option('--attacker-faction <faction>', "the attacker's faction, where the name is in several")
    .option('--weapon <name>', 'an --attacker weapon or profile, repeatable; "name=N": N models use it', collect)
    .option('--melee', "the --attacker unit's melee weapons (one per model, plus Extra Attacks)")
    .option('--defender <unit>', 'defending unit from the catalogue')
    .option('--defender-faction <faction>', "the defender's faction, where the name is in several")
    .option('--defender-models <n>', 'models in the --defender unit (default: its smallest points option)')
    .option(
      '--defender-leader <unit>',
      'a Leader attached to the --defender unit, repeatable: its abilities reach the unit (Fortify)',
      collect,
    )
    .option('--name <name>', 'quick profile: weapon name')
    .option(
      '-n, --models <n>',
      "attacking models: the quick profile's (default 1), or the --attacker unit's size (default: its smallest points option)",
    )
    .option('-a, --attacks <dice>', 'quick profile: Attacks per model (2, D6, 2D6+1)')
    .option('--bs <n>', 'quick profile: Ballistic Skill (3 or 3+; N/A for Torrent)')
    .option('--ws <n>', 'quick profile: Weapon Skill (makes a melee weapon)')
    .option('-s, --strength <n>', 'quick profile: Strength')
    .option('--ap <n>', 'quick profile: Armour Penetration (0, -1, ...)')
    .option('-d, --damage <dice>', 'quick profile: Damage (1, D3, D6+2)')
    .option('--abilities <list>', 'quick profile: weapon abilities, "[sustained hits 1, twin-linked]"')
    .option('--vs <unit>', 'quick profile: the target, "5x T4 3+ W2 4++ FNP5 INFANTRY" (profiles joined by " + ")')
    .option('--hit-mod <n>', 'Hit roll modifier (the net is capped at +/-1)')
    .option('--wound-mod <n>', 'Wound roll modifier (the net is capped at +/-1)')
    .option('--reroll-hits <policy>', 'none | ones | failed | non-critical | single')
    .option('--reroll-wounds <policy>', 'none | ones | failed | non-critical | single')
    .option('--reroll-saves <policy>', 'none | ones | failed (the defender)')
    .option('--reroll-damage <policy>', 'none | ones | below-average')
    .option('--crit-hit <n>', 'Critical Hits on this unmodified roll or more (default 6)')
    .option('--crit-wound <n>', 'Critical Wounds on this unmodified roll or more (default 6)')
    .option('--stationary', 'the attacker Remained Stationary (Heavy)')
    .option('--half-range', 'the target is within half range (Rapid Fire, Melta)')
    .option('--charged', 'the attacker charged this turn (Lance)')
    .option('--not-visible', 'the target is not visible (Indirect Fire)')
    .option('--cover', 'the target has the Benefit of Cover')
    .option('--stealth', 'the target has Stealth')
    .option('--dev-wounds <rule>', 'Devastating Wounds rule: current (default) | original')
    .option('--json', 'print JSON (damage and modelsDestroyed pmfs, every stage, per weapon)')
    .option('--svg <file>', 'also write a bar chart of models destroyed as SVG')
    .addHelpText(
      'after',
      `
Examples:
  cogitator calc -a 10 --bs 3 -s 4 --ap -1 -d 1 --abilities "[sustained hits 1, twin-linked]" --vs "5x T4 3+ W2 4++ FNP5"
  cogitator calc -n 5 -a 2 --ws 3 -s 5 --ap -2 -d 2 --charged --abilities "[lance]" --vs "4x T4 3+ W2 + 1x T4 3+ 4++ W5 CHARACTER"
  cogitator calc --scenario fight.json --json
  cogitator calc --attacker "Land Raider" --attacker-faction "Grey Knights" --defender "Cthonian Earthshakers"
  cogitator calc --attacker "Hearthkyn Warriors" --weapon "Ion blaster=3" --defender Grimnyr --json
  cogitator calc --attacker "Knight Paladin" --melee --defender "Hearthkyn Warriors" --defender-leader Grimnyr
`,
    )
    .action((opts: CalcOptions) => calc(opts, io));
  withCatalogueOption(cmd);
}
