import type { Db, Tx } from './client.ts';

/**
 * A query built and prepared once per database handle, then run with placeholder values
 * (`sql.placeholder('name')`). For reads asked on every tap (issue 29). An unprepared drizzle query is built
 * again on every call, and on PostgreSQL postgres.js sends it unnamed: a Parse and Describe round trip
 * before every Bind, and a fresh parse and plan of the statement each time. A prepared one is a named statement
 * on each pooled connection: one round trip, planned once (PostgreSQL keeps a generic plan after five runs).
 * Placeholders are not passed through the column's encoder: give dates as ISO strings, as the column would.
 * Behind a transaction-pooling PgBouncer, named statements need PgBouncer 1.21+ with `max_prepared_statements` > 0.
 */
export function preparedPerDb<Q>(build: (db: Db | Tx) => Q): (db: Db | Tx) => Q {
  const byDb = new WeakMap<Db | Tx, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
