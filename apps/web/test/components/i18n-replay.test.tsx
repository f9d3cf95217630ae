import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { addNamespace, useTranslation } from '../../src/lib/i18n';

// lib/i18n's hook replay (ADR 008): a component whose texts have not arrived suspends on the wait shared
// by every component; when they arrive React replays that render, and the hook must make the same calls
// as in the render that suspended (ENG on the service screens once broke there). Afterwards the
// component keeps its state and renders as usual.

/** A namespace of this test: Vietnamese at once, English when the test delivers it. */
const NS = 'replayTest' as never;
let deliverEnglish: (texts: object) => void = () => undefined;
const english = new Promise<object>((resolve) => (deliverEnglish = resolve));
addNamespace(NS, { greeting: 'Chào anh {name}' }, () => english);

/** Hooks before and after the texts' hook, as a screen has them. */
function Greeting({ lng }: { lng?: string }) {
  const [name] = useState('Minh');
  const { t } = useTranslation(NS, lng ? { lng } : {});
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {t('greeting' as never, { name })} · {taps}
    </button>
  );
}

describe('texts arriving after a component asked for them', () => {
  it('suspends until its texts arrive, then shows them and works on', async () => {
    const user = userEvent.setup();
    // React wants a render that suspends inside an awaited act.
    const { rerender } = await act(async () =>
      render(
        <Suspense fallback={<p>Đang tải…</p>}>
          <Greeting lng="en" />
        </Suspense>,
      ),
    );
    expect(screen.getByText('Đang tải…')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();

    await act(async () => deliverEnglish({ greeting: 'Hello {name}' }));
    const button = await screen.findByRole('button', { name: 'Hello Minh · 0' });
    expect(screen.queryByText('Đang tải…')).toBeNull();

    // Later renders of the same component (its own state, a parent's) keep the hooks in order.
    await user.click(button);
    expect(button.textContent).toBe('Hello Minh · 1');
    rerender(
      <Suspense fallback={<p>Đang tải…</p>}>
        <Greeting lng="en" />
        <Greeting lng="en" />
      </Suspense>,
    );
    // A component asking for texts already there shows them at once.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Hello Minh · 1', 'Hello Minh · 0']);
    expect(screen.queryByText('Đang tải…')).toBeNull();
  });

  it('a component in the language already loaded does not suspend', () => {
    render(
      <Suspense fallback={<p>Đang tải…</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('Chào anh Minh · 0');
  });

  it('a component mounted in a language still loading, in a transition, is replayed with the same calls when it arrives', async () => {
    const NS2 = 'replaySwitch' as never;
    let deliver: (texts: object) => void = () => undefined;
    const loading = new Promise<object>((resolve) => (deliver = resolve));
    let asked: () => void = () => undefined;
    const englishAsked = new Promise<void>((resolve) => (asked = resolve));
    addNamespace(NS2, { greeting: 'Chào anh {name}' }, () => {
      asked();
      return loading;
    });
    function Switching({ lng }: { lng: string }) {
      const [name] = useState('Minh');
      const { t } = useTranslation(NS2, { lng });
      const [taps, setTaps] = useState(0);
      return (
        <button type="button" onClick={() => setTaps(taps + 1)}>
          {t('greeting' as never, { name })} · {taps}
        </button>
      );
    }
    const tree = (lng: string) => (
      <Suspense fallback={<p>Đang tải…</p>}>
        {/* Keyed by language, as the service detail is: a new language mounts a new component. */}
        <Switching key={lng} lng={lng} />
      </Suspense>
    );
    // React replays a suspended render only when it renders concurrently, as in the browser; act() would
    // render synchronously and show the fallback instead. So this test drives React's own scheduler.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    const buttonText = () => screen.queryByRole('button')?.textContent;
    try {
      root.render(tree('vi'));
      await vi.waitFor(() => expect(buttonText()).toBe('Chào anh Minh · 0'));
      screen.getByRole('button').click();
      await vi.waitFor(() => expect(buttonText()).toBe('Chào anh Minh · 1'));

      // ENG picked in a transition (the service screens' VIE/ENG menu): the Vietnamese stays on screen
      // while the English one waits for its texts, then React replays the render that suspended. Without
      // the same `use` call in the replay React reports 'called use() to suspend in a previous render
      // but did not call use() when it finished' (a console error, which fails the test).
      startTransition(() => root.render(tree('en')));
      await englishAsked;
      expect(buttonText()).toBe('Chào anh Minh · 1');
      deliver({ greeting: 'Hello {name}' });
      await vi.waitFor(() => expect(buttonText()).toBe('Hello Minh · 0'));
      expect(screen.queryByText('Đang tải…')).toBeNull();
      screen.getByRole('button').click();
      await vi.waitFor(() => expect(buttonText()).toBe('Hello Minh · 1'));
    } finally {
      root.unmount();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });
});
