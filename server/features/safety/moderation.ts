import { ERRORS } from '@shared/error-codes'
import type { AdminReport, ReportEvidence, ResolveReport } from '@shared/schemas/safety'
import { and, asc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { reports, sessions, users } from '../../db/schema'
import { notFound } from '../../lib/http-error'
import { isUuid } from '../../lib/uuid'
import { peopleAffectedBy, refreshReputation } from '../reputation'
import { handOverOwnedTeams } from '../teams'

const reporter = alias(users, 'reporter')
const reported = alias(users, 'reported')
const person = (user: typeof reporter | typeof reported) => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  suspendedAt: user.suspendedAt,
})

/** The open reports, oldest first: the queue a moderator works through. */
export async function listOpenReports({ db }: { db: Db }): Promise<AdminReport[]> {
  const rows = await db
    .select({ report: reports, reporter: person(reporter), reported: person(reported) })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedId))
    .where(eq(reports.status, 'open'))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(200)
  return rows.map(({ report, reporter, reported }) => ({
    id: report.id,
    reason: report.reason,
    details: report.details,
    messageId: report.messageId,
    projectId: report.projectId,
    reviewId: report.reviewId,
    createdAt: report.createdAt.toISOString(),
    // A deleted account leaves its side of the report empty (anonymised), never a half-filled person.
    reporter: reporter?.id ? withoutSuspension(reporter as PersonRow) : null,
    reported: reported?.id
      ? { ...withoutSuspension(reported as PersonRow), suspended: reported.suspendedAt !== null }
      : null,
    evidence: report.evidence as ReportEvidence,
  }))
}

interface PersonRow {
  id: string
  firstName: string
  lastName: string
  profileImageUrl: string | null
  suspendedAt: Date | null
}
const withoutSuspension = ({ id, firstName, lastName, profileImageUrl }: PersonRow) => ({
  id,
  firstName,
  lastName,
  profileImageUrl,
})

/**
 * Closes a report. Suspending the reported person also closes their other open reports, marks the
 * account suspended, hands the teams they own over (as a deleted account's are) and deletes their
 * sessions in the same transaction; the caller then ends their live connections on every instance and
 * tells the people of those teams. Returns the suspended person's id, if any, and those people.
 */
export async function resolveReport({
  db,
  adminId,
  reportId,
  action,
}: {
  db: Db
  adminId: string
  reportId: string
  action: ResolveReport['action']
}) {
  if (!isUuid(reportId)) throw notFound(ERRORS.report_not_found)
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ reportedId: reports.reportedId })
      .from(reports)
      .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
      .for('update')
    if (!report) throw notFound(ERRORS.report_not_found_or_resolved)
    const resolved = { resolvedAt: sql`now()`, resolvedBy: adminId }
    if (action === 'dismiss' || !report.reportedId) {
      await tx
        .update(reports)
        .set({ status: 'dismissed', ...resolved })
        .where(eq(reports.id, reportId))
      return { suspendedUserId: null, teammates: [] }
    }
    await tx
      .update(reports)
      .set({ status: 'suspended', ...resolved })
      .where(and(eq(reports.reportedId, report.reportedId), eq(reports.status, 'open')))
    // Their reviews are hidden while the suspension lasts (docs/decisions/051): the ratings they touched are set again.
    const affected = await peopleAffectedBy(tx, report.reportedId)
    await tx
      .update(users)
      .set({ suspendedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, report.reportedId))
    await refreshReputation(tx, affected)
    // A suspended owner would leave their teams with nobody to run them.
    const teammates = await handOverOwnedTeams(tx, report.reportedId)
    await tx.delete(sessions).where(eq(sessions.userId, report.reportedId))
    return { suspendedUserId: report.reportedId, teammates }
  })
}
