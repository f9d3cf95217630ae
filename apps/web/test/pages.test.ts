import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pages from '../src/app/pages';

// Every lazy page of app/pages.ts names a real module by its source path (the server finds its chunk in the
// build manifest by that path) and gives the router a component from it.
const webRoot = path.resolve(import.meta.dirname, '..');
const lazyPages = Object.entries(pages).filter((entry): entry is [string, pages.LazyPage] => typeof entry[1] === 'function');

describe('the lazy pages', () => {
  it('are each a module of a feature, by a source path that exists', () => {
    expect(lazyPages.length).toBeGreaterThan(40);
    for (const [name, page] of lazyPages) {
      expect(page.source, name).toMatch(/^src\/features\/[a-z-]+\/pages\/([a-z-]+-page\.tsx|index\.ts)$/);
      expect(existsSync(path.join(webRoot, page.source)), `${name}: ${page.source}`).toBe(true);
    }
  });

  it('each load a component from their module', async () => {
    for (const [name, page] of lazyPages) {
      const parts = await page();
      expect(typeof parts.Component, name).toBe('function');
    }
  }, 120_000);
});
