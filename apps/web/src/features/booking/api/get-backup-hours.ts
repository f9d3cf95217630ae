import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiBare } from '../../../lib/api-client';
import type { TBackupSalonHours } from '@shine/shared/schemas/availability';
import { bookingKeys } from './keys';

export type BackupSalonHours = TBackupSalonHours;

export interface BackupHoursInput {
  salonId: number;
  bookDate: string;
  serviceIds: number[];
}

/** getListBookHoursBackup: nearby salons with free hours today for the chosen services (any stylist). */
export async function getBackupHours(input: BackupHoursInput, signal?: AbortSignal): Promise<BackupSalonHours[]> {
  const answer = await callApiBare('GET /api/v1/booking/book-hours-backup', {
    query: { salonId: input.salonId, bookDate: input.bookDate, choosenServices: input.serviceIds },
    signal,
  });
  return answer.data;
}

/** Failures are only logged (spec §8): the suggestion just does not appear. */
export const backupHoursQueryOptions = (input: BackupHoursInput, enabled: boolean) =>
  queryOptions({ queryKey: bookingKeys.backupHours(input), queryFn: ({ signal }) => getBackupHours(input, signal), enabled, retry: false, staleTime: 30_000 });

export const useBackupHours = (input: BackupHoursInput, enabled: boolean) => useQuery(backupHoursQueryOptions(input, enabled));
