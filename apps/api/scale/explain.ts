import type postgres from 'postgres';

export type SeqScan = { table: string; rows: number; query: string; how: string };

/**
 * A read of a whole table: a sequential scan, or a full index walked end to end without a condition (a
 * partial index, such as the exclusion constraint's over active bookings, holds only its few rows).
 */
function wholeTable(node: PlanNode, partial: Set<string>): string | undefined {
  if (node['Node Type'] === 'Seq Scan') return 'Seq Scan';
  const walk = /^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond'] && !partial.has(node['Index Name'] ?? '');
  return walk ? `${node['Node Type']} using ${node['Index Name']} without a condition` : undefined;
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/**
 * EXPLAIN (no ANALYZE: nothing runs) of each recorded query with its parameters: the whole-table reads
 * (sequential scans, unconditioned index walks) of tables above `minRows` rows (pg_class.reltuples).
 */
export async function findSeqScans(pg: postgres.Sql, queries: Map<string, unknown[]>, minRows: number): Promise<SeqScan[]> {
  const sizes = new Map(
    (
      await pg<
        { relname: string; n: number }[]
      >`select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`
    ).map((r) => [r.relname, Number(r.n)]),
  );
  const partial = new Set((await pg<{ name: string }[]>`select indexrelid::regclass::text as name from pg_index where indpred is not null`).map((r) => r.name));
  const found: SeqScan[] = [];
  for (const [query, params] of queries) {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(query)) continue;
    const [row] = await pg.unsafe(`explain (format json) ${query}`, params as postgres.ParameterOrJSON<never>[]);
    const plan = (row as unknown as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
    for (const node of nodes(plan)) {
      const table = node['Relation Name'];
      const rows = table ? (sizes.get(table) ?? 0) : 0;
      const how = wholeTable(node, partial);
      if (how && table && rows > minRows) found.push({ table, rows, query, how });
    }
  }
  return found;
}
