/**
 * The speed floor: the same HTML with every script removed. The app may not make a page paint later than
 * that: on each page measured, LCP and FCP of the real page (mobile Lighthouse) stay within ZERO_JS_MAX_RATIO of
 * the stripped copy's, both served by the same kind of plain static server. scripts/lighthouse.ts runs the
 * comparison in `npm test`.
 */
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ZERO_JS_ROUTES = ['/', '/about', '/admission', '/ml'];
export const ZERO_JS_MAX_RATIO = 1.1;

/** The page without any <script> element (JSON-LD included) and without module preloads. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** A copy of the built site whose pages run no script at all (and register no service worker). */
export function writeZeroJsCopy(dist: string, out: string): void {
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
    }
  };
  walk(out);
}
