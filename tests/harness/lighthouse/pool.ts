/**
 * Lighthouse workers (./worker.ts), each a child process with its own Chromium, and a queue of runs for them. Their
 * Chromiums see the fonts `env` gives them (../font-profiles.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Lhr, MeasureOptions } from './measure.ts';
import type { Job } from './worker.ts';

type Pending = { resolve: (lhr: Lhr) => void; reject: (error: Error) => void };

export class LighthousePool {
  private readonly idle: ChildProcess[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly workers: ChildProcess[] = [];
  private nextId = 0;

  static async start(size: number, env: Record<string, string>): Promise<LighthousePool> {
    const pool = new LighthousePool();
    await Promise.all(Array.from({ length: size }, () => pool.spawn(env)));
    return pool;
  }

  private spawn(env: Record<string, string>): Promise<void> {
    const worker = fork(fileURLToPath(new URL('./worker.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
    });
    this.workers.push(worker);
    return new Promise((ready) => {
      worker.on('message', (message: 'ready' | { id: number; lhr?: Lhr; error?: string }) => {
        if (message === 'ready') {
          this.release(worker);
          return ready();
        }
        const pending = this.pending.get(message.id);
        this.pending.delete(message.id);
        this.release(worker);
        if (message.lhr) pending?.resolve(message.lhr);
        else pending?.reject(new Error(message.error ?? 'Lighthouse failed'));
      });
    });
  }

  private release(worker: ChildProcess): void {
    this.idle.push(worker);
    this.waiting.shift()?.();
  }

  /** One run, on the first worker free. */
  async run(url: string, options: Omit<MeasureOptions, 'port'>): Promise<Lhr> {
    while (this.idle.length === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const worker = this.idle.shift() as ChildProcess;
    const job: Job = { id: this.nextId++, url, options };
    return new Promise((resolve, reject) => {
      this.pending.set(job.id, { resolve, reject });
      worker.send(job);
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      this.workers.map((worker) => new Promise((done) => (worker.once('exit', done), worker.send('exit')))),
    );
  }
}
