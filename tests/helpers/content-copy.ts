import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A change to one content file: its new text, from its old. */
export type Changes = Record<string, (text: string) => string>;

/**
 * Copies of this checkout's content (src/content and media) with some files changed, each a function of its text,
 * for tests that build or check content as the office might have left it. `removeAll` deletes the copies.
 */
export function contentCopies(prefix: string) {
  const copies: string[] = [];
  return {
    copyWith(changes: Changes): string {
      const root = mkdtempSync(path.join(tmpdir(), prefix));
      copies.push(root);
      cpSync('src/content', path.join(root, 'src/content'), { recursive: true });
      cpSync('media', path.join(root, 'media'), { recursive: true });
      for (const [file, change] of Object.entries(changes)) {
        const full = path.join(root, 'src/content', file);
        writeFileSync(full, change(readFileSync(full, 'utf8')));
      }
      return root;
    },
    removeAll: () => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  };
}
