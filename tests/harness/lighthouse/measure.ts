/**
 * One Lighthouse run: gather (load the page in Chromium, record its trace), turn the trace to CPU time
 * (./cpu-trace.ts), then let Lighthouse compute every audit from it, with a fixed server response time
 * (SERVER_TIMES). The report is Lighthouse's own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { mainThreadBlocking, toCpuTime, type TraceEvent } from './cpu-trace.ts';

export type Preset = 'mobile' | 'desktop';

/** Our own figure, added to each report beside Lighthouse's audits (./cpu-trace.ts, `mainThreadBlocking`). */
export const MAIN_THREAD_BLOCKING = 'main-thread-blocking';

export const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The audits a run that measures performance alone needs: the five the performance score is made of, and the bytes
 * each kind of file took (the script budget). Its diagnostics are left out: they are judged on the first run, and
 * computing them was a fifth of each later run's time.
 */
export const FIGURE_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'resource-summary',
];

/** What a run reports, enough to assert and to print. */
export interface Lhr {
  finalUrl: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  configSettings: { formFactor: string; throttling: { cpuSlowdownMultiplier: number } };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score?: number | null; details?: unknown }>;
}

export interface MeasureOptions {
  port: number;
  preset: Preset;
  categories: string[];
  /** Audits skipped everywhere (lighthouserc.json). */
  skipAudits: string[];
}

/**
 * Lantern, Lighthouse's phone simulation, takes each origin's server response time from the requests it
 * observed (the median, over a page's requests, of the time to the first byte less the round trip) and puts it in
 * front of the simulated document and stylesheet. From a local static server that figure is the host's load, not
 * the site's, and it is higher for a page with scripts (its app's requests are answered while the host is busy
 * hydrating it) than for its script-free copy, which would skew the speed floor. Empty, these maps give every
 * origin Lantern's defaults: 30 ms, and no extra round trip. Measured so, the same page gives the same first paint
 * run after run.
 */
const SERVER_TIMES = { additionalRttByOrigin: {}, serverResponseTimeByOrigin: {} };

/**
 * How long a run watches the page once it has loaded: until half a second passes with no request and no long task,
 * and half a second after the first paint and the load (Lighthouse's default is a second of each). Lantern simulates
 * the phone from the requests and tasks the trace holds, and those the first and the largest paint wait on come
 * before the load; a request or a long task that comes while the page is not yet quiet for half a second keeps the run
 * watching, and is in the trace (and in `mainThreadBlocking`). With the benchmark below left out, a page's run
 * gathers in 2.6 s instead of 5.2 on these machines, and the figures are the same.
 */
const QUIET = { pauseAfterFcpMs: 500, pauseAfterLoadMs: 500, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 };

/**
 * Lighthouse times a loop in the page before every run (its "benchmark index"), a second of one core's work, to warn
 * when the host seems slow; no figure is computed from it. Here it only took that second from the other workers'
 * pages while they loaded. The index reads 0 in the reports.
 */
if (typeof pageFunctions.computeBenchmarkIndex !== 'function')
  throw new Error(
    'Lighthouse no longer has pageFunctions.computeBenchmarkIndex: see tests/harness/lighthouse/measure.ts.',
  );
pageFunctions.computeBenchmarkIndex = function computeBenchmarkIndex() {
  return 0;
};

export async function measure(url: string, options: MeasureOptions): Promise<Lhr> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const flags = {
    port: options.port,
    logLevel: 'silent' as const,
    output: 'json' as const,
    // Performance alone: its figures, without its diagnostics (FIGURE_AUDITS); the score is still the category's.
    ...(options.categories.join() === 'performance'
      ? { onlyAudits: FIGURE_AUDITS }
      : { onlyCategories: options.categories }),
    skipAudits: options.skipAudits,
    disableFullPageScreenshot: true,
    ...QUIET,
    // Every origin answers in Lantern's default time, not in whatever the local server's load showed.
    precomputedLanternData: SERVER_TIMES,
  };
  const config = options.preset === 'desktop' ? desktopConfig : undefined;
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, config);
    const traceFile = path.join(dir, 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
    toCpuTime(trace.traceEvents);
    writeFileSync(traceFile, JSON.stringify(trace));
    const result = await lighthouse(url, { ...flags, auditMode: dir }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    const blocking = mainThreadBlocking(trace.traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier);
    lhr.audits[MAIN_THREAD_BLOCKING] = {
      numericValue: blocking,
      score: null,
      ...{
        id: MAIN_THREAD_BLOCKING,
        title: 'Main-thread blocking on the device, from the trace (tests/harness/lighthouse/cpu-trace.ts)',
        numericUnit: 'millisecond',
        displayValue: `${Math.round(blocking)} ms`,
      },
    };
    return lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const metric = (lhr: Lhr, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;
