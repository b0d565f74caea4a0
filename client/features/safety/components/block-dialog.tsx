import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { actionableMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useBlockPerson } from '../api/block-person'
import type { SafetyPerson } from './person-actions-menu'

type BlockDialogProps = {
  person: SafetyPerson
  hasMatch: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  onEnded?: () => void
}

/** "Block Lerato?": says what changes for both people, and that the other person is not told. */
export function BlockDialog({ person, hasMatch, onEnded, ...dialog }: BlockDialogProps) {
  const block = useBlockPerson()
  const name = person.firstName
  const confirm = async () => {
    try {
      await block.mutateAsync(person.id)
    } catch (error) {
      notify.error(`Couldn't block ${name}`, actionableMessage(error) ?? 'Please try again.')
      throw error
    }
    notify.success(`${name} is blocked`, 'You can unblock them in Settings.')
    onEnded?.()
  }
  return (
    <ConfirmDialog
      {...dialog}
      title={`Block ${name}?`}
      description={`They won't be able to see your profile or message you, and ${
        hasMatch ? 'your match will be hidden for both of you' : "you won't see each other in Discover"
      }. They won't be told.`}
      confirmLabel="Block"
      busyLabel="Blocking..."
      onConfirm={confirm}
    />
  )
}
