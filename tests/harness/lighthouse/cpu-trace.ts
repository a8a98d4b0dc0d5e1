/**
 * Lighthouse's phone is the host's main thread, slowed four times: its simulation takes each task's wall time from
 * the trace and multiplies it. On a runner with few cores a task's wall time is largely the runner's noise, not the
 * page's work: Chromium's other processes, the image decoders and Lighthouse itself share the cores, and the
 * renderer's main thread waits for one. Blocking time taken from wall time would pass or fail a page by chance.
 *
 * So before Lighthouse computes its figures, each top-level task of the page's main thread is shrunk to the
 * CPU time the thread really spent in it (the trace's thread duration, `tdur`), and everything nested in it
 * shrinks with it, so the tree stays well formed. A page that does more work still shows it in full: work is
 * CPU time (a 60 ms loop at hydration stays 60 ms, 240 ms on the phone). What goes is the time the thread was
 * not running at all.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const threadKey = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The trace with the renderer main threads' tasks at their CPU time. Changes the events in place; returns them. */
export function toCpuTime<T extends TraceEvent>(events: T[]): T[] {
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadKey),
  );
  const byThread = new Map<string, T[]>();
  for (const event of events) {
    const key = threadKey(event);
    if (!mainThreads.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(event);
    byThread.set(key, list);
  }
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts);
    const tasks = list.filter(
      (e) => e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined && e.dur > 0 && e.tdur !== undefined,
    );
    let from = 0;
    let coveredUntil = -Infinity;
    for (const task of tasks) {
      // A task nested in one already scaled (a nested run loop) was scaled with it.
      if (task.ts < coveredUntil) continue;
      const start = task.ts;
      const end = start + (task.dur as number);
      const factor = Math.min(1, (task.tdur as number) / (task.dur as number));
      coveredUntil = end;
      if (factor === 1) continue;
      // Everything that starts inside the task (its nested events), scaled towards its start.
      while (from < list.length && (list[from] as T).ts < start) from++;
      for (let i = from; i < list.length && (list[i] as T).ts <= end; i++) {
        const event = list[i] as T;
        if (event === task) continue;
        event.ts = start + (event.ts - start) * factor;
        if (event.dur !== undefined) event.dur *= factor;
      }
      task.dur = (task.dur as number) * factor;
      coveredUntil = start + task.dur;
    }
  }
  return events;
}

/** A task over 50 ms blocks input. */
export const LONG_TASK_MS = 50;

/**
 * The page's main-thread blocking time on Lighthouse's device, read from the trace itself: every task of the
 * page's main thread that starts after its first contentful paint, at its CPU time times the device's slowdown
 * (Lighthouse's phone: 4; its desktop: 1), less 50 ms (total blocking time's own definition). Lighthouse's figure
 * ends at its simulated time-to-interactive, which can fall inside a late long task and count only part of it;
 * this one counts every task the trace holds, so a long task at hydration is counted whole, every run. NaN when
 * the trace has no first contentful paint.
 */
export function mainThreadBlocking(events: readonly TraceEvent[], slowdown: number): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return NaN;
  let blocking = 0;
  let coveredUntil = -Infinity;
  for (const task of events
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts)) {
    if (task.ts < coveredUntil) continue;
    coveredUntil = task.ts + (task.dur ?? 0);
    if (task.ts < fcp.ts) continue;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    blocking += Math.max(0, slowdown * cpuMs - LONG_TASK_MS);
  }
  return blocking;
}
