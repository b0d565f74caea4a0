import { afterAll } from 'vitest'
import { type LocalS3, startLocalS3 } from '../uploads/s3-test-kit'
import { describeAttachments } from './attachment-suite'

// The same behaviour with the files in S3, through a local S3-compatible server.
let s3: LocalS3 | undefined
describeAttachments('S3', async () => {
  s3 = await startLocalS3('bubbles-attachments')
  return s3.env
})
afterAll(() => s3?.close())
