import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../playwright.config';

// The e2e suite's Chromium gets one `--disable-features` switch of ours, and Chromium keeps only the last such
// switch: ours must repeat every feature Playwright itself turns off, or an upgrade of Playwright would silently
// turn one back on (e.g. PaintHolding, which Playwright turns off for reliable first paints).
function playwrightDisabledFeatures(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(core, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error("Playwright's disabledFeatures list was not found in playwright-core/lib/coreBundle.js");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z]+)"/g)].map((match) => match[1]!);
}

describe('the e2e Chromium', () => {
  it('turns off every feature Playwright turns off, and ours beside them', () => {
    const args = config.use?.launchOptions?.args ?? [];
    const switches = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const ours = switches[0]!.slice('--disable-features='.length).split(',');
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((feature) => !ours.includes(feature))).toEqual([]);
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess']));
  });
});
