import { createStore, useStore } from '../../lib/create-store';

/** Common state showModalLogin / modalLoginTitle of the spec, plus the phone a booking brings. */
export interface LoginModalState {
  open: boolean;
  /** Replaces the default title, e.g. the 403 'ANH ĐÃ CÓ LỊCH ĐẶT…' case. */
  title?: string;
  /** Phone from a booking: the modal starts from it and back never returns to the phone step (spec §4). */
  phone?: string;
  /** Called once the customer is logged in (e.g. the booking retries its request). */
  onSuccess?: () => void;
  /** Counts openings, so every opening starts a fresh flow. */
  session: number;
}

export interface OpenLoginOptions {
  title?: string;
  phone?: string;
  onSuccess?: () => void;
}

const loginStore = createStore<LoginModalState>({ open: false, session: 0 });

/** Opens the login modal: `openLogin()`, `openLogin(title)` or `openLogin({ title, phone, onSuccess })`. */
export function openLogin(options?: string | OpenLoginOptions): void {
  const { title, phone, onSuccess } = typeof options === 'string' ? { title: options } : (options ?? {});
  loginStore.set((state) => ({ open: true, title, phone: phone || undefined, onSuccess, session: state.session + 1 }));
}

export const closeLogin = (): void => loginStore.set((state) => ({ ...state, open: false }));
export const useLoginModal = (): LoginModalState => useStore(loginStore);
export const getLoginModal = (): LoginModalState => loginStore.get();

/** Listeners told about each completed login (the customer-question check subscribes). */
const loginListeners = new Set<() => void>();

export function onLoggedIn(listener: () => void): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

export function notifyLoggedIn(): void {
  loginListeners.forEach((listener) => listener());
}
