// usage: node cls.mjs PORT PATH [desktop|phone] → layout shifts with their sources
import { chromium } from '@playwright/test';
const [port, p, size = 'desktop'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext(size === 'desktop' ? { viewport: { width: 1366, height: 768 } } : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s) => { const n = s.node; return n ? `${n.nodeName}.${(n.className && n.className.baseVal === undefined ? n.className : '') || ''}#${n.id || ''} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}` : '?'; }) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(`http://localhost:${port}${p}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const shifts = await page.evaluate(() => window.__shifts);
console.log('CLS total', shifts.reduce((s, x) => s + x.value, 0).toFixed(3));
for (const s of shifts) console.log(s.value.toFixed(4), s.t, '\n  ' + s.sources.join('\n  '));
await browser.close();
