import type { Db } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema/index.ts';

export async function insertTrackingEvent(db: Db, event: typeof trackingEvents.$inferInsert) {
  await db.insert(trackingEvents).values(event);
}
