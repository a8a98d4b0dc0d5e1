/** The build steps that keep the first load small: each page naming its own files, React Router shaken, the outline in the page. */
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { namePageCode, pageFiles, pageOfFile } from '../../scripts/build/page-code.ts';
import { shakeableRouter } from '../../scripts/build/router-tree-shaking.ts';
import { compactPath, withOutline } from '../../scripts/build/language-label.ts';

/** A chunk as the bundle has it: its file, the source it begins with, and the files it imports. */
const chunk = (fileName: string, facade: string | null, imports: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId: facade && `/site/${facade}`, imports }) as unknown as Rollup.OutputChunk;

const chunks = [
  chunk('assets/start-a.js', 'src/app/apart/start.tsx', ['assets/app-b.js', 'assets/react-c.js']),
  chunk('assets/app-b.js', null, ['assets/react-c.js']),
  chunk('assets/react-c.js', null),
  chunk('assets/about-page-d.js', 'src/pages/about/about-page.tsx', ['assets/app-b.js', 'assets/photo-row-e.js']),
  chunk('assets/photo-row-e.js', null, ['assets/app-b.js']),
  chunk('assets/about-f.js', 'src/content/en/about.yaml'),
  chunk('assets/about-g.js', 'src/content/ml/about.yaml'),
  chunk('assets/site-h.js', 'src/content/en/site.yaml'),
  chunk('assets/site-i.js', 'src/content/ml/site.yaml'),
  chunk('assets/core-team-page-j.js', 'src/pages/core-team/core-team-page.tsx', ['assets/app-b.js']),
  chunk('assets/core-team-k.js', 'src/content/ml/core-team.yaml'),
];

describe("a written page's own files", () => {
  it("are its code with what only it imports, its words and the language's, never the shell's", () => {
    expect(pageFiles(chunks, 'about', 'en')).toEqual([
      '/assets/site-h.js',
      '/assets/about-page-d.js',
      '/assets/photo-row-e.js',
      '/assets/about-f.js',
    ]);
    expect(pageFiles(chunks, 'coreTeam', 'ml')).toEqual([
      '/assets/site-i.js',
      '/assets/core-team-page-j.js',
      '/assets/core-team-k.js',
    ]);
    expect(pageFiles(chunks, undefined, 'ml')).toEqual(['/assets/site-i.js']);
  });

  it('stop the build when a file they name is not in the bundle', () => {
    expect(() => pageFiles(chunks, 'results', 'en')).toThrow(/src\/pages\/results\/results-page\.tsx/);
    expect(() => pageFiles(chunks.slice(1), 'about', 'en')).toThrow(/src\/app\/apart\/start\.tsx/);
  });

  it('are found by the page each file shows', () => {
    expect(pageOfFile('index.html')).toEqual({ page: 'home', lang: 'en' });
    expect(pageOfFile('ml/index.html')).toEqual({ page: 'home', lang: 'ml' });
    expect(pageOfFile('ml/core-team/index.html')).toEqual({ page: 'coreTeam', lang: 'ml' });
    expect(pageOfFile('galleries/sports-day/index.html')).toEqual({ page: 'gallery', lang: 'en' });
    expect(pageOfFile('404.html')).toEqual({ page: undefined, lang: 'en' });
    expect(pageOfFile('ml/404.html')).toEqual({ page: undefined, lang: 'ml' });
  });

  it('are named on the root element, where the entry reads them', () => {
    const html = '<body><div id="root" style="content-visibility: hidden"><main></main></div></body>';
    expect(namePageCode(html, ['/assets/site-h.js', '/assets/about-f.js'])).toBe(
      '<body><div id="root" data-page-code="/assets/site-h.js /assets/about-f.js" style="content-visibility: hidden"><main></main></div></body>',
    );
    expect(() => namePageCode('<body><main></main></body>', [])).toThrow(/root/);
  });
});

describe("React Router's code, made shakeable", () => {
  it('marks its top-level React calls pure and drops the names for the developer tools', () => {
    const code = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'function useLocation() { return React.useContext(LocationContext); }',
      '',
    ].join('\n');
    const { code: out, changes } = shakeableRouter(code);
    expect(changes).toBe(5);
    expect(out).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
        'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
        'function useLocation() { return React.useContext(LocationContext); }',
        '',
      ].join('\n'),
    );
    expect(shakeableRouter('function useLocation() {}\n').changes).toBe(0);
  });
});

describe("the language switch's outline", () => {
  it('is drawn with relative moves on a coarser grid: the same shape, subpath by subpath, in fewer bytes', () => {
    expect(compactPath('M4 8L8 8Q12 12 16 8ZM20 -4L24 -8Z', 4)).toBe('M1 2l1 0q1 1 2 0zm4-3l1-1z');
  });

  it('is written once into a page whose switch refers to it, and into no other', () => {
    const english = '<body><a><svg viewBox="0 0 9 9"><use href="#malayalam-word"></use></svg></a></body>';
    expect(withOutline(english, 'M0 0L9 9')).toBe(
      '<body><a><svg viewBox="0 0 9 9"><use href="#malayalam-word"></use></svg></a><svg aria-hidden="true" style="display: none"><path id="malayalam-word" d="M0 0L9 9"/></svg>\n</body>',
    );
    const malayalam = '<body><a>English</a></body>';
    expect(withOutline(malayalam, 'M0 0L9 9')).toBe(malayalam);
  });
});
