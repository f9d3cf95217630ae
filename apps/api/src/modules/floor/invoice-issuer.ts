import type { Tx } from '../../db/client.ts';
import { takeInvoiceNumber } from './payment-repository.ts';

/** What an e-invoice is issued for: one paid visit of a salon (Decree 70/2025: one invoice per sale). */
export type InvoiceRequest = { salonId: number; bookingId: number; amount: number; method: string; issuedAt: Date };

/**
 * Issues the e-invoice of a paid visit inside the payment's transaction and answers its number; a real
 * provider (MISA meInvoice, VNPT, Viettel S-Invoice) is one more adapter of this interface.
 */
export interface InvoiceIssuer {
  issue(tx: Tx, request: InvoiceRequest): Promise<string>;
}

/**
 * The local sandbox: numbers invoices per salon per year from a counter row taken under its lock in the
 * payment's transaction (a rolled-back payment gives its number back, so numbers never repeat nor skip).
 * The symbol follows Decree 70/2025 / Circular 78: C (with the tax authority's code), the year's two
 * digits, T (registered e-invoice), SH (the chain); then the salon and an 8-digit number.
 */
export const sandboxInvoiceIssuer: InvoiceIssuer = {
  async issue(tx, request) {
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric' }).format(request.issuedAt));
    const number = await takeInvoiceNumber(tx, request.salonId, year);
    return invoiceNumberOf(request.salonId, year, number);
  },
};

/** C26TSH-012-00000123: symbol, salon (3 digits), number in the salon's year (8 digits). */
export const invoiceNumberOf = (salonId: number, year: number, number: number) =>
  `C${String(year % 100).padStart(2, '0')}TSH-${String(salonId).padStart(3, '0')}-${String(number).padStart(8, '0')}`;
