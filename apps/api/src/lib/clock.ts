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
 * from) and/or CLOCK_OFFSET_MS move it (outside production only; the config refuses them there).
 */
export function clockFromConfig(config: { CLOCK_NOW?: string; CLOCK_OFFSET_MS?: number }, realNow: () => number = Date.now): Clock {
  const start = config.CLOCK_NOW === undefined ? undefined : new Date(config.CLOCK_NOW).getTime();
  const offset = (start === undefined ? 0 : start - realNow()) + (config.CLOCK_OFFSET_MS ?? 0);
  if (start === undefined && offset === 0) return systemClock;
  return { now: () => new Date(realNow() + offset) };
}
