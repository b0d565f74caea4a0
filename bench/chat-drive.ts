// The open-loop load of bench/chat.ts: messages go out on a fixed schedule whatever the server answers,
// so a server that falls behind shows as latency and backlog instead of slowing the sender down (a
// closed loop would hide saturation). Latency runs from the moment a message was due, not from when
// the generator got round to it: a busy generator cannot flatter the server (no coordinated omission).
import { randomBytes } from 'node:crypto'
import type { Pair } from './chat-data'
import type { RawSocket } from './lib/raw-socket'

export interface Phase {
  rate: number
  sent: number
  /** Acknowledged as sent (the server stores a message before it acknowledges it). */
  stored: number
  failed: number
  /** Acknowledged messages per second, from the first due message to the last acknowledgement. */
  perSecond: number
  p50: number
  p99: number
  max: number
  /** Never reached the other person's socket within the drain time. */
  lost: number
  /** CPU time of this load generator per message (it shares the cores with the server). */
  clientCpuUs: number
}

// A saturated phase's backlog is waited out, so the next one starts clean and every acknowledgement counts.
const DRAIN_MS = 60_000

/** `rate` messages a second for `seconds`, round the pairs, each side in turn. */
export async function drive(sockets: RawSocket[], pairs: Pair[], rate: number, seconds: number) {
  const total = Math.round(rate * seconds)
  const tag = randomBytes(3).toString('hex')
  const dueAt = new Float64Array(total)
  const latency = new Float64Array(total).fill(-1)
  let stored = 0
  let failed = 0
  let lastAck = 0
  let firstError = ''
  // Each socket hears its own conversation's messages (both people are in the room) and its
  // notifications; only the other person's copy of this phase's messages counts.
  const prefix = `"content":"${tag}:`
  for (const [index, socket] of sockets.entries()) {
    socket.onEvent((text) => {
      if (!text.startsWith('["new-message"')) return
      const at = text.indexOf(prefix)
      if (at < 0) return
      const n = Number.parseInt(text.slice(at + prefix.length), 10)
      if (recipientOf(n) !== index || latency[n]! >= 0) return
      latency[n] = performance.now() - dueAt[n]!
    })
  }
  const recipientOf = (n: number) => (n % pairs.length) * 2 + 1 - (Math.floor(n / pairs.length) % 2)
  const cpuBefore = process.cpuUsage()
  const start = performance.now()
  let next = 0
  const sendOne = (n: number) => {
    const pairIndex = n % pairs.length
    const from = pairIndex * 2 + (Math.floor(n / pairs.length) % 2)
    dueAt[n] = start + (n * 1000) / rate
    const payload = { conversationId: pairs[pairIndex]!.conversationId, content: `${tag}:${n}` }
    sockets[from]!.emit('send-message', payload, (text) => {
      if (text.startsWith('[{"ok":true')) stored++
      else {
        failed++
        firstError ||= text
      }
      lastAck = performance.now()
    })
  }
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1)
      while (next < due) sendOne(next++)
      if (next >= total) return resolve()
      setTimeout(tick, 2)
    }
    tick()
  })
  const delivered = () => latency.reduce((count, ms) => count + (ms >= 0 ? 1 : 0), 0)
  const drainUntil = performance.now() + DRAIN_MS
  while ((stored + failed < total || delivered() < total) && performance.now() < drainUntil) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const cpu = process.cpuUsage(cpuBefore)
  for (const socket of sockets) socket.onEvent(undefined)
  if (firstError) console.log(`  first refusal at ${rate}/s: ${firstError.slice(0, 200)}`)
  const sorted = latency.filter((ms) => ms >= 0).sort()
  const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
  const phase: Phase = {
    rate,
    sent: total,
    stored,
    failed,
    perSecond: stored / ((lastAck - start) / 1000),
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    lost: total - sorted.length,
    clientCpuUs: (cpu.user + cpu.system) / total,
  }
  return phase
}
