import { z } from 'zod'
import { ERRORS, errorText } from '../error-codes'

/** Why someone is reported (docs/decisions/013), with the words people see. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'fake-profile',
  'inappropriate',
  'underage',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or hate',
  'fake-profile': 'Fake profile',
  inappropriate: 'Inappropriate content',
  underage: 'Under 18',
  other: 'Something else',
}
export const REPORT_STATUSES = ['open', 'dismissed', 'suspended'] as const
export const REPORT_DETAILS_MAX = 1000
export const SUSPENDED_MESSAGE = ERRORS.suspended
export const BLOCKED_MESSAGE = ERRORS.blocked

const userIdSchema = z.uuid(ERRORS.user_id_invalid)

/** A person as the safety views show them. */
export const safetyUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
})
export type SafetyUser = z.infer<typeof safetyUserSchema>

/** POST /api/blocks. */
export const createBlockSchema = z.object({ userId: userIdSchema })
export type CreateBlock = z.infer<typeof createBlockSchema>

/** GET /api/blocks item: someone I blocked. */
export const blockSchema = z.object({ user: safetyUserSchema, createdAt: z.string() })
export type Block = z.infer<typeof blockSchema>
export const blockListSchema = z.array(blockSchema)

/** POST /api/reports. */
export const createReportSchema = z.object({
  userId: userIdSchema,
  reason: z.enum(REPORT_REASONS, { error: ERRORS.report_reason }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, errorText('report_details_too_long', { max: REPORT_DETAILS_MAX }))
    .optional(),
  messageId: z.uuid(ERRORS.report_message_id_invalid).optional(),
  projectId: z.uuid(ERRORS.report_project_id_invalid).optional(),
  /** A review this person wrote (docs/decisions/051): a moderator may hide it. */
  reviewId: z.uuid(ERRORS.report_review_id_invalid).optional(),
})
export type CreateReport = z.input<typeof createReportSchema>

export const reportReceiptSchema = z.object({ id: z.string(), createdAt: z.string() })

/** What a report keeps of the moment it was made. */
export const reportEvidenceSchema = z.object({
  profile: z
    .object({
      user: safetyUserSchema,
      profession: z.string().nullable(),
      bio: z.string().nullable(),
      location: z.string().nullable(),
    })
    .nullable(),
  messages: z.array(
    z.object({ id: z.string(), senderId: z.string(), content: z.string(), createdAt: z.string() }),
  ),
  project: z
    .object({ id: z.string(), title: z.string(), description: z.string(), imageUrl: z.string().nullable() })
    .nullable(),
  /** A reported review as it read then (docs/decisions/051); absent from reports made before reviews existed. */
  review: z
    .object({ id: z.string(), stars: z.number().int(), text: z.string().nullable(), hidden: z.boolean() })
    .nullable()
    .optional(),
})
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>

/** GET /api/admin/reports item. People are null once their account is deleted. */
export const adminReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  messageId: z.string().nullable(),
  projectId: z.string().nullable(),
  reviewId: z.string().nullable(),
  createdAt: z.string(),
  reporter: safetyUserSchema.nullable(),
  reported: safetyUserSchema.extend({ suspended: z.boolean() }).nullable(),
  evidence: reportEvidenceSchema,
})
export type AdminReport = z.infer<typeof adminReportSchema>
export const adminReportListSchema = z.array(adminReportSchema)

/** POST /api/admin/reports/{id}/resolve. */
export const resolveReportSchema = z.object({
  action: z.enum(['dismiss', 'suspend'], { error: ERRORS.resolve_action }),
})
export type ResolveReport = z.infer<typeof resolveReportSchema>

/** Sent to both people when their match ends (unmatch or block): their open chat closes. */
export type MatchEnded = { matchId: string; conversationId: string | null; reason: 'unmatched' | 'blocked' }
