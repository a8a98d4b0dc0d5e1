/**
 * `npm run notify -- [--dry-run] [--dist dist | --site https://school.in]`: sends each urgent or "send to phones"
 * notice once to the phones of parents who asked for notices, with the notices of a build (after a deploy), or of the
 * live site (the scheduled run, every quarter of an hour in waking hours: the phones a run left unsent, or held by a
 * run that stopped, are reached then). A run that fails tells the office (./office.ts).
 */
import { settingsOf } from '../build/settings.ts';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPushEnv } from './env.ts';
import { type Editions, noticesToSend, parseNoticesFile } from './outgoing.ts';
import { relayClient } from './relay-client.ts';
import { tellOffice, tellOfficeOfFailure } from './office.ts';
import { notSetUpLines, summaryLines, summaryMarkdown } from './report.ts';
import { sendNotices } from './send.ts';

const USAGE = 'Usage: npm run notify -- [--dry-run] [--dist <folder of the built site> | --site <its origin>]';
/** How long the live site may take to send its notices. */
const SITE_TIMEOUT_MS = 30_000;

async function readEdition(file: string) {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: build the site first (npm run build)`);
  }
  return parseNoticesFile(text, file);
}

async function fetchEdition(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(SITE_TIMEOUT_MS) }).catch((error: Error) => {
    throw new Error(`${url} could not be read: ${error.message}`);
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseNoticesFile(await response.text(), url);
}

/** The notices of a build's folder, or of the live site. */
const editionsFrom = async ({ dist, site }: { dist: string; site?: string }): Promise<Editions> =>
  site
    ? {
        en: await fetchEdition(new URL('/notices/notices.json', site).href),
        ml: await fetchEdition(new URL('/ml/notices/notices.json', site).href),
      }
    : {
        en: await readEdition(path.join(dist, 'notices', 'notices.json')),
        ml: await readEdition(path.join(dist, 'ml', 'notices', 'notices.json')),
      };

async function main(): Promise<number> {
  let options: { 'dry-run': boolean; dist: string; site?: string };
  try {
    const { values } = parseArgs({
      options: {
        'dry-run': { type: 'boolean', default: false },
        dist: { type: 'string', default: 'dist' },
        site: { type: 'string' },
      },
    });
    options = values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const dryRun = options['dry-run'];
  const env = readPushEnv(settingsOf(), { dryRun });
  if ('problems' in env) {
    console.error(`Push notices were not sent:\n${env.problems.map((problem) => `  ${problem}`).join('\n')}`);
    return 1;
  }
  const { config } = env;
  const editions = await editionsFrom(options);
  if (!config.relay) {
    console.log(notSetUpLines(noticesToSend(editions, new Set()), config.siteOrigin).join('\n'));
    return 0;
  }
  // A cancelled workflow stops the run between batches: what was sent is recorded first.
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
  const summary = await sendNotices(editions, {
    relay: relayClient(config.relay.address, config.relay.secret),
    dryRun,
    signal: stop.signal,
    ...(config.vapid ? { vapid: config.vapid } : {}),
    ...(config.leaseSeconds ? { leaseSeconds: config.leaseSeconds } : {}),
  }).catch(async (error: Error) => {
    // The relay down, its database refusing writes: the office hears of it, not only the log.
    if (!dryRun) await tellOfficeOfFailure(error.message, process.env);
    throw error;
  });
  console.log(summaryLines(summary, config.siteOrigin).join('\n'));
  if (!dryRun) {
    const stepSummary = process.env.GITHUB_STEP_SUMMARY;
    if (stepSummary) await appendFile(stepSummary, summaryMarkdown(summary));
    await tellOffice(summary, process.env);
  }
  return summary.stopped ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  },
);
