import type { TeamMessage } from '@shared/schemas/chat'
import { api } from '@/lib/api-client'
import { SEND_TIMEOUT_MS } from './send-message'

/** Stores a team message; a repeat of its clientId answers with the message stored the first time. */
export const sendTeamMessage = ({
  teamId,
  content,
  clientId,
  replyToId,
  mentions,
  attachmentIds,
}: {
  teamId: string
  content: string
  clientId?: string
  replyToId?: string
  mentions?: string[]
  attachmentIds?: string[]
}) =>
  api.post<TeamMessage>(
    `/api/teams/${teamId}/chat`,
    { content, clientId, replyToId, mentions, attachmentIds },
    { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
  )
