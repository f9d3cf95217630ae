import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock.ts';
import { CustomerAnswers } from './customer-answers.ts';

const NOW = '2026-11-23T02:15:00.000Z';

/** An instance's kept answers, with the database's channel played by hand: `notified` holds what it sent. */
const setup = () => {
  const clock = fixedClock(NOW);
  const answers = new CustomerAnswers(clock, 60_000);
  const notified: string[] = [];
  let n = 0;
  const load = (value: string) => () => {
    n += 1;
    return Promise.resolve(value);
  };
  const listen = () => answers.listeningAgain(async (payload) => void notified.push(payload));
  return { clock, answers, notified, load, loads: () => n, listen };
};

describe("a customer's kept answers (dropped by the database's notifications)", () => {
  it('keeps nothing until listening: every call loads', async () => {
    const { answers, load, loads, listen } = setup();
    expect(await answers.get('c1', 'status', load('a'))).toBe('a');
    expect(await answers.get('c1', 'status', load('b'))).toBe('b');
    listen();
    expect(await answers.get('c1', 'status', load('c'))).toBe('c');
    expect(await answers.get('c1', 'status', load('d'))).toBe('c');
    expect(loads()).toBe(3);
    answers.stopListening();
    expect(await answers.get('c1', 'status', load('e'))).toBe('e');
  });

  it('keeps each owner and variant apart; a notification drops the owners it names, "*" all', async () => {
    const { answers, load, listen } = setup();
    listen();
    await answers.get('c1', 'history:1:5', load('c1 page 1'));
    await answers.get('c1', 'status', load('c1 status'));
    await answers.get('c2', 'status', load('c2 status'));
    await answers.get('p0901234567', 'lookup', load('lookup'));
    expect(await answers.get('c2', 'status', load('other'))).toBe('c2 status');

    answers.heardOf('c1,p0901234567');
    expect(await answers.get('c1', 'history:1:5', load('c1 page 1 again'))).toBe('c1 page 1 again');
    expect(await answers.get('c1', 'status', load('c1 status again'))).toBe('c1 status again');
    expect(await answers.get('p0901234567', 'lookup', load('lookup again'))).toBe('lookup again');
    expect(await answers.get('c2', 'status', load('other'))).toBe('c2 status');

    answers.heardOf('*');
    expect(await answers.get('c2', 'status', load('c2 again'))).toBe('c2 again');
  });

  it('an answer ends at the time it gives, after its TTL, and is never served to a clock set back before it', async () => {
    const { clock, answers, load, listen } = setup();
    listen();
    const until = new Date(NOW).getTime() + 5_000;
    await answers.get('p1', 'lookup', load('held'), () => until);
    clock.advance(4_999);
    expect(await answers.get('p1', 'lookup', load('x'))).toBe('held');
    clock.advance(1);
    expect(await answers.get('p1', 'lookup', load('lapsed'))).toBe('lapsed');
    clock.advance(59_999);
    expect(await answers.get('p1', 'lookup', load('y'))).toBe('lapsed');
    clock.advance(1);
    expect(await answers.get('p1', 'lookup', load('a minute'))).toBe('a minute');
    clock.advance(-10_000);
    expect(await answers.get('p1', 'lookup', load('earlier'))).toBe('earlier');
  });

  it('after a write answered here, nothing kept is answered until its marker is back', async () => {
    const { answers, notified, load, listen } = setup();
    listen();
    await answers.get('c1', 'status', load('before'));
    answers.wrote();
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatch(/^sync:[\w-]+:1$/);
    expect(await answers.get('c1', 'status', load('read afresh'))).toBe('read afresh');
    // Another instance's marker is not ours.
    answers.heardOf('sync:someone-else:1');
    expect(await answers.get('c1', 'status', load('afresh again'))).toBe('afresh again');
    answers.heardOf(notified[0]!);
    expect(await answers.get('c1', 'status', load('not loaded'))).toBe('before');
  });

  it('a load in flight when its owner is dropped answers its callers but is not kept for later ones', async () => {
    const { answers, load, listen } = setup();
    listen();
    let finish: (v: string) => void = () => {};
    const inFlight = answers.get('c1', 'status', () => new Promise<string>((resolve) => (finish = resolve)));
    const sharing = answers.get('c1', 'status', load('not asked'));
    answers.heardOf('c1');
    finish('from before the write');
    expect(await inFlight).toBe('from before the write');
    expect(await sharing).toBe('from before the write');
    expect(await answers.get('c1', 'status', load('after the write'))).toBe('after the write');
  });

  it('a failed load is not kept', async () => {
    const { answers, load, listen } = setup();
    listen();
    await expect(answers.get('c1', 'status', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await answers.get('c1', 'status', load('ok'))).toBe('ok');
  });
});
