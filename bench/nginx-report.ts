// The tables and summary lines of bench/nginx.ts.
import { availableParallelism } from 'node:os'
import { formatMs, formatPercent, formatRate, printTable } from './lib/benchmark'
import { DEFAULT_LOAD, type LoadResult } from './lib/load'
import type { ChatResult } from './nginx-chat'

export const CHAT = { sockets: 1000, rate: 1000, saturationRate: 4000, warmup: 3, measure: 10, saturation: 6 }

export type DiscoverRow = { label: string; result: LoadResult; requests: string; cpu: string; load: string }
export interface ChatRow {
  label: string
  steady: ChatResult
  saturated: ChatResult
  sockets: string
  cpu: string
  load: string
}

export function report(discover: DiscoverRow[], chat: ChatRow[]) {
  console.log(
    `\nGET /api/profiles/discover, one signed-in caller, ${DEFAULT_LOAD.connections} connections, ${DEFAULT_LOAD.durationSeconds} s`,
  )
  printTable(
    ['setup', 'req/s', 'p50', 'p95', 'p99', 'errors', 'requests per instance', 'app CPU/request', 'load'],
    discover.map(({ label, result, requests, cpu, load }) => [
      label,
      formatRate(result.requestsPerSecond),
      formatMs(result.p50),
      formatMs(result.p95),
      formatMs(result.p99),
      String(result.errors),
      requests,
      cpu,
      load,
    ]),
  )
  console.log(
    `\nChat, ${CHAT.sockets} WebSockets in matched pairs: ${CHAT.rate}/s for ${CHAT.measure} s, then ${CHAT.saturationRate}/s offered for ${CHAT.saturation} s`,
  )
  printTable(
    ['setup', 'offered', 'stored/s', 'failed', 'p50', 'p99', 'lost', 'sockets', 'app CPU/msg', 'load'],
    chat.flatMap(({ label, steady, saturated, sockets, cpu, load }) =>
      [steady, saturated].map((r) => [
        label,
        `${r.offered}/s`,
        formatRate(r.perSecond),
        String(r.failed),
        formatMs(r.p50),
        formatMs(r.p99),
        String(r.lost),
        sockets,
        r === steady ? cpu : '',
        load,
      ]),
    ),
  )
  const [direct, one, two] = discover.map((row) => row.result)
  const [chatDirect, chatOne, chatTwo] = chat.map((row) => row.saturated)
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`
  const summary = [
    `discover: two instances ${formatRate(two!.requestsPerSecond)} vs one ${formatRate(one!.requestsPerSecond)} behind nginx = ${ratio(two!.requestsPerSecond, one!.requestsPerSecond)}; nginx itself keeps ${formatPercent(one!.requestsPerSecond / direct!.requestsPerSecond)} of one instance's ${formatRate(direct!.requestsPerSecond)} (p99 ${formatMs(one!.p99)} vs ${formatMs(direct!.p99)})`,
    `chat, ${CHAT.saturationRate}/s offered: two instances store ${formatRate(chatTwo!.perSecond)} vs one ${formatRate(chatOne!.perSecond)} behind nginx = ${ratio(chatTwo!.perSecond, chatOne!.perSecond)} (one without nginx ${formatRate(chatDirect!.perSecond)}); at ${CHAT.rate}/s p99 ${formatMs(chat[2]!.steady.p99)} vs ${formatMs(chat[1]!.steady.p99)}`,
    `app CPU per discover request: ${discover.map((row) => `${row.label} ${row.cpu}`).join('; ')}`,
    `app CPU per chat message at ${CHAT.rate}/s: ${chat.map((row) => `${row.label} ${row.cpu}`).join('; ')}`,
    `load average (1 min) during the runs: ${[...discover, ...chat].map((row) => row.load).join(', ')} on ${availableParallelism()} cores`,
  ]
  for (const line of summary) console.log(line)
  return summary
}
