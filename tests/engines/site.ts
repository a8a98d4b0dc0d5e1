/**
 * The built site as the engine journeys see it: a copy of dist/ whose pages first load /__probe.js, a
 * same-origin script (the CSP allows it) that records script errors, warnings and resources that failed to load, since
 * classic WebDriver cannot read a page's console. Each engine gets its own `vite preview` of the copy, so one
 * can go offline (its server stopped) while the other goes on.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dropTwins } from '../../scripts/build/precompress.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';

export const ENGINES_DIST = 'node_modules/.cache/engines/dist';

const PROBE = `(() => {
  const errors = [];
  const warnings = [];
  window.__probe = { errors, warnings };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target instanceof Element) errors.push('failed to load <' + target.localName + '> ' + (target.currentSrc || target.src || target.href || ''));
    else errors.push('error: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + ((event.reason && event.reason.message) || event.reason)));
  const consoleError = console.error;
  console.error = (...args) => {
    errors.push('console.error: ' + args.map(String).join(' '));
    consoleError.apply(console, args);
  };
  const consoleWarn = console.warn;
  console.warn = (...args) => {
    warnings.push(args.map((arg) => (arg && arg.message) || String(arg)).join(' '));
    consoleWarn.apply(console, args);
  };
})();
`;

/** Copy dist/ and put the probe first in every page's <head> (and in the worker's precache, for offline pages). */
export function writeProbeCopy(dist = 'dist', out = ENGINES_DIST): void {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  writeFileSync(path.join(out, '__probe.js'), PROBE);
  const sw = path.join(out, 'sw.js');
  const worker = readFileSync(sw, 'utf8');
  if (!worker.includes('[{"revision":')) throw new Error('The precache list was not found in sw.js');
  writeFileSync(sw, worker.replace('[{"revision":', '[{"revision":"probe","url":"__probe.js"},{"revision":'));
  dropTwins(sw);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        writeFileSync(file, readFileSync(file, 'utf8').replace(/<head>/, '<head><script src="/__probe.js"></script>'));
        dropTwins(file);
      }
    }
  };
  walk(out);
}

export interface Site {
  origin: string;
  /** Stop the server: the site is unreachable, as on a campus visit with no signal. */
  stop: () => Promise<void>;
}

export async function startSite(): Promise<Site> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = startProcess(process.execPath, [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--port',
    String(port),
    '--outDir',
    ENGINES_DIST,
  ]);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (i > 300) throw new Error(`The site did not start on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop: () => stopProcess(server) };
}
