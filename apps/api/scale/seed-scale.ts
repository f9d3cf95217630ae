// `npm run seed:scale`: fills the PostgreSQL database of DATABASE_URL with a chain of the size of issue 29
// (296 salons, ~3,500 staff, 1M customers, 10.1M past visits, 3M ratings, 2M Style Master votes, top-ups),
// on top of the demo chain (so every demo id the screens and the bench use exists), in set-based SQL.
// SCALE (default 1) multiplies the customers and the history; salons and staff are always the chain's.
// Then it times the daily membership pass at that size. Run it once on an empty database:
//   createdb -h 127.0.0.1 -U postgres shine_scale
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shine_scale SCALE=0.25 npm run seed:scale
import postgres from 'postgres';
import { zonedToday } from '@shine/shared';
import { openPostgres } from '../src/db/client.ts';
import { ensureShifts, seedDemoData } from '../src/db/seed/index.ts';
import { runMembershipDay } from '../src/modules/membership/daily.ts';
import { loadConfig } from '../src/config.ts';
import { systemClock } from '../src/lib/clock.ts';
import { CHAIN, chainSize } from './chain-size.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('seed:scale needs DATABASE_URL (a PostgreSQL database of its own, never the test one)');
const scale = Number(process.env.SCALE ?? 1);
if (!(scale > 0 && scale <= 1)) throw new Error(`SCALE must be in (0, 1], got ${process.env.SCALE}`);
const size = chainSize(scale);
const today = zonedToday(systemClock.now());
const BATCH = 1_000_000;

const database = openPostgres(url, 4);
// One connection for the whole run, never recycled: the temp tables below live on it (postgres.js would
// otherwise replace it after 30-60 minutes, which a full-size run under load outlasts).
const pg = postgres(url, { max: 1, onnotice: () => {}, max_lifetime: null, idle_timeout: 0 });
/** SCALE_RESUME=1: a run that stopped during the past visits goes on from the visits already there. */
const resume = process.env.SCALE_RESUME === '1';
const started = Date.now();
const timings: [string, number][] = [];

async function step(name: string, run: () => Promise<unknown>) {
  const t0 = Date.now();
  await run();
  const ms = Date.now() - t0;
  timings.push([name, ms]);
  console.info(`${name.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
}

/** Columns of a table in order, each either copied from the source row `s` or replaced by an expression. */
async function columnList(table: string, replace: Record<string, string>) {
  const cols = await pg<{ column_name: string }[]>`
    select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`;
  const names = cols.map((c) => c.column_name);
  return { names: names.join(', '), values: names.map((n) => replace[n] ?? `s.${n}`).join(', ') };
}

const count = async (table: string, where = 'true') => Number((await pg.unsafe(`select count(*)::bigint as n from ${table} where ${where}`))[0]!.n);

await database.migrate();
if (!resume && (await count('customers')) > 0 && (await count('salons', 'id > 1000')) > 0)
  throw new Error('this database already holds a scale chain: seed an empty one');
console.info(`seed:scale at SCALE=${scale} into ${new URL(url).pathname.slice(1)}: ${JSON.stringify(size)}`);

if (!resume) await step('demo chain', () => seedDemoData(database.db, { today }));
// On a resumed run, the demo chain's last ids are those below the scale rows (salons from 1001, customers 'Khách n').
const demo = resume
  ? (
      await pg`select (select max(id) from salons where id < 1000) as salons, (select min(id) - 1 from staff where salon_id > 1000) as staff,
      (select min(id) - 1 from customers where name like 'Khách %') as customers,
      (select max(id) from bookings where customer_id < (select min(id) from customers where name like 'Khách %')) as bookings, (select max(id) from style_master_posts) as posts`
    )[0]!
  : (
      await pg`select (select max(id) from salons) as salons, (select max(id) from staff) as staff, (select max(id) from customers) as customers, (select max(id) from bookings) as bookings, (select max(id) from style_master_posts) as posts`
    )[0]!;
const demoSalons = Number(demo.salons);

// Bulk rows skip the counters' row triggers; rebuild_history_counters() recounts them all at the end. Nobody's
// history answer is kept yet, so the customers' history versions need no counting up (migration 0033).
await pg`alter table ratings disable trigger ratings_count_month`;
await pg`alter table bookings disable trigger bookings_count_month_ratings`;
await pg`alter table ratings disable trigger ratings_history`;
await pg`alter table bookings disable trigger bookings_history_insert`;
await pg`alter table style_master_votes disable trigger style_master_votes_count`;

if (!resume)
  await step(`salons to ${CHAIN.salons} (copies of the demo ones)`, async () => {
    const { names, values } = await columnList('salons', {
      id: '1000 + g',
      name: `s.name || ' ' || (1 + (g - 1) / ${demoSalons})`,
      search_text: `s.search_text || ' ' || (1 + (g - 1) / ${demoSalons})`,
      newly_opened: 'false',
      opening_date: `'2020-01-01'::date`,
      active: 'true',
    });
    await pg.unsafe(`insert into salons (${names})
    select ${values} from generate_series(1, ${CHAIN.salons - demoSalons}) g
    join salons s on s.id = 1 + (g - 1) % ${demoSalons} and s.active`);
  });

if (!resume)
  await step(`staff to ~${CHAIN.staff} (each copy with its salon's team)`, async () => {
    const { names, values } = await columnList('staff', { id: `${demo.staff} + row_number() over (order by x.id, s.id)`, salon_id: 'x.id' });
    await pg.unsafe(`insert into staff (${names})
    select ${values} from salons x join staff s on s.salon_id = 1 + (x.id - 1001) % ${demoSalons}
    where x.id > 1000`);
  });

if (!resume) await step('shifts of every salon (14 days)', () => ensureShifts(database.db, { today }));

if (!resume)
  await step(`customers (${size.customers.toLocaleString('en')})`, async () => {
    // Phones 09xxxxxxxx not already in the demo; created over the last 3 years.
    await pg.unsafe(`insert into customers (phone, name, agree_protect_personal_info, created_at)
    select '09' || lpad((10000000 + g * 7)::text, 8, '0'), 'Khách ' || g, true, now() - (random() * 1095) * interval '1 day'
    from generate_series(1, ${size.customers}) g
    on conflict (phone) do nothing`);
  });

const range = (await pg`select min(id) as lo, max(id) as hi from customers where id > ${demo.customers}`)[0]!;
const lo = Number(range.lo);
const customerCount = Number(range.hi) - lo + 1;

await pg.unsafe(`create temp table scale_stylists as
  select salon_id, id, (row_number() over (partition by salon_id order by id) - 1)::int as k, count(*) over (partition by salon_id)::int as n
  from staff where role = 'stylist' and active`);
await pg.unsafe(
  `create temp table scale_salons as select row_number() over (order by id)::int - 1 as k, id, count(*) over ()::int as n from salons where active and id in (select salon_id from scale_stylists)`,
);
await pg.unsafe('create index on scale_stylists (salon_id, k)');
await pg.unsafe('analyze scale_stylists, scale_salons');

const already = resume ? Number((await pg`select count(*)::bigint as n from bookings where customer_id >= ${lo}`)[0]!.n) : 0;
if (resume) console.info(`resuming after ${already.toLocaleString('en')} past visits`);
for (let done = already; done < size.bookings; done += BATCH) {
  const n = Math.min(BATCH, size.bookings - done);
  await step(`past visits ${(done + n).toLocaleString('en')} / ${size.bookings.toLocaleString('en')}`, () =>
    // Half the visits are the loyal third's (about 20 in two years each, the others about 5), mostly to their own salon;
    // any day of the last two years, on the 20-minute grid from 08:30; 86% completed, 6% canceled, 4% no-show.
    pg.unsafe(`insert into bookings (customer_id, phone, salon_id, stylist_id, date_book, start_at, end_at, hour_id, status, total_price, old_total_price, created_at, updated_at)
      select c.id, c.phone, st.salon_id, st.id, v.day, v.start_at, v.start_at + interval '40 minutes', v.slot + 1, v.status, v.price, v.price,
             v.start_at - interval '2 days', v.start_at + interval '1 hour'
      from (
        select x.*, (x.day + make_interval(mins => 510 + 20 * x.slot)) at time zone 'Asia/Ho_Chi_Minh' as start_at,
               (case when x.r < 0.86 then 'completed' when x.r < 0.92 then 'canceled' when x.r < 0.96 then 'no_show' else 'expired' end) as status
        from (
          -- offset 0: a fence, so that each row draws its random values once (pulled up, the planner would
          -- move the draws into the join conditions and draw again for every row compared)
          select ${lo} + floor(case when random() < 0.5 then ${customerCount} else ${Math.ceil(customerCount / 3)} end * random())::int as customer,
                 random() as home, random() as pick_salon, random() as pick_stylist, random() as r,
                 current_date - 1 - floor(random() * 730)::int as day, floor(random() * 36)::int as slot,
                 (80 + floor(random() * 32)::int * 10) * 1000 as price
          from generate_series(1, ${n})
          offset 0
        ) x
      ) v
      join customers c on c.id = v.customer
      join scale_salons sa on sa.k = (case when v.home < 0.8 then c.id % sa.n else floor(v.pick_salon * sa.n)::int end)
      join scale_stylists st on st.salon_id = sa.id and st.k = floor(v.pick_stylist * st.n)::int`),
  );
}

await step(`ratings (~${size.ratings.toLocaleString('en')})`, async () => {
  const completed = await count('bookings', `status = 'completed' and id > ${demo.bookings}`);
  const share = Math.min(1, size.ratings / Math.max(1, completed));
  await pg.unsafe(`insert into ratings (booking_id, customer_id, stars, created_at)
    select id, customer_id, (case when r < 0.62 then 5 when r < 0.86 then 4 when r < 0.95 then 3 when r < 0.98 then 2 else 1 end), end_at + interval '3 hours'
    from (select id, customer_id, end_at, random() as r, random() as keep from bookings where status = 'completed' and id > ${demo.bookings} offset 0) b
    where keep < ${share}`);
});

await step(`style master posts (${size.posts}) and votes (~${size.votes.toLocaleString('en')})`, async () => {
  const { names, values } = await columnList('style_master_posts', {
    id: `${demo.posts} + g`,
    stylist_id: `(select id from scale_stylists where salon_id = (select id from scale_salons where k = g % scale_salons.n limit 1) order by id limit 1)`,
    created_at: `now() - (random() * 365) * interval '1 day'`,
    likes: '0',
    contest_likes: '0',
  });
  await pg.unsafe(`insert into style_master_posts (${names})
    select ${values} from generate_series(1, ${size.posts}) g
    join (select *, row_number() over (order by id)::int - 1 as k, count(*) over ()::int as n from style_master_posts) s on s.k = g % s.n`);
  // Popular posts get most votes; each voter once per post; a vote between the post and now. Customer ids have
  // gaps where a generated phone was a demo one (on conflict do nothing): a draw into a gap casts no vote.
  await pg.unsafe(`insert into style_master_votes (post_id, customer_id, created_at)
    select p.id, v.customer, p.created_at + random() * (now() - p.created_at)
    from (select floor((select count(*) from style_master_posts) * power(random(), 2))::int as k, ${lo} + floor(random() * ${customerCount})::int as customer
          from generate_series(1, ${size.votes}) offset 0) v
    join (select id, created_at, row_number() over (order by id)::int - 1 as k from style_master_posts) p on p.k = v.k
    join customers c on c.id = v.customer
    on conflict do nothing`);
});

await step('top-ups: paid packages and amounts, ledger, wallets', async () => {
  // 6% bought a package in the last year (its visits expire after its validity), 3% topped up an amount.
  await pg.unsafe(`insert into payment_orders (customer_id, kind, package_id, amount, visits, bonus_visits, validity_days, status, gateway, created_at, confirmed_at)
    select c.id, 'package', p.id, p.price, p.visits, p.bonus_visits, p.validity_days, 'paid', 'sandbox', c.at, c.at + interval '1 minute'
    from (select id, now() - (random() * 365) * interval '1 day' as at, random() as r, random() as buys from customers where id >= ${lo} offset 0) c
    join (select id, price, visits, bonus_visits, validity_days, row_number() over (order by id)::int - 1 as k, count(*) over ()::int as n from topup_packages where active) p
      on p.k = floor(c.r * p.n)::int
    where c.buys < 0.06`);
  await pg.unsafe(`insert into payment_orders (customer_id, kind, amount, status, gateway, created_at, confirmed_at)
    select c.id, 'amount', (5 + floor(c.r * 50)::int) * 10000, 'paid', 'sandbox', c.at, c.at + interval '1 minute'
    from (select id, now() - (random() * 365) * interval '1 day' as at, random() as r, random() as buys from customers where id >= ${lo} offset 0) c
    where c.buys < 0.03`);
  await pg.unsafe(`insert into ledger_entries (customer_id, kind, amount, visits, order_id, expires_at, created_at)
    select customer_id, case kind when 'package' then 'package_granted' else 'topup_credit' end,
           case kind when 'package' then 0 else amount end, visits + bonus_visits, id,
           case kind when 'package' then confirmed_at + validity_days * interval '1 day' end, confirmed_at
    from payment_orders where customer_id >= ${lo} and status = 'paid'`);
  await pg.unsafe(`update customers c set account_balance = l.amount, package_visits = l.visits
    from (select customer_id, sum(amount)::int as amount, sum(visits)::int as visits from ledger_entries where customer_id >= ${lo} group by customer_id) l
    where c.id = l.customer_id`);
});

await pg`alter table ratings enable trigger ratings_count_month`;
await pg`alter table bookings enable trigger bookings_count_month_ratings`;
await pg`alter table ratings enable trigger ratings_history`;
await pg`alter table bookings enable trigger bookings_history_insert`;
await pg`alter table style_master_votes enable trigger style_master_votes_count`;
await step('history counters (rebuild_history_counters)', () => pg`select rebuild_history_counters()`);
await step('analyze', () => pg`analyze`);

// The daily membership pass at this size, timed: every tier from 6 months of spend, then the expiries.
const config = loadConfig({ ...process.env, NODE_ENV: 'development', DATABASE_URL: url, LOG_LEVEL: 'silent' });
let tierPass: unknown;
await step('daily membership pass (tiers + expiries)', async () => {
  await pg`delete from daily_job_runs`;
  tierPass = await runMembershipDay({ db: database.db, clock: systemClock, config });
});
console.info('membership pass:', JSON.stringify(tierPass));

const totals = await pg`select (select count(*) from salons) as salons, (select count(*) from staff) as staff, (select count(*) from customers) as customers,
  (select count(*) from bookings) as bookings, (select count(*) from ratings) as ratings, (select count(*) from style_master_votes) as votes,
  (select count(*) from ledger_entries) as ledger`;
console.info('rows:', JSON.stringify(totals[0]));
console.info(`seed:scale done in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
await pg.end();
await database.close();
