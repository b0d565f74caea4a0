import type { CallSignal } from '@shared/socket-events'
import { translateError } from '@/lib/error-text'
import { i18n } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import type { Refusal } from './call-session'

// What a person is told when a call could not start or ended without them choosing it. The calls
// catalogue is fetched first when needed: a toast in English, then the rest in German, would be odd.
const words = async () => {
  await i18n.loadNamespaces('calls')
  return i18n.getFixedT(null, 'calls')
}

/** The spec's toast for a camera or microphone refused or missing. */
export async function toastMediaUnavailable() {
  const t = await words()
  notify.error(t('toast.failedTitle'), t('toast.failedDescription'))
}

/** The server's refusal in the person's language ("Lerato is not online", "This call is full..."). */
export function toastRefusal(refusal: Refusal) {
  notify.error(translateError(refusal))
}

type EndReason = NonNullable<CallSignal['reason']>

/** The other side ended a 1:1 call before it began (declined, busy, no answer, failed). */
export async function toastEnded(reason: EndReason | undefined, name: string) {
  const t = await words()
  if (reason === 'declined') notify.info(t('toast.declined', { name }))
  else if (reason === 'busy') notify.info(t('toast.busy', { name }))
  else if (reason === 'missed') notify.info(t('toast.noAnswer', { name }))
  else if (reason === 'failed') notify.error(t('toast.failedTitle'), t('toast.peerFailed', { name }))
}
