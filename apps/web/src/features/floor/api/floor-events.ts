import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { visitDetailKey } from './visit-detail';

const queueKey = (salonId: number) => ['staff', 'queue', salonId] as const;

/** GET /api/v1/staff/salons/:salonId/queue: each customer's predicted wash and cut, each person's time left. */
export const useSalonQueue = (salonId: number) =>
  useQuery({
    queryKey: queueKey(salonId),
    queryFn: () => callApi('GET /api/v1/staff/salons/:salonId/queue', { params: { salonId } }),
    refetchInterval: 60_000,
  });

/**
 * The salon's floor changes as they happen (GET .../events, Server-Sent Events): each one refreshes the day,
 * the queue and that visit's details, so every board follows a tap on another tablet within a second or two.
 * The browser reconnects by itself and the server replays what was missed (Last-Event-ID). The stream closes
 * with the screen (a locked tablet holds none open).
 */
export function useFloorEvents(salonId: number) {
  const client = useQueryClient();
  useEffect(() => {
    const source = new EventSource(`/api/v1/staff/salons/${salonId}/events`);
    const changed = (event: MessageEvent<string>) => {
      void client.invalidateQueries({ queryKey: ['staff', 'day', salonId] });
      void client.invalidateQueries({ queryKey: queueKey(salonId) });
      const bookingId = readBookingId(event.data);
      if (bookingId !== null) void client.invalidateQueries({ queryKey: visitDetailKey(bookingId) });
    };
    source.addEventListener('floor', changed);
    return () => source.close();
  }, [client, salonId]);
}

function readBookingId(data: string): number | null {
  try {
    const value = (JSON.parse(data) as { bookingId?: unknown }).bookingId;
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}
