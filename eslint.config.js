import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which: imports point down, from what a visitor sees (a page, the shell) to the rules
 * beneath it (src/lib, which imports no other folder). Each folder names the folders it may import besides its own;
 * npm packages are free. The app reaches the pages only through import.meta.glob (src/app/pages.ts), by name.
 */
const LAYERS = {
  'src/lib': [],
  'src/ui': ['lib'],
  'src/content': ['lib'],
  'src/state': ['lib', 'content'],
  'src/blocks': ['lib', 'ui', 'content', 'state'],
  'src/pages': ['lib', 'ui', 'content', 'state', 'blocks'],
  'src/app': ['lib', 'ui', 'content', 'state', 'styles'],
  sw: ['lib'],
};
const SRC_FOLDERS = ['lib', 'ui', 'content', 'state', 'blocks', 'pages', 'app', 'styles'];
const OUTSIDE = ['sw', 'relay', 'scripts', 'tests'];

/** The rule for one folder: a relative import into any folder it may not import is an error that says why. */
const layer = ([folder, allowed]) => {
  const own = folder.replace(/^src\//, '');
  const refused = [...SRC_FOLDERS, ...OUTSIDE].filter((name) => name !== own && !allowed.includes(name));
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Into a refused folder, or to the entries at src/'s top (main.tsx, prerender.tsx), which import the app.
              regex: `^\\.{1,2}/(?:\\.\\./)*(?:src/)?(?:(?:${refused.join('|')})/|(?:main|prerender)\\.tsx$)`,
              message: `${folder}/ may import only ${allowed.length ? allowed.map((name) => `src/${name}/`).join(', ') : 'npm packages'} (imports point down: eslint.config.js, LAYERS).`,
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
