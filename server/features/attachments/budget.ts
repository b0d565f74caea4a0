import { budgetWait, errorText } from '@shared/error-codes'
import { ATTACHMENT_LIMITS } from '@shared/limits'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/prepare'
import { attachmentUsage } from '../../db/schema'
import { HttpError } from '../../lib/http-error'

/** Seconds until the next UTC day, when the daily budget starts again. */
function secondsUntilTomorrow(now = new Date()) {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  return Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000))
}

/**
 * Spends `bytes` of the person's daily attachment budget, or refuses with 429 and Retry-After when that
 * would take the day past it. The count is one row per person and UTC day, added to in one statement,
 * so concurrent uploads on any instance cannot both slip under the limit. Bytes are counted as they
 * arrive, refused and deleted files too: the budget bounds the work and storage one person can cause.
 */
export async function spendAttachmentBytes({ db, userId, bytes }: { db: Db; userId: string; bytes: number }) {
  const limit = ATTACHMENT_LIMITS.dailyBytes
  const rows = await queryRows<{ bytes: number }>(
    db,
    sql`insert into ${attachmentUsage} (user_id, day, bytes)
      select ${userId}::uuid, (now() at time zone 'UTC')::date, ${bytes}::bigint where ${bytes}::bigint <= ${limit}::bigint
      on conflict (user_id, day) do update set bytes = ${attachmentUsage.bytes} + excluded.bytes
        where ${attachmentUsage.bytes} + excluded.bytes <= ${limit}::bigint
      returning bytes`,
  )
  if (rows.length > 0) return
  const seconds = secondsUntilTomorrow()
  const params = { mb: limit / 1024 / 1024, ...budgetWait(seconds) }
  throw new HttpError(
    429,
    errorText('attachment_daily_budget', params),
    undefined,
    { 'retry-after': String(seconds) },
    { code: 'attachment_daily_budget', params },
  )
}
