import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock.ts';
import { ReadThroughCache } from './app-cache.ts';

const NOW = '2026-11-23T02:15:00.000Z';
const setup = (ttlMs = 1_000, max?: number) => {
  const clock = fixedClock(NOW);
  let loads = 0;
  const cache = new ReadThroughCache<string>(clock, ttlMs, max);
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { clock, cache, load, loads: () => loads };
};

describe('read caches of an API instance (lru-cache on the injected clock)', () => {
  it('an entry lives for its TTL of the injected clock, then is loaded again', async () => {
    const { clock, cache, load, loads } = setup(1_000);
    expect(await cache.get('a', load('1'))).toBe('1');
    clock.advance(999);
    expect(await cache.get('a', load('2'))).toBe('1');
    clock.advance(1);
    expect(await cache.get('a', load('3'))).toBe('3');
    expect(loads()).toBe(2);
  });

  it('concurrent misses share one load', async () => {
    const { cache, load, loads } = setup();
    const answers = await Promise.all([cache.get('a', load('1')), cache.get('a', load('2')), cache.get('a', load('3'))]);
    expect(answers).toEqual(['1', '1', '1']);
    expect(loads()).toBe(1);
  });

  it('a failed load is not kept: the next read loads again', async () => {
    const { cache, load } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', load('1'))).toBe('1');
  });

  it('the loaded value may expire earlier (a hold lapsing); at or before now it is not kept at all', async () => {
    const { clock, cache, load } = setup(2_000);
    const soon = new Date(NOW).getTime() + 500;
    expect(await cache.get('day', load('with hold'), () => soon)).toBe('with hold');
    clock.advance(499);
    expect(await cache.get('day', load('again'))).toBe('with hold');
    clock.advance(1);
    expect(await cache.get('day', load('hold lapsed'))).toBe('hold lapsed');

    expect(await cache.get('token', load('refused'), () => 0)).toBe('refused');
    expect(await cache.get('token', load('looked up again'))).toBe('looked up again');
  });

  it('delete and clear drop entries; a write during a load does not put the old answer back', async () => {
    const { cache, load } = setup();
    await cache.get('a', load('1'));
    cache.delete('a');
    expect(await cache.get('a', load('2'))).toBe('2');
    cache.clear();
    expect(await cache.get('a', load('3'))).toBe('3');

    let release: (v: string) => void = () => {};
    const slow = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.delete('b');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('b', load('after the write'))).toBe('after the write');
  });

  it('at most `max` entries: the least recently used goes, the others stay', async () => {
    const { cache, load, loads } = setup(60_000, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key));
    await cache.get('a', load('a'));
    await cache.get('d', load('d'));
    expect(loads()).toBe(4);
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key, load('reloaded'))).toBe(key);
    expect(await cache.get('b', load('reloaded'))).toBe('reloaded');
  });
});
