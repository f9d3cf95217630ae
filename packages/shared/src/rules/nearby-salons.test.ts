import { describe, expect, it } from 'vitest';
import { listsSalon } from './nearby-salons';

describe('which lists show salon 24 (spec §9: excluded from search and nearby results only)', () => {
  it('browsing all salons, a province or a district shows it, and the counts count it', () => {
    expect(listsSalon('browse', 24)).toBe(true);
  });

  it('search, nearby and visited lists leave it out; every other salon is in every list', () => {
    expect(['search', 'nearby', 'visited'].map((list) => listsSalon(list as 'search', 24))).toEqual([false, false, false]);
    expect(['browse', 'search', 'nearby', 'visited'].every((list) => listsSalon(list as 'search', 23))).toBe(true);
  });
});
