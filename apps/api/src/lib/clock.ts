/** Time comes in through this so tests can fix "now". */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let t = new Date(iso).getTime();
  return {
    now: () => new Date(t),
    set: (next) => {
      t = new Date(next).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/**
 * The running server's clock: the real time, unless CLOCK_NOW (an instant the clock starts at and runs on
 * from, or stands still at with CLOCK_FROZEN) and/or CLOCK_OFFSET_MS move it (outside production only;
 * the config refuses them there).
 */
export function clockFromConfig(
  config: { CLOCK_NOW?: string; CLOCK_OFFSET_MS?: number; CLOCK_FROZEN?: boolean },
  realNow: () => number = Date.now,
  elapsed: () => number = () => performance.now(),
): Clock {
  const offset = config.CLOCK_OFFSET_MS ?? 0;
  if (config.CLOCK_NOW === undefined) return offset === 0 ? systemClock : { now: () => new Date(realNow() + offset) };
  const start = new Date(config.CLOCK_NOW).getTime() + offset;
  if (config.CLOCK_FROZEN) return { now: () => new Date(start) };
  // Runs on by the process's monotonic time: a step of the machine's wall clock (NTP, a paused VM) must
  // not move a fixed clock backwards, or a code sent a moment ago would look as if sent in the future.
  const startedAt = elapsed();
  return { now: () => new Date(start + (elapsed() - startedAt)) };
}
