/**
 * A Lighthouse worker: its own Chromium, one run at a time, asked for by the Lighthouse step over IPC.
 * (Lighthouse cannot run twice at once in one process, so several workers measure several pages at once. Figures
 * are from CPU time (./cpu-trace.ts), so the workers sharing the machine does not change them.)
 */
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { measure, type MeasureOptions } from './measure.ts';

export interface Job {
  id: number;
  url: string;
  options: Omit<MeasureOptions, 'port'>;
}

const chrome = await launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

process.on('message', (job: Job | 'exit') => {
  if (job === 'exit') {
    chrome.kill();
    process.exit(0);
    return;
  }
  measure(job.url, { ...job.options, port: chrome.port }).then(
    (lhr) => process.send?.({ id: job.id, lhr }),
    (error: unknown) => process.send?.({ id: job.id, error: String(error) }),
  );
});
process.send?.('ready');
