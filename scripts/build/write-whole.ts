import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * A file of a cache written whole under a name of its own, then put in its place in one step: builds run side by side
 * (the browser tests' schools, a test's own build beside them), and each takes a file it finds there as done.
 */
export function writeWhole(file: string, bytes: Uint8Array | string): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}
