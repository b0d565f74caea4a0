import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { DEFAULT_LOAD, type LoadResult, measureLoad } from './load'

/**
 * The yardstick of docs/engineering.md §4: a bare Fastify hello-world route, measured in the same run and the
 * same process layout as the app, so ratios compare like with like on a busy machine.
 */
export async function measureHelloWorld(
  durationSeconds: number = DEFAULT_LOAD.durationSeconds,
): Promise<LoadResult> {
  const app = Fastify({ logger: false })
  app.get('/hello', async () => ({ hello: 'world' }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const { port } = app.server.address() as AddressInfo
    return await measureLoad({ ...DEFAULT_LOAD, durationSeconds, url: `http://127.0.0.1:${port}/hello` })
  } finally {
    await app.close()
  }
}
