import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import '../../src/features/vouchers/locales';
import { CodeBox } from '../../src/features/vouchers/components/code-box';
import { i18n } from '../../src/lib/i18n';
import { api, ok, PHONE, server } from './support/api';
import { renderApp } from './support/render';

// The promo code box (spec §2, §8) claims through a mutation: two submits in the same frame (a double
// tap, before React re-renders the disabled button) send one claim, and the box then says it worked.

describe('promo code box', () => {
  it('a double tap on apply claims the code once', async () => {
    let claims = 0;
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/v1/booking/postCode'), async () => {
        claims += 1;
        await answered;
        return ok({ campaignId: 4 });
      }),
    );
    const onClaimed = vi.fn();
    // As the voucher step does: its texts are loaded before the box shows.
    await i18n.loadNamespaces(['vouchers', 'messages']);
    renderApp(<CodeBox claim="claim" bookingPhone={PHONE} onRequireLogin={vi.fn()} onPhoneMismatch={vi.fn()} onClaimed={onClaimed} />);

    fireEvent.change(await screen.findByTestId('voucher-code'), { target: { value: 'SHINE50' } });
    const form = screen.getByTestId('voucher-code').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    release();

    expect(await screen.findByText('Lấy mã thành công!')).toBeTruthy();
    expect(claims).toBe(1);
    expect(onClaimed).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('voucher-code')).toHaveProperty('value', '');
  });
});
