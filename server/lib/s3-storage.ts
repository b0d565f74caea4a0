import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { ConfigError, type S3Config } from '../config'
import { assertKey, assertWritable, contentTypeForKey, isStorageKey, type Storage } from './storage'

/**
 * Uploads in an S3-compatible bucket, one object per key, so every instance sees every file
 * (docs/decisions/019). Keys are used as they are: the bucket is the app's, and the key check leaves
 * no room for prefixes or separators that could reach another object.
 */
export function createS3Storage(config: S3Config): Storage & { checkBucket(): Promise<void> } {
  const { bucket } = config
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's newer default adds CRC checksums to every write, which several S3-compatible stores
    // refuse or store garbled. Nothing is lost: our bodies are buffers, whose SHA-256 the request
    // signature already carries and the store checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A store that does not answer must fail the request, not hold it (and its socket) forever.
      connectionTimeout: 5_000,
      socketTimeout: 30_000,
      // Each image being sent to a browser holds one connection to the store until it is through;
      // the SDK's 50 would queue a busy page's thumbnails behind each other.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  })

  return {
    async put(key, data, contentType) {
      assertWritable(key, contentType)
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }),
      )
    },

    async remove(key) {
      assertKey(key)
      // S3 answers a delete of a missing key with success, which is what remove() promises.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },

    async read(key) {
      if (!isStorageKey(key)) return null
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return {
          stream: object.Body as Readable,
          bytes: object.ContentLength,
          // From the key, as on disk: the served type never depends on what the store says.
          contentType: contentTypeForKey(key),
        }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },

    /**
     * Reachable: the store answers a read of a key that is never there (the rights the app has anyway;
     * a missing key is an answer, an error or a timeout is not).
     */
    async check() {
      await this.read(`readiness-probe-${randomUUID()}.png`).then((file) => file?.stream.destroy())
    },

    /**
     * Fails at start-up with one line when the bucket cannot be used, rather than on every upload.
     * It writes, reads and deletes a marker: exactly the rights the app needs. HeadBucket would ask
     * for s3:ListBucket, which a least-privilege key rightly lacks.
     */
    async checkBucket() {
      // The leading dot keeps the marker out of the key shape, so it can never be served.
      const marker = `.start-check-${randomUUID()}`
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: marker, Body: 'ok' }))
        await client
          .send(new GetObjectCommand({ Bucket: bucket, Key: marker }))
          .then(({ Body }) => Body?.transformToString())
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: marker }))
      } catch (error) {
        client.destroy()
        // A ConfigError: like a bad variable, it is the operator's to fix, and gets one line.
        throw new ConfigError(`S3 bucket "${bucket}" cannot be used: ${describeError(error)}`)
      }
    },

    close() {
      client.destroy()
    },
  }
}

function describeError(error: unknown) {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode
    if (error.name === 'NoSuchBucket') return 'it does not exist (404)'
    if (status === 403) return 'access denied (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
    return `${error.name} (${status})`
  }
  // Connection failures can come as an AggregateError with an empty message but a code.
  const { message, code } = error as { message?: string; code?: string }
  return message || code || String(error)
}
