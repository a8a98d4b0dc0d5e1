import { describe, expect, it } from 'vitest';
import { mainThreadBlocking, toCpuTime, type TraceEvent } from '../harness/lighthouse/cpu-trace.ts';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (ts: number, dur: number, tdur: number, tid = 1): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid,
  ts,
  dur,
  tdur,
});
const child = (name: string, ts: number, dur: number, tid = 1): TraceEvent => ({ name, ph: 'X', pid: 1, tid, ts, dur });

describe('the trace at CPU time', () => {
  it('shrinks each main-thread task to its thread time, and what nests in it with it', () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      task(1000, 60_000, 30_000),
      child('Layout', 21_000, 20_000),
      task(100_000, 10_000, 10_000),
    ];
    toCpuTime(events);
    expect(events[1]).toMatchObject({ ts: 1000, dur: 30_000 });
    // Started 20 ms into the task, 20 ms long: now 10 ms in, 10 ms long, still inside it.
    expect(events[2]).toMatchObject({ ts: 11_000, dur: 10_000 });
    // A task that was running all along is left as it was.
    expect(events[3]).toMatchObject({ ts: 100_000, dur: 10_000 });
  });

  it('keeps a task that really works: a 60 ms loop stays 60 ms', () => {
    const events = [thread(1, 1, 'CrRendererMain'), task(0, 75_000, 60_000)];
    toCpuTime(events);
    expect(events[1]?.dur).toBe(60_000);
  });

  it('leaves other threads and processes alone, and scales a nested run loop once', () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      task(0, 40_000, 10_000),
      task(10_000, 20_000, 5_000),
      task(0, 40_000, 10_000, 2),
    ];
    toCpuTime(events);
    expect(events[2]?.dur).toBe(10_000);
    expect(events[3]).toMatchObject({ ts: 2500, dur: 5_000 });
    expect(events[4]?.dur).toBe(40_000);
  });
});

describe('main-thread blocking on the device', () => {
  const fcp = (ts: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 1, ts });
  it('counts each task after the first paint at four times its CPU time, less 50 ms', () => {
    // Before the paint: not counted. 10 ms of CPU: 40 ms on the phone, not long. 60 ms: 240 - 50 = 190.
    const events = [
      task(0, 80_000, 80_000),
      fcp(100_000),
      task(200_000, 30_000, 10_000),
      task(300_000, 70_000, 60_000),
      task(400_000, 30_000, 25_000, 2),
    ];
    expect(mainThreadBlocking(events, 4)).toBe(190);
    // On Lighthouse's desktop the CPU is not slowed: 60 - 50 = 10.
    expect(mainThreadBlocking(events, 1)).toBe(10);
  });
  it('is NaN without a first paint', () => {
    expect(mainThreadBlocking([task(0, 80_000, 80_000)], 4)).toBeNaN();
  });
});
