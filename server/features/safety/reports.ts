import { ERRORS } from '@shared/error-codes'
import type { CreateReport, ReportEvidence } from '@shared/schemas/safety'
import { and, desc, eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { personColumns } from '../../db/person-columns'
import { messages, portfolioProjects, profiles, reports, users } from '../../db/schema'
import { badRequest, notFound } from '../../lib/http-error'
import { findPairMatch } from '../matches'
import { findReportableReview } from '../reputation'

const EVIDENCE_MESSAGES = 50

/**
 * Files a report with a snapshot of its evidence as it is now: the reported profile, the last 50
 * messages between the two people if they have a conversation, and the project if one is named. A
 * message or project named must belong to that conversation or that person (404 otherwise), so a
 * report can carry nothing the reporter could not see.
 */
export async function createReport({ db, userId, input }: { db: Db; userId: string; input: CreateReport }) {
  const { userId: reportedId, reason, details, messageId, projectId, reviewId } = input
  if (reportedId === userId) throw badRequest(ERRORS.cannot_report_self, 'userId')
  const [person] = await db
    .select({
      user: personColumns,
      profession: profiles.profession,
      bio: profiles.bio,
      location: profiles.location,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, reportedId))
  if (!person) throw notFound(ERRORS.person_gone)

  const match = await findPairMatch(db, userId, reportedId)
  const conversation = match?.conversationId
    ? await db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          content: messages.content,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.conversationId, match.conversationId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(EVIDENCE_MESSAGES)
    : []
  if (messageId && !conversation.some((message) => message.id === messageId)) {
    const [named] = match?.conversationId
      ? await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, messageId), eq(messages.conversationId, match.conversationId)))
      : []
    if (!named) throw notFound(ERRORS.report_message_not_theirs)
  }
  const [project] = projectId
    ? await db
        .select({
          id: portfolioProjects.id,
          title: portfolioProjects.title,
          description: portfolioProjects.description,
          imageUrl: portfolioProjects.imageUrl,
        })
        .from(portfolioProjects)
        .where(
          and(
            eq(portfolioProjects.id, projectId),
            eq(portfolioProjects.userId, reportedId),
            or(eq(portfolioProjects.isPublic, true), eq(portfolioProjects.userId, userId)),
          ),
        )
    : []
  if (projectId && !project) throw notFound(ERRORS.report_project_not_theirs)
  const review = reviewId
    ? await findReportableReview(db, { reviewId, reviewerId: reportedId, userId })
    : null
  if (reviewId && !review) throw notFound(ERRORS.report_review_not_theirs)

  const evidence: ReportEvidence = {
    profile: { ...person, user: person.user },
    messages: conversation
      .reverse()
      .map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    project: project ?? null,
    review,
  }
  const [report] = await db
    .insert(reports)
    .values({
      reporterId: userId,
      reportedId,
      reason,
      details: details || null,
      messageId,
      projectId,
      reviewId,
      evidence,
    })
    .returning({ id: reports.id, createdAt: reports.createdAt })
  return { id: report!.id, createdAt: report!.createdAt.toISOString() }
}
