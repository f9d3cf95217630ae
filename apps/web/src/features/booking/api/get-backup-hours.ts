import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TBackupSalonHours } from '@shine/shared/schemas/availability';

export type BackupSalonHours = TBackupSalonHours;

interface Input {
  salonId: number;
  bookDate: string;
  serviceIds: number[];
}

/** getListBookHoursBackup: nearby salons with free hours today for the chosen services (any stylist). */
export async function getBackupHours(input: Input, signal?: AbortSignal): Promise<BackupSalonHours[]> {
  const response = await apiRequest<BackupSalonHours[]>('/v1/booking/book-hours-backup', {
    query: { salonId: input.salonId, bookDate: input.bookDate, choosenServices: input.serviceIds.join(',') },
    signal,
  });
  return response ?? [];
}

/** Failures are only logged (spec §8): the suggestion just does not appear. */
export const backupHoursQueryOptions = (input: Input, enabled: boolean) =>
  queryOptions({ queryKey: ['booking', 'backup-hours', input], queryFn: ({ signal }) => getBackupHours(input, signal), enabled, retry: false, staleTime: 30_000 });

export const useBackupHours = (input: Input, enabled: boolean) => useQuery(backupHoursQueryOptions(input, enabled));
