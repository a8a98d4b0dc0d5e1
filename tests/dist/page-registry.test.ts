/**
 * A new page is a row of the route table, a page folder, a schema and two YAML files (issue 37). This test adds
 * one to a copy of the project, as the next developer would, builds it, and finds the page routed and prerendered
 * in both languages, in the header and the footer, in the sitemap, and in the editor.
 * It runs after the gate's build (the dist project), whose photo sizes it reuses (node_modules/.cache/media): before it,
 * on a fresh clone, it was the one build to encode every photo, beside the type check, the lint and the unit tests.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = mkdtempSync(path.join(tmpdir(), 'page-registry-'));
const dist = path.join(root, 'dist');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" any more: update this test`);
  writeFileSync(path.join(root, file), text.replace(from, to));
};
const built = (file: string) => readFileSync(path.join(dist, file), 'utf8');

const words = {
  en: { menu: 'Transport', heading: 'School transport', text: 'The routes of the school buses, for day scholars.' },
  ml: { menu: 'യാത്ര', heading: 'സ്കൂൾ യാത്ര', text: 'ഡേ സ്കോളർമാർക്കുള്ള സ്കൂൾ ബസുകളുടെ റൂട്ടുകൾ.' },
};

beforeAll(() => {
  const project = [
    'src',
    'scripts',
    'sw',
    'public',
    'index.html',
    'vite.config.ts',
    'package.json',
    'tsconfig.base.json',
  ];
  for (const entry of project) cpSync(entry, path.join(root, entry), { recursive: true });
  for (const entry of ['node_modules', 'media']) symlinkSync(path.resolve(entry), path.join(root, entry), 'dir');

  // 1. Its row.
  edit(
    'src/lib/routes.ts',
    "  { key: 'privacy',",
    "  { key: 'transport', path: '/transport', page: 'transport', label: 'Transport page', menus: ['header', 'footer'] },\n  { key: 'privacy',",
  );
  // 2. Its page.
  write(
    'src/pages/transport/transport-page.tsx',
    `import { PageIntro } from '../../blocks/page-intro.tsx';
import type { PageContent } from '../../content/index.ts';
export default function TransportPage({ content }: { content: PageContent<'transport'> }) {
  return <PageIntro heading={content.intro.heading} text={content.intro.text} />;
}
`,
  );
  // 3. Its schema, in the pages' map.
  write(
    'src/content/schema/transport.ts',
    `import { paragraph, words } from './fields.ts';
import { page } from './page.ts';
import { group } from './structure.ts';
export const transportSchema = page('transport', 'The school buses.', {
  intro: group('Top of the page', 'The heading.', {
    heading: words('Heading', "The page's main heading."),
    text: paragraph('Introduction', 'The sentence under the heading.'),
  }),
});
`,
  );
  edit(
    'src/content/schema/index.ts',
    '  privacy: privacySchema,',
    '  transport: transportSchema,\n  privacy: privacySchema,',
  );
  edit(
    'src/content/schema/index.ts',
    "import { aboutSchema } from './about.ts';",
    "import { aboutSchema } from './about.ts';\nimport { transportSchema } from './transport.ts';",
  );
  // 4. Its two YAML files.
  for (const lang of ['en', 'ml'] as const) {
    const w = words[lang];
    write(
      `src/content/${lang}/transport.yaml`,
      `menuName: ${w.menu}\nintro:\n  heading: ${w.heading}\n  text: ${w.text}\nmeta:\n  title: ${w.heading}\n  description: "${w.text} ${w.text}"\n  image: heroBoyhood\n`,
    );
  }
  execFileSync(path.resolve('node_modules/.bin/vite'), ['build', '--outDir', dist, '--logLevel', 'error'], {
    cwd: root,
    stdio: 'pipe',
    // No compressed twins: nothing here reads them.
    env: { ...process.env, SITE_CONTENT_ROOT: '', SITE_PRECOMPRESS: 'off' },
  });
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a page added through the registry', () => {
  it('is routed and prerendered in both languages, with its own words', () => {
    expect(built('transport/index.html')).toContain(`<h1>${words.en.heading}</h1>`);
    expect(built('ml/transport/index.html')).toContain(`<h1>${words.ml.heading}</h1>`);
    expect(built('ml/transport/index.html')).toMatch(/<html[^>]*lang="ml"/);
  });

  it('is in the header and the footer of every page, named in each language', () => {
    for (const [file, lang] of [
      ['about/index.html', 'en'],
      ['ml/about/index.html', 'ml'],
    ] as const) {
      const html = built(file);
      const href = lang === 'en' ? '/transport/' : '/ml/transport/';
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      for (const part of [header, footer]) expect(part).toMatch(new RegExp(`href="${href}"[^>]*>${words[lang].menu}<`));
    }
  });

  it('is in the sitemap, with its language alternates', () => {
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain('/transport/</loc>');
    expect(sitemap).toContain('/ml/transport/</loc>');
    expect(sitemap).toMatch(/hreflang="ml-IN" href="[^"]*\/ml\/transport\/"/);
  });

  it('is in the editor, English and Malayalam side by side', () => {
    const config = parse(built('admin/config.yml')) as {
      collections: { name: string; files?: { name: string; file: string }[] }[];
    };
    const pages = config.collections.find((collection) => collection.name === 'pages');
    expect(pages?.files?.find((file) => file.name === 'transport')?.file).toBe('src/content/{{locale}}/transport.yaml');
  });
});
