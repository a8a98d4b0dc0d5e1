/**
 * The site's content and the checks the build makes of it (scripts/build/content/load.ts): what an office worker
 * may type, and the message a mistake gets. Each mistake is made in a copy of the content, as the editor or a
 * text editor would make it.
 */
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { languageProblem } from '../../scripts/build/content/language.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { images } from '../../src/content/images.ts';
import { imageWidths } from '../../src/lib/media.ts';
import { kebab, languages, pageNames } from '../../src/lib/routes.ts';
import { content, pageWords } from '../helpers/content.ts';
import { contentCopies, type Changes } from '../helpers/content-copy.ts';
import { filesUnder } from '../helpers/files.ts';

const copies = contentCopies('content-');
afterAll(copies.removeAll);

/** A change to a file made on its data, as the editor makes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const edit = (change: (data: any) => void) => (text: string) => {
  const data = parse(text) as unknown;
  change(data);
  return stringify(data);
};

/** The content with some files changed (each a function of its text), as the build reads it. */
function problemsWith(changes: Changes, env: Record<string, string> = {}): string[] {
  const root = copies.copyWith(changes);
  return loadContent(root, env).problems;
}

describe('the content the site ships', () => {
  it('passes every check of the build, in both languages', () => {
    expect(content.problems).toEqual([]);
  });

  it('writes the school name and e-mail where the words say {school} and {email}', () => {
    expect(pageWords('home', 'en').pageTitle).toBe(
      `${content.identity.schoolName}: a residential school with moral and modern education`,
    );
    expect(pageWords('workWithUs', 'ml').cvHint).toContain(content.identity.email);
    expect(JSON.stringify(content.files)).not.toMatch(/\{(school|email)\}/);
  });

  it('keeps the exam and board names parents know in Malayalam wherever the English has them', () => {
    for (const name of ['home', 'about', 'academic', 'admission'] as const) {
      const initials = (lang: 'en' | 'ml') =>
        new Set(JSON.stringify(pageWords(name, lang)).match(/\b(NEET|JEE|CA|CMA|ACCA|IPMAT|UPSC|SSC|CET|CLAT)\b/g));
      expect([...initials('ml')].sort(), name).toEqual([...initials('en')].sort());
    }
  });

  it('gives every image a size and a width ladder', () => {
    for (const [name, image] of Object.entries(images)) {
      expect(image.width, name).toBeGreaterThan(0);
      expect(imageWidths(image.width).at(-1)).toBe(image.width);
    }
  });
});

describe('a mistake in the content stops the build with a message naming the file, the field and the language', () => {
  it('an empty Malayalam FAQ answer', () => {
    const problems = problemsWith({ 'ml/about.yaml': edit((about) => void (about.faqs.items[2].answer = '')) });
    expect(problems).toEqual([
      'src/content/ml/about.yaml (Malayalam): faqs.items[3].answer is empty: write the text [in the editor: About page › FAQs › Questions › 3 › Answer]',
    ]);
  });

  it('a missing Malayalam entry, with where it is in the editor', () => {
    const problems = problemsWith({ 'ml/about.yaml': edit((about) => delete about.team.link) });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/ml\/about\.yaml \(Malayalam\): team\.link is missing \[in the editor: About page › Our team › Link\]$/,
      ),
    );
  });

  it('English words in a Malayalam field, and Malayalam in an English one', () => {
    const problems = problemsWith({
      'ml/home.yaml': (t) => t.replace(/(\n {4}- headline: ).*/, '$1The best of boyhood for both worlds'),
      'en/work-with-us.yaml': (t) => t.replace(/sendCv: .*/, 'sendCv: സിവി അയയ്ക്കുക'),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/ml\/home\.yaml \(Malayalam\): hero\.slides\[1\]\.headline is not in Malayalam/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^src\/content\/en\/work-with-us\.yaml \(English\): sendCv is in Malayalam/),
    );
  });

  it('a Malayalam word in English words, which English pages (no Malayalam font) may show as boxes', () => {
    const problems = problemsWith({
      'en/home.yaml': (t) => t.replace('label: Highlights', 'label: Highlights of the campus and its life (മലയാളം)'),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^src\/content\/en\/home\.yaml \(English\): hero\.label has Malayalam letters/),
    );
  });

  it('an image name the site does not have, and a photo file that is not there', () => {
    const problems = problemsWith({
      'en/home.yaml': (t) => t.replace('image: heroScience\n', 'image: heroSciense\n'),
      'ml/home.yaml': (t) => t.replace('image: heroScience\n', 'image: heroSciense\n'),
      'en/photos.yaml': (t) => t.replace(/(teamDirector:\n\s+photo: )""/, '$1/media/photos/director.jpg'),
      'ml/photos.yaml': (t) => t.replace(/(teamDirector:\n\s+photo: )""/, '$1/media/photos/director.jpg'),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/en\/home\.yaml \(English\): hero\.slides\[2\]\.image is "heroSciense", which is not one of the site's photos/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/en\/photos\.yaml \(English\): teamDirector\.photo is \/media\/photos\/director\.jpg, but there is no such file/,
      ),
    );
  });

  it('a field the site does not know, a list of the wrong length, and a template without its {name}', () => {
    const problems = problemsWith({
      'en/site.yaml': (t) => t.replace('tagline:', 'tagline: x\ntaglines:'),
      'en/about.yaml': (t) => t.replace(/\n {4}- title: Character\n.*/, ''),
      'en/gallery.yaml': (t) =>
        t
          .replace('Show more galleries ({n} more)', 'Show more galleries')
          .replace('Photo {n} of {count}', 'Photo {n} of {total}'),
    });
    expect(problems).toContainEqual(
      'src/content/en/site.yaml (English): taglines is not a field the site knows (a misspelt name?) [in the editor: Every page › taglines]',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/en\/about\.yaml \(English\): mission\.aims should have 4 entries \(it has 3\)/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/en\/gallery\.yaml \(English\): showMore must contain \{n\}/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/en\/gallery\.yaml \(English\): viewer\.position must contain \{count\}/),
    );
  });

  it("a misspelt field in a list's item, and the editor's bookkeeping typed into a file by hand", () => {
    const problems = problemsWith({
      'en/galleries/campus-drawings.yaml': edit((data) => {
        data.captions[0].captoin = data.captions[0].caption;
        data.captions[1].__sc_item_id = '6f1c2a4e-0d3b-4c55-9a1e-2b7d8c9e0f10';
      }),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/en\/galleries\/campus-drawings\.yaml \(English\): captions\[1\]\.captoin is not a field the site knows/,
      ),
    );
    // The editor never writes its own keys; in a file they are a mistake like any other.
    const bookkeeping = /campus-drawings\.yaml \(English\): captions\[2\]\.__sc_item_id is not a field the site knows/;
    expect(problems).toContainEqual(expect.stringMatching(bookkeeping));
  });

  it('the same text on two add-on cards (the old site showed the skills text twice)', () => {
    const problems = problemsWith({
      'en/academic.yaml': edit(({ addOns: { cards } }) => void (cards[4].content = cards[3].content)),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/en\/academic\.yaml \(English\): addOns\.cards has the same content in entries 4 and 5/),
    );
  });

  it('two languages that disagree on a photo or on how many entries a list has', () => {
    const problems = problemsWith({ 'ml/home.yaml': (t) => t.replace('photo: residentialBoys', 'photo: groupPhoto') });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^src\/content\/ml\/home\.yaml \(Malayalam\): banner\.photo is "groupPhoto", but "residentialBoys" in English/,
      ),
    );
  });

  it('a file that is not YAML, with its line', () => {
    const problems = problemsWith({ 'en/core-team.yaml': (t) => `${t}\n  - : : [\n` });
    expect(problems).toContainEqual(
      expect.stringMatching(/^src\/content\/en\/core-team\.yaml cannot be read \(line \d+, column \d+\)/),
    );
  });

  it('a build setting that is not an e-mail address, by its name; a setting that is fine wins over the file', () => {
    expect(problemsWith({}, { SITE_EMAIL: 'office at school' })).toEqual([
      'Build setting SITE_EMAIL="office at school" must be an e-mail address such as office@school.in',
    ]);
    expect(problemsWith({ 'contact.yaml': (t) => t.replace(/email: .*/, 'email: office@school') })).toEqual([
      'src/content/contact.yaml: email must be an e-mail address such as office@school.in [in the editor: Contact details and links › E-mail]',
    ]);
  });

  it('the team, with their names filled in, in both languages', () => {
    const name = (lang: string) => (lang === 'en' ? 'Dr. Abdul Rahman' : 'ഡോ. അബ്ദുൽ റഹ്മാൻ');
    const problems = problemsWith(
      Object.fromEntries(
        ['en', 'ml'].map((lang) => [
          `${lang}/core-team.yaml`,
          (t: string) => t.replace(/name: ""/g, `name: ${name(lang)}`),
        ]),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('Malayalam as parents read it', () => {
  it('is mostly Malayalam letters, names of exams and the school aside', () => {
    expect(languageProblem('NEET, JEE കോച്ചിംഗ് ഉൾപ്പെടെ സയൻസ്', 'ml', 'EdMOUNT')).toBeNull();
    expect(languageProblem('EdMOUNT ഹോം പേജ്', 'ml', 'EdMOUNT')).toBeNull();
    expect(languageProblem('Which courses are offered?', 'ml', 'EdMOUNT')).toMatch(/not in Malayalam/);
  });

  it('uses atomic chillu letters, and puts every vowel sign on a Malayalam letter', () => {
    expect(languageProblem('അവന്\u0D4D\u200Dറെ', 'ml', '')).toMatch(/chillu/);
    // "21-ാം" drew a missing-glyph box: the sign joined the hyphen, which the Malayalam font does not have.
    expect(languageProblem('21-ാം നൂറ്റാണ്ടിലെ കഴിവുകൾ', 'ml', '')).toMatch(/vowel sign after "-"/);
    expect(languageProblem('ഇരുപത്തിയൊന്നാം നൂറ്റാണ്ടിലെ കഴിവുകൾ', 'ml', '')).toBeNull();
  });
});

describe('the page registry', () => {
  it('gives every page of the route table its code and its words in both languages (the type check sees its schema)', () => {
    for (const name of pageNames) {
      const folder = kebab(name);
      expect(existsSync(`src/pages/${folder}/${folder}-page.tsx`), `src/pages/${folder}/${folder}-page.tsx`).toBe(true);
      for (const lang of languages)
        expect(existsSync(`src/content/${lang}/${folder}.yaml`), `${lang}/${folder}.yaml`).toBe(true);
    }
  });
});

describe('hints live in the schema', () => {
  it('no content file explains itself in a YAML comment (the editor drops comments when it saves)', () => {
    const commented = Object.entries(filesUnder('src/content'))
      .filter(([file]) => file.endsWith('.yaml'))
      .filter(([, text]) => text.split('\n').some((line) => /^\s*#/.test(line)))
      .map(([file]) => file);
    expect(commented).toEqual([]);
  });
});
