import { createStore } from '../../lib/create-store';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  title: string;
  message?: string;
  type?: ToastType;
  /** Milliseconds on screen; spec: errors 3 s, success notices 1-5 s. */
  duration?: number;
}

export interface ToastEntry extends Required<Omit<ToastInput, 'message'>> {
  id: number;
  message?: string;
}

export const toastStore = createStore<ToastEntry[]>([]);
let nextId = 1;

export function toast({ title, message, type = 'info', duration = 3000 }: ToastInput): number {
  const id = nextId++;
  toastStore.set((list) => [...list, { id, title, message, type, duration }]);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set((list) => list.filter((entry) => entry.id !== id));
}
