import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, contests, styleMasterPosts } from '../src/db/schema/index.ts';
import { CHAIN_ADMIN_PHONE, CONTENT_EDITOR_PHONE, MARKETING_PHONE, RECRUITER_PHONE, managerPhone } from '../src/db/seed/floor.ts';
import { createTestApp } from './helpers.ts';
import { loginStaff, staffHeaders } from './floor-fixtures.ts';

// The back office's games and lookbooks (issue 32): Style Master moderation, the contest, campaign creation,
// collections and lookbooks. TEST_NOW is 2026-11-21T01:00Z; the seed's contest runs from 20 days before to 11 after.
let t: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const people = { editor: CONTENT_EDITOR_PHONE, marketing: MARKETING_PHONE, admin: CHAIN_ADMIN_PHONE, recruiter: RECRUITER_PHONE, manager1: managerPhone(1) };
  for (const [who, phone] of Object.entries(people)) tokens[who] = await loginStaff(t.app, phone);
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staffHeaders(tokens[who]!), ...(payload ? { payload } : {}) });
const auditOf = (entity: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
const history = async (who: string, entity: string, id: number) => (await call(who, 'GET', `/api/v1/admin/audit?entity=${entity}&entityId=${id}`)).json().data;
const visitor = (url: string) => t.app.inject({ url });
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('back office: Style Master moderation', () => {
  it('lists posts newest first, filtered by state, with the count of each state', async () => {
    const all = (await call('editor', 'GET', '/api/v1/admin/style-master/posts?pageSize=100')).json().data;
    const times = all.items.map((p: { createdAt: string }) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.counts.shown).toBe(all.total);
    const pending = (await call('editor', 'GET', '/api/v1/admin/style-master/posts?status=pending')).json().data;
    expect(pending).toMatchObject({ items: [], total: 0 });
    expect((await call('editor', 'GET', '/api/v1/admin/style-master/posts?status=secret')).statusCode).toBe(400);
  });

  it('hiding a post takes it off the list, the top likes, its detail and the leaderboard at the next load; showing it puts it back; audited', async () => {
    const board = (await visitor('/api/v1/contest/leaderboard')).json().data;
    const leader = board.entries[0] as { id: number; likes: number };
    expect(ids((await visitor('/api/v1/staff-vote/list?pageSize=100')).json().data.items)).toContain(leader.id);
    expect(ids((await visitor('/api/v1/stylemaster/top-like')).json().data)).toContain(leader.id);

    const hidden = await call('editor', 'PUT', `/api/v1/admin/style-master/posts/${leader.id}/status`, {
      status: 'hidden',
      reason: 'Ảnh không phải tác phẩm của stylist',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'hidden', moderationReason: 'Ảnh không phải tác phẩm của stylist' });

    // The visitors' prepared answers were built before the change: the next load must not show the post.
    expect(ids((await visitor('/api/v1/staff-vote/list?pageSize=100')).json().data.items)).not.toContain(leader.id);
    expect(ids((await visitor('/api/v1/stylemaster/top-like')).json().data)).not.toContain(leader.id);
    expect(ids((await visitor('/api/v1/contest/leaderboard')).json().data.entries)).not.toContain(leader.id);
    expect((await visitor(`/api/v1/staff-vote/detail/${leader.id}`)).statusCode).toBe(404);
    const filtered = (await call('marketing', 'GET', '/api/v1/admin/style-master/posts?status=hidden')).json().data;
    expect(ids(filtered.items)).toEqual([leader.id]);

    const shown = await call('marketing', 'PUT', `/api/v1/admin/style-master/posts/${leader.id}/status`, { status: 'shown', reason: 'Đã xác minh với salon' });
    expect(shown.statusCode, shown.body).toBe(200);
    const back = (await visitor('/api/v1/contest/leaderboard')).json().data.entries[0];
    expect(back).toMatchObject({ id: leader.id, likes: leader.likes });

    const rows = await auditOf('styleMasterPost', leader.id);
    expect(rows.map((r) => [r.action, (r.before as { status: string }).status, (r.after as { status: string; reason: string }).reason])).toEqual([
      ['styleMaster.moderate', 'shown', 'Ảnh không phải tác phẩm của stylist'],
      ['styleMaster.moderate', 'hidden', 'Đã xác minh với salon'],
    ]);
    expect((await history('editor', 'styleMasterPost', leader.id)).length).toBe(2);
  });

  it('a pending post is not on the customer list until it is shown', async () => {
    const [post] = await t.db.select().from(styleMasterPosts).orderBy(asc(styleMasterPosts.id)).limit(1);
    await t.db.update(styleMasterPosts).set({ status: 'pending' }).where(eq(styleMasterPosts.id, post!.id));
    expect((await visitor(`/api/v1/staff-vote/detail/${post!.id}`)).statusCode).toBe(404);
    const pending = (await call('editor', 'GET', '/api/v1/admin/style-master/posts?status=pending')).json().data;
    expect(ids(pending.items)).toEqual([post!.id]);
    await call('editor', 'PUT', `/api/v1/admin/style-master/posts/${post!.id}/status`, { status: 'shown', reason: 'Duyệt bài' });
    expect((await visitor(`/api/v1/staff-vote/detail/${post!.id}`)).statusCode).toBe(200);
  });

  it('refuses a missing reason or state (400), an unknown post (404), and people without the action (403)', async () => {
    const [post] = await t.db.select().from(styleMasterPosts).limit(1);
    const url = `/api/v1/admin/style-master/posts/${post!.id}/status`;
    expect((await call('editor', 'PUT', url, { status: 'hidden' })).statusCode).toBe(400);
    expect((await call('editor', 'PUT', url, { status: 'hidden', reason: ' ' })).statusCode).toBe(400);
    expect((await call('editor', 'PUT', url, { status: 'deleted', reason: 'Spam quảng cáo' })).statusCode).toBe(400);
    expect((await call('editor', 'PUT', '/api/v1/admin/style-master/posts/999999/status', { status: 'hidden', reason: 'Spam quảng cáo' })).statusCode).toBe(
      404,
    );
    for (const who of ['manager1', 'recruiter']) {
      expect((await call(who, 'GET', '/api/v1/admin/style-master/posts')).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', url, { status: 'hidden', reason: 'Spam quảng cáo' })).statusCode, who).toBe(403);
    }
    const [still] = await t.db.select().from(styleMasterPosts).where(eq(styleMasterPosts.id, post!.id));
    expect(still!.status).toBe('shown');
  });
});

describe('back office: the contest', () => {
  const bodyOf = (c: Record<string, unknown>, over: Record<string, unknown> = {}) => {
    const { id: _id, slug: _slug, image: _image, ...rest } = c;
    return { ...rest, ...over };
  };

  it('marketing changes the period, rules (cleaned by the server) and prizes: the contest page shows them, audited', async () => {
    const [contest] = (await call('marketing', 'GET', '/api/v1/admin/contests')).json().data;
    const res = await call(
      'marketing',
      'PUT',
      `/api/v1/admin/contests/${contest.id}`,
      bodyOf(contest, {
        endsAt: '2026-12-15T17:00:00.000Z',
        rules: ['Mỗi stylist gửi tối đa <b>3</b> tác phẩm.<script>alert(1)</script>', '<a href="javascript:alert(1)">Xem thể lệ</a> tại salon'],
        prizes: [
          { rank: 2, label: 'Giải Nhì: 10.000.000 VNĐ', labelEn: 'Second prize: 10,000,000 VND', value: 10_000_000 },
          { rank: 1, label: 'Giải Nhất: 30.000.000 VNĐ', labelEn: 'First prize: 30,000,000 VND', value: 30_000_000 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rules).toEqual(['Mỗi stylist gửi tối đa <b>3</b> tác phẩm.', '<a>Xem thể lệ</a> tại salon']);
    const page = (await visitor('/api/v1/contest')).json().data;
    expect(page).toMatchObject({ endsAt: '2026-12-15T17:00:00.000Z', rules: ['Mỗi stylist gửi tối đa <b>3</b> tác phẩm.', '<a>Xem thể lệ</a> tại salon'] });
    expect(page.prizes.map((p: { label: string }) => p.label)).toEqual(['Giải Nhất: 30.000.000 VNĐ', 'Giải Nhì: 10.000.000 VNĐ']);
    const en = (await visitor('/api/v1/contest?lang=en')).json().data;
    expect(en.prizes[0].label).toBe('First prize: 30,000,000 VND');
    const [row] = await auditOf('contest', contest.id);
    expect(row).toMatchObject({
      action: 'contest.edit',
      before: expect.objectContaining({ endsAt: contest.endsAt }),
      after: expect.objectContaining({ endsAt: '2026-12-15T17:00:00.000Z' }),
    });
  });

  it('moving the start after a post takes it out of the contest; votes of the leaderboard follow the period', async () => {
    const [contest] = (await call('admin', 'GET', '/api/v1/admin/contests')).json().data;
    const before = (await visitor('/api/v1/contest')).json().data.entries as number;
    const res = await call('admin', 'PUT', `/api/v1/admin/contests/${contest.id}`, bodyOf(contest, { startsAt: '2026-11-20T17:00:00.000Z' }));
    expect(res.statusCode, res.body).toBe(200);
    const after = (await visitor('/api/v1/contest')).json().data;
    expect(after.entries).toBeLessThan(before);
    const board = (await visitor('/api/v1/contest/leaderboard')).json().data.entries as { createdAt: string }[];
    expect(board.every((p) => p.createdAt >= '2026-11-20T17:00:00.000Z')).toBe(true);
  });

  it('refuses a reversed period, no prize, two prizes of one rank (400), an unknown contest (404), a content editor (403)', async () => {
    const [contest] = (await call('marketing', 'GET', '/api/v1/admin/contests')).json().data;
    const [stored] = await t.db.select().from(contests).where(eq(contests.id, contest.id));
    const prize = { rank: 1, label: 'Giải Nhất', labelEn: 'First prize', value: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ endsAt: contest.startsAt }, 'endsAt must be after startsAt'],
      [{ prizes: [] }, 'prizes'],
      [{ prizes: [prize, prize] }, 'each prize needs its own rank'],
      [{ rules: [] }, 'rules'],
      [{ startsAt: 'mai' }, 'startsAt'],
    ];
    for (const [over, words] of cases) {
      const res = await call('marketing', 'PUT', `/api/v1/admin/contests/${contest.id}`, bodyOf(contest, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body, JSON.stringify(over)).toContain(words);
    }
    expect((await call('marketing', 'PUT', '/api/v1/admin/contests/999', bodyOf(contest))).statusCode).toBe(404);
    expect((await call('editor', 'PUT', `/api/v1/admin/contests/${contest.id}`, bodyOf(contest))).statusCode).toBe(403);
    expect((await call('editor', 'GET', '/api/v1/admin/contests')).statusCode).toBe(403);
    const [unchanged] = await t.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(unchanged).toEqual(stored);
  });

  it('marketing creates a contest: checked as a change is, it is the contest page once its period runs; audited as created', async () => {
    const [current] = (await call('marketing', 'GET', '/api/v1/admin/contests')).json().data;
    const body = bodyOf(current, {
      title: 'Style Master mùa Tết',
      titleEn: 'Style Master Tet season',
      rules: ['Tác phẩm đăng trong mùa Tết<script>x</script>'],
      startsAt: '2026-11-21T00:00:00.000Z',
      endsAt: '2027-01-31T17:00:00.000Z',
    });
    for (const [over, words] of [
      [{ endsAt: body.startsAt }, 'endsAt must be after startsAt'],
      [{ prizes: [] }, 'prizes'],
      [{ title: '' }, 'title'],
    ] as const) {
      const bad = await call('marketing', 'POST', '/api/v1/admin/contests', { ...body, ...over });
      expect(bad.statusCode, JSON.stringify(over)).toBe(400);
      expect(bad.body).toContain(words);
    }
    expect((await call('editor', 'POST', '/api/v1/admin/contests', body)).statusCode).toBe(403);
    expect((await call('marketing', 'GET', '/api/v1/admin/contests')).json().data).toHaveLength(1);

    const res = await call('marketing', 'POST', '/api/v1/admin/contests', body);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      title: 'Style Master mùa Tết',
      slug: `style-master-${created.id}`,
      image: current.image,
      rules: ['Tác phẩm đăng trong mùa Tết'],
    });
    expect((await call('marketing', 'GET', '/api/v1/admin/contests')).json().data[0].id).toBe(created.id);
    const page = (await visitor('/api/v1/contest')).json().data;
    expect(page).toMatchObject({ title: 'Style Master mùa Tết', endsAt: '2027-01-31T17:00:00.000Z' });
    expect((await auditOf('contest', created.id)).map((r) => [r.action, r.before, (r.after as { title: string }).title])).toEqual([
      ['contest.edit', null, 'Style Master mùa Tết'],
    ]);
  });
});

describe('back office: creating a campaign', () => {
  const campaign = (over: Record<string, unknown> = {}) => ({
    name: 'Ưu đãi khai trương Salon 1',
    nameEn: 'Salon 1 opening offer',
    effect: '<p>Giảm 20% cho dịch vụ cắt</p>',
    condition: '<p>Áp dụng tại salon khai trương</p>',
    startDate: '2026-11-20',
    endDate: '2026-12-20',
    discountType: 'percent',
    discountValue: 20,
    minTotal: 0,
    usagePerCustomer: 1,
    isPublic: true,
    active: true,
    salonIds: [1],
    conditionServiceIds: [],
    applyServiceIds: [],
    ...over,
  });
  const offered = async (salonId: number) =>
    (await visitor(`/api/v1/booking/campaign-list?salonId=${salonId}`)).json().data.salon.map((c: { campaignId: number }) => c.campaignId);

  it('marketing creates one for salon 1: its customers see it at once, salon 2 does not; audited as created', async () => {
    const beforeOne = await offered(1);
    const res = await call('marketing', 'POST', '/api/v1/admin/offers/campaigns', campaign());
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Ưu đãi khai trương Salon 1', salonIds: [1], codes: 0 });
    expect(beforeOne).not.toContain(created.id);
    expect(await offered(1)).toContain(created.id);
    expect(await offered(2)).not.toContain(created.id);
    const listed = (await call('marketing', 'GET', '/api/v1/admin/offers/campaigns')).json().data;
    expect(ids(listed)).toContain(created.id);
    const rows = await auditOf('campaign', created.id);
    expect(rows.map((r) => [r.action, r.before, (r.after as { name: string }).name])).toEqual([['offer.edit', null, 'Ưu đãi khai trương Salon 1']]);
  });

  it('refuses bad input (400) and a salon manager (403), creating nothing', async () => {
    const count = (await call('marketing', 'GET', '/api/v1/admin/offers/campaigns')).json().data.length;
    for (const over of [{ salonIds: [999_999] }, { discountValue: 101 }, { endDate: '2026-11-01' }, { name: '' }]) {
      expect((await call('marketing', 'POST', '/api/v1/admin/offers/campaigns', campaign(over))).statusCode, JSON.stringify(over)).toBe(400);
    }
    expect((await call('manager1', 'POST', '/api/v1/admin/offers/campaigns', campaign())).statusCode).toBe(403);
    expect((await call('marketing', 'GET', '/api/v1/admin/offers/campaigns')).json().data.length).toBe(count);
  });
});

describe('back office: collections and lookbooks', () => {
  type Collection = { id: number; slug: string; kind: string; published: boolean; items: { id: number }[] } & Record<string, unknown>;
  const bodyOf = (c: Collection, over: Record<string, unknown> = {}) => {
    const { id: _id, items, ...rest } = c;
    return { ...rest, itemOrder: ids(items), ...over };
  };
  const list = async () => (await call('editor', 'GET', '/api/v1/admin/collections')).json().data as Collection[];

  it('reorders a collection and unpublishes it: the customer page follows, then 404s; audited', async () => {
    const c = (await list()).find((x) => x.kind === 'collection' && x.items.length >= 2)!;
    const reversed = ids(c.items).reverse();
    const res = await call('editor', 'PUT', `/api/v1/admin/collections/${c.id}`, bodyOf(c, { itemOrder: reversed, title: 'Kiểu tóc mùa đông' }));
    expect(res.statusCode, res.body).toBe(200);
    const page = (await visitor(`/api/v1/collections/${c.slug}`)).json().data;
    expect({ title: page.title, styles: ids(page.styles) }).toEqual({ title: 'Kiểu tóc mùa đông', styles: reversed });

    expect((await call('admin', 'PUT', `/api/v1/admin/collections/${c.id}`, bodyOf(c, { itemOrder: reversed, published: false }))).statusCode).toBe(200);
    expect((await visitor(`/api/v1/collections/${c.slug}`)).statusCode).toBe(404);
    const slugs = ((await visitor('/api/v1/collections')).json().data as { slug: string }[]).map((x) => x.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs).not.toContain(c.slug);
    const rows = await auditOf('collection', c.id);
    expect(rows.map((r) => (r.after as { published: boolean; itemOrder: number[] }).published)).toEqual([true, false]);
    expect((rows[0]!.after as { itemOrder: number[] }).itemOrder).toEqual(reversed);
  });

  it('creates a published lookbook: it is on /lookbooks at once', async () => {
    const body = {
      slug: 'lookbook-tet-2027',
      kind: 'lookbook',
      title: 'Lookbook Tết 2027',
      titleEn: 'Tet 2027 lookbook',
      description: 'Những kiểu tóc cho ngày Tết',
      descriptionEn: 'Haircuts for Tet',
      coverPc: '/images/collections/tet-pc.webp',
      coverMb: '/images/collections/tet-mb.webp',
      sort: 1,
      published: true,
    };
    const res = await call('editor', 'POST', '/api/v1/admin/collections', body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const lookbooks = (await visitor('/api/v1/lookbooks')).json().data as { slug: string; title: string }[];
    expect(lookbooks.find((l) => l.slug === 'lookbook-tet-2027')?.title).toBe('Lookbook Tết 2027');
    expect((await auditOf('collection', id)).map((r) => r.before)).toEqual([null]);
    expect((await call('editor', 'POST', '/api/v1/admin/collections', body)).json()).toMatchObject({ code: 'COLLECTION_SLUG_TAKEN' });
  });

  it('refuses a bad slug or picture, an order that is not its styles (400), a taken slug (409), marketing (403)', async () => {
    const [a, b] = (await list()).filter((x) => x.items.length > 0);
    for (const over of [
      { slug: 'Có Dấu' },
      { coverPc: 'https://evil.example/x.png' },
      { itemOrder: [...ids(a!.items), ...ids(b!.items)] },
      { itemOrder: [] },
    ]) {
      expect((await call('editor', 'PUT', `/api/v1/admin/collections/${a!.id}`, bodyOf(a!, over))).statusCode, JSON.stringify(over)).toBe(400);
    }
    const taken = await call('editor', 'PUT', `/api/v1/admin/collections/${a!.id}`, bodyOf(a!, { slug: b!.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain(b!.slug);
    expect((await call('editor', 'PUT', '/api/v1/admin/collections/99999', bodyOf(a!))).statusCode).toBe(404);
    expect((await call('marketing', 'PUT', `/api/v1/admin/collections/${a!.id}`, bodyOf(a!))).statusCode).toBe(403);
    expect((await call('marketing', 'GET', '/api/v1/admin/collections')).statusCode).toBe(403);
  });

  describe("a collection's styles", () => {
    const style = (over: Record<string, unknown> = {}) => ({
      name: 'Undercut vuốt ngược',
      nameEn: 'Slicked-back undercut',
      description: 'Hai bên cạo sát, phần trên vuốt ngược',
      descriptionEn: 'Short sides, the top slicked back',
      suits: 'Mặt dài, tóc dày',
      suitsEn: 'Long faces, thick hair',
      serviceId: 1,
      imagePc: '/images/collections/undercut-pc.webp',
      ...over,
    });
    const del = (who: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: staffHeaders(tokens[who]!) });

    it('the editor adds a style at the end and removes one: the customer page follows at its next load; each change audited', async () => {
      const c = (await list()).find((x) => x.kind === 'collection' && x.published && x.items.length >= 2)!;
      const choices = (await call('editor', 'GET', '/api/v1/admin/collections/style-choices')).json().data;
      expect(choices.services.length).toBeGreaterThan(0);
      expect((await visitor(`/api/v1/collections/${c.slug}`)).statusCode).toBe(200);

      const res = await call('editor', 'POST', `/api/v1/admin/collections/${c.id}/styles`, style({ serviceId: choices.services[0].id }));
      expect(res.statusCode, res.body).toBe(200);
      const added = res.json().data.items.at(-1);
      expect(added).toMatchObject({ name: 'Undercut vuốt ngược', imagePc: '/images/collections/undercut-pc.webp' });
      const page = (await visitor(`/api/v1/collections/${c.slug}`)).json().data;
      expect(ids(page.styles)).toEqual([...ids(c.items), added.id]);

      const [first] = c.items;
      const removed = await del('admin', `/api/v1/admin/collections/${c.id}/styles/${first!.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      const rest = [...ids(c.items).slice(1), added.id];
      expect(ids(removed.json().data.items)).toEqual(rest);
      expect(ids((await visitor(`/api/v1/collections/${c.slug}`)).json().data.styles)).toEqual(rest);

      const rows = (await auditOf('collection', c.id)).slice(-2);
      expect(rows.map((r) => [(r.before as { itemOrder: number[] }).itemOrder.length, (r.after as { styles: string[] }).styles.at(-1)])).toEqual([
        [c.items.length, 'Undercut vuốt ngược'],
        [c.items.length + 1, 'Undercut vuốt ngược'],
      ]);
      expect((await history('editor', 'collection', c.id)).length).toBeGreaterThanOrEqual(2);
    });

    it('refuses a bad picture, no name, an unknown service (400), a style of another collection, an unknown collection (404), marketing (403)', async () => {
      const [a, b] = (await list()).filter((x) => x.items.length > 0);
      const cases: [Record<string, unknown>, string][] = [
        [{ imagePc: 'https://evil.example/x.png' }, 'imagePc'],
        [{ name: '' }, 'name'],
        [{ serviceId: 999_999 }, '999999'],
        [{ serviceId: 'một' }, 'serviceId'],
      ];
      for (const [over, words] of cases) {
        const res = await call('editor', 'POST', `/api/v1/admin/collections/${a!.id}/styles`, style(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.body, JSON.stringify(over)).toContain(words);
      }
      expect((await call('editor', 'POST', '/api/v1/admin/collections/99999/styles', style())).statusCode).toBe(404);
      expect((await del('editor', `/api/v1/admin/collections/${a!.id}/styles/${b!.items[0]!.id}`)).statusCode).toBe(404);
      expect((await del('editor', `/api/v1/admin/collections/${a!.id}/styles/abc`)).statusCode).toBe(400);
      expect((await call('marketing', 'POST', `/api/v1/admin/collections/${a!.id}/styles`, style())).statusCode).toBe(403);
      expect((await del('marketing', `/api/v1/admin/collections/${a!.id}/styles/${a!.items[0]!.id}`)).statusCode).toBe(403);
      expect((await call('marketing', 'GET', '/api/v1/admin/collections/style-choices')).statusCode).toBe(403);
      expect(ids((await list()).find((x) => x.id === a!.id)!.items)).toEqual(ids(a!.items));
    });
  });
});
