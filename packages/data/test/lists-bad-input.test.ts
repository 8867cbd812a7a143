import { InputError } from '@cogitator/engine';
import fc from 'fast-check';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { describeShared } from '../../../testing/shared.js';
import { parseList, readArmyList } from '../src/index.js';
import { errorOf } from './fixtures/errors.js';
import { listPath, readShared, SHARED_LISTS } from './lists-shared.js';

/** Runs `f`; an InputError is fine, anything else thrown fails the property. */
function onlyInputError(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch (e) {
    if (e instanceof InputError) return true;
    throw e;
  }
}

const ROSZ = 'battlescribe/01.LoV.Leviathan.v0102.rosz';

describe('bad list input gives a located InputError', () => {
  it('an unknown format names the formats expected and the line', () => {
    const e = errorOf(() => parseList('\n\nhello there\nthis is not a list', 'x.txt'));
    expect(e.format()).toBe(
      'x.txt:3: unrecognised list format ("hello there"): expected Warhammer 40,000 app text, New Recruit text (default, simple, GW, WTC, WTC-Compact or short style), ListForge text, a BattleScribe .ros/.rosz roster, New Recruit or ListForge JSON, a Rosterizer registry, or Cogitator list JSON',
    );
  });

  it('an empty file', () => {
    expect(errorOf(() => parseList('  \n')).message).toMatch(/^the list is empty: expected Warhammer 40,000 app text/);
  });

  it('a 9th-edition list is refused as another edition, with its line', () => {
    const text =
      '+++ Boop (Warhammer 40,000) [57 PL, 1,000pts] +++\n\n++ Patrol Detachment 0CP (Imperium - Space Marines) [57 PL, 6CP, 1,000pts] ++\n';
    const e = errorOf(() => parseList(text, 'old.txt'));
    expect(e.where.line).toBe(1);
    expect(e.message).toMatch(/^this looks like a 9th-edition list/);
  });

  it('a roster of another game system is refused, naming the system expected', () => {
    const xml =
      '<?xml version="1.0"?>\n<roster name="x" gameSystemId="sys-aaaa-bbbb" gameSystemName="Warhammer 40,000 11th Edition"><forces/></roster>';
    expect(errorOf(() => parseList(xml, 'r.ros')).format()).toBe(
      'r.ros:2: the roster is for game system "Warhammer 40,000 11th Edition" (sys-aaaa-bbbb), not Warhammer 40,000 10th Edition (sys-352e-adc2-7639-d6a9) (reading BattleScribe roster (.ros / .rosz))',
    );
  });

  it('a zip with no roster in it', () => {
    const zip = zipSync({ 'notes.txt': new TextEncoder().encode('hello') });
    expect(errorOf(() => parseList(zip)).message).toBe(
      'the .rosz zip holds no .ros roster (it holds: notes.txt) (reading BattleScribe roster (.ros / .rosz))',
    );
  });

  it('an app list with a line that is neither unit, heading nor "•" line', () => {
    const text =
      'Boop (100 Points)\n\nSpace Marines\nGladius Task Force\nStrike Force (2000 Points)\n\nCaptain (100 Points)\n  • Warlord\nwhat is this?\n';
    expect(errorOf(() => parseList(text, 'a.txt')).format()).toBe(
      'a.txt:9: expected a unit line, a section heading or a "•" line: "what is this?" (reading Warhammer 40,000 app text)',
    );
  });

  it('a WTC header that never closes', () => {
    const text = '+++++++++++++++++\n+ FACTION KEYWORD: Chaos - Chaos Knights\n+ DETACHMENT: Houndpack Lance\n';
    expect(errorOf(() => parseList(text)).message).toBe(
      'the "+++" header is not closed: "+ DETACHMENT: Houndpack Lance" (reading New Recruit / GW-style text with a "+++" header)',
    );
  });

  it('bad JSON says so', () => {
    expect(errorOf(() => readArmyList('{"formatVersion": 2}', 'l.json')).format()).toMatch(/^l\.json: formatVersion: /);
    expect(errorOf(() => readArmyList('{nope', 'l.json')).format()).toMatch(/^l\.json:1: not valid JSON/);
  });
});

describeShared('bad list input: the shared files, damaged', SHARED_LISTS.map(listPath), () => {
  it('a truncated .rosz', () => {
    const bytes = readShared(ROSZ) as Uint8Array;
    const e = errorOf(() => parseList(bytes.slice(0, 4000), 'cut.rosz'));
    expect(e.format()).toMatch(/^cut\.rosz: the \.rosz zip is truncated or damaged/);
  });

  it('a truncated .ros (XML cut in the middle) names the line', () => {
    const bytes = readShared(ROSZ) as Uint8Array;
    const xml = new TextDecoder().decode(Object.values(unzipSync(bytes))[0]);
    const cut = xml.slice(0, 30_000);
    const e = errorOf(() => parseList(cut, 'cut.ros'));
    expect(e.where.line).toBe(cut.split('\n').length);
    expect(e.message).toMatch(/^malformed or truncated XML: /);
  });
});

const TEXT_LISTS = SHARED_LISTS.filter((n) => !n.endsWith('.rosz'));
const fragments = fc.constantFrom(
  '• 2x Bolt pistol',
  '    • 1x Close combat weapon',
  'CHARACTERS',
  '## Character [100 pts]',
  'Captain (80 Points)',
  'Captain [80 pts]: Warlord',
  '1 with Bolt rifle',
  '+ WARLORD: Char1: Captain',
  '+++++++++++++',
  'Enhancement: Artificer Armour (+10 pts)',
  '&',
  '',
  '   ',
);

describe('fuzzing: importers throw nothing but InputError', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => onlyInputError(() => parseList(s))),
      { numRuns: 500 },
    );
  });

  it('on arbitrary lines built from list fragments', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fragments, fc.string({ maxLength: 30 })), { maxLength: 30 }), (ls) =>
        onlyInputError(() => parseList(ls.join('\n'))),
      ),
      { numRuns: 500 },
    );
  });

  it('on arbitrary bytes, zipped or not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (b, zip) => {
        const bytes = zip ? zipSync({ 'a.ros': b }) : b;
        return onlyInputError(() => parseList(bytes));
      }),
      { numRuns: 300 },
    );
  });
});

describeShared('fuzzing the shared lists', SHARED_LISTS.map(listPath), () => {
  it('every text list with lines removed, inserted or cut short', () => {
    const texts = TEXT_LISTS.map((n) => readShared(n) as string);
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.array(fc.tuple(fc.nat(), fc.oneof(fc.constant(null), fragments, fc.string({ maxLength: 20 }))), {
          maxLength: 6,
        }),
        fc.option(fc.nat(), { nil: undefined }),
        (text, edits, cut) => {
          const lines = text.split('\n');
          for (const [at, insert] of edits) {
            const i = at % (lines.length + 1);
            if (insert === null) lines.splice(i, 1);
            else lines.splice(i, 0, insert);
          }
          const joined = lines.join('\n');
          return onlyInputError(() =>
            parseList(cut === undefined ? joined : joined.slice(0, cut % (joined.length + 1))),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the .rosz cut short or with bytes changed', () => {
    const bytes = readShared(ROSZ) as Uint8Array;
    fc.assert(
      fc.property(
        fc.nat({ max: bytes.length }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { maxLength: 4 }),
        (cut, flips) => {
          const b = bytes.slice(0, Math.max(cut, 1));
          for (const [at, v] of flips) b[at % b.length] = v;
          return onlyInputError(() => parseList(b));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a valid list never throws', () => {
    for (const n of SHARED_LISTS) expect(() => parseList(readShared(n))).not.toThrow();
  });
});
