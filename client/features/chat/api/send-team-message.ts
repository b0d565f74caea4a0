import { SEND_FAILED_DESCRIPTION, SEND_FAILED_TITLE, type TeamMessage } from '@shared/schemas/chat'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { addTeamMessage } from './get-team-chat'

export const sendTeamMessage = ({ teamId, content }: { teamId: string; content: string }) =>
  api.post<TeamMessage>(`/api/teams/${teamId}/chat`, { content })

export const useSendTeamMessage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendTeamMessage,
    onSuccess: (message) => addTeamMessage(queryClient, message),
    onError: () => notify.error(SEND_FAILED_TITLE, SEND_FAILED_DESCRIPTION),
  })
}
