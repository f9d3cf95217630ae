import { z } from 'zod';
import { parseDateBook } from '../rules/dates';
import { isValidPhone, normalizePhone } from '../rules/phone';

/** The i18n key of the refusal of a control character: the error handler answers it in the caller's language. */
export const CONTROL_CHARACTER_MESSAGE = 'error.controlCharacter';
const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:\P{Cc}|[\n\r\t])*$/u;

/**
 * Text a person typed (a name, a note, an answer, a search), the one string type of every request field
 * that is not an enum or a pattern. Control characters (C0, DEL, C1) are refused: PostgreSQL text
 * cannot hold a NUL byte (the query would fail as a 500) and no person types the others. `multiline`
 * keeps line breaks and tabs (notes, letters); `trim: false` keeps a secret (a password) as typed;
 * `message` and `tooLong` replace the refusals' texts (a form with its own catalogue).
 */
export const zText = (max: number, opts: { multiline?: boolean; trim?: boolean; message?: string; tooLong?: string } = {}) => {
  const text = opts.trim === false ? z.string() : z.string().trim();
  return text.max(max, opts.tooLong).regex(opts.multiline ? MULTI_LINE : SINGLE_LINE, opts.message ?? CONTROL_CHARACTER_MESSAGE);
};

/** A Vietnamese mobile number in any typed form (+84, dots), delivered as "0xxxxxxxxx". */
export const ZPhone = zText(20).transform(normalizePhone).refine(isValidPhone, 'phone must be a Vietnamese mobile number: 10 digits, starting with 0');

/** An optional phone in a query string: absent or empty means none. */
export const ZOptionalPhone = z.preprocess((v) => (v === '' || v === null ? undefined : v), ZPhone.optional());

/** dateBook "DD-MM-YYYY" (spec §3), delivered as ISO "YYYY-MM-DD". */
export const ZDateBook = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const iso = parseDateBook(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'date must be a real date written DD-MM-YYYY' });
      return z.NEVER;
    }
    return iso;
  });

/**
 * Whole numbers from a path or query string, bounded to PostgreSQL's `integer` (int4): a larger value
 * (say a phone number typed as an id) would otherwise reach the database and fail there as a 500.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
export const ZInt4 = z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
export const ZId = ZInt4.positive();
export const ZIdOrZero = ZInt4.min(0);

/** Search text typed by a customer. */
export const ZSearchText = (max: number) => zText(max);

/** "1,2,3" (or an array) → [1, 2, 3]; empty string → []. */
export const ZIdList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(ZId).max(30),
);

export const ZLang = z.enum(['vi', 'en']).default('vi');

export const ZBoolish = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

/** Success envelope of every call: `{ data, message? }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });
