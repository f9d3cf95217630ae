import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { discoverLikes, discoverPosts } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { listCollectionsPublicUrls } from '../src/modules/collections/public-urls.ts';
import { findCustomerByPhone } from '../src/modules/customers/customers-repository.ts';
import { createTestApp } from './helpers.ts';

// Issue 12: catalogue pages, hairstyle collections, lookbooks and the discover feed with its likes.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const customer = await findCustomerByPhone(t.db, '0912345678');
  demo = { authorization: `Bearer ${await createSession(t.db, customer!.id, t.clock.now())}` };
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
};

type Group = { groupId: number; services: { serviceId: number; name: string; price: string; timeServe: number; serviceImage: string | null }[] };
const serviceIds = (categories: { serviceGroups: Group[] }[]) => categories.flatMap((c) => c.serviceGroups.flatMap((g) => g.services.map((s) => s.serviceId)));

describe('catalogue pages', () => {
  it('/service lists every service on sale with price, duration and picture, grouped as in the booking picker', async () => {
    const page = (await get('/api/v1/service-pages/service')).body.data;
    const picker = (await get('/api/v1/booking/service-list-v5')).body.data;
    expect(page.title).toBe('Bảng giá dịch vụ');
    expect(page.categories.map((c: { categoryName: string }) => c.categoryName)).toEqual(picker.map((c: { categoryName: string }) => c.categoryName));
    expect(serviceIds(page.categories)).toEqual(serviceIds(picker));
    const cut = page.categories[0].serviceGroups[0].services[0];
    expect(cut).toMatchObject({ serviceId: 101, name: 'Cắt gội 10 bước', price: '100.000 VNĐ', timeServe: 40 });
    expect(cut.serviceImage).toMatch(/^\/images\//);
    expect(serviceIds(page.categories)).not.toContain(204); // discontinued
  });

  it('/up-service holds the perms and colours, /shine-care the care services, each with its own texts; English on request', async () => {
    const up = (await get('/api/v1/service-pages/up-service')).body.data;
    expect(serviceIds(up.categories)).toEqual(expect.arrayContaining([201, 202, 211, 212, 221]));
    expect(serviceIds(up.categories)).not.toContain(101);
    const care = (await get('/api/v1/service-pages/shine-care')).body.data;
    expect(serviceIds(care.categories)).toEqual(expect.arrayContaining([121, 301, 311, 401, 411]));
    expect(serviceIds(care.categories)).not.toContain(202);
    expect(care.intro.length).toBeGreaterThan(0);
    const en = (await get('/api/v1/service-pages/shine-care?lang=en')).body.data;
    expect(en.title).toBe('Shine Care: relax and skin care');
    expect(en.categories[0].serviceGroups[0].services[0].name).not.toMatch(/[ạảãàáâậầấẩẫăắằặẳẵóòọõỏôộổỗồốơờớợởỡéèẻẹẽêếềệểễúùụủũưựữửừứíìịỉĩýỳỷỵỹđ]/i);
    expect((await get('/api/v1/service-pages/spa')).status).toBe(400);
  });
});

describe('collections', () => {
  it('lists the signature and themed collections with their addresses, 6-12 styles each', async () => {
    const list = (await get('/api/v1/collections')).body.data as { slug: string; path: string; styleCount: number; coverPc: string; coverMb: string }[];
    expect(list.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/shine-collection/bad-boy',
        '/shine-collection/creative',
        '/shine-collection/k-perm',
        '/shine-collection/hair-style',
        '/collections/toc-nam-cong-so',
      ]),
    );
    for (const c of list) {
      expect(c.styleCount).toBeGreaterThanOrEqual(6);
      expect(c.styleCount).toBeLessThanOrEqual(12);
      expect(c.coverPc).not.toBe(c.coverMb);
    }
    expect(list.some((c) => c.slug.startsWith('lookbook'))).toBe(false);
  });

  it('a collection holds its styles with pc and mobile pictures and the service that makes each', async () => {
    const detail = (await get('/api/v1/collections/k-perm')).body.data;
    expect(detail.title).toBe('K-perm');
    expect(detail.styles.length).toBeGreaterThanOrEqual(6);
    const kperm = detail.styles.find((s: { name: string }) => s.name === 'K-perm');
    expect(kperm.imagePc).toMatch(/-pc\.webp$/);
    expect(kperm.imageMb).toMatch(/-mb\.webp$/);
    expect(kperm.service).toEqual({ serviceId: 202, name: 'Uốn Hàn Quốc K-perm', price: '499.000 VNĐ', timeServe: 120 });
  });

  it('unknown slug is a 404 with the envelope, a malformed one a 400', async () => {
    const missing = await get('/api/v1/collections/khong-co-bo-nay');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'COLLECTION_NOT_FOUND', message: 'Bộ sưu tập không tồn tại, anh xem các bộ sưu tập khác nhé!' });
    expect((await get('/api/v1/collections/Bad%20Boy')).status).toBe(400);
  });

  it('the lookbook lists its seasons with their styles, and the booking picker gets each look once', async () => {
    const lookbooks = (await get('/api/v1/lookbooks')).body.data;
    expect(lookbooks.map((l: { slug: string }) => l.slug)).toEqual(['lookbook-thu-dong-2026', 'lookbook-xuan-he-2026']);
    expect(lookbooks[0].styles.length).toBeGreaterThanOrEqual(6);
    const refs = (await get('/api/v1/hairstyles/reference')).body.data as { url: string }[];
    expect(refs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(refs.map((r) => r.url)).size).toBe(refs.length);
  });
});

describe('discover', () => {
  it('the feed pages 30+ posts newest first; a post has its body, hairstyle, service and related posts', async () => {
    const first = (await get('/api/v1/discovers')).body.data;
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.items).toHaveLength(12);
    const dates = first.items.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = (await get('/api/v1/discovers?page=3')).body.data;
    expect(third.items.length).toBe(first.total - 24);
    const post = (await get('/api/v1/discovers/1')).body.data;
    expect(post.body.length).toBeGreaterThanOrEqual(3);
    expect(post.hairstyle?.service?.serviceId).toBe(202);
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.liked).toBe(false);
  });

  it('unknown or malformed post id: 404 / 400', async () => {
    const missing = await get('/api/v1/discovers/9999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('DISCOVER_POST_NOT_FOUND');
    expect((await get('/api/v1/discovers/abc')).status).toBe(400);
    const like = await t.app.inject({ method: 'POST', url: '/api/v1/discovers/9999/like', headers: demo });
    expect(like.statusCode).toBe(404);
  });

  it('liking needs login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/discovers/2/like' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Anh vui lòng đăng nhập để tiếp tục nhé!' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/discovers/2/like' })).statusCode).toBe(401);
  });

  it('like and unlike: one like per customer, the count follows, the feed shows it as liked', async () => {
    const rows = async () => (await t.db.select({ n: count() }).from(discoverLikes).where(eq(discoverLikes.postId, 3)))[0]?.n ?? 0;
    // From a known state: the demo customer may like the post in the demo data.
    await t.app.inject({ method: 'DELETE', url: '/api/v1/discovers/3/like', headers: demo });
    const before = await rows();
    const liked = await t.app.inject({ method: 'POST', url: '/api/v1/discovers/3/like', headers: demo });
    expect(liked.json().data).toEqual({ postId: 3, liked: true, likeCount: before + 1 });
    const afterFirst = before + 1;
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/discovers/3/like', headers: demo });
    expect(again.json().data.likeCount).toBe(afterFirst);
    expect(await rows()).toBe(afterFirst);
    const feed = (await get('/api/v1/discovers', demo)).body.data;
    expect(feed.items.find((p: { id: number }) => p.id === 3)).toMatchObject({ liked: true, likeCount: afterFirst });
    const unliked = await t.app.inject({ method: 'DELETE', url: '/api/v1/discovers/3/like', headers: demo });
    expect(unliked.json().data).toEqual({ postId: 3, liked: false, likeCount: afterFirst - 1 });
    const twice = await t.app.inject({ method: 'DELETE', url: '/api/v1/discovers/3/like', headers: demo });
    expect(twice.json().data.likeCount).toBe(afterFirst - 1);
    expect(await rows()).toBe(afterFirst - 1);
    const [post] = await t.db.select({ likeCount: discoverPosts.likeCount }).from(discoverPosts).where(eq(discoverPosts.id, 3));
    expect(post?.likeCount).toBe(afterFirst - 1);
  });

  it('the seeded counts equal the seeded likes', async () => {
    const posts = await t.db.select({ id: discoverPosts.id, likeCount: discoverPosts.likeCount }).from(discoverPosts);
    const likes = await t.db.select({ postId: discoverLikes.postId, n: count() }).from(discoverLikes).groupBy(discoverLikes.postId);
    const byPost = new Map(likes.map((l) => [l.postId, l.n]));
    for (const p of posts) expect(p.likeCount, `post ${p.id}`).toBe(byPost.get(p.id) ?? 0);
  });
});

describe('public URLs for the sitemap', () => {
  it('name the catalogue pages, every collection at its own address, the lookbook and every post', async () => {
    const urls = await listCollectionsPublicUrls(t.db);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/service',
        '/up-service',
        '/shine-care',
        '/collection',
        '/lookbook',
        '/discover',
        '/shine-collection/bad-boy',
        '/collections/toc-nhuom-nam',
        '/discovers/1',
      ]),
    );
    expect(urls.filter((u) => u.startsWith('/discovers/')).length).toBeGreaterThanOrEqual(30);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
