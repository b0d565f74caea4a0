import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientDist } from '../server/plugins/static-spa'
import { startTestServer, type TestServer } from '../test/server'

// The built files go out compressed once at build time, at the best ratio, instead of being
// compressed again for every request (vite.config.ts, precompress).
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

/** A raw GET: node's fetch would decode the body, and the test is about the bytes on the wire. */
const get = (path: string, acceptEncoding: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })

/** The app's boot code: the largest script the built page preloads. */
const entryScript = () => {
  const html = readFileSync(join(clientDist, 'index.html'), 'utf8')
  const paths = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]!)
  const [largest] = paths.sort(
    (a, b) => readFileSync(join(clientDist, b)).length - readFileSync(join(clientDist, a)).length,
  )
  if (!largest) throw new Error('no scripts in the built index.html')
  return largest
}

describe('static files', () => {
  it('sends the build-time Brotli copy of a script to a browser that accepts it', async () => {
    const path = entryScript()
    const plain = readFileSync(join(clientDist, path))
    const { headers, body } = await get(path, 'gzip, deflate, br, zstd')
    expect(headers['content-encoding']).toBe('br')
    expect(headers['content-type']).toMatch(/^application\/javascript/)
    expect(headers.vary).toMatch(/accept-encoding/i)
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The file written at build time (quality 11), not one compressed for this request (quality 5).
    expect(body.equals(readFileSync(join(clientDist, `${path}.br`)))).toBe(true)
    expect(brotliDecompressSync(body).equals(plain)).toBe(true)
    expect(body.length).toBeLessThan(plain.length / 3)
  })

  it('sends the gzip copy to a browser without Brotli, and the file itself to one that accepts neither', async () => {
    const path = entryScript()
    const plain = readFileSync(join(clientDist, path))
    const gzip = await get(path, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body.equals(readFileSync(join(clientDist, `${path}.gz`)))).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true)
    const identity = await get(path, 'identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.equals(plain)).toBe(true)
  })

  it('answers an unknown page with the app and an unknown script with a 404', async () => {
    const page = await get('/no-such-page', 'br')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const script = await get('/assets/no-such-chunk.js', 'br')
    expect(script.body.toString()).toMatch(/not_found|Not Found/i)
  })
})
