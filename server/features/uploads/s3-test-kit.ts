import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from '@20minutes/s3rver'
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import type { TestServer } from '../../../test/server'
import { buildApp } from '../../app'
import { openDatabase } from '../../db/client'

// s3rver's built-in account: it checks request signatures, so the app must sign as this one.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * A real S3-compatible server (s3rver, files in a temp folder) on a free loopback port, with one
 * bucket; `env` is what points an app instance at it.
 */
export async function startLocalS3(bucket = 'bubbles-uploads') {
  const directory = mkdtempSync(join(tmpdir(), 'bubbles-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // Our own client, to look into the bucket without going through the app.
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    /** The object's bytes as the bucket holds them, or null when there is none. */
    async readObject(key: string): Promise<Buffer | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async close() {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>

/**
 * A second app instance with the first one's configuration (the same bucket, the same test settings)
 * on the same database, but its own empty DATA_DIR. On PostgreSQL it opens its own connections;
 * PGlite opens a database from one process once, so there both apps share the first one's.
 */
export async function startSecondInstance(first: TestServer): Promise<TestServer> {
  const database = first.databaseUrl
    ? await openDatabase({ dataDir: '', databaseUrl: first.databaseUrl, poolSize: 10 })
    : undefined
  const db = database?.db ?? first.db
  const dataDir = mkdtempSync(join(tmpdir(), 'bubbles-test-'))
  const config = { ...first.app.config, dataDir }
  const app = await buildApp({ config, db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  config.publicUrl = url
  return {
    app,
    url,
    db,
    dataDir,
    close: async () => {
      await app.close()
      await database?.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
