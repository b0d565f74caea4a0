// The table: one row per scenario, as markdown so it reads the same in a terminal, a file and a PR.
import type { ScenarioResult } from './harness'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export const recoveryText = (result: ScenarioResult) =>
  result.recoveryMs === undefined ? `> ${result.recoveryCapMs / 1000} s` : seconds(result.recoveryMs)

const verdict = (result: ScenarioResult) => (result.skipped ? 'skipped' : result.passed ? 'pass' : 'FAIL')

export function formatTable(results: ScenarioResult[]) {
  const header = [
    'scenario',
    'acked',
    'stored',
    'delivered',
    'lost',
    'duplicates',
    'recovery time',
    'typed',
    'failed',
    'result',
  ]
  const rows = results.map((result) =>
    result.skipped || result.error
      ? [result.scenario, '', '', '', '', '', '', '', '', verdict(result)]
      : [
          result.scenario,
          result.acked,
          result.stored,
          result.delivered,
          result.lost,
          result.duplicates,
          recoveryText(result),
          result.typed,
          result.failed,
          verdict(result),
        ].map(String),
  )
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  const notes = results.flatMap((result) => [
    ...(result.skipped ? [`- ${result.scenario}: skipped, ${result.skipped}`] : []),
    ...(result.error ? [`- ${result.scenario}: could not run: ${result.error}`] : []),
    ...result.details.map((detail) => `- ${result.scenario}: ${detail}`),
  ])
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...(notes.length ? ['', ...notes] : []),
    '',
    'acked: shown as sent on the sender screen at the end; stored: rows in the database; delivered: distinct',
    'texts on the viewer screen; lost: stored but not shown to the viewer, shown as sent but not stored, or',
    'typed and then neither stored nor shown as failed; recovery: fault over until the viewer shows every',
    'stored message. Pass: 0 lost, 0 duplicates, recovery within 5 s.',
  ].join('\n')
}
