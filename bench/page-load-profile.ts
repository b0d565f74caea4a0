import { Session } from 'node:inspector/promises'

interface ProfileNode {
  id: number
  callFrame: { url: string; functionName: string }
  hitCount?: number
  children?: number[]
}

// Drizzle functions that turn a query builder into SQL text; everything they call counts as building.
// (Drizzle's other work, mapping result rows to objects, is not SQL building.)
const BUILDING = new Set([
  'toSQL',
  'getSQL',
  'sqlToQuery',
  'buildSelectQuery',
  'buildSelection',
  'buildQueryFromSourceParams',
  'buildInsertQuery',
  'buildUpdateQuery',
  'buildDeleteQuery',
  '_prepare',
])

/**
 * CPU-profiles this process (the server runs in-process) while `run` drives it, and returns the share of
 * samples spent in each package: drizzle-orm's share is the cost of building SQL, since the statements
 * themselves go to the driver. Idle samples are left out, so shares are of the CPU actually used.
 */
export async function profileShares(run: () => Promise<unknown>) {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 500 })
  await session.post('Profiler.start')
  let nodes: ProfileNode[]
  try {
    await run()
  } finally {
    nodes = ((await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } }).profile.nodes
    session.disconnect()
  }
  const parent = new Map<number, ProfileNode>()
  const byId = new Map(nodes.map((node) => [node.id, node]))
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node)
  const building = (node: ProfileNode | undefined): boolean =>
    node !== undefined &&
    ((node.callFrame.url.includes('drizzle-orm') && BUILDING.has(node.callFrame.functionName)) ||
      building(parent.get(node.id)))
  const hits = new Map<string, number>()
  let total = 0
  let built = 0
  for (const node of byId.values()) {
    const count = node.hitCount ?? 0
    if (count === 0 || ['(idle)', '(program)'].includes(node.callFrame.functionName)) continue
    const owner = packageOf(node.callFrame.url)
    hits.set(owner, (hits.get(owner) ?? 0) + count)
    total += count
    if (building(node)) built += count
  }
  const shares = [...hits]
    .map(([owner, count]) => ({ owner, share: count / Math.max(1, total) }))
    .sort((a, b) => b.share - a.share)
  return { shares, sqlBuilding: built / Math.max(1, total) }
}

const packageOf = (url: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (match) return match[1]!
  if (url.startsWith('node:') || url === '') return 'node (built-in, GC, native)'
  return 'app'
}
