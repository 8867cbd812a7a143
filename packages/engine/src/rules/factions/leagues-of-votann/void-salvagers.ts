import { enhancementSupport } from '../enhancement-words.js';
import { ruleKit } from '../kit.js';
import { ability, asked, automated, bearer, gameOnlyPartly, not, reroll, support, tokens } from '../words.js';

/** Void Salvagers (seed 000 and the 2025-11 export; a Boarding Actions detachment). */
const k = ruleKit('Leagues of Votann', 'Void Salvagers');

// "In your Shooting phase, each time a unit from your army has shot, if one or more enemy units were destroyed by
// those attacks and that unit is not within Engagement Range of one or more enemy units, it can make a Normal move of
// up to 3" and can then attempt to operate a Hatchway." The game offers the move when the unit's attacks destroyed an
// enemy unit (game/rule-triggers.ts, game/rule-moves.ts).
k.rule('Stalwart Advance', {
  support: gameOnlyPartly(
    'the game offers the Normal move of up to 3"; operating a Hatchway (Boarding Actions terrain, not modelled) is the players’',
  ),
  windows: [
    {
      when: [{ window: 'unit-destroyed', turn: 'yours', phases: ['shooting'], unit: 'enemy', by: { unit: 'own' } }],
      handler: 'move-after-shooting',
    },
  ],
});

// "WHEN: Your Command phase. TARGET: One unit from your army. EFFECT: Select one closed Hatchway on the battlefield and
// open it. RESTRICTIONS: You can only use this Stratagem once." (The 2025-11 export: "One LEAGUES OF VOTANN unit".)
// The game offers it in your Command phase, once per battle, and spends its CP; the Hatchway is the players'.
k.stratagem('Relic Cypher', {
  support: gameOnlyPartly(
    'the game offers it in your Command phase once per battle and spends its 1CP; selecting and opening a closed Hatchway (Boarding Actions terrain the game does not model) is the players’',
  ),
});

// "each time a model in your unit makes an attack while firing Overwatch, an unmodified Hit roll of 5+ is required
// to score a hit, instead of an unmodified 6."
// (TARGET: "One unit from your army that has not fired Overwatch this phase"; the game answers the question from the
// attack: an attack made with the Fire Overwatch Stratagem.)
k.stratagem('Corridor Covered', {
  support: support(
    'partial',
    'automated',
    'the calculator hits on 5+ only when its question "the unit is firing Overwatch" is answered yes (its Overwatch toggle alone keeps the 6)',
  ),
  effects: [
    {
      kind: 'hit-only-on',
      on: 5,
      when: [{ kind: 'ask', ask: { kind: 'declared', id: 'firing-overwatch', text: 'the unit is firing Overwatch' } }],
    },
  ],
});

// "if the target has 1 or more Judgement tokens, you can re-roll the Hit roll, and if the target has 2 Judgement
// tokens, you can re-roll the Wound roll as well."
k.stratagem('Judged and Punished', {
  support: automated,
  effects: [reroll('hit', 'failed', tokens(1)), reroll('wound', 'failed', tokens(2))],
});

// --- Enhancements (seed 000 and the 2025-11 export; the export prints no bearer keyword) ---

// "Each time the bearer is selected to shoot or fight, you can select one of the following weapon abilities:
// [DEVASTATING WOUNDS]; [LETHAL HITS]; [SUSTAINED HITS 1]. Until the end of the phase, weapons equipped by the bearer
// (excluding Psychic weapons) have that ability." (One toggle per ability: answer one.)
const notPsychic = not({ kind: 'weapon-ability', ability: 'psychic' });
const chose = (a: string) =>
  asked(
    `masterful-construction-${a.replace(/ /g, '-')}`,
    `Masterful Construction: the bearer chose [${a.toUpperCase()}]`,
  );
// The game asks which when the bearer's unit is selected to shoot in your Shooting phase (game/ability-windows.ts,
// the window's `choices`; game/rule-answers.ts reads the answer).
const ABILITIES = ['devastating wounds', 'lethal hits', 'sustained hits 1'];
k.enhancement('Masterful Construction', {
  support: enhancementSupport(
    'automated',
    'partial',
    'the game asks when the bearer is selected to shoot in your Shooting phase; not when it is selected to fight, nor when it shoots in another phase (Fire Overwatch)',
  ),
  effects: ABILITIES.map((a) => bearer(ability(a, chose(a), notPsychic))),
  windows: [
    {
      when: [{ window: 'selected-to-shoot', turn: 'yours', phases: ['shooting'], unit: 'own' }],
      duration: { kind: 'end-of-phase' },
      optional: true,
      choices: ABILITIES.map((a) => ({
        label: `[${a.toUpperCase()}]`,
        answers: [`masterful-construction-${a.replace(/ /g, '-')}`],
      })),
    },
  ],
});

// "At the start of the first battle round, select one objective marker. While the bearer is on the battlefield, each
// time a LEAGUES OF VOTANN unit from your army is selected to shoot or fight, each enemy unit within range of that
// objective marker is considered to have 1 additional Judgement token while resolving those attacks." (The seed's
// copy lost the keyword: "a unit from your army".) The game asks at the start of the first battle round (the first
// turn's Command phase; the bearer's unit anywhere, Reserves too), keeps the marker as your counter, and counts the
// token in those units' attacks while the bearer's model is on the battlefield (game/votann-objective-marks.ts).
k.enhancement('Obsessive Drive', {
  support: enhancementSupport(
    'manual',
    'automated',
    'in the calculator, enter one more Judgement token for a target within its range',
  ),
  counters: [{ id: 'obsessive-drive-objective', name: 'Obsessive Drive’s objective marker (number)', on: 'player' }],
  windows: [
    {
      when: [{ window: 'phase-start', turn: 'either', phases: ['command'] }],
      handler: 'select-objective-first-round',
      offBattlefield: true,
    },
  ],
});

export const VOID_SALVAGERS = k.out;
