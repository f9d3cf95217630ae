import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_UNMOUNT_DELAY_MS } from '../../src/components/ui/modal';
import { advanceClock, fixClock } from './support/clock';
import { renderApp } from './support/render';

// The shared modal (spec §2 "Modals": 480 px, full width on mobile; §9 unmount delay 500 ms), as a
// keyboard or screen-reader user meets it: it says it is modal and what it is called, takes the focus,
// keeps Tab inside, closes by Escape, its close button or the mask, and gives the focus back.

/** A page with a button that opens a modal holding a field and a footer button. */
function Page({ maskClosable, autoFocus }: { maskClosable?: boolean; autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Đặt lịch
      </button>
      <a href="/salon">Xem salon</a>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Thông tin đặt lịch"
        maskClosable={maskClosable}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Xong
          </button>
        }
      >
        <label>
          Số điện thoại
          <input type="tel" autoFocus={autoFocus} />
        </label>
      </Modal>
    </>
  );
}

async function openModal({ maskClosable, autoFocus }: { maskClosable?: boolean; autoFocus?: boolean } = {}) {
  fixClock('2026-11-23T09:50:00+07:00');
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderApp(<Page maskClosable={maskClosable} autoFocus={autoFocus} />);
  const opener = await screen.findByRole('button', { name: 'Đặt lịch' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Thông tin đặt lịch' });
  return { user, opener, dialog, inside: within(dialog) };
}

/** Lets the exit animation's delay pass: the closed modal then leaves the page. */
function afterExitAnimation() {
  advanceClock(MODAL_UNMOUNT_DELAY_MS);
}

describe('modal', () => {
  it('is announced as a modal dialog named by its title and takes the focus when it opens', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    // The page behind does not scroll while it is open.
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, inside } = await openModal();
    const close = inside.getByRole('button', { name: 'Đóng' });
    const field = inside.getByLabelText('Số điện thoại');
    const done = inside.getByRole('button', { name: 'Xong' });

    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab();
    expect(document.activeElement).toBe(done);
    // Past the last control the focus goes round to the first, not to the page behind.
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(done);
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { user, opener, dialog } = await openModal();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    afterExitAnimation();
    expect(dialog.isConnected).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes by its 'Đóng' button, and the focus goes back to the opener", async () => {
    const { user, opener, inside } = await openModal();
    await user.click(inside.getByRole('button', { name: 'Đóng' }));
    expect(document.activeElement).toBe(opener);
    afterExitAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the opener also when a field of its content took the focus on opening', async () => {
    const { user, opener, inside } = await openModal({ autoFocus: true });
    expect(document.activeElement).toBe(inside.getByLabelText('Số điện thoại'));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the mask', async () => {
    const closable = await openModal();
    const mask = () => document.querySelector<HTMLElement>('[role="dialog"]')!.previousElementSibling as HTMLElement;
    await closable.user.click(mask());
    afterExitAnimation();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a click on the mask when maskClosable is false (the login modal)', async () => {
    const { user, dialog } = await openModal({ maskClosable: false });
    await user.click(dialog.previousElementSibling as HTMLElement);
    afterExitAnimation();
    expect(screen.getByRole('dialog', { name: 'Thông tin đặt lịch' })).toBe(dialog);
  });
});
