import { createStore, useStore } from '../../lib/create-store';

/** Common state showModalLogin / modalLoginTitle of the spec. */
interface LoginModalState {
  open: boolean;
  /** Replaces the default title, e.g. the 403 'ANH ĐÃ CÓ LỊCH ĐẶT…' case. */
  title?: string;
}

const loginStore = createStore<LoginModalState>({ open: false });

export const openLogin = (title?: string): void => loginStore.set({ open: true, title });
export const closeLogin = (): void => loginStore.set((state) => ({ ...state, open: false }));
export const useLoginModal = (): LoginModalState => useStore(loginStore);
