import { describe, expect, it } from 'vitest';
import { blockingFigures } from '../../scripts/bench/blocking.ts';

const MAIN = { pid: 1, tid: 7 };
/** A main-thread task at `atMs` lasting `wallMs`, of which `cpuMs` on the CPU. */
const task = (atMs: number, wallMs: number, cpuMs: number) => ({
  ...MAIN,
  name: 'RunTask',
  ph: 'X',
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('blockingFigures', () => {
  it('counts CPU time four times over, and only what is over 50 ms, from first contentful paint on', () => {
    const figures = blockingFigures([
      task(0, 100, 100), // before first paint: not counted
      { ...MAIN, name: 'firstContentfulPaint', ph: 'I', ts: 200_000 },
      task(180, 40, 40), // under way at first paint: half of it after; 160 ms at 4× blocks 110 ms, so 55
      task(300, 40, 30), // 120 ms at 4×: blocks 70 ms; its wall time 160 ms blocks 110 ms
      task(400, 60, 10), // 40 ms at 4×: blocks nothing; its wall time 240 ms blocks 190 ms
      task(500, 5, 5), // 20 ms at 4×
      { ...task(600, 500, 500), tid: 8 }, // another thread: not counted
    ]);
    expect(figures).toEqual({
      cpuBlocking: 70 + 55,
      wallBlocking: 300 + 55,
      longestTask: 160,
      mainThreadCpu: 180 + 80,
    });
  });

  it('refuses a trace without a first paint', () => {
    expect(() => blockingFigures([task(0, 10, 10)])).toThrow(/first contentful paint/);
  });
});
