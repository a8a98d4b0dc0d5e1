/**
 * Every page the build writes (dist/**.html: each route, notice and gallery in both languages, the not-found pages
 * and the editor's page) is valid HTML by W3C's Nu Html Checker (npm vnu-jar, run on Debian's Java, which .ci/run
 * installs). Assistive technology and browsers agree best on pages that follow the standard.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });

const vnu = createRequire(import.meta.url)('vnu-jar') as string;

it('every built page passes the Nu Html Checker with no errors', () => {
  const files = htmlFiles('dist');
  expect(files.length).toBeGreaterThan(30);
  let report = '';
  try {
    execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'gnu', ...files], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stderr, stdout, message } = error as { stderr?: string; stdout?: string; message: string };
    report = `${stdout ?? ''}${stderr ?? ''}` || message;
  }
  expect(report.replace(/"file:[^"]*\/dist\//g, '"dist/'), 'the checker found errors').toBe('');
}, 60_000);
