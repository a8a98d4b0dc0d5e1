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

/** The path of every file under a folder, from the repository's root, without reading them. */
export function pathsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? pathsUnder(file) : [file];
  });
}
