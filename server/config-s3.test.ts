import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

/** The error loadConfig throws for `env`. */
const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    return error as Error
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
}

describe('loadConfig: uploads in S3', () => {
  it('keeps uploads on the local disk when S3_BUCKET is unset or empty', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined()
  })

  it('reads every S3 setting', () => {
    const config = loadConfig({
      S3_BUCKET: 'bubbles-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    })
    expect(config.s3).toEqual({
      bucket: 'bubbles-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
  })

  it('defaults to AWS itself: us-east-1, virtual-hosted buckets, the SDK’s own credentials', () => {
    expect(loadConfig({ S3_BUCKET: 'bubbles-uploads' }).s3).toEqual({
      bucket: 'bubbles-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(loadConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false)
    expect(loadConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true)
  })

  it.each([
    ['S3_BUCKET', { S3_BUCKET: 'Not_A_Bucket' }, 'bucket name'],
    ['S3_BUCKET', { S3_BUCKET: 'ab' }, 'bucket name'],
    ['S3_ENDPOINT', { S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' }, ''],
    ['S3_REGION', { S3_BUCKET: 'b-1', S3_REGION: 'EU West' }, 'us-east-1'],
    ['S3_FORCE_PATH_STYLE', { S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' }, ''],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key-id' }, 'set together'],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 'secret' }, 'set together'],
    // Settings without a bucket would be ignored, and files would stay on one instance's disk.
    ['S3_ENDPOINT', { S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET is not'],
    ['S3_REGION', { S3_REGION: 'eu-west-1' }, 'S3_BUCKET is not'],
  ])('rejects a bad %s with one line naming it (%j)', (variable, env, hint) => {
    const error = failure(env)
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.message).toMatch(new RegExp(`^Invalid environment variable ${variable}: \\S`))
    expect(error.message).toContain(hint)
    expect(error.message).not.toContain('\n')
  })
})
