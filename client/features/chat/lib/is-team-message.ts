import type { Message, TeamMessage } from '@shared/schemas/chat'

/** `new-message` carries both kinds; a team message names its team. (Not in shared/schemas: that would pull zod into the chat's first screen.) */
export const isTeamMessage = (message: Message | TeamMessage): message is TeamMessage => 'teamId' in message
