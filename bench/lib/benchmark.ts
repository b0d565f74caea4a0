/** One entry of bench/run.ts: prints its own figures and returns the lines worth repeating at the end. */
export interface Benchmark {
  name: string
  run: () => Promise<string[]>
}

export const formatMs = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`
export const formatRate = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en-US')}/s`
export const formatPercent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`
export const check = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

/** Prints rows as aligned columns. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
}
