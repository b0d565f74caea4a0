import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, createUser } from '../../../test/client'
import { startTestServer, type TestServer } from '../../../test/server'
import { buildApp } from '../../app'
import { ConfigError, loadConfig } from '../../config'
import { type LocalS3, startLocalS3, startSecondInstance } from './s3-test-kit'
import { uploadImage } from './upload-test-kit'

// Two app instances on one database and one S3-compatible bucket, each with its own empty DATA_DIR:
// what one instance stores, the other serves (docs/engineering.md §1, docs/decisions/019).
let s3: LocalS3
let one: TestServer
let two: TestServer
beforeAll(async () => {
  s3 = await startLocalS3()
  one = await startTestServer(s3.env)
  two = await startSecondInstance(one)
})
afterAll(async () => {
  await two?.close()
  await one?.close()
  await s3?.close()
})

const keyOf = (url: string) => url.replace('/uploads/', '')
const thumbnailOf = (url: string) => url.replace(/\.(\w+)$/, '-thumb.$1')

async function fetchFile(server: TestServer, url: string) {
  const res = await fetch(new URL(url, server.url))
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

async function uploadThrough(server: TestServer): Promise<{ client: ApiClient; url: string }> {
  const client = await createUser(server.url, { profile: {} })
  return { client, url: await uploadImage(client) }
}

describe('uploads in S3, shared by every instance', () => {
  it('serves an image uploaded through one instance from the other, with its type, nosniff and long caching', async () => {
    const { url } = await uploadThrough(one)

    for (const file of [url, thumbnailOf(url)]) {
      const stored = await s3.readObject(keyOf(file))
      expect(stored, `${file} in the bucket`).not.toBeNull()
      const { res, bytes } = await fetchFile(two, file)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('content-length')).toBe(String(stored!.length))
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(bytes.equals(stored!)).toBe(true)
    }
    // Nothing went to either instance's own disk: the bucket is the only copy.
    for (const server of [one, two]) expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false)
  })

  it('answers a key the bucket does not hold, or a key that is not one of ours, with a JSON 404', async () => {
    for (const path of [
      '/uploads/0f0e0d0c-0000-4000-8000-000000000000.webp',
      '/uploads/..%2Fbubbles-uploads',
    ]) {
      const res = await fetch(new URL(path, two.url))
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ message: 'Not found', code: 'not_found' })
    }
  })

  it('removes the person’s objects from the bucket when they delete their account on another instance', async () => {
    const { client, url } = await uploadThrough(one)
    const keys = [keyOf(url), keyOf(thumbnailOf(url))]
    for (const key of keys) expect(await s3.readObject(key)).not.toBeNull()

    // The same person, signed in, on the other instance.
    const onTwo = new ApiClient(two.url)
    onTwo.cookies = client.cookies
    expect((await onTwo.delete('/api/profile')).status).toBe(200)

    for (const key of keys) expect(await s3.readObject(key), key).toBeNull()
    expect((await fetchFile(one, url)).res.status).toBe(404)
  })
})

describe('S3 configuration at start-up', () => {
  // Built on the running instance's database: a refused start leaves nothing to clean up.
  const start = (env: Record<string, string>) =>
    buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...s3.env, ...env }), db: one.db })

  it('refuses to start on a bucket that does not exist, in one line naming it', async () => {
    const refused = start({ S3_BUCKET: 'no-such-bucket' })
    await expect(refused).rejects.toThrow(ConfigError)
    await expect(refused).rejects.toThrow(
      /^S3 bucket "no-such-bucket" cannot be used: it does not exist \(404\)$/,
    )
  })

  it('refuses to start with a secret key the store does not accept', async () => {
    await expect(start({ S3_SECRET_ACCESS_KEY: 'wrong-secret' })).rejects.toThrow(
      /^S3 bucket "bubbles-uploads" cannot be used: access denied \(403\)/,
    )
  })
})
