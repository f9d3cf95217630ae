import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRequests, jobApplications, messageOutbox, teamNotifications } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers.ts';
import { multipart, smallDocx, smallPdf, solvedAltcha } from './recruitment-fixtures.ts';

// Franchise (connect2), partner (connect) and job application forms (issue 15), with the real limits:
// submissions per address per hour and per phone per day. Each test speaks from its own address.

let t: Awaited<ReturnType<typeof createTestApp>>;
const cvDir = mkdtempSync(path.join(tmpdir(), 'shine-cv-'));
let address = 0;
const nextIp = () => `10.15.${++address}.1`;
let phoneSeq = 0;
/** A valid mobile number not used by another test. */
const nextPhone = () => `0912${String(100_000 + ++phoneSeq).slice(-6)}`;

beforeAll(async () => {
  // Lower than the defaults (10 per address, 5 per phone) only to keep the suite short.
  t = await createTestApp({
    env: { CV_DIR: cvDir, TEAM_NOTIFY_EMAIL: 'phattrien@shine.vn', LIMIT_FORMS_PER_IP_PER_HOUR: '4', LIMIT_FORMS_PER_PHONE_PER_DAY: '4' },
  });
});
afterAll(() => t.close());

const franchise = (over: Record<string, unknown> = {}) => ({
  name: 'Nguyễn Văn An',
  phone: nextPhone(),
  email: 'an.nguyen@gmail.com',
  province: 'Cần Thơ',
  area: 'Phường Ninh Kiều, mặt tiền đường 30/4',
  budget: '1b-2b',
  experience: 'business',
  message: 'Tôi có mặt bằng 120 m², muốn mở salon đầu năm sau.',
  consent: true,
  ...over,
});
const partner = (over: Record<string, unknown> = {}) => ({
  company: 'Công ty TNHH Gôm Việt',
  name: 'Trần Thị Bình',
  phone: nextPhone(),
  email: 'binh@gomviet.vn',
  field: 'supply',
  proposal: 'Cung cấp sáp vuốt tóc sản xuất tại Việt Nam cho toàn bộ salon, chiết khấu 20%.',
  consent: true,
  ...over,
});

async function post(url: string, body: Record<string, unknown>, ip = nextIp()) {
  const altcha = 'altcha' in body ? body.altcha : await solvedAltcha(t.app);
  const res = await t.app.inject({ method: 'POST', url, payload: { ...body, altcha }, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
}

async function apply(slug: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1], ip = nextIp()) {
  const altcha = fields.altcha ?? (await solvedAltcha(t.app));
  const { payload, headers } = multipart({ ...fields, altcha }, file);
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/recruitment/jobs/${slug}/apply`, payload, headers, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
}
const applicant = (over: Record<string, string> = {}) => ({
  name: 'Lê Minh Tuấn',
  phone: nextPhone(),
  experience: '1-3y',
  message: 'Tôi làm stylist 2 năm ở Đà Nẵng.',
  consent: 'true',
  ...over,
});
const pdf = () => ({ name: 'cv-le-minh-tuan.pdf', type: 'application/pdf', bytes: smallPdf() });

const rowsOf = (phone: string) => t.db.select().from(connectRequests).where(eq(connectRequests.phone, phone));
const cvFiles = () => readdirSync(cvDir);

describe('connect2: franchise request', () => {
  it('stores it as new, answers a reference, acknowledges it by message and notifies the team', async () => {
    const body = franchise();
    const res = await post('/api/v1/sti-connects/connect2', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ reference: expect.stringMatching(/^NQ-[0-9A-Z]{6}$/), duplicate: false });
    const [row] = await rowsOf(body.phone as string);
    expect(row).toMatchObject({
      kind: 'franchise',
      status: 'new',
      reference: res.body.data.reference,
      province: 'Cần Thơ',
      budget: '1b-2b',
      experience: 'business',
    });
    const [note] = await t.db.select().from(teamNotifications).where(eq(teamNotifications.reference, res.body.data.reference));
    expect(note).toMatchObject({ topic: 'franchise', recipient: 'phattrien@shine.vn', readAt: null });
    expect(note!.subject).toContain('Nguyễn Văn An - Cần Thơ');
    expect(note!.body).toContain('Vốn dự kiến: 1 - 2 tỷ đồng');
    const [sent] = await t.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.phone, body.phone as string));
    expect(sent!.body).toBe(
      `Shine đã nhận yêu cầu nhượng quyền của anh/chị, mã ${res.body.data.reference}. Bộ phận phát triển đối tác sẽ gọi lại trong 2 ngày làm việc.`,
    );
    expect(sent!.purpose).toBe('ack.franchise');
  });

  it.each([
    ['name', { name: '' }, 'Vui lòng nhập họ và tên.'],
    ['name', { name: 'An 123' }, 'Họ và tên chỉ gồm chữ cái và khoảng trắng, từ 2 đến 50 ký tự.'],
    ['phone', { phone: '' }, 'Vui lòng nhập số điện thoại.'],
    ['phone', { phone: '091234' }, 'Vui lòng nhập đủ 10 số điện thoại.'],
    ['phone', { phone: '0102345678' }, 'Số điện thoại không hợp lệ: 10 số, bắt đầu bằng 0 và đúng đầu số di động (ví dụ 0905 939 123).'],
    ['email', { email: 'an.nguyen@' }, 'Email không hợp lệ (ví dụ ten@congty.vn).'],
    ['province', { province: 'Bình Dương' }, 'Vui lòng chọn tỉnh/thành phố (34 tỉnh, thành mới).'],
    ['area', { area: '   ' }, 'Vui lòng nhập khu vực dự kiến mở salon.'],
    ['area', { area: 'x'.repeat(201) }, 'Khu vực dự kiến tối đa 200 ký tự.'],
    ['budget', { budget: '10b' }, 'Vui lòng chọn mức vốn dự kiến.'],
    ['experience', { experience: undefined }, 'Vui lòng chọn kinh nghiệm của anh/chị.'],
    ['message', { message: 'x'.repeat(1001) }, 'Lời nhắn tối đa 1000 ký tự.'],
    ['consent', { consent: false }, 'Vui lòng đồng ý để Shine lưu thông tin và liên hệ với anh/chị.'],
    ['altcha', { altcha: '' }, 'Đang xác minh chống spam, vui lòng đợi vài giây rồi gửi lại.'],
    ['altcha', { altcha: Buffer.from('{"number":1}').toString('base64') }, 'Xác minh chống spam đã hết hạn, vui lòng gửi lại.'],
  ])('refuses a bad %s with its message next to it, nothing stored', async (field, over, message) => {
    const body = franchise(over);
    const res = await post('/api/v1/sti-connects/connect2', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: field, message }] });
    expect(await rowsOf(body.phone as string)).toHaveLength(0);
  });

  it('reports every bad field at once', async () => {
    const res = await post('/api/v1/sti-connects/connect2', franchise({ name: '', email: 'x', consent: false }));
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['consent', 'email', 'name']);
    expect(res.body.message).toBe('Vui lòng kiểm tra lại các ô được đánh dấu.');
  });

  it('the same request twice within a minute is one record with one reference', async () => {
    const body = franchise();
    const first = await post('/api/v1/sti-connects/connect2', body);
    const again = await post('/api/v1/sti-connects/connect2', body);
    expect(again.body.data).toEqual({ reference: first.body.data.reference, duplicate: true });
    expect(await rowsOf(body.phone as string)).toHaveLength(1);
    t.clock.advance(61_000);
    const later = await post('/api/v1/sti-connects/connect2', body);
    expect(later.body.data.duplicate).toBe(false);
    expect(await rowsOf(body.phone as string)).toHaveLength(2);
  });

  it('a solved captcha opens one submission only', async () => {
    const altcha = await solvedAltcha(t.app);
    expect((await post('/api/v1/sti-connects/connect2', franchise({ altcha }))).status).toBe(200);
    const replay = await post('/api/v1/sti-connects/connect2', franchise({ altcha }));
    expect(replay.status).toBe(400);
    expect(replay.body.issues).toEqual([{ path: 'altcha', message: 'Xác minh chống spam đã hết hạn, vui lòng gửi lại.' }]);
  });

  it('a filled honeypot gets an answer, but nothing is stored or sent', async () => {
    const body = franchise({ website: 'http://spam.example' });
    const res = await post('/api/v1/sti-connects/connect2', body);
    expect(res.status).toBe(200);
    expect(await rowsOf(body.phone as string)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(messageOutbox)
        .where(eq(messageOutbox.phone, body.phone as string)),
    ).toHaveLength(0);
  });

  it('holds a phone to its daily limit, whatever the address', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 4; i++) expect((await post('/api/v1/sti-connects/connect2', franchise({ phone, area: `Khu vực ${i + 1}` }))).status).toBe(200);
    const sixth = await post('/api/v1/sti-connects/connect2', franchise({ phone, area: 'Khu vực 5' }));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Anh/chị đã gửi quá nhiều yêu cầu, vui lòng thử lại sau.' });
    expect(await rowsOf(phone)).toHaveLength(4);
  });

  it('holds an address to its hourly limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) expect((await post('/api/v1/sti-connects/connect2', franchise(), ip)).status).toBe(200);
    const body = franchise();
    const over = await post('/api/v1/sti-connects/connect2', body, ip);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Anh/chị đã gửi quá nhiều yêu cầu, vui lòng thử lại sau.' });
    expect(await rowsOf(body.phone as string)).toHaveLength(0);
  });
});

describe('connect: partner / advertising proposal', () => {
  it('stores it, answers an HT reference and notifies the team', async () => {
    const body = partner();
    const res = await post('/api/v1/sti-connects/connect', body);
    expect(res.status).toBe(200);
    expect(res.body.data.reference).toMatch(/^HT-[0-9A-Z]{6}$/);
    const [row] = await rowsOf(body.phone as string);
    expect(row).toMatchObject({ kind: 'partner', status: 'new', company: 'Công ty TNHH Gôm Việt', field: 'supply', province: null });
    const [note] = await t.db.select().from(teamNotifications).where(eq(teamNotifications.reference, res.body.data.reference));
    expect(note!.subject).toBe(`[Hợp tác] ${res.body.data.reference} Công ty TNHH Gôm Việt - cung cấp sản phẩm, thiết bị`);
  });

  it.each([
    ['company', { company: '' }, 'Vui lòng nhập tên công ty hoặc thương hiệu.'],
    ['name', { name: 'B' }, 'Họ và tên chỉ gồm chữ cái và khoảng trắng, từ 2 đến 50 ký tự.'],
    ['phone', { phone: '+84 0912' }, 'Vui lòng nhập đủ 10 số điện thoại.'],
    ['email', { email: '' }, 'Vui lòng nhập email.'],
    ['field', { field: 'crypto' }, 'Vui lòng chọn lĩnh vực hợp tác.'],
    ['proposal', { proposal: 'Hợp tác nhé' }, 'Vui lòng mô tả đề xuất hợp tác, ít nhất 20 ký tự.'],
    ['proposal', { proposal: 'x'.repeat(2001) }, 'Đề xuất hợp tác tối đa 2000 ký tự.'],
    ['consent', { consent: undefined }, 'Vui lòng đồng ý để Shine lưu thông tin và liên hệ với anh/chị.'],
  ])('refuses a bad %s with its message', async (field, over, message) => {
    const res = await post('/api/v1/sti-connects/connect', partner(over));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: field, message }]);
  });

  it('answers in English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sti-connects/connect?lang=en',
      payload: { ...partner({ email: 'x' }), altcha: await solvedAltcha(t.app) },
      remoteAddress: nextIp(),
    });
    expect(res.json().issues).toEqual([{ path: 'email', message: 'Invalid email (e.g. name@company.vn).' }]);
  });

  it('the same proposal twice within a minute is one record', async () => {
    const body = partner();
    const first = await post('/api/v1/sti-connects/connect', body);
    const again = await post('/api/v1/sti-connects/connect', body);
    expect(again.body.data).toEqual({ reference: first.body.data.reference, duplicate: true });
    expect(await rowsOf(body.phone as string)).toHaveLength(1);
  });
});

describe('franchise figures', () => {
  it('counts the chain from the data', async () => {
    const res = await t.app.inject({ url: '/api/v1/sti-connects/figures' });
    const figures = res.json().data;
    // 74 salons in 14 provinces of the 2025 map (Bình Dương and Bà Rịa - Vũng Tàu are TP.HCM now); one
    // opens in 10 days, alone in its province.
    expect(figures).toMatchObject({ salons: 73, provinces: 13 });
    expect(figures.stylists).toBeGreaterThan(100);
    expect(figures.skinners).toBeGreaterThan(50);
    expect(figures.customersServed).toBeGreaterThan(figures.stylists);
    expect(figures.openJobs).toBeGreaterThanOrEqual(17);
  });
});

describe('jobs', () => {
  it('lists 15+ open salon jobs over several provinces and salons, with filter counts', async () => {
    const { data } = (await t.app.inject({ url: '/api/v1/recruitment/jobs' })).json();
    expect(data.jobs.length).toBeGreaterThanOrEqual(15);
    expect(data.provinces.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.jobs.map((j: { salonId: number }) => j.salonId)).size).toBeGreaterThanOrEqual(15);
    expect(data.positions.map((p: { position: string }) => p.position).sort()).toEqual(['reception', 'skinner', 'stylist']);
    expect(data.jobs.every((j: { kind: string; payMin: number; payMax: number }) => j.kind === 'salon' && j.payMin <= j.payMax)).toBe(true);
  });

  it('filters by province, salon and position', async () => {
    const hanoi = (await t.app.inject({ url: '/api/v1/recruitment/jobs?provinceId=1' })).json().data;
    expect(hanoi.jobs.length).toBeGreaterThan(0);
    expect(hanoi.jobs.every((j: { provinceName: string }) => j.provinceName === 'Hà Nội')).toBe(true);
    expect(hanoi.provinces.length).toBeGreaterThan(1);
    const stylists = (await t.app.inject({ url: '/api/v1/recruitment/jobs?position=stylist&provinceId=20' })).json().data.jobs;
    expect(stylists.length).toBeGreaterThan(0);
    expect(stylists.every((j: { position: string; provinceId: number }) => j.position === 'stylist' && j.provinceId === 20)).toBe(true);
    const one = (await t.app.inject({ url: `/api/v1/recruitment/jobs?salonId=${stylists[0].salonId}` })).json().data.jobs;
    expect(one.every((j: { salonId: number }) => j.salonId === stylists[0].salonId)).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/recruitment/jobs?position=pilot' })).statusCode).toBe(400);
  });

  it('lists 2+ office jobs; a job page has duties, requirements, pay and location', async () => {
    const office = (await t.app.inject({ url: '/api/v1/recruitment/jobs?kind=office' })).json().data.jobs;
    expect(office.length).toBeGreaterThanOrEqual(2);
    const detail = (await t.app.inject({ url: `/api/v1/recruitment/jobs/${office[0].slug}` })).json().data;
    expect(detail).toMatchObject({ kind: 'office', cvRequired: true, salonId: null });
    expect(detail.duties.length).toBeGreaterThan(0);
    expect(detail.requirements.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/v1/recruitment/jobs/khong-co-viec-nay' })).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Vị trí này không còn tuyển hoặc không tồn tại.',
    });
    expect((await t.app.inject({ url: '/api/v1/recruitment/jobs/..%2F..%2Fetc' })).statusCode).toBe(400);
  });
});

describe('job applications with a CV', () => {
  let stylistSlug = '';
  let officeSlug = '';
  beforeAll(async () => {
    // The stylist job open longest: the 30-day rule is tested past a month from now.
    const salon = (await t.app.inject({ url: '/api/v1/recruitment/jobs?position=stylist' })).json().data.jobs as { slug: string; deadline: string }[];
    stylistSlug = salon.sort((a, b) => b.deadline.localeCompare(a.deadline))[0]!.slug;
    officeSlug = (await t.app.inject({ url: '/api/v1/recruitment/jobs?kind=office' })).json().data.jobs[0].slug;
  });
  const applicationsOf = (phone: string) => t.db.select().from(jobApplications).where(eq(jobApplications.phone, phone));

  it('stores a real PDF outside the web root, answers a reference, never the file', async () => {
    const fields = applicant();
    const before = cvFiles().length;
    const res = await apply(stylistSlug, fields, pdf());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ reference: expect.stringMatching(/^UV-[0-9A-Z]{6}$/), duplicate: false });
    const [row] = await applicationsOf(fields.phone);
    expect(row).toMatchObject({ status: 'new', cvType: 'pdf', cvBytes: smallPdf().length, experience: '1-3y' });
    expect(cvFiles()).toHaveLength(before + 1);
    expect(cvFiles()).toContain(row!.cvFile);
    expect(statSync(path.join(cvDir, row!.cvFile!)).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(res.body)).not.toContain(row!.cvFile!);
    // Not reachable by any URL the server answers.
    for (const url of [`/uploads/${row!.cvFile}`, `/cv/${row!.cvFile}`, `/private/cv/${row!.cvFile}`, `/uploads/../private/cv/${row!.cvFile}`]) {
      const got = await t.app.inject({ url });
      expect(got.statusCode, url).toBe(404);
    }
    const [note] = await t.db.select().from(teamNotifications).where(eq(teamNotifications.reference, res.body.data.reference));
    expect(note).toMatchObject({ topic: 'application' });
    const [sent] = await t.db.select().from(messageOutbox).where(eq(messageOutbox.phone, fields.phone));
    expect(sent!.body).toContain(res.body.data.reference);
  });

  it('takes a DOCX, and a salon job without a CV', async () => {
    expect(
      (
        await apply(stylistSlug, applicant(), {
          name: 'cv.docx',
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          bytes: smallDocx(),
        })
      ).status,
    ).toBe(200);
    expect((await apply(stylistSlug, applicant())).status).toBe(200);
  });

  it.each([
    [
      'a text file named .pdf',
      { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('Họ tên: Lê Minh Tuấn') },
      'CV phải là tệp PDF hoặc DOCX thật; tệp này không đọc được như PDF hay DOCX.',
    ],
    [
      'a picture named .docx',
      { name: 'cv.docx', type: 'application/msword', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Buffer.alloc(100)]) },
      'CV phải là tệp PDF hoặc DOCX thật; tệp này không đọc được như PDF hay DOCX.',
    ],
    ['an empty file', { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }, 'Tệp CV trống, vui lòng chọn tệp khác.'],
    [
      'a PDF over 5 MB',
      { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.concat([smallPdf(), Buffer.alloc(5 * 1024 * 1024)]) },
      'CV tối đa 5 MB, vui lòng chọn tệp nhỏ hơn.',
    ],
  ])('refuses %s: a message next to the CV, nothing stored', async (_what, file, message) => {
    const fields = applicant();
    const before = cvFiles().length;
    const res = await apply(stylistSlug, fields, file);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'cv', message }]);
    expect(await applicationsOf(fields.phone)).toHaveLength(0);
    expect(cvFiles()).toHaveLength(before);
  });

  it('an office job needs a CV; bad fields are reported with the CV problem', async () => {
    const res = await apply(officeSlug, applicant({ name: '', email: 'sai@', consent: '' }));
    expect(res.status).toBe(400);
    expect(Object.fromEntries(res.body.issues.map((i: { path: string; message: string }) => [i.path, i.message]))).toEqual({
      name: 'Vui lòng nhập họ và tên.',
      email: 'Email không hợp lệ (ví dụ ten@congty.vn).',
      consent: 'Vui lòng đồng ý để Shine lưu thông tin và liên hệ với anh/chị.',
      cv: 'Vui lòng đính kèm CV (PDF hoặc DOCX).',
    });
  });

  it('one application per phone per job per 30 days; the same within a minute is one record', async () => {
    const fields = applicant();
    const start = t.clock.now().toISOString();
    const first = await apply(stylistSlug, fields, pdf());
    const double = await apply(stylistSlug, fields, pdf());
    expect(double.body.data).toEqual({ reference: first.body.data.reference, duplicate: true });
    t.clock.advance(5 * 60_000);
    const before = cvFiles().length;
    const again = await apply(stylistSlug, fields, pdf());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_APPLIED', reference: first.body.data.reference });
    expect(again.body.message).toContain(first.body.data.reference);
    expect(cvFiles()).toHaveLength(before);
    expect(await applicationsOf(fields.phone)).toHaveLength(1);
    t.clock.advance(30 * 86_400_000);
    expect((await apply(stylistSlug, fields, pdf())).status).toBe(200);
    expect(await applicationsOf(fields.phone)).toHaveLength(2);
    t.clock.set(start);
  });

  it('holds an address to its hourly limit of applications', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) expect((await apply(stylistSlug, applicant(), undefined, ip)).status).toBe(200);
    expect((await apply(stylistSlug, applicant(), pdf(), ip)).status).toBe(429);
  });

  it('refuses a body that is not multipart and an unknown job', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/recruitment/jobs/${stylistSlug}/apply`, payload: { name: 'x' }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect((await apply('khong-co-viec-nay', applicant(), pdf())).status).toBe(404);
  });
});
