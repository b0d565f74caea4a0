import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isUuid } from '../lib/uuid'
import type { Db } from './client'

interface ChatTable {
  table: PgTable
  id: PgColumn
  createdAt: PgColumn
  /** The column that says which chat a message belongs to (conversation or team). */
  chatId: PgColumn
}

/**
 * One page of a chat's history, as a where clause and an order:
 * - no cursor: the newest messages (read newest first, shown reversed);
 * - `before`: the ones just older than that message;
 * - `after`: the ones just newer than it, oldest first: a client catching up from the last one it holds.
 * A message's place is (created_at, id), compared in SQL: a JavaScript Date would drop the microseconds.
 * A cursor that is not a message of this chat selects nothing.
 */
export function chatPage(
  { table, id, createdAt, chatId }: ChatTable,
  chat: string,
  { before, after }: { before?: string; after?: string },
): { cursor: SQL | undefined; order: SQL[]; newestFirst: boolean } {
  const cursorId = after ?? before
  if (cursorId === undefined)
    return { cursor: undefined, order: [desc(createdAt), desc(id)], newestFirst: true }
  const place = isUuid(cursorId)
    ? sql`(select c.created_at, c.id from ${table} c where c.id = ${cursorId} and c.${sql.identifier(chatId.name)} = ${chat})`
    : undefined
  if (after !== undefined) {
    return {
      cursor: place ? sql`(${createdAt}, ${id}) > ${place}` : sql`false`,
      order: [asc(createdAt), asc(id)],
      newestFirst: false,
    }
  }
  return {
    cursor: place ? sql`(${createdAt}, ${id}) < ${place}` : sql`false`,
    order: [desc(createdAt), desc(id)],
    newestFirst: true,
  }
}

/**
 * Whether a catch-up cursor names a message of this chat. An empty `after` page is then "nothing new",
 * not "unknown cursor", which the client must hear (404) to reload the chat instead of trusting a gap.
 */
export async function isChatMessage(
  db: Db,
  { table, id, chatId }: ChatTable,
  chat: string,
  messageId: string,
) {
  if (!isUuid(messageId)) return false
  const rows = await db
    .select({ id })
    .from(table)
    .where(and(eq(id, messageId), eq(chatId, chat)))
    .limit(1)
  return rows.length > 0
}

/** Whether a page query asks for a chat's newest messages (no cursor, no catch-up of changes). */
export const isNewestPage = (query: { before?: string; after?: string; changedSince?: number }) =>
  query.before === undefined && query.after === undefined && query.changedSince === undefined
