import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

const dialect = new PgDialect()

/**
 * A hand-written statement (one the query builder cannot express, such as two data-modifying CTEs)
 * prepared once under `name` and run with named `sql.placeholder` values. Rows come back raw, as the
 * driver gives them: select timestamps with `isoTime` so both engines return the same text.
 */
export function prepareSql<Row>(db: Db, name: string, query: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
  return async (values: Record<string, unknown>) => ((await prepared.execute(values)) as { rows: Row[] }).rows
}

/** A timestamptz as ISO-8601 text in UTC with milliseconds, the API's time format. */
export const isoTime = (column: SQL | string) =>
  sql`to_char(${typeof column === 'string' ? sql.raw(column) : column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Runs a hand-written statement and returns its rows as the driver gives them. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

/**
 * A hot query built once per database and reused (docs/decisions/027): drizzle spends hundreds of microseconds
 * turning a query builder into SQL text, more than PostgreSQL takes to run a one-row read. `build` gets
 * the database and returns `.prepare('name')` of a query whose inputs are `sql.placeholder`s; on
 * node-postgres the name is also a server-side prepared statement, so its plan is made once per connection.
 */
export function preparedOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>()
  return (db) => {
    let query = built.get(db)
    if (query === undefined) {
      query = build(db)
      built.set(db, query)
    }
    return query
  }
}
