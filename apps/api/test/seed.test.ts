import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/client.ts';
import { ensureShifts, seedDemoData } from '../src/db/seed/index.ts';
import { svgSource } from '../src/db/seed/images.ts';

const TODAY = '2026-11-21';
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const HOME_LAYOUTS = [
  'service',
  'shop',
  'cuocThiCutBanner',
  'blog',
  'banner',
  'media',
  'reward',
  'shineAngels',
  'salonAddress',
  'shineCare',
  'TopStylistOfMonth',
];
const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));

let database: Database;
/** Rows of a raw query (PGlite answers `{ rows }`, postgres-js an array of rows). */
async function rowsOf<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } & T[];
  return result.rows ?? [...result];
}
const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db, query);
const count = async (table: string) => Number((await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

/** Every text and jsonb column of the public schema. */
async function textColumns() {
  return rows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb') order by table_name, column_name`);
}

beforeAll(async () => {
  database = openPglite('memory://');
  await database.migrate();
  const started = performance.now();
  const result = await seedDemoData(database.db, { today: TODAY });
  console.info(`demo seed took ${Math.round(performance.now() - started)} ms`);
  expect(result).toEqual({ seeded: true });
});

afterAll(async () => {
  await database?.close();
});

describe('demo salons', () => {
  it('has at least 60 salons with ids 1..N, salon 24 among them, most in Hà Nội and TP. Hồ Chí Minh', async () => {
    const salons = await rows<{ id: number; province_id: number }>(sql`select id, province_id from salons order by id`);
    expect(salons.length).toBeGreaterThanOrEqual(60);
    expect(salons.map((s) => s.id)).toEqual(salons.map((_, i) => i + 1));
    expect(salons.some((s) => s.id === 24)).toBe(true);
    const perProvince = new Map<number, number>();
    for (const s of salons) perProvince.set(s.province_id, (perProvince.get(s.province_id) ?? 0) + 1);
    const ranked = [...perProvince].sort((a, b) => b[1] - a[1]).map(([p]) => p);
    expect(ranked.slice(0, 2).sort()).toEqual([1, 20]);
  });

  it('spreads salons over at least 10 provinces in all three regions', async () => {
    const provinces = await rows<{ id: number; region_id: number }>(sql`
      select distinct p.id, p.region_id from provinces p join salons s on s.province_id = p.id`);
    expect(provinces.length).toBeGreaterThanOrEqual(10);
    expect(new Set(provinces.map((p) => p.region_id))).toEqual(new Set([1, 2, 3]));
  });

  it('has exactly one salon opening in the future (today + 10), the others open already or undated', async () => {
    const future = await rows<{ opening_date: string }>(sql`select opening_date::text from salons where opening_date > ${TODAY}`);
    expect(future).toEqual([{ opening_date: addDays(TODAY, 10) }]);
  });

  it('places each salon in its district, with accent-free search text and local pictures', async () => {
    const salons = await rows<{
      name: string;
      address: string;
      search_text: string;
      lat: number;
      lng: number;
      dlat: number;
      dlng: number;
      images: string[];
      map_url: string;
    }>(sql`
      select s.name, s.address, s.search_text, s.latitude as lat, s.longitude as lng, d.latitude as dlat, d.longitude as dlng, s.images, s.map_url
      from salons s join districts d on d.id = s.district_id order by s.id`);
    for (const s of salons) {
      expect(Math.abs(s.lat - s.dlat)).toBeLessThan(0.005);
      expect(Math.abs(s.lng - s.dlng)).toBeLessThan(0.005);
      expect(s.search_text).toMatch(/^[a-z0-9 ,.-]+$/);
      expect(s.address.startsWith(`${s.name}, `)).toBe(true);
      expect(s.images[0]).toMatch(/^\/images\/demo\/salon-\d+\.webp$/);
      expect(s.map_url).toMatch(/^https:\/\/maps\.google\.com\/\?q=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    }
    expect(salons[0]).toMatchObject({ address: '346 Khâm Thiên, Đống Đa, Hà Nội' });
    expect(salons[0]?.search_text).toContain('kham thien');
  });

  it('closes one or two salons tomorrow with a message', async () => {
    const off = await rows<{ date: string; message: string }>(sql`select date::text, message from salon_days_off`);
    expect(off.length).toBeGreaterThanOrEqual(1);
    expect(off.length).toBeLessThanOrEqual(2);
    for (const o of off) expect(o).toEqual({ date: addDays(TODAY, 1), message: expect.stringContaining('Salon tạm nghỉ') });
  });
});

describe('demo staff and shifts', () => {
  it('gives every salon 6-12 active stylists and 2-4 skinners', async () => {
    const perSalon = await rows<{ id: number; stylists: number; skinners: number }>(sql`
      select s.id,
        count(*) filter (where st.role = 'stylist' and st.active)::int as stylists,
        count(*) filter (where st.role = 'skinner' and st.active)::int as skinners
      from salons s left join staff st on st.salon_id = s.id group by s.id`);
    for (const s of perSalon) {
      expect(s.stylists, `salon ${s.id}`).toBeGreaterThanOrEqual(6);
      expect(s.stylists, `salon ${s.id}`).toBeLessThanOrEqual(12);
      expect(s.skinners, `salon ${s.id}`).toBeGreaterThanOrEqual(2);
      expect(s.skinners, `salon ${s.id}`).toBeLessThanOrEqual(4);
    }
  });

  it('has stylists under and over 100 customers, ratings 4.3-5.0 and some masters', async () => {
    const [stats] = await rows<{ under100: number; over100: number; min_star: number; max_star: number; masters: number }>(sql`
      select count(*) filter (where total_customers < 100)::int as under100, count(*) filter (where total_customers > 100)::int as over100,
        min(rating_star) as min_star, max(rating_star) as max_star, count(*) filter (where is_master)::int as masters
      from staff where role = 'stylist'`);
    expect(stats?.under100).toBeGreaterThan(0);
    expect(stats?.over100).toBeGreaterThan(0);
    expect(stats?.min_star).toBeGreaterThanOrEqual(4.3);
    expect(stats?.max_star).toBeLessThanOrEqual(5);
    expect(stats?.masters).toBeGreaterThan(0);
  });

  it('schedules every active staff member on each of the next 14 days except one weekday off', async () => {
    const last = addDays(TODAY, 13);
    const shifts = await rows<{ staff_id: number; work_date: string; salon_opening: string | null; days: number }>(sql`
      select st.id as staff_id, h.opening_date::text as salon_opening, count(sh.id)::int as days, min(sh.work_date)::text as work_date
      from staff st join salons h on h.id = st.salon_id
      left join staff_shifts sh on sh.staff_id = st.id and sh.work_date between ${TODAY} and ${last}
      where st.active group by st.id, h.opening_date`);
    for (const s of shifts) {
      if (s.salon_opening && s.salon_opening > TODAY) {
        expect(s.work_date >= s.salon_opening, `staff ${s.staff_id} before opening`).toBe(true);
      } else {
        expect(s.days, `staff ${s.staff_id}`).toBe(12);
      }
    }
    const outside = await count(`staff_shifts where work_date < '${TODAY}' or work_date > '${last}'`);
    expect(outside).toBe(0);
  });

  it('keeps every open salon staffed from opening to closing every day', async () => {
    const gaps = await rows(sql`
      select s.id, d::date from salons s cross join generate_series(${TODAY}::date, ${addDays(TODAY, 13)}::date, '1 day') d
      where (s.opening_date is null or s.opening_date <= d::date)
        and (not exists (select 1 from staff_shifts sh join staff st on st.id = sh.staff_id and st.role = 'stylist'
                         where sh.salon_id = s.id and sh.work_date = d::date and sh.start_minute <= s.open_minute)
          or not exists (select 1 from staff_shifts sh join staff st on st.id = sh.staff_id and st.role = 'stylist'
                         where sh.salon_id = s.id and sh.work_date = d::date and sh.end_minute >= s.close_minute))`);
    expect(gaps).toEqual([]);
  });

  it('sends a few stylists to a neighbouring salon of the same province on some days', async () => {
    const away = await rows<{ n: number }>(sql`
      select count(*)::int as n from staff_shifts sh join staff st on st.id = sh.staff_id join salons home on home.id = st.salon_id
      join salons there on there.id = sh.salon_id where sh.salon_id <> st.salon_id and home.province_id = there.province_id`);
    const crossProvince = await count(`staff_shifts sh join staff st on st.id = sh.staff_id join salons a on a.id = st.salon_id
      join salons b on b.id = sh.salon_id where a.province_id <> b.province_id`);
    expect(away[0]?.n).toBeGreaterThan(0);
    expect(crossProvince).toBe(0);
  });

  it('ensureShifts is idempotent and extends the window', async () => {
    expect(await ensureShifts(database.db, { today: TODAY })).toBe(0);
    const before = await count('staff_shifts');
    const added = await ensureShifts(database.db, { today: TODAY, days: 15 });
    expect(added).toBeGreaterThan(0);
    expect(await count('staff_shifts')).toBe(before + added);
    await database.db.execute(sql`delete from staff_shifts where work_date = ${addDays(TODAY, 14)}`);
  });
});

describe('demo content', () => {
  it('has the 19 news articles, newest first', async () => {
    const news = await rows<{ id: number; published_at: string }>(sql`select id, published_at::text from news_articles order by published_at desc`);
    expect(news.map((n) => n.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it('has a home section for every layout of the spec, and banners for desktop and mobile', async () => {
    const sections = await rows<{ layout: string; sort: number; list: unknown[] }>(sql`select layout, sort, list from home_sections order by sort`);
    expect(new Set(sections.map((s) => s.layout))).toEqual(new Set(HOME_LAYOUTS));
    for (const s of sections.filter((x) => !['banner', 'cuocThiCutBanner'].includes(x.layout))) expect(s.list.length, s.layout).toBeGreaterThan(0);
    const banners = await rows<{ link: string; link_mobile: string; add_on: unknown; redirect_link: string | null }>(
      sql`select * from banners where page_id = 1 and placement_id = 1`,
    );
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.some((b) => JSON.stringify(b.add_on)?.includes('youtube'))).toBe(true);
    expect(banners.map((b) => b.redirect_link)).toEqual(expect.arrayContaining(['/booking', '/reward']));
    const priced = await count(`home_sections where text_inside_banner = 'Giá từ 70.000 VNĐ'`);
    expect(priced).toBe(1);
  });

  it('has the catalogue cases the booking flow needs', async () => {
    expect(await count('services where discontinued')).toBeGreaterThan(0);
    expect(await count('services where parent_service_id is not null')).toBeGreaterThan(0);
    expect(await count('service_categories where is_other')).toBe(1);
    const special = await rows<{ date: string }>(sql`select distinct date::text from service_special_day_prices`);
    for (const s of special) expect(s.date > TODAY && s.date <= addDays(TODAY, 13)).toBe(true);
    const rules = await rows<{ rule_type: string }>(sql`select distinct rule_type from service_suggest_rules`);
    expect(new Set(rules.map((r) => r.rule_type))).toEqual(new Set(['equals', 'regex', 'default']));
    const guides = await rows<{ guide: string[] }>(sql`select guide from guide_screens where step = 5`);
    expect(guides[0]?.guide.every((g) => g.includes('@@@'))).toBe(true);
  });

  it('has running, private and expired campaigns with their codes', async () => {
    const codes = await rows<{ code: string }>(sql`select code from campaign_codes`);
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(['SHINE50K', 'CHAOBANMOI', 'GENZ40']));
    expect(await count(`campaigns where end_date < '${TODAY}'`)).toBe(1);
    expect(await count(`campaigns where start_date <= '${TODAY}' and end_date >= '${TODAY}' and not is_public`)).toBeGreaterThan(0);
    expect(await count('rewards')).toBeGreaterThanOrEqual(8);
  });

  it('has customers with valid mobile numbers and completed past bookings that never overlap', async () => {
    const phones = await rows<{ phone: string }>(sql`select phone from customers`);
    expect(phones.length).toBeGreaterThanOrEqual(25);
    for (const p of phones) expect(p.phone).toMatch(/^0(3[2-9]|7[06-9]|8[1-689]|9[013467-8])\d{7}$/);
    const bookings = await rows<{ status: string; date_book: string; local_minute: number }>(sql`
      select status, date_book::text, extract(hour from start_at at time zone 'Asia/Ho_Chi_Minh')::int * 60
        + extract(minute from start_at at time zone 'Asia/Ho_Chi_Minh')::int as local_minute from bookings where date_book < ${TODAY}`);
    expect(bookings.length).toBeGreaterThan(0);
    for (const b of bookings) {
      expect(b.status).toBe('completed');
      // the last 60 days (haircut history), and up to 170 days for the visits that earned members their tier
      expect(b.date_book >= addDays(TODAY, -170) && b.date_book < TODAY).toBe(true);
      expect(b.local_minute).toBeGreaterThanOrEqual(510);
      expect((b.local_minute - 510) % 20).toBe(0);
    }
    const overlaps = await count(`bookings a join bookings b on a.stylist_id = b.stylist_id and a.id < b.id
      and tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)`);
    expect(overlaps).toBe(0);
    expect(await count(`booking_images b join bookings k on k.id = b.booking_id where b.kind = 'final' and k.date_book < '${TODAY}'`)).toBe(bookings.length);
  });

  it("has each open salon's day in progress at 10:00: paid, finished, in the cut, in the wash, checked in, booked later", async () => {
    const local = (col: string) =>
      `(extract(hour from ${col} at time zone 'Asia/Ho_Chi_Minh') * 60 + extract(minute from ${col} at time zone 'Asia/Ho_Chi_Minh'))::int`;
    const visits = await rows<{
      salon_id: number;
      stage: string;
      status: string;
      start: number;
      checked_in: number | null;
      paid: number | null;
      invoice: string | null;
      customer_id: number | null;
    }>(
      sql.raw(`
      select b.salon_id, coalesce(v.stage, 'booked') as stage, b.status, ${local('b.start_at')} as start, ${local('v.checked_in_at')} as checked_in,
        ${local('v.paid_at')} as paid, p.invoice_number as invoice, b.customer_id
      from bookings b left join visits v on v.booking_id = b.id left join visit_payments p on p.booking_id = b.id
      where b.date_book = '${TODAY}'`),
    );
    const open = await rows<{ id: number }>(sql`select id from salons where opening_date is null or opening_date <= ${TODAY}`);
    const statusOf = {
      booked: 'confirmed',
      checked_in: 'checked_in',
      wash: 'in_service',
      cut: 'in_service',
      finished: 'completed',
      paid: 'completed',
    } as Record<string, string>;
    for (const { id } of open) {
      const mine = visits.filter((v) => v.salon_id === id);
      const n = (stage: string) => mine.filter((v) => v.stage === stage).length;
      expect(n('paid'), `salon ${id}`).toBeGreaterThanOrEqual(1);
      expect(n('paid'), `salon ${id}`).toBeLessThanOrEqual(3);
      expect(n('cut'), `salon ${id}`).toBeGreaterThanOrEqual(1);
      expect(n('booked'), `salon ${id}`).toBeGreaterThanOrEqual(3);
      for (const v of mine) {
        expect(v.status).toBe(statusOf[v.stage]);
        expect(v.customer_id).not.toBeNull();
        if (v.stage === 'booked') expect(v.start).toBeGreaterThan(600);
        else {
          expect(v.start).toBeGreaterThanOrEqual(510);
          expect(v.start).toBeLessThanOrEqual(585);
          expect(v.checked_in).toBeLessThan(600);
        }
        if (v.stage === 'paid') expect(v.invoice).toMatch(new RegExp(`^C26TSH-${String(id).padStart(3, '0')}-0000000[1-3]$`));
      }
    }
    // The demo salon of the README's logins shows every stage (it has three early stylists today).
    expect(new Set(visits.filter((v) => v.salon_id === 1).map((v) => v.stage))).toEqual(new Set(['paid', 'finished', 'cut', 'wash', 'checked_in', 'booked']));
    const anyStylist = await rows<{ salon_id: number }>(
      sql`select distinct salon_id from bookings where date_book = ${TODAY} and auto_assigned and status = 'confirmed'`,
    );
    expect(anyStylist.map((r) => r.salon_id)).toContain(1);
    expect(anyStylist.length).toBeGreaterThan(open.length / 2);
    const busiest = await rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where date_book = ${TODAY} group by salon_id order by n desc limit 1`,
    );
    expect(busiest[0]?.n).toBeGreaterThanOrEqual(8);
    // One booking of today per customer: check-in by phone finds exactly one.
    expect(await count(`(select customer_id from bookings where date_book = '${TODAY}' group by customer_id having count(*) > 1) x`)).toBe(0);
    expect(await count(`invoice_counters`)).toBe(open.length);
  });

  it('links to no made-up host: the only outside addresses are salon map links (issue 27 item 8)', async () => {
    const hosts = new Set<string>();
    for (const c of await textColumns()) {
      const values = await rows<{ v: string }>(
        sql.raw(`select "${c.column_name}"::text as v from "${c.table_name}" where "${c.column_name}"::text ~* 'https?://'`),
      );
      for (const { v } of values)
        for (const m of v.matchAll(/https?:\/\/([^/\s"'<>)\\]+)/gi)) hosts.add(`${m[1]!.toLowerCase()} (${c.table_name}.${c.column_name})`);
    }
    expect([...hosts]).toEqual(['maps.google.com (salons.map_url)']);
  });

  it('makes each news item an article of ours: its own published page, the press outlet named where it came from (issue 27 item 8)', async () => {
    const news = await rows<{ id: number; title: string; link: string; source: string | null; source_url: string | null; logo_blog: string | null }>(
      sql`select id, title, link, source, source_url, logo_blog from news_articles order by id`,
    );
    const pages = await rows<{ path: string; title: string; kind: string; status: string; body: string }>(
      sql`select path, title, kind, status, body from content_pages where path like '/tin-tuc/%'`,
    );
    const byPath = new Map(pages.map((p) => [p.path, p]));
    for (const n of news) {
      expect(n.link, `news ${n.id}`).toMatch(/^\/tin-tuc\/[a-z0-9-]+$/);
      expect(byPath.get(n.link), n.link).toMatchObject({ title: n.title, kind: 'news', status: 'published' });
      expect(byPath.get(n.link)!.body.length, n.link).toBeGreaterThan(400);
      // A press logo only beside the outlet's name; no original article address that does not exist.
      expect(n.logo_blog === null, `news ${n.id}`).toBe(n.source === null);
      expect(n.source_url, `news ${n.id}`).toBeNull();
    }
    expect(news.filter((n) => n.source !== null).length).toBeGreaterThan(5);
    expect(news.filter((n) => n.source === null).length).toBeGreaterThan(2);
  });

  it("speaks to the reader as 'anh', never 'bạn', in every page, post and news text (issue 27 item 15)", async () => {
    const texts = await rows<{ at: string; text: string }>(sql`
      select path as at, title || ' ' || description || ' ' || body as text from content_pages
      union all select '/discovers/' || id, title || ' ' || summary || ' ' || array_to_string(body, ' ') from discover_posts
      union all select 'news ' || id, title from news_articles`);
    expect(texts.length).toBeGreaterThan(150);
    // 'bạn bè' (friends) speaks of others, not to the reader.
    const addressed = texts.filter((t) => /(?<!\p{L})bạn(?!\p{L})(?! bè)/iu.test(t.text)).map((t) => t.at);
    expect(addressed).toEqual([]);
  });

  it('gives every content page, discover post and news article a title of its own (issue 27 item 15)', async () => {
    const titles = await rows<{ at: string; title: string }>(sql`
      select path as at, title from content_pages where status = 'published'
      union all select '/discovers/' || id, title from discover_posts`);
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const { at, title } of titles) {
      const key = title.trim().toLowerCase();
      if (seen.has(key)) shared.push(`${seen.get(key)} = ${at}: ${title}`);
      else seen.set(key, at);
    }
    expect(shared).toEqual([]);
  });

  it('refers only to demo pictures drawn in public/ (the build ships each as WebP)', async () => {
    const paths = new Set<string>();
    for (const c of await textColumns()) {
      const values = await rows<{ v: string }>(
        sql.raw(`select "${c.column_name}"::text as v from "${c.table_name}" where "${c.column_name}"::text like '%/images/%'`),
      );
      for (const { v } of values) for (const m of v.matchAll(/\/images\/[\w./-]+/g)) paths.add(m[0]);
    }
    expect(paths.size).toBeGreaterThan(50);
    for (const p of paths) {
      expect(p).toMatch(/^\/images\/(demo|collections)\/[\w-]+\.webp$/);
      expect(existsSync(`${publicDir}${svgSource(p)}`), p).toBe(true);
    }
  });
});

describe('seeding again', () => {
  it('does nothing on a database that already has salons', async () => {
    const before = await Promise.all(['salons', 'staff', 'customers', 'bookings', 'staff_shifts'].map(count));
    expect(await seedDemoData(database.db, { today: TODAY })).toEqual({ seeded: false });
    expect(await Promise.all(['salons', 'staff', 'customers', 'bookings', 'staff_shifts'].map(count))).toEqual(before);
  });

  it('gives identical rows on a fresh database for the same date', async () => {
    const other = openPglite('memory://');
    try {
      await other.migrate();
      await seedDemoData(other.db, { today: TODAY });
      for (const query of [
        'select * from salons order by id',
        'select * from staff order by id',
        'select staff_id, salon_id, work_date, start_minute, end_minute from staff_shifts order by staff_id, work_date',
        'select phone, name, member_type, account_balance from customers order by phone',
        'select * from campaigns order by id',
      ]) {
        const mine = await rowsOf(database.db, sql.raw(query));
        const theirs = await rowsOf(other.db, sql.raw(query));
        expect(theirs, query).toEqual(mine);
      }
    } finally {
      await other.close();
    }
    // A whole second chain: about 10 s alone, several times that on a loaded machine. The limit only stops a hung run.
  }, 600_000);
});
