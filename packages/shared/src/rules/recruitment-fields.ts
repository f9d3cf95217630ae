// The recruitment forms' choices and limits (issue 15), apart from their zod schemas (schemas/recruitment.ts
// re-exports them): the web's forms show them without shipping zod (issue 29, per-route JS budgets).

export const BUDGETS = ['under-1b', '1b-2b', '2b-3b', 'over-3b'] as const;
export const FRANCHISE_EXPERIENCES = ['none', 'business', 'beauty', 'franchise'] as const;
export const PARTNER_FIELDS = ['advertising', 'brand', 'supply', 'media', 'other'] as const;
export const JOB_EXPERIENCES = ['none', 'under-1y', '1-3y', 'over-3y'] as const;
export const JOB_KINDS = ['salon', 'office'] as const;
export const JOB_POSITIONS = ['stylist', 'skinner', 'reception', 'office'] as const;
export const REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
/** The largest CV accepted (PDF or DOCX). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
