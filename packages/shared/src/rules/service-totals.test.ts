import { describe, expect, it } from 'vitest';
import { totalMinutes } from './service-totals';

describe('service totals', () => {
  it('adds up the services’ minutes', () => {
    expect(totalMinutes([{ timeServe: 40 }, { timeServe: 35 }])).toBe(75);
    expect(totalMinutes([])).toBe(0);
  });
});
