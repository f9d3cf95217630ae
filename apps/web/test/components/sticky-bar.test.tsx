import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPriceResult } from '@shine/shared/schemas/campaign';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../src/features/services/locales';
import { StickyBar } from '../../src/features/services/components/sticky-bar';
import { toChosen, type ChosenCampaign, type ChosenService } from '../../src/features/services/types';
import { i18n, useTranslation } from '../../src/lib/i18n';
import { cut, ear } from '../services-fixtures';
import { api, ok, salon, server, todayBook } from './support/api';
import { openBooking } from './support/booking';
import { fixClock } from './support/clock';
import { renderApp } from './support/render';

// The service step's sticky bar (spec §2 "Sticky bar", §5 "Done is disabled unless a service is chosen or
// allow-change is on") and the main screen's sticky 'Chốt giờ cắt' (spec §2: inactive until an hour is chosen).

const NOW = '2026-11-23T09:50:00+07:00';

/** The bar as the service step holds it: the chosen services and the allow-change box are its state. */
function ServiceBar(props: { initial: ChosenService[]; selectConsultation?: boolean; campaign?: ChosenCampaign; onDone: () => void }) {
  const [chosen, setChosen] = useState(props.initial);
  const [allowChange, setAllowChange] = useState(false);
  const { t: text } = useTranslation('services');
  const { t: msg } = useTranslation('messages');
  return (
    <StickyBar
      texts={{ text, msg }}
      salonId={salon.id}
      dateBook={todayBook()}
      chosen={chosen}
      onRemove={setChosen}
      allowChange={allowChange}
      onAllowChangeChange={setAllowChange}
      selectConsultation={props.selectConsultation ?? false}
      campaign={props.campaign ?? null}
      onOpenVouchers={vi.fn()}
      onDone={props.onDone}
    />
  );
}

async function openBar(initial: ChosenService[], options: { selectConsultation?: boolean; campaign?: ChosenCampaign } = {}) {
  fixClock(NOW);
  // As the service step does: its texts are there before the bar shows.
  await i18n.loadNamespaces(['services', 'messages']);
  const onDone = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderApp(<ServiceBar initial={initial} onDone={onDone} {...options} />);
  const bar = within(await screen.findByTestId('sticky-bar'));
  return { user, bar, onDone, done: bar.getByRole('button', { name: 'Xong' }) as HTMLButtonElement };
}

// 'Cắt gội 10 bước' 100.000 (was 120.000) and 'Lấy ráy tai êm' 30.000.
const cutAndEar = [toChosen(cut), toChosen(ear)];

describe('service sticky bar', () => {
  it('with nothing chosen asks for a service and keeps Done disabled', async () => {
    const { user, bar, done, onDone } = await openBar([]);
    expect(bar.getByText('Mời anh chọn dịch vụ để chọn giờ cắt')).toBeTruthy();
    expect(bar.queryByText('Tổng thanh toán')).toBeNull();
    expect(done.disabled).toBe(true);
    await user.click(done);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the count, the total and the struck old total of the chosen services; Done goes on', async () => {
    const { user, bar, done, onDone } = await openBar(cutAndEar);
    expect(bar.getByRole('button', { name: 'Đã chọn 2 dịch vụ' })).toBeTruthy();
    expect(bar.getByTestId('service-total').textContent).toBe('130.000 VNĐ');
    expect(bar.getByTestId('service-old-total').textContent).toBe('150.000 VNĐ');
    expect(bar.getByTestId('service-old-total').tagName).toBe('S');
    expect(done.disabled).toBe(false);
    await user.click(done);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('removing services from its list updates the total, and Done is disabled again when none is left', async () => {
    const { user, bar, done } = await openBar(cutAndEar);
    const count = bar.getByRole('button', { name: 'Đã chọn 2 dịch vụ' });
    expect(count.getAttribute('aria-expanded')).toBe('false');
    await user.click(count);
    expect(count.getAttribute('aria-expanded')).toBe('true');

    await user.click(bar.getByRole('button', { name: 'Bỏ Cắt gội 10 bước' }));
    expect(bar.getByRole('button', { name: 'Đã chọn 1 dịch vụ' })).toBeTruthy();
    expect(bar.getByTestId('service-total').textContent).toBe('30.000 VNĐ');
    expect(bar.queryByTestId('service-old-total')).toBeNull();
    expect(done.disabled).toBe(false);

    await user.click(bar.getByRole('button', { name: 'Bỏ Lấy ráy tai êm' }));
    expect(bar.getByText('Mời anh chọn dịch vụ để chọn giờ cắt')).toBeTruthy();
    expect(done.disabled).toBe(true);
  });

  it('at a salon that lets the customer choose later, ticking allow-change enables Done with no service', async () => {
    const { user, bar, done, onDone } = await openBar([], { selectConsultation: true });
    expect(done.disabled).toBe(true);
    await user.click(bar.getByRole('checkbox', { name: 'Anh chưa chọn được? Để salon tư vấn và đổi dịch vụ giúp anh' }));
    expect(done.disabled).toBe(false);
    expect(bar.getByTestId('service-total').textContent).toBe('0 VNĐ');
    await user.click(done);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("with an offer applied, the total is the server's price of it", async () => {
    const priced: TPriceResult = {
      oldTotal: 150_000,
      newTotal: 91_000,
      discount: 39_000,
      campaignId: 4,
      lines: [
        { serviceId: cut.serviceId, price: 100_000, newPrice: 70_000 },
        { serviceId: ear.serviceId, price: 30_000, newPrice: 21_000 },
      ],
    };
    const asked: unknown[] = [];
    server.use(
      http.post(api('/v1/booking/price'), async ({ request }) => {
        asked.push(await request.json());
        return ok(priced);
      }),
    );
    const { bar } = await openBar(cutAndEar, { campaign: { campaignId: 4, name: 'Giảm 30% cắt gội' } });
    expect(bar.getByRole('button', { name: /Ưu đãi\s*Giảm 30% cắt gội/ })).toBeTruthy();
    await vi.waitFor(() => expect(bar.getByTestId('service-total').textContent).toBe('91.000 VNĐ'));
    expect(bar.getByTestId('service-old-total').textContent).toBe('150.000 VNĐ');
    expect(asked).toEqual([{ salonId: salon.id, dateBook: '23-11-2026', services: [cut.serviceId, ear.serviceId], campaignId: 4 }]);
  });
});

describe("main screen's sticky 'Chốt giờ cắt'", () => {
  it('looks inactive until an hour is chosen, then shows the hour and the salon above it', async () => {
    const { user, strip } = await openBooking(NOW);
    const confirm = screen.getByRole('button', { name: 'Chốt giờ cắt' });
    expect(confirm.getAttribute('data-inactive')).toBe('true');
    await user.click(strip.getByRole('option', { name: '10h00' }));
    expect(confirm.getAttribute('data-inactive')).toBe('false');
    const summary = confirm.previousElementSibling as HTMLElement;
    expect(within(summary).getByText('10h00 · 23/11')).toBeTruthy();
    expect(within(summary).getByText(salon.name)).toBeTruthy();
  });
});
