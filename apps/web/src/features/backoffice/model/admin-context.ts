import type { TAdminMe } from '@shine/shared/schemas/backoffice';
import { createContext, useContext } from 'react';

/** The signed-in person as the back office knows him (roles, salons, actions), for the sections' buttons. */
export const AdminContext = createContext<TAdminMe | null>(null);

export function useAdmin(): TAdminMe {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin outside the back office');
  return admin;
}

/** A form field's text, trimmed ('' when absent). */
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();

/** VND as typed in a form ("150000", "150.000") → a whole number, or null when empty. */
export function readVnd(value: FormDataEntryValue | null): number | null {
  const digits = String(value ?? '').replace(/[.\s,]/g, '');
  return digits === '' ? null : Number(digits);
}

/** "HH:MM" ↔ minutes since midnight. */
export const minutesToHhMm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const hhMmToMinutes = (v: string) => {
  const [h, m] = v.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
