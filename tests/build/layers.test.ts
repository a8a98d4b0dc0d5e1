/**
 * The folders' layering is checked, not remembered (eslint.config.js, LAYERS): an import upward, or out to the
 * scripts or the tests, is refused with the folders that folder may import; an import down, or within its own folder,
 * is not. Each is linted as the gate lints, from the file's own place.
 */
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layerTable } from '../../eslint.config.js';

const eslint = new ESLint();

/** The layering's messages for `code` as if it were the file at `filePath`. */
async function layering(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // ESLint puts its own words first ("'…' import is restricted from being used by a pattern."): ours follow.
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^.* by a pattern\. /, ''));
}

const importing = (from: string) => `import { value } from '${from}';\nexport const copy = value;\n`;

// The first lint loads ESLint's configuration and plugins: seconds on a busy machine.
describe('the import layering', { timeout: 60_000 }, () => {
  it('refuses an import upward', async () => {
    expect(await layering('src/lib/new-rule.ts', importing('../app/app.tsx'))).toEqual([
      'src/lib/ may import only npm packages (imports point down: eslint.config.js, LAYERS).',
    ]);
    expect(await layering('src/ui/new-widget.tsx', importing('../blocks/banner.tsx'))).toEqual([
      expect.stringMatching(/^src\/ui\/ may import only src\/lib\//),
    ]);
    expect(await layering('src/pages/about/new-part.tsx', importing('../../app/header.tsx'))).toEqual([
      expect.stringMatching(
        /^src\/pages\/ may import only src\/lib\/, src\/ui\/, src\/content\/, src\/state\/, src\/notices\/index\.ts, src\/blocks\//,
      ),
    ]);
    expect(await layering('sw/new-strategy.ts', importing('../src/app/after/sw-bridge.ts'))).toHaveLength(1);
    expect(await layering('src/content/new-words.ts', importing('../../scripts/build/content/load.ts'))).toHaveLength(
      1,
    );
    // The notices' shared contracts and rules import only src/lib, so the worker, the push sender and the relay may
    // use them; the worker takes nothing else of the notices, and the app only what the feature's door gives it.
    expect(await layering('src/notices/shared/rules.ts', importing('../store.ts'))).toEqual([
      'src/notices/shared/ may import only src/lib/ (imports point down: eslint.config.js, LAYERS).',
    ]);
    expect(await layering('src/notices/shared/contract.ts', importing('../../content/index.ts'))).toHaveLength(1);
    expect(await layering('src/notices/shared/contract.ts', importing('../push/apart/push-client.ts'))).toHaveLength(1);
    expect(await layering('src/notices/shared/contract.ts', importing('../../notices/store.ts'))).toHaveLength(1);
    expect(await layering('sw/new-strategy.ts', importing('../src/notices/store.ts'))).toEqual([
      'sw/ may import only src/lib/, src/notices/shared/ (imports point down: eslint.config.js, LAYERS).',
    ]);
    expect(await layering('sw/new-strategy.ts', importing('../src/notices/index.ts'))).toHaveLength(1);
    expect(await layering('src/notices/store.ts', importing('../blocks/banner.tsx'))).toHaveLength(1);
    expect(await layering('src/state/new-store.ts', importing('../notices/index.ts'))).toHaveLength(1);
    // Past the door: the app takes the feature's pieces from src/notices/index.ts only.
    expect(await layering('src/app/new-shell.tsx', importing('../notices/store.ts'))).toEqual([
      expect.stringMatching(/^src\/app\/ may import only .*src\/notices\/index\.ts,/),
    ]);
    expect(
      await layering('src/pages/notices/new-part.tsx', importing('../../notices/push/push-state.ts')),
    ).toHaveLength(1);
    expect(await layering('src/blocks/new-block.tsx', importing('../notices/shared/rules.ts'))).toHaveLength(1);
    // The relay's Worker and the build's scripts take the rules, never the app.
    expect(await layering('relay/new-route.ts', importing('../src/notices/store.ts'))).toHaveLength(1);
    expect(await layering('relay/new-route.ts', importing('../scripts/build/bundle.ts'))).toHaveLength(1);
    expect(await layering('scripts/build/new-step.ts', importing('../../src/app/app.tsx'))).toEqual([
      expect.stringMatching(/^scripts\/ may import only src\/lib\/, src\/content\//),
    ]);
    expect(await layering('scripts/push/new-part.ts', importing('../../relay/context.ts'))).toHaveLength(1);
    // The entries at src/'s top import the whole app.
    expect(await layering('src/lib/new-rule.ts', importing('../main.tsx'))).toHaveLength(1);
    expect(await layering('sw/new-strategy.ts', importing('../src/prerender.tsx'))).toHaveLength(1);
  });

  it('lets imports point down, or stay in their folder', async () => {
    for (const [file, from] of [
      ['src/lib/new-rule.ts', './routes.ts'],
      ['src/pages/about/new-part.tsx', '../../blocks/banner.tsx'],
      ['src/pages/about/new-part.tsx', '../admission/enquiry-form.tsx'],
      ['src/content/schema/new-field.ts', '../../lib/text.ts'],
      ['src/app/new-shell.tsx', '../notices/index.ts'],
      ['src/blocks/new-block.tsx', '../notices/index.ts'],
      ['src/pages/notices/new-part.tsx', '../../notices/index.ts'],
      ['src/notices/urgent-notices.tsx', './store.ts'],
      ['src/notices/push/notify-me.tsx', '../shared/confirmation.ts'],
      ['src/notices/push/notify-me.tsx', '../my-classes.ts'],
      ['src/notices/shared/rules.ts', './contract.ts'],
      ['src/notices/shared/rules.ts', '../../lib/routes.ts'],
      ['sw/new-strategy.ts', '../src/notices/shared/contract.ts'],
      ['sw/new-strategy.ts', '../src/notices/shared/rules.ts'],
      ['sw/new-strategy.ts', 'workbox-strategies'],
      ['relay/new-route.ts', '../src/notices/shared/contract.ts'],
      ['relay/local.ts', '../scripts/build/bundle.ts'],
      ['scripts/build/new-step.ts', '../../src/notices/shared/rules.ts'],
      ['scripts/build/new-step.ts', '../../src/content/schema/index.ts'],
    ])
      expect(await layering(file!, importing(from!)), `${file} → ${from}`).toEqual([]);
  });

  it('is the table docs/architecture.md shows: change LAYERS, and the doc with it', () => {
    const table = layerTable();
    expect(readFileSync('docs/architecture.md', 'utf8'), `docs/architecture.md should hold:\n${table}`).toContain(
      table,
    );
  });
});
