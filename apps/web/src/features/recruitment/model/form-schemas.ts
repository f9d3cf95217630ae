import type { ZodType } from 'zod';

/** A form's zod schema, the API's own, loaded when the form is sent: zod stays out of the page's first load. */
export type LoadSchema = () => Promise<ZodType>;

const schemas = () => import('@shine/shared/schemas/recruitment');

export const franchiseSchema: LoadSchema = async () => (await schemas()).ZFranchiseRequest;
export const partnerSchema: LoadSchema = async () => (await schemas()).ZPartnerRequest;
export const applicationSchema: LoadSchema = async () => (await schemas()).ZJobApplication;
