import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bestLookCampaigns, campaigns, contentPages, goldenHourDeals, rewards, serviceSuggestRules } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';

// Issue 28 item 5: one HTML sanitiser. Every API answer carrying HTML is cleaned by the API (on read,
// lib/html-policies.ts), so whatever a stored row holds cannot run in the page that shows it; the web
// app renders the answer as it is.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An entry a hijacked back office could store: script, event handler, javascript: link, style, iframe. */
const HOSTILE =
  '<p onclick="steal()" style="position:fixed">Ưu đãi <b onmouseover="x()">đặc biệt</b><script>alert(1)</script></p>' +
  '<img src=x onerror=alert(2)><a href="javascript:alert(3)">bấm</a><iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
  '<svg onload=alert(4)></svg><a href="JaVaScRiPt:alert(5)">x</a>';
const RUNNABLE = /<script|alert\(|onerror|onclick|onmouseover|onload|javascript:|style=|<style|<iframe|<svg/i;
/** Back-office HTML has no images at all; an article may show one of the site's own. */
const IMAGE = /<img/i;

async function get(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('every answer carrying HTML is cleaned by the API', () => {
  it('the suggest-service title keeps its emphasis and nothing that runs (service list V5)', async () => {
    await t.db.update(serviceSuggestRules).set({ title: HOSTILE, titleEn: HOSTILE }).where(eq(serviceSuggestRules.id, 1));
    for (const lang of ['vi', 'en']) {
      const title = (await get(`/api/v1/booking/service-list-v5?salonId=1&lang=${lang}`)).suggestRules[0].title as string;
      expect(title).not.toMatch(RUNNABLE);
      expect(title).not.toMatch(IMAGE);
      expect(title).toContain('Ưu đãi <b>đặc biệt</b>');
    }
  });

  it('campaign condition and benefit (voucher detail)', async () => {
    await t.db.update(campaigns).set({ condition: HOSTILE, effect: HOSTILE }).where(eq(campaigns.id, 4));
    const d = (await get('/api/v1/booking/reward-detail?campaignId=4')).data;
    for (const html of [d.condition, d.effect]) {
      expect(html).not.toMatch(RUNNABLE);
      expect(html).not.toMatch(IMAGE);
      expect(html).toContain('<p>Ưu đãi <b>đặc biệt</b></p>');
    }
  });

  it('reward content, golden-hour description and Best Look body', async () => {
    await t.db.update(rewards).set({ content: HOSTILE }).where(eq(rewards.id, 1));
    await t.db.update(goldenHourDeals).set({ description: HOSTILE }).where(eq(goldenHourDeals.id, 1));
    await t.db.update(bestLookCampaigns).set({ body: HOSTILE }).where(eq(bestLookCampaigns.id, 1));
    const answers = [
      (await get('/api/v1/rewards/1')).data.content,
      (await get('/api/v1/golden-hours/1')).data.description,
      (await get('/api/v1/yours-the-best/1')).data.body,
    ];
    for (const html of answers) {
      expect(html).not.toMatch(RUNNABLE);
      expect(html).not.toMatch(IMAGE);
      expect(html).toContain('Ưu đãi <b>đặc biệt</b>');
    }
  });

  it('a content page body', async () => {
    await t.db.update(contentPages).set({ body: HOSTILE }).where(eq(contentPages.path, '/about'));
    const html = (await get('/api/v1/content/page?path=/about')).data.html as string;
    expect(html).not.toMatch(RUNNABLE);
    expect(html).toContain('Ưu đãi <b>đặc biệt</b>');
    expect(html).toContain('<img src="x" loading="lazy" />');
  });
});
