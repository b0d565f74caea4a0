import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { actionableMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useUnmatch } from '../api/unmatch'
import type { SafetyPerson } from './person-actions-menu'

type UnmatchDialogProps = {
  person: SafetyPerson
  matchId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  onEnded?: () => void
}

/** "Unmatch Lerato?": the conversation goes for both people, and so does Discover between them. */
export function UnmatchDialog({ person, matchId, onEnded, ...dialog }: UnmatchDialogProps) {
  const unmatch = useUnmatch()
  const name = person.firstName
  const confirm = async () => {
    try {
      await unmatch.mutateAsync({ matchId, userId: person.id })
    } catch (error) {
      notify.error(`Couldn't unmatch ${name}`, actionableMessage(error) ?? 'Please try again.')
      throw error
    }
    notify.success(`You unmatched ${name}`)
    onEnded?.()
  }
  return (
    <ConfirmDialog
      {...dialog}
      title={`Unmatch ${name}?`}
      description="Your conversation and its messages will be removed for both of you, and you won't see each other in Discover again."
      confirmLabel="Unmatch"
      busyLabel="Unmatching..."
      onConfirm={confirm}
    />
  )
}
