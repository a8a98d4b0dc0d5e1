/**
 * The map cannot drift (issue 65): every path of this repository that a comment or a doc names is there. A file moved
 * or renamed without its mentions fails here, naming each mention. Strings in code are left alone (a test's made-up
 * paths, an example's), and so are paths written with a placeholder (`src/pages/<page>/`) or a pattern (`tests/*`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commentsOf, namedPaths } from '../helpers/map.ts';

/** docs/architecture.md's worked example of a new page, which it tells how to make: its files are not there. */
const EXAMPLE = /\btransport\b/;

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|css|md|yml|sql|toml)$/.test(file) && existsSync(file));

describe('the paths the comments and docs name', () => {
  it('reads paths from comments, not from strings', () => {
    const code = "// see src/lib/classes.ts\nconst made = 'src/lib/new-rule.ts'; /* and sw/push.ts */\n";
    expect(namedPaths(commentsOf('x.ts', code))).toEqual(['src/lib/classes.ts', 'sw/push.ts']);
    expect(namedPaths('`src/pages/<page>/`, tests/e2e/*.spec.ts, https://example.org/src/x.ts')).toEqual([]);
    expect(namedPaths('# in relay/wrangler.toml.')).toEqual(['relay/wrangler.toml']);
    expect(namedPaths('the migrations (relay/migrations/), and sw/push.ts')).toEqual([
      'relay/migrations',
      'sw/push.ts',
    ]);
  });

  it('are there, every one', () => {
    const missing = tracked.flatMap((file) =>
      namedPaths(commentsOf(file, readFileSync(file, 'utf8')))
        .filter((named) => !existsSync(named) && !(file === 'docs/architecture.md' && EXAMPLE.test(named)))
        .map((named) => `${file} names ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
