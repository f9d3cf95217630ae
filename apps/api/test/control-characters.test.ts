import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@shine/shared/schemas/errors';
import { jobs, questionAnswers } from '../src/db/schema/index.ts';
import { bearer, loginByOtp } from './account-fixtures.ts';
import { bookingTokenOf, createBookingRequest, multipart, newPhone, serviceWithDuration, stylistsOnShift } from './fixtures.ts';
import { createTestApp } from './helpers.ts';

/**
 * Issue 27 item 2: PostgreSQL (and PGlite) refuse a NUL byte in text, so a NUL that passes validation
 * comes back as a 500. Every string field of every operation in the OpenAPI document — path, query,
 * JSON body, and the multipart forms — is sent "a\u0000b" in an otherwise valid request of a logged-in
 * customer who owns a booking: the answer is a 400, never a 5xx and never an acceptance.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const NUL = 'a\u0000b';
const TODAY = '21-11-2026';
let phone: string;
let headers: Record<string, string>;
let bookingId: number;
let inputAnswerId: { questionId: number; answerId: number };
let jobSlug: string;

beforeAll(async () => {
  // One request per field: the franchise form's 11 (its body and `lang`) stay within the per-IP form limit.
  t = await createTestApp({ env: { LIMIT_FORMS_PER_IP_PER_HOUR: '100' } });
  phone = newPhone();
  const { token } = await loginByOtp(t.app, phone);
  const cut = await serviceWithDuration(t.db);
  const [stylist] = await stylistsOnShift(t.db, 1, '2026-11-21');
  const created = await createBookingRequest(t.app, { salonId: 1, phone, stylistId: stylist!.id, dateBook: TODAY, bookHourId: 9, serviceIds: [cut.id], token });
  if (created.statusCode !== 200) throw new Error(`booking: ${created.body}`);
  bookingId = created.json().data.booking.bookingId;
  headers = { ...bearer(token), ...bookingTokenOf(created) };
  // The occupation question's "other" answer takes free text: a NUL there once reached the database.
  const [input] = await t.db.select().from(questionAnswers).where(eq(questionAnswers.isInput, true)).limit(1);
  inputAnswerId = { questionId: input!.questionId, answerId: input!.id };
  const [job] = await t.db.select({ slug: jobs.slug }).from(jobs).limit(1);
  jobSlug = job!.slug;
});
afterAll(() => t.close());

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = { summary?: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };

/** Values that make a request get past its first checks (the customer's phone, today, a real question). */
const NAMED: Record<string, unknown> = {
  phone: () => phone,
  customerPhone: () => phone,
  bookDate: TODAY,
  dateBook: TODAY,
  workDate: TODAY,
  month: '2026-11',
  name: 'Nguyễn Văn An',
  email: 'an@example.vn',
  code: '123456',
  otp: '123456',
  questionId: () => inputAnswerId.questionId,
  answerId: () => inputAnswerId.answerId,
  bookingId: () => bookingId,
};
const named = (name: string) => {
  const v = NAMED[name];
  return typeof v === 'function' ? (v as () => unknown)() : v;
};

const typesOf = (s: JsonSchema): string[] => [s.type ?? [], ...(s.anyOf ?? s.oneOf ?? []).flatMap(typesOf)].flat();

/** A valid-looking value for a schema. */
function example(schema: JsonSchema, name = ''): unknown {
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return example(branch.find((b) => b.type !== 'null') ?? branch[0]!, name);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (name in NAMED) return named(name);
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, example(v, k)]));
    case 'array':
      return schema.items ? [example(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false; // the options off: a booking at home would need a saved place
    default:
      return 'abc';
  }
}

/** Paths (property names, 0 for an array's item) of the string leaves of a schema. */
function stringPaths(schema: JsonSchema, at: (string | number)[] = []): (string | number)[][] {
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return stringPaths(branch.find((b) => typesOf(b).includes('string')) ?? branch[0]!, at);
  if (schema.enum) return schema.enum.some((v) => typeof v === 'string') ? [at] : [];
  if (schema.properties) return Object.entries(schema.properties).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  if (schema.items) return stringPaths(schema.items, [...at, 0]);
  return typesOf(schema).includes('string') ? [at] : [];
}

function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, leaf);
  return copy;
}

/** The multipart forms (OpenAPI documents no body for them): their fields, valid, as the web sends them. */
const MULTIPART: Record<string, () => Record<string, string>> = {
  'POST /api/v1/booking/{id}/images': () => ({
    skinnerId: '',
    acceptMakePhoto: 'true',
    muonCaoMat: 'false',
    note: 'Cắt ngắn',
    photos: JSON.stringify([{ url: '/images/demo/lookbook-1.webp', name: 'K-perm' }]),
  }),
  // After-cut photos: files only, no text field.
  'POST /api/v1/staff/visits/{bookingId}/photos': () => ({}),
  // A salon's photos and video in the back office: files only.
  'POST /api/v1/admin/salons/{id}/photos': () => ({}),
  'POST /api/v1/admin/salons/{id}/video': () => ({}),
  // A campaign's picture: one file.
  'POST /api/v1/admin/offers/campaigns/{id}/picture': () => ({}),
  'POST /api/v1/recruitment/jobs/{slug}/apply': () => ({
    name: 'Nguyễn Văn An',
    phone,
    email: 'an@example.vn',
    experience: 'none',
    message: 'Em muốn ứng tuyển',
    consent: 'true',
    altcha: 'abc',
    website: '',
  }),
};
/** Text nested in a multipart field's JSON: the photo's name is stored too. */
const MULTIPART_JSON_TEXT: Record<string, Record<string, string>> = {
  'POST /api/v1/booking/{id}/images': { 'photos[0].name': JSON.stringify([{ url: '/images/demo/lookbook-1.webp', name: NUL }]) },
};

/** A path parameter that finds its thing: the customer's booking, an open job. */
function pathValue(rawPath: string, p: Parameter): unknown {
  if (p.name === 'id' && rawPath.startsWith('/api/v1/booking/')) return bookingId;
  if (p.name === 'slug' && rawPath.startsWith('/api/v1/recruitment/jobs/')) return jobSlug;
  return example(p.schema, p.name);
}

/** VNPay's callback answers in VNPay's protocol (HTTP 200, RspCode): a refusal there is a RspCode other than 00. */
const IPN = 'GET /api/v1/payments/vnpay/ipn';
/** A form's honeypot: anything in it marks a robot, answered with a made-up reference while nothing is stored. */
const isHoneypot = (label: string) => /^(body|form) website$/.test(label);

type Attempt = { label: string; method: string; url: string; payload?: unknown; headers?: Record<string, string> };

function queryString(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** One request per string field of the operation, that field set to "a\u0000b". */
function attempts(rawPath: string, method: string, op: Operation): Attempt[] {
  const key = `${method} ${rawPath}`;
  const params = op.parameters ?? [];
  const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(rawPath, p)]));
  const queryValues = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, example(p.schema, p.name)]));
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const body = jsonSchema ? example(jsonSchema) : undefined;
  const form = MULTIPART[key]?.();
  const build = (pv: Record<string, unknown>, qv: Record<string, unknown>) =>
    rawPath.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(pv[name]))) + queryString(qv);
  const request = (label: string, pv = pathValues, qv = queryValues, payload: unknown = body, formFields = form): Attempt =>
    formFields ? { label, method, url: build(pv, qv), ...multipart(formFields, [], headers) } : { label, method, url: build(pv, qv), payload, headers };

  const out: Attempt[] = [];
  for (const p of params) {
    if (
      p.in === 'header' ||
      !typesOf(p.schema)
        .concat(typesOf(p.schema.items ?? {}))
        .includes('string')
    )
      continue;
    if (p.in === 'path') out.push(request(`path ${p.name}`, { ...pathValues, [p.name]: NUL }));
    else out.push(request(`query ${p.name}`, pathValues, { ...queryValues, [p.name]: NUL }));
  }
  if (jsonSchema) for (const at of stringPaths(jsonSchema)) out.push(request(`body ${at.join('.')}`, pathValues, queryValues, setAt(body, at, NUL)));
  if (form) {
    for (const field of Object.keys(form)) out.push(request(`form ${field}`, pathValues, queryValues, undefined, { ...form, [field]: NUL }));
    for (const [label, value] of Object.entries(MULTIPART_JSON_TEXT[key] ?? {}))
      out.push(request(`form ${label}`, pathValues, queryValues, undefined, { ...form, photos: value }));
  }
  return out;
}

describe('control characters in text fields (issue 27 item 2)', () => {
  it('every string field of every operation answers a NUL byte with a 400 envelope, never a 5xx', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let sent = 0;
    for (const [rawPath, methods] of Object.entries(doc.paths)) {
      for (const [lower, op] of Object.entries(methods)) {
        const method = lower.toUpperCase();
        // A form OpenAPI cannot describe must be listed above, or its fields would go untested.
        if (/multipart/i.test(op.summary ?? '')) expect(MULTIPART, `${method} ${rawPath} is a multipart form`).toHaveProperty([`${method} ${rawPath}`]);
        for (const a of attempts(rawPath, method, op)) {
          sent += 1;
          const res = await t.app.inject({ method: a.method as 'GET', url: a.url, payload: a.payload as string, headers: a.headers });
          const isJson = res.headers['content-type']?.toString().includes('application/json');
          const code = isJson ? (res.json() as { code?: string }).code : undefined;
          if (isHoneypot(a.label) && res.statusCode === 200) continue;
          if (`${method} ${rawPath}` === IPN) {
            if (res.statusCode !== 200 || res.json().RspCode === '00') failures.push(`${IPN} ${a.label} → ${res.statusCode} ${res.body}`);
            continue;
          }
          if (res.statusCode !== 400 || !(ERROR_CODES as readonly string[]).includes(code ?? ''))
            failures.push(`${method} ${rawPath} ${a.label} → ${res.statusCode} ${code ?? res.body.slice(0, 80)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });

  it("says what is wrong in the customer's language, and keeps line breaks where text is multi-line", async () => {
    const answer = (lang: string) => ({
      lang,
      answers: [{ questionId: inputAnswerId.questionId, answers: [{ answerId: inputAnswerId.answerId, content: NUL }] }],
    });
    const vi = await t.app.inject({ method: 'POST', url: '/api/v1/customer-attribute/question', headers, payload: answer('vi') });
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('Nội dung có ký tự không hợp lệ') });
    const en = await t.app.inject({ method: 'POST', url: '/api/v1/customer-attribute/question', headers, payload: answer('en') });
    expect(en.json().message).toContain('The text contains characters that are not allowed');

    const note = 'Cắt ngắn hai bên,\nvuốt ngược\tphần trên';
    const saved = await t.app.inject({ method: 'POST', url: `/api/v1/booking/${bookingId}/images`, ...multipart({ note }, [], headers) });
    expect(saved.statusCode, saved.body).toBe(200);
    const tab = await t.app.inject({ method: 'PUT', url: '/api/v1/booking/customer', headers, payload: { phone, name: 'An\tNguyễn' } });
    expect(tab.statusCode).toBe(400);
  });
});
