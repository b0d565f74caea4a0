import { ApiError } from '@/lib/api-client'
import { chatKeyOf, type Outbox, type PendingMessage } from './outbox'

/**
 * The wait before try `attempt + 2` of a send: half a second, doubling to 2 s. Shorter than the socket's
 * reconnect delays (which spare a server that is coming back from every open page at once): a person
 * is looking at each pending message, so it should go the moment the server answers again.
 */
const sendRetryDelay = (attempt: number) => Math.min(500 * 2 ** attempt, 2000)

/**
 * A refusal that trying again cannot change (bad input, blocked): shown as failed. Over the budget (429)
 * is not one: the message waits, pending, until the budget allows it (a retry of a message already
 * stored spends budget too, and must not turn a sent message into a failed one).
 */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.status !== 408 && error.status !== 429

/**
 * Sends what is pending in `outbox`: each chat's messages one after another, in the order they were
 * typed, each tried again with its clientId after a failure that may pass (no connection, no answer,
 * the server or its database away) until the server acknowledges it. `wake` cuts the wait short (the
 * connection is back). Returns the controls; `stop` ends it (sign-out).
 */
export function startOutboxSender<Stored>(
  outbox: Outbox,
  {
    send,
    onSent,
  }: {
    send: (message: PendingMessage) => Promise<Stored>
    onSent: (message: PendingMessage, stored: Stored) => void
  },
) {
  const running = new Set<string>()
  const sleepers = new Set<() => void>()
  let stopped = false

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      sleepers.add(done)
    })

  const drain = async (chatKey: string) => {
    running.add(chatKey)
    try {
      for (let attempt = 0; !stopped; ) {
        const next = outbox.list(chatKey).find((m) => m.status === 'sending')
        if (!next) return
        try {
          const stored = await send(next)
          outbox.settle(next.clientId)
          onSent(next, stored)
          attempt = 0
        } catch (error) {
          if (isFinal(error)) {
            // Blocked: the server's words say why trying again won't help.
            const { status, serverMessage } = error as ApiError
            outbox.fail(next.clientId, status === 403 ? serverMessage : undefined)
            continue
          }
          const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined
          await sleep(asked ? asked * 1000 : sendRetryDelay(attempt++))
        }
      }
    } finally {
      running.delete(chatKey)
    }
  }

  const kick = () => {
    if (stopped) return
    for (const message of outbox.list()) {
      const chatKey = chatKeyOf(message.chat)
      if (message.status === 'sending' && !running.has(chatKey)) void drain(chatKey)
    }
  }
  const unsubscribe = outbox.subscribe(kick)
  const wake = () => {
    for (const done of [...sleepers]) done()
  }
  window.addEventListener('online', wake)
  kick()

  return {
    wake,
    stop() {
      stopped = true
      unsubscribe()
      window.removeEventListener('online', wake)
      wake()
    },
  }
}
