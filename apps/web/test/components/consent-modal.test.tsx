import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_TEXT_VERSION } from '@shine/shared/rules/consent';
import { ConsentModal } from '../../src/features/home/components/consent-modal';
import { api, ok, PHONE, server } from './support/api';
import { renderApp } from './support/render';

// Law 91/2025/QH15 and Decree 356/2025 over spec §4 (ADR 012): no consent by default.

describe('privacy consent modal', () => {
  it('starts unticked; agreeing waits for the tick and records the purpose and the version of the text', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(api('/v1/customer/agree-protect-personal'), async ({ request }) => {
        posted.push(await request.json());
        return ok({ ok: true });
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderApp(<ConsentModal phone={PHONE} onDone={onDone} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Bảo vệ dữ liệu cá nhân' }));
    const box = dialog.getByRole('checkbox') as HTMLInputElement;
    const agree = dialog.getByRole('button', { name: 'Đồng ý và tiếp tục' }) as HTMLButtonElement;
    expect(box.checked).toBe(false);
    expect(agree.disabled).toBe(true);
    await user.click(agree);
    expect(onDone).not.toHaveBeenCalled();

    await user.click(box);
    expect(agree.disabled).toBe(false);
    await user.click(agree);
    expect(onDone).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(posted).toEqual([{ phone: PHONE, purpose: 'booking', textVersion: CONSENT_TEXT_VERSION }]));
  });
});
