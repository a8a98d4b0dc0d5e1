/**
 * The paths of this repository that comments and docs name (tests/build/map.test.ts checks each is there): a doc's
 * whole text, a configuration's `#` comments, a migration's `--` ones, and the `//` and block comments of code.
 */

/** The top folders a path of the repository starts with. */
const ROOTS = 'src|tests|scripts|relay|sw|docs|public|\\.github|\\.ci';
/** A path from the repository's root: not a piece of a longer path or address, nor one with a placeholder or a pattern. */
const PATH = new RegExp(`(?<![\\w./@~:-])((?:${ROOTS})/[\\w./-]*\\w/?)(?![\\w*<{-])(?!/[\\w*<{])`, 'g');

/** The text of `file` a reader takes as prose about the code: what may name a path. */
export function commentsOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  const marker = file.endsWith('.sql') ? '--' : /\.(ya?ml|toml)$/.test(file) ? '#' : null;
  if (marker) {
    return text
      .split('\n')
      .map((line) => (line.includes(marker) ? line.slice(line.indexOf(marker)) : ''))
      .join('\n');
  }
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\w"'`])\/\/[^\n]*/g)].map(([comment]) => comment).join('\n');
}

/** Each path named in `prose`, once, without a sentence's closing full stop. */
export function namedPaths(prose: string): string[] {
  return [...new Set([...prose.matchAll(PATH)].map(([, path]) => path!.replace(/\.$/, '').replace(/\/$/, '')))];
}
