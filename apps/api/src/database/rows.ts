import type { DataSource, EntityManager } from 'typeorm';

/**
 * The rows of a SQL statement. TypeORM answers a Postgres UPDATE or DELETE with
 * `[rows, affectedCount]` and everything else with the rows alone; this gives rows for both,
 * so `UPDATE … RETURNING` reads like a SELECT. Pass the transaction's manager inside a
 * transaction: on the one-session embedded database any other handle waits for the session.
 */
export async function rows<T>(
  db: DataSource | EntityManager,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}
