// VietQR (NAPAS 247) content: the EMVCo merchant-presented QR that Vietnamese banking apps read to pay a
// bank transfer (issue 30: a visit paid by transfer at reception). Each field is ID (2 digits), length
// (2 digits) and value; the payload ends with field 63, the CRC16-CCITT of everything before it.

/** NAPAS's globally unique identifier in field 38 (the VietQR service). */
const NAPAS_GUID = 'A000000727';
/** Service code: a transfer to a bank account (QRIBFTTC would be to a card). */
const TO_ACCOUNT = 'QRIBFTTA';

export type VietQrInput = {
  /** The bank's 6-digit NAPAS BIN (970436 Vietcombank, 970415 VietinBank...). */
  bankBin: string;
  /** The salon chain's account number at that bank. */
  accountNumber: string;
  /** Whole dong; the payer's app shows it fixed. */
  amount: number;
  /** Carried in the additional data (purpose of transaction, 62.08): reception matches the transfer by it. */
  visitCode: string;
};

/** One EMVCo field: ID, 2-digit length, value (lengths count characters; VietQR content is ASCII). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const ASCII_CODE = /^[A-Za-z0-9]{1,25}$/;

/** The dynamic (one-payment, point of initiation 12) VietQR payload of an amount to the account. */
export function vietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new Error("bankBin is the bank's 6-digit NAPAS BIN");
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber)) throw new Error('accountNumber is 1 to 19 letters or digits');
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > 9_999_999_999_999) throw new Error('amount is a positive whole number of dong');
  if (!ASCII_CODE.test(input.visitCode)) throw new Error('visitCode is 1 to 25 letters or digits');
  const beneficiary = field('00', input.bankBin) + field('01', input.accountNumber);
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT)) +
    field('53', '704') +
    field('54', String(input.amount)) +
    field('58', 'VN') +
    field('62', field('08', input.visitCode));
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16Ccitt(withCrcHeader);
}

/** The code a transfer for a visit carries (bank apps keep letters and digits only). */
export const visitCodeOf = (bookingId: number) => `SHINE${bookingId}`;

/**
 * The booking of a visit code: what the customer's check-in QR holds (the success page and the upcoming
 * card show it) and what a reception scanner types. Spaces and case do not matter; anything else is null.
 */
export function bookingIdOfVisitCode(text: string): number | null {
  const match = /^SHINE(\d{1,9})$/.exec(text.replace(/\s/g, '').toUpperCase());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
