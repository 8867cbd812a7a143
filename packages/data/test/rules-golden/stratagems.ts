import type { RuleReading, Who } from '@cogitator/engine';
import { AB, C, D, E, MELEE, RANGED, S, W, who } from './helpers.js';

/**
 * Stratagems of the Wahapedia 2025-11-14 export with the reading expected of each, written from the
 * text (the text is read from the export at run time; the id and name name it here).
 */
const AS = (k: string) => [k.split(' + ')];
const ENEMY_SF = W.enemyTargets('shooting', 'fight');
const ENEMY_S = W.enemyTargets('shooting');
const ENEMY_F = W.enemyTargets('fight');
const SHOOT = W.yours('shooting');
const FIGHT = W.either('fight');
const NS: Partial<Who> = { notSelectedTo: ['shoot'] };
const NF: Partial<Who> = { notSelectedTo: ['fight'] };
const NSF: Partial<Who> = { notSelectedTo: ['shoot', 'fight'] };
const kw = (...sets: string[]) => sets.map((s) => s.split(' + '));

export const GOLDEN_STRATAGEMS: [id: string, name: string, reading: RuleReading][] = [
  // "One ADEPTUS CUSTODES INFANTRY unit from your army (excluding ANATHEMA PSYKANA units) that is within range of an
  // objective marker you control and that was selected as the target of one or more of the attacking unit's attacks."
  [
    '000008394004',
    'UNWAVERING SENTINELS',
    S(
      ENEMY_F,
      who.hit(kw('ADEPTUS CUSTODES + INFANTRY'), {
        excluding: ['ANATHEMA PSYKANA'],
        state: ['within-objective-range'],
      }),
      [E.hit(-1, { ...AB, ...MELEE })],
    ),
  ],
  [
    '000010252002',
    'RENEWED FOCUS',
    S([W.yours('shooting'), W.yours('fight')], who.own(undefined, NSF), [
      E.reroll('hit', 'ones'),
      E.reroll('wound', 'ones'),
    ]),
  ],
  [
    '000009274003',
    'FOCUSED FEAR',
    S(ENEMY_SF, who.hit(AS('ANATHEMA PSYKANA')), [E.stat('AP', 'worsen', 1, AB)], D.attacking),
  ],
  ['000009988004', 'PEERLESS WARRIOR', S(FIGHT, who.own(AS('ADEPTUS CUSTODES'), NF), [E.ability('precision', MELEE)])],
  [
    '000009282003',
    'BALLISTIC SYNCHRONY',
    S(SHOOT, who.own(AS('ADEPTUS MECHANICUS'), NS), [E.ability('lethal hits', RANGED)]),
  ],
  [
    '000009282005',
    'SAVIOUR SYSTEMS',
    S(W.theirs('shooting'), who.hit(AS('ADEPTUS MECHANICUS'), { excluding: ['KATAPHRON'] }), [E.wound(-1, AB)]),
  ],
  [
    '000009746003',
    'TARGETING OVERRIDE',
    S(W.shootOrFight(), who.own(AS('ADEPTUS MECHANICUS'), NSF), [E.crit('hit', 5)]),
  ],
  [
    '000008386006',
    'LETHAL DOSAGE',
    S(SHOOT, who.own(AS('ADEPTUS MECHANICUS'), NS), [E.ability('lethal hits', RANGED)]),
  ],
  [
    '000009920006',
    'SOULSIGHT',
    S(SHOOT, who.own(AS('YNNARI'), NS), [E.ability('lethal hits', RANGED), E.ability('ignores cover', RANGED)]),
  ],
  [
    '000009920003',
    'MACABRE RESILIENCE',
    S(ENEMY_SF, who.hit(kw('YNNARI + INFANTRY', 'YNNARI + MOUNTED'), { excluding: ['WRAITH CONSTRUCT'] }), [
      E.wound(-1, AB),
    ]),
  ],
  [
    '000009912006',
    'BLADES OF ASURYAN',
    S(SHOOT, who.own(kw('DIRE AVENGERS', 'GUARDIANS'), NS), [E.ability('pistol', RANGED)]),
  ],
  ['000009326002', 'VOID GHOSTS', S(ENEMY_SF, who.hit(AS('AELDARI')), [E.hit(-1, AB)])],
  [
    '000009866006',
    'FURIOUS CANNONADE',
    S(SHOOT, who.own(AS('SQUADRON'), NS), [E.stat('AP', 'improve', 1, { when: [C.within(12)] })]),
  ],
  ['000009870002', 'CRACK SHOTS', S(SHOOT, who.own(AS('PLATOON'), NS), [E.ability('precision', RANGED)])],
  [
    '000009390002',
    'AGAINST THE ODDS',
    S(FIGHT, who.own(AS('MILITARUM TEMPESTUS'), NF), [E.stat('A', 'add', 1, MELEE), E.stat('S', 'add', 1, MELEE)]),
  ],
  [
    '000009127002',
    'ARMOUR OF CONTEMPT',
    S(ENEMY_SF, who.hit(AS('DEATHWATCH')), [E.stat('AP', 'worsen', 1, AB)], D.attacking),
  ],
  [
    '000009135007',
    'PSYBOLT AMMUNITION',
    S(SHOOT, who.own(AS('GREY KNIGHTS TERMINATOR SQUAD'), NS), [
      E.ability('lethal hits', RANGED),
      E.ability('psychic', RANGED),
    ]),
  ],
  [
    '000009139004',
    'CLOSE-QUARTERS BARRAGE',
    S(SHOOT, who.own(AS('VOIDFARERS')), [
      E.stat('S', 'improve', 1, { ...RANGED, when: [C.within(12)] }),
      E.stat('AP', 'improve', 1, { ...RANGED, when: [C.within(12)] }),
    ]),
  ],
  ['000009370003', 'DUTY AND DEATH', S(ENEMY_SF, who.hit(AS('ADEPTUS ARBITES')), [E.fnp(4)])],
  [
    '000009034002',
    'SHIELD OF AVERSION',
    S(ENEMY_SF, who.hit(AS('ADEPTA SORORITAS')), [E.stat('AP', 'worsen', 1, AB)], D.attacking),
  ],
  ['000009548005', 'INCORPOREAL TERRORS', S(ENEMY_S, who.hit(AS('LEGIONES DAEMONICA')), [E.hit(-1, AB)])],
  ['000009573002', 'SEDUCTIVE WHISPERS', S(ENEMY_F, who.hit(AS('SLAANESH + LEGIONES DAEMONICA')), [E.hit(-1, AB)])],
  ['000009807007', 'OVERWHELMING EXCESS', S(ENEMY_SF, who.hit(AS('LEGIONES DAEMONICA + SLAANESH')), [E.hit(-1, AB)])],
  [
    '000009581003',
    'FICKLE BLESSINGS',
    S(SHOOT, who.own(AS('HORRORS')), [E.ability('pistol', RANGED), E.ability('hazardous', RANGED)]),
  ],
  ['000009774002', 'MONSTROUS VISAGES', S(ENEMY_SF, who.hit(AS('HERETIC ASTARTES + INFANTRY')), [E.hit(-1, AB)])],
  [
    '000008977006',
    'STEADFAST DETERMINATION',
    S(ENEMY_S, who.hit(AS('HERETIC ASTARTES'), { excluding: ['DAMNED'] }), [E.fnp(5)]),
  ],
  [
    '000008358004',
    'PROFANE ZEAL',
    S(W.shootOrFight(), who.own(AS('HERETIC ASTARTES + CHAOS UNDIVIDED'), NSF), [E.reroll('wound', 'failed')]),
  ],
  [
    '000008969002',
    'UNFAILINGLY OBDURATE',
    S(
      ENEMY_SF,
      who.hit(AS('HERETIC ASTARTES'), { excluding: ['DAMNED'] }),
      [E.stat('AP', 'worsen', 1, AB)],
      D.attacking,
    ),
  ],
  ['000009417005', 'CLOUD OF FLIES', S(ENEMY_S, who.hit(AS('DEATH GUARD')), [E.hit(-1, AB)], D.turn)],
  [
    '000010144006',
    "MORTARION'S TEACHINGS",
    S(SHOOT, who.own(AS('TERMINATOR'), NS), [E.ability('assault', RANGED), E.ability('heavy', RANGED)]),
  ],
  ['000010128005', 'FONT OF FILTH', S(SHOOT, who.own(AS('DEATH GUARD + VEHICLE'), NS), [E.ability('assault', RANGED)])],
  [
    '000010140004',
    'GNAWING HUNGER',
    S(
      W.yours('command'),
      who.own(AS('POXWALKERS')),
      [E.stat('M', 'add', 1), E.stat('A', 'add', 1, MELEE), E.stat('S', 'add', 1, MELEE)],
      D.turn,
    ),
  ],
  [
    '000010589006',
    'MAKING A POINT',
    S(SHOOT, who.own(kw('KABALITE WARRIORS', 'HAND OF THE ARCHON'), NS), [
      E.stat('BS', 'improve', 1, RANGED),
      E.stat('AP', 'improve', 1, RANGED),
    ]),
  ],
  ['000010575002', 'INSENSIBLE TO PAIN', S(ENEMY_SF, who.hit(AS('HAEMONCULUS COVENS')), [E.dr(1)])],
  [
    '000010575003',
    'FIGHTING SHADOWS',
    S(ENEMY_SF, who.hit(AS('DRUKHARI'), { excluding: ['HAEMONCULUS COVENS'] }), [E.hit(-1, AB)]),
  ],
  ['000009782004', 'MURDERER’S CIRCUS', S(ENEMY_F, who.hit(kw('DRUKHARI', 'HARLEQUINS')), [E.hit(-1, AB)])],
  ['000010011006', 'UNCANNY REACTIONS', S(ENEMY_S, who.hit(AS('SLAANESH')), [E.hit(-1, AB)])],
  ['000010015005', 'MARTIAL PERFECTION', S(FIGHT, who.own(AS("EMPEROR'S CHILDREN"), NF), [E.reroll('hit', 'failed')])],
  ['000009999003', 'COMBAT STIMMS', S(ENEMY_F, who.hit(AS("EMPEROR'S CHILDREN + INFANTRY")), [E.wound(-1, AB)])],
  ['000009999006', 'CAPRICIOUS REACTIONS', S(ENEMY_S, who.hit(AS("EMPEROR'S CHILDREN")), [E.hit(-1, AB)])],
  ['000009477002', 'HYPERADRENAL REFLEXES', S(ENEMY_F, who.hit(AS('GREAT DEVOURER')), [E.invuln(4)])],
  ['000009080003', 'DEVOTED CREW', S(ENEMY_SF, who.hit(kw('GOLIATH ROCKGRINDER', 'GOLIATH TRUCK')), [E.dr(1)])],
  [
    '000009080006',
    'DEFT MANOEUVRING',
    S(ENEMY_S, who.hit(kw('ACHILLES RIDGERUNNERS', 'ATALAN JACKALS')), [E.invuln(4)]),
  ],
  [
    '000009072005',
    'TRANSCENDENT CELERITY',
    S(SHOOT, who.own(kw('ACOLYTE HYBRIDS', 'HYBRID METAMORPHS', 'NEOPHYTE HYBRIDS'), NS), [
      E.ability('assault', RANGED),
    ]),
  ],
  [
    '000010365003',
    'APPOINTED HOUR',
    S(W.shootOrFight(), who.own(AS('GREY KNIGHTS + PSYKER'), NSF), [E.crit('hit', 5)]),
  ],
  ['000010365004', 'FOREWARNED EVASION', S(ENEMY_SF, who.hit(AS('GREY KNIGHTS + WALKER')), [E.hit(-1, AB)])],
  [
    '000009494002',
    'ARMOURED AEGIS',
    S(ENEMY_SF, who.hit(AS('GREY KNIGHTS + CHARACTER'), { model: true }), [E.fnp(4, { scope: 'holder' })]),
  ],
  [
    '000010357004',
    'CHAOS BANE',
    S(SHOOT, who.own(AS('GREY KNIGHTS + PSYKER'), NS), [E.ability('anti-chaos 4+', RANGED)]),
  ],
  [
    '000009824004',
    'SUPERIOR CRAFTSMANSHIP',
    S(FIGHT, who.own(AS('LEAGUES OF VOTANN'), NF), [E.stat('D', 'add', 1, { when: [C.kw('MONSTER', 'VEHICLE')] })]),
  ],
  [
    '000010436006',
    'HUNTR’S MARK',
    S(SHOOT, who.own(AS('LEAGUES OF VOTANN'), NS), [E.reroll('hit', 'ones'), E.reroll('wound', 'ones')]),
  ],
  ['000009530003', 'POINT-BLANK FIRE', S(SHOOT, who.own(AS('HEARTHKYN WARRIORS'), NS), [E.ability('pistol', RANGED)])],
  ['000008405002', 'MASKS OF DEATH', S(ENEMY_SF, who.hit(kw('DESTROYER CULT', 'FLAYED ONES')), [E.hit(-1, AB)])],
  [
    '000009605002',
    'TARGETING ALGORITHMS',
    S(W.shootOrFight(), who.own(AS('CRYPTEK'), { model: true, ...NSF }), [
      E.reroll('hit', 'failed', { scope: 'holder' }),
      E.reroll('wound', 'failed', { scope: 'holder' }),
    ]),
  ],
  [
    '000009605003',
    'QUANTUM FLARE-SHIELD',
    S(ENEMY_SF, who.hit(AS('CRYPTEK'), { model: true }), [E.invuln(4, { scope: 'holder' })]),
  ],
  ['000008555003', 'QUANTUM DEFLECTION', S(ENEMY_SF, who.hit(AS('NECRONS + VEHICLE')), [E.invuln(4)])],
  [
    '000008886007',
    'HULKING BRUTES',
    S(ENEMY_S, who.hit(kw('NOBZ', 'MEGANOBZ')), [E.stat('AP', 'worsen', 1, AB)], D.attacking),
  ],
  [
    '000008878007',
    'EXTRA GUBBINZ',
    S(ENEMY_S, who.hit(kw('ORKS + WALKER', 'GROTS + VEHICLE'), { excluding: ['TITANIC'] }), [E.dr(1)]),
  ],
  [
    '000008873006',
    'FULL THROTTLE!',
    S(
      { window: 'charge-move-ended', turn: 'yours', phases: ['charge'], unit: 'own', keyword: 'SPEED FREEKS' },
      who.that(AS('SPEED FREEKS')),
      [E.wound(1, MELEE)],
      D.turn,
    ),
  ],
  [
    '000009992005',
    'LONG, UNCONTROLLED BURSTS',
    S(SHOOT, who.own(AS('ORKS'), NS), [E.ability('ignores cover', RANGED)]),
  ],
  [
    '000010503003',
    'TITANIC DUEL',
    S(W.shootOrFight(), who.own(AS('IMPERIAL KNIGHTS + TITANIC'), { model: true, ...NSF }), [
      E.hit(1, { scope: 'holder', when: [C.kw('MONSTER', 'TITANIC', 'WALKER')] }),
      E.wound(1, { scope: 'holder', when: [C.kw('MONSTER', 'TITANIC', 'WALKER')] }),
    ]),
  ],
  ['000010503002', 'COURAGEOUS STAND', S(ENEMY_SF, who.hit(AS('IMPERIAL KNIGHTS + TITANIC')), [E.fnp(6)])],
  ['000010494007', 'ROTATE ION SHIELDS', S(ENEMY_S, who.hit(AS('IMPERIAL KNIGHTS')), [E.invuln(4)])],
  [
    '000010305003',
    'HELLFORGED CONSTRUCTION',
    S(ENEMY_F, who.hit(AS('CHAOS KNIGHTS')), [E.stat('AP', 'worsen', 1, AB)], D.attacking),
  ],
  ['000010305007', 'DIABOLIC BULWARK', S(ENEMY_S, who.hit(AS('CHAOS KNIGHTS')), [E.invuln(4)])],
  ['000010305006', 'WARP VISION', S(SHOOT, who.own(AS('CHAOS KNIGHTS'), NS), [E.ability('ignores cover', RANGED)])],
  ['000010309004', 'RUNES OF DISDAIN', S(ENEMY_SF, who.hit(AS('CHAOS KNIGHTS + CHARACTER')), [E.dr(1)])],
  [
    '000008495002',
    'ARMOUR OF CONTEMPT',
    S(ENEMY_SF, who.hit(AS('ADEPTUS ASTARTES')), [E.stat('AP', 'worsen', 1, AB)], D.attacking),
  ],
  [
    '000009836005',
    'STRIKE NOW FOR GLORY',
    S(SHOOT, who.own(AS('ADEPTUS ASTARTES'), NS), [E.ability('sustained hits 1', RANGED)]),
  ],
  [
    '000008475005',
    'NO THREAT TOO GREAT',
    S(SHOOT, who.own(AS('ADEPTUS ASTARTES'), NS), [
      E.reroll('wound', 'failed', { ...RANGED, when: [C.kw('MONSTER', 'VEHICLE')] }),
    ]),
  ],
  [
    '000009840002',
    'EXPERIMENTAL MODIFICATIONS',
    S(W.shootOrFight(), who.own(kw('KROOT', 'VESPID STINGWINGS'), NSF), [E.stat('AP', 'improve', 1)]),
  ],
  ['000008816003', 'STIMM INJECTORS', S(ENEMY_SF, who.hit(AS("T'AU EMPIRE + BATTLESUIT")), [E.fnp(6)])],
  [
    '000010198002',
    'SULPHUROUS VEIL',
    S(ENEMY_SF, who.hit(kw('THOUSAND SONS', 'SCINTILLATING LEGIONS')), [E.hit(-1, AB)]),
  ],
  ['000009664003', 'FLESH CHANGE', S(ENEMY_SF, who.hit(AS('TZAANGORS')), [E.fnp(5)])],
  [
    '000010210002',
    'HEX-MARKED ARMOUR',
    S(ENEMY_SF, who.hit(AS('THOUSAND SONS + VEHICLE')), [E.stat('AP', 'worsen', 1, AB)], D.attacking),
  ],
  ['000010202003', 'WARPED VICISSITUDE', S(ENEMY_SF, who.hit(AS('TZAANGORS')), [E.invuln(4)])],
  [
    '000009700005',
    'ONRUSHING HORDE',
    S(ENEMY_S, who.hit(AS('TYRANIDS'), { excluding: ['WINGED TYRANID PRIME'] }), [E.hit(-1, AB)]),
  ],
  ['000009691002', 'LITHE KILLERS', S(ENEMY_F, who.hit(AS('TYRANIDS')), [E.invuln(5)])],
  [
    '000008422003',
    'RAMPAGING MONSTROSITIES',
    S(FIGHT, who.own(AS('TYRANIDS + MONSTER'), NF), [E.reroll('hit', 'failed')]),
  ],
  ['000008431004', 'FRENZIED RESILIENCE', S(ENEMY_F, who.hit(AS('WORLD EATERS')), [E.dr(1)])],
  [
    '000008431003',
    'HACK AND SLASH',
    S(FIGHT, who.own(AS('WORLD EATERS'), { ...NF, state: ['charged'] }), [E.stat('AP', 'improve', 1, MELEE)]),
  ],
  ['000009709004', 'SAVAGE RESILIENCE', S(ENEMY_S, who.hit(AS('WORLD EATERS')), [E.dr(1)])],
  ['000010083002', 'DAEMONIC RESISTANCE', S(ENEMY_SF, who.hit(AS('WORLD EATERS + POSSESSED')), [E.wound(-1, AB)])],
];
