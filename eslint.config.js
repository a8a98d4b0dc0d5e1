import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which: imports point down, from what a visitor sees (a page, the shell) to the rules
 * beneath it (src/lib, which imports no other folder). Each folder names the folders it may import besides its own;
 * npm packages are free. The app reaches the pages only through import.meta.glob (src/app/pages.ts), by name.
 * src/notices is one feature (the notices, the son's class, push) with two doors (issue 65): src/notices/index.ts,
 * all the app may import of it (`notices`), and src/notices/shared/, the contracts and rules the worker, the relay
 * and the scripts share with the pages (`notices:shared`), which import only src/lib. Nothing outside the folder
 * imports past a door.
 */
const LAYERS = {
  'src/lib': [],
  'src/ui': ['lib'],
  'src/content': ['lib'],
  'src/state': ['lib', 'content'],
  'src/notices': ['lib', 'ui', 'content'],
  'src/notices/shared': ['lib'],
  'src/blocks': ['lib', 'ui', 'content', 'state', 'notices'],
  'src/pages': ['lib', 'ui', 'content', 'state', 'notices', 'blocks'],
  'src/app': ['lib', 'ui', 'content', 'state', 'notices', 'styles'],
  sw: ['lib', 'notices:shared'],
  relay: ['lib', 'notices:shared'],
  // The relay run on this machine (Miniflare), its Worker bundled as the build bundles (scripts/build/bundle.ts).
  'relay/local.ts': ['lib', 'notices:shared', 'scripts'],
  // The build and the commands: the rules, the content and its schemas, the breakpoints the CSS shares (src/ui),
  // and the tests' Chromium for the screenshot commands (tests/harness); never the app itself.
  scripts: ['lib', 'content', 'ui', 'notices:shared', 'tests'],
};
/** The notices' doors, and what an import past each looks like (after its `notices/`). */
const DOORS = {
  notices: { name: 'src/notices/index.ts', past: '(?!index\\.ts$)' },
  'notices:shared': { name: 'src/notices/shared/', past: '(?!shared/)' },
};
/**
 * React Router's parts the site has its own of, each a few KB of every page's first load that nothing here uses:
 * links (src/ui/link.tsx) and route matching (src/lib/routes.ts, src/lib/route-params.ts, src/app/app.tsx).
 */
const ROUTER_OWN = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink', 'Routes', 'Route', 'useParams', 'useRoutes', 'matchPath'],
  message:
    'the site has its own: Link and NavLink in src/ui/link.tsx, matchRoute in src/lib/routes.ts, routeParams in src/lib/route-params.ts.',
};
const SRC_FOLDERS = ['lib', 'ui', 'content', 'state', 'notices', 'blocks', 'pages', 'app', 'styles'];
const OUTSIDE = ['sw', 'relay', 'scripts', 'tests'];

/** A folder, or a door, as the messages and docs/architecture.md name it. */
const folderName = (name) => DOORS[name]?.name ?? (OUTSIDE.includes(name) ? `${name}/` : `src/${name}/`);

/** The files a layer is for, as named: a folder, or one file. */
const isFile = (files) => /\.tsx?$/.test(files);
const filesName = (files) => (isFile(files) ? files : `${files}/`);

/** LAYERS as the table of docs/architecture.md, which tests/build/layers.test.ts holds to it. */
export const layerTable = () =>
  [
    '| files | may import, besides their own folder and npm packages |',
    '|---|---|',
    ...Object.entries(LAYERS).map(
      ([files, allowed]) =>
        `| \`${filesName(files)}\` | ${allowed.length ? allowed.map((name) => `\`${folderName(name)}\``).join(', ') : 'nothing'} |`,
    ),
  ].join('\n');

/** The rule for one folder: a relative import into any folder it may not import is an error that says why. */
const layer = ([files, allowed]) => {
  const folder = (isFile(files) ? files.replace(/\/[^/]+$/, '') : files).replace(/^src\//, '');
  const [top] = folder.split('/');
  const refused = [...SRC_FOLDERS, ...OUTSIDE].filter(
    (name) => (name !== top || folder !== top) && !allowed.some((may) => may.split(':')[0] === name),
  );
  // Into the notices past the door this folder may use; and, from a folder within a folder (src/notices/shared), up
  // into the rest of its parent.
  const door = allowed.find((name) => DOORS[name]);
  const pastDoor = door ? `|notices/${DOORS[door].past}` : '';
  const upToParent = folder !== top ? '|^\\.\\./(?!\\.\\./)' : '';
  const named = allowed.map(folderName);
  return {
    files: isFile(files) ? [files] : [`${files}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_OWN],
          patterns: [
            {
              // Into a refused folder, or to the entries at src/'s top (main.tsx, prerender.tsx), which import the app.
              regex: `^\\.{1,2}/(?:\\.\\./)*(?:src/)?(?:(?:${refused.join('|')})/${pastDoor}|(?:main|prerender)\\.tsx$)${upToParent}`,
              message: `${filesName(files)} may import only ${named.length ? named.join(', ') : 'npm packages'} (imports point down: eslint.config.js, LAYERS).`,
            },
          ],
        },
      ],
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-next',
      'node_modules',
      '.cache',
      '.lighthouseci',
      'test-results',
      'playwright-report',
      'media/placeholders',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Scrollable regions and tab panels must be reachable by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'], tags: [] }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      'scripts/**/*.{ts,mjs,js}',
      'tests/e2e/**/*.ts',
      'tests/engines/**/*.ts',
      'tests/build/**/*.ts',
      'tests/dist/**/*.ts',
      'tests/helpers/**/*.ts',
      'tests/harness/**/*.ts',
      '*.config.{ts,js}',
      '.ci/**/*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  ...Object.entries(LAYERS).map(layer),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
