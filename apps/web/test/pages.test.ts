import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredPages } from '../src/app/page-routes';

// Every page a feature declares (features/*/routes.ts) names a real module of its feature by its source path
// (the server finds its chunk in the build manifest by that path) and gives the router a component from it.
const webRoot = path.resolve(import.meta.dirname, '..');
const pages = declaredPages();

describe('the declared pages', () => {
  it('are each a module of their feature, by a source path that exists', () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const { route, source } of pages) {
      expect(source, route.path).toMatch(/^src\/features\/[a-z-]+\/pages\/([a-z-]+-page\.tsx|index\.ts)$/);
      expect(existsSync(path.join(webRoot, source)), `${route.path}: ${source}`).toBe(true);
    }
  });

  it('each load a component from their module', async () => {
    for (const { route, load } of pages) {
      const parts = route.parts((await load()) as never);
      expect(typeof parts.Component, route.path).toBe('function');
    }
  }, 120_000);
});
