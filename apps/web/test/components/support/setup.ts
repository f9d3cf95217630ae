import { act, cleanup, configure } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { toastStore } from '../../../src/components/ui/toast-store';
import { closeLogin } from '../../../src/features/auth';
import { setAccessToken } from '../../../src/lib/auth-token';
import { queryClient } from '../../../src/lib/query-client';
import { server } from './api';

// Shared set-up of the web-dom project: MSW refuses any request the test did not plan for, and every
// test starts with an empty cache, no session, closed modals, no toasts and real timers.

// Waiting is not time passing. Under the fixed clock (./clock.ts) Testing Library's waitFor/findBy poll
// through Jest's fake-timer hook; here each poll moves the fake clock by nothing and lets the real event
// loop run for a few real milliseconds (MSW, lazy chunks), so the app's time moves only when a test
// moves it. A wait that never succeeds ends at the test's timeout.
const realSetTimeout = globalThis.setTimeout;
const POLL_MS = 5;
Object.assign(globalThis, { jest: { advanceTimersByTime: () => vi.advanceTimersByTime(0) } });
configure({
  unstable_advanceTimersWrapper: async (advance) => {
    await act(async () => {
      await advance();
    });
    await new Promise((resolve) => realSetTimeout(resolve, POLL_MS));
  },
});

// jsdom lays nothing out, so it has no scrolling: the strip's and the wizard's scroll calls do nothing.
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollBy = () => undefined;
window.scrollTo = () => undefined;

// TanStack Query tells components of changes on a zero timeout; on the real event loop, not the fixed
// clock's faked one, so a settled write reaches the screen as it would in a browser, whether or not a
// test is moving time at that moment.
notifyManager.setScheduler((notify) => realSetTimeout(notify, 0));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A console.error (React's act and key warnings, a failed render) fails the test that caused it.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  const errors = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(errors, 'console.error during the test').toEqual([]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient.clear();
  closeLogin();
  toastStore.set([]);
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
