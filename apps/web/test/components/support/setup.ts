import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { closeLogin } from '../../../src/features/auth';
import { setAccessToken } from '../../../src/lib/auth-token';
import { queryClient } from '../../../src/lib/query-client';
import { server } from './api';

// Shared set-up of the web-dom project: MSW refuses any request the test did not plan for, and every
// test starts with an empty cache, no session, closed modals and real timers.

// Testing Library's waitFor/findBy advance fake timers only when they recognise Jest's; this lets them
// drive Vitest's (a fixed step per poll, so still deterministic) instead of hanging on a frozen clock.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// jsdom lays nothing out, so it has no scrolling: the strip's and the wizard's scroll calls do nothing.
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollBy = () => undefined;
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient.clear();
  closeLogin();
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
