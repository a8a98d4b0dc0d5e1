import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under a folder, by its path from the repository's root. */
export function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) Object.assign(files, filesUnder(file));
    else files[file] = readFileSync(file, 'utf8');
  }
  return files;
}
