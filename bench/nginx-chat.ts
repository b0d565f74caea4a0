// The chat load of bench/nginx.ts: matched pairs of Socket.IO clients, over WebSocket as the browser
// connects, sending persisted messages at an offered rate through whatever `url` is (nginx or one
// instance). Measured: messages stored per second (acknowledged), delivery latency to the other person.
import { randomBytes } from 'node:crypto'
import type { Ack } from '@shared/socket-events'
import type { Pair } from './chat-data'
import { type ClientSocket, connectSession } from './lib/chat-socket'

// How long a phase waits for what is still in flight: long enough that an overloaded server's backlog
// ends inside its own phase rather than in the next one's figures.
const DRAIN_MS = 20_000

export interface ChatResult {
  offered: number
  sent: number
  stored: number
  failed: number
  /** Stored messages per second, from the first send to the last acknowledgement. */
  perSecond: number
  p50: number
  p99: number
  /** Sent but never seen by the other person within DRAIN_MS of the end. */
  lost: number
}

/** Both people of every pair connected and in their conversation's room. */
export async function connectPairs(url: string, pairs: Pair[]) {
  const connect = (token: string) => connectSession(url, token)
  const sockets: ClientSocket[] = []
  // In waves of 50 pairs, so the handshakes do not pile up behind each other.
  for (let i = 0; i < pairs.length; i += 50) {
    sockets.push(...(await Promise.all(pairs.slice(i, i + 50).flatMap((pair) => pair.tokens.map(connect)))))
  }
  await Promise.all(
    sockets.map(async (socket, i) => {
      const ack = await socket.emitWithAck('join-conversation', pairs[Math.floor(i / 2)]!.conversationId)
      if (!ack.ok) throw new Error(`join refused: ${ack.message}`)
    }),
  )
  return sockets
}

/** Offers `rate` messages a second for `seconds`, alternating pairs and sides, and waits for them. */
export async function offerMessages(
  sockets: ClientSocket[],
  pairs: Pair[],
  rate: number,
  seconds: number,
): Promise<ChatResult> {
  const runId = randomBytes(4).toString('hex')
  const pending = new Map<string, { at: number; to: number }>()
  const latencies: number[] = []
  let stored = 0
  let failed = 0
  let lastAck = 0
  const listeners = sockets.map((socket, index) => {
    const listener = (message: { content: string }) => {
      const sent = pending.get(message.content)
      if (sent?.to !== index) return
      latencies.push(performance.now() - sent.at)
      pending.delete(message.content)
    }
    socket.on('new-message', listener)
    return listener
  })
  const total = rate * seconds
  const start = performance.now()
  const send = (n: number) => {
    const pair = n % pairs.length
    const side = Math.floor(n / pairs.length) % 2
    const content = `${runId}:${n}`
    pending.set(content, { at: performance.now(), to: pair * 2 + 1 - side })
    const payload = { conversationId: pairs[pair]!.conversationId, content }
    sockets[pair * 2 + side]!.emit('send-message', payload, (ack: Ack<unknown>) => {
      if (ack.ok) stored++
      else failed++
      lastAck = performance.now()
    })
  }
  let next = 0
  while (next < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate))
    while (next < due) send(next++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const drainUntil = performance.now() + DRAIN_MS
  while ((stored + failed < total || pending.size > 0) && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  for (const [i, socket] of sockets.entries()) socket.off('new-message', listeners[i])
  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
  return {
    offered: rate,
    sent: total,
    stored,
    failed,
    perSecond: stored ? stored / ((lastAck - start) / 1000) : 0,
    p50: percentile(0.5),
    p99: percentile(0.99),
    lost: total - latencies.length,
  }
}
