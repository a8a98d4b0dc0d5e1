import type { Plugin } from 'vite';

/**
 * The served HTML paints before any script runs, and the entry module only starts the app after the page
 * has loaded (src/main.tsx). So the entry, one file that imports nothing (vite.config.ts), is fetched at low
 * priority: it never competes with the stylesheet or the hero image, and the first paint does not wait for it.
 * It is async: it runs as soon as it arrives, so taps are held from then on (src/app/entry/early-events.ts), even
 * before the HTML has all been read. (Deferred, it ran at the end of parsing, in the task that styles and lays
 * out the whole page: one long task, which Lighthouse's simulated phone placed after the script's slow download.)
 * And it comes after the stylesheet (Vite writes it before), so the browser asks for the stylesheet first: a
 * page's first request can take the connection the page came on, already open and up to speed. Lighthouse's
 * simulated phone gives it that connection too; when the entry was asked for first, LCP was up to 20% later.
 */
export function entryPriority(html: string): string {
  const entry = /[ \t]*<script type="module"(?![^>]*fetchpriority)[^>]*><\/script>\n?/.exec(html);
  if (!entry) return html;
  const tag = entry[0].trim().replace('<script type="module"', '<script type="module" async fetchpriority="low"');
  const rest = html.slice(0, entry.index) + html.slice(entry.index + entry[0].length);
  const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(rest);
  if (!stylesheet) return html.replace(entry[0].trim(), tag);
  const at = stylesheet.index + stylesheet[0].length;
  return `${rest.slice(0, at)}\n    ${tag}${rest.slice(at)}`;
}

export function entryPriorityPlugin(): Plugin {
  return {
    name: 'school-entry-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: entryPriority },
  };
}
