import type { TCampaignService } from '@shine/shared/schemas/campaign';
import { describe, expect, it } from 'vitest';
import { canChooseCampaign, codeClaim, codeFailure, customerTabView, readMePhone, toggleCampaign } from '../src/features/vouchers/model/campaigns';
import { fitWithin, QR_FRAME_INTERVAL_MS, scanBox, scannerAspectRatio } from '../src/features/vouchers/model/qr';

const svc = (id: number): TCampaignService => ({
  id,
  name: `S${id}`,
  price: '',
  originPrice: '',
  priceNum: 0,
  originPriceNum: 0,
  description: null,
  serviceImage: null,
  selected: false,
});

describe('campaign check (spec §4: toggles per campaign, only valid ones)', () => {
  const valid = { campaignId: 4, name: 'Giảm 50%', valid: true };
  const invalid = { campaignId: 1, name: 'Miền Bắc', valid: false };

  it('checks a valid campaign, unchecks it on the second click, and switches between campaigns', () => {
    expect(toggleCampaign(null, valid)).toEqual({ campaignId: 4, name: 'Giảm 50%' });
    expect(toggleCampaign({ campaignId: 4, name: 'Giảm 50%' }, valid)).toBeNull();
    expect(toggleCampaign({ campaignId: 9, name: 'Other' }, valid)).toEqual({ campaignId: 4, name: 'Giảm 50%' });
  });

  it('never checks an invalid campaign', () => {
    expect(toggleCampaign(null, invalid)).toBeNull();
    expect(toggleCampaign({ campaignId: 4, name: 'Giảm 50%' }, invalid)).toEqual({ campaignId: 4, name: 'Giảm 50%' });
  });
});

describe("'Chon uu dai' (spec §2 step 5)", () => {
  it('needs a related service chosen, or none listed', () => {
    const detail = { serviceConditions: [svc(101)], serviceApplies: [svc(301)], valid: true };
    expect(canChooseCampaign(detail, [301])).toBe(true);
    expect(canChooseCampaign(detail, [101, 121])).toBe(true);
    expect(canChooseCampaign(detail, [121])).toBe(false);
    expect(canChooseCampaign({ serviceConditions: [], serviceApplies: [], valid: true }, [])).toBe(true);
  });

  it('stays off for a campaign the server says cannot be used now', () => {
    expect(canChooseCampaign({ serviceConditions: [], serviceApplies: [], valid: false }, [101])).toBe(false);
  });
});

describe("tab '2' (spec §2, §6: login and the booking phone)", () => {
  it('asks for login when logged out or when the current user cannot be read', () => {
    expect(customerTabView({ loggedIn: false, mePending: false, mePhone: null, bookingPhone: '0912345678' })).toBe('login');
    expect(customerTabView({ loggedIn: true, mePending: false, mePhone: null, bookingPhone: '0912345678' })).toBe('login');
  });

  it('waits for the current user, then lists only for the booking phone', () => {
    expect(customerTabView({ loggedIn: true, mePending: true, mePhone: null, bookingPhone: '0912345678' })).toBe('loading');
    expect(customerTabView({ loggedIn: true, mePending: false, mePhone: '0912345678', bookingPhone: '0912.345.678' })).toBe('list');
    expect(customerTabView({ loggedIn: true, mePending: false, mePhone: '0912345678', bookingPhone: '0905939123' })).toBe('phoneMismatch');
    expect(customerTabView({ loggedIn: true, mePending: false, mePhone: '0912345678' })).toBe('phoneMismatch');
  });

  it('claims a typed code only for the customer logged in as the booking phone (spec §5, §6)', () => {
    const view = (mePhone: string | null, bookingPhone: string, loggedIn = true) => customerTabView({ loggedIn, mePending: false, mePhone, bookingPhone });
    expect(codeClaim(view('0912345678', '0905939123'))).toBe('phoneMismatch');
    expect(codeClaim(view('0912345678', ''))).toBe('phoneMismatch');
    expect(codeClaim(view(null, '0912345678', false))).toBe('login');
    expect(codeClaim(view('0912345678', '0912.345.678'))).toBe('claim');
    // still loading the user: the server checks the phone and answers PHONE_MISMATCH
    expect(codeClaim(customerTabView({ loggedIn: true, mePending: true, mePhone: null, bookingPhone: '0912345678' }))).toBe('claim');
  });

  it('reads the phone of /auth/me in either field name and form', () => {
    expect(readMePhone({ phoneNumber: '+84912345678' })).toBe('0912345678');
    expect(readMePhone({ phone: '0912.345.678' })).toBe('0912345678');
    expect(readMePhone(null)).toBeNull();
    expect(readMePhone({ userName: 'A' })).toBeNull();
  });
});

// Shaped like lib/api-client's ApiError (status + message), which cannot load outside a browser.
class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

describe('promo code failures (spec §8 "Promo code")', () => {
  it('shows a business refusal inline, asks for login on 401, toasts anything else', () => {
    expect(codeFailure(new ApiError(400, 'Mã ưu đãi đã hết hạn!', 'CODE_EXPIRED'))).toEqual({ kind: 'inline', message: 'Mã ưu đãi đã hết hạn!' });
    expect(codeFailure(new ApiError(404, 'Mã ưu đãi không tồn tại', 'CODE_NOT_FOUND'))).toEqual({ kind: 'inline', message: 'Mã ưu đãi không tồn tại' });
    expect(codeFailure(new ApiError(401, 'login', 'UNAUTHORIZED'))).toEqual({ kind: 'login' });
    expect(codeFailure(new ApiError(403, 'Anh vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của anh nhé!', 'PHONE_MISMATCH'))).toEqual({
      kind: 'phoneMismatch',
    });
    expect(codeFailure(new ApiError(500, 'boom'))).toEqual({ kind: 'toast' });
    expect(codeFailure(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toEqual({ kind: 'toast' });
    expect(codeFailure(new TypeError('x'))).toEqual({ kind: 'toast' });
  });
});

describe('QR scanner geometry (spec §9)', () => {
  it('scans 10 frames a second', () => {
    expect(QR_FRAME_INTERVAL_MS).toBe(100);
  });

  it('scans a centred box of 60% of the smaller side', () => {
    expect(scanBox(1280, 720)).toEqual({ x: 424, y: 144, size: 432 });
    expect(scanBox(720, 1280)).toEqual({ x: 144, y: 424, size: 432 });
  });

  it('uses aspect ratio 2, or 1/1.5 above 1100 px', () => {
    expect(scannerAspectRatio(390)).toBe(2);
    expect(scannerAspectRatio(1100)).toBe(2);
    expect(scannerAspectRatio(1366)).toBeCloseTo(1 / 1.5);
  });

  it('decodes pictures at most 1024 px on the longer side', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
  });
});
