import type { Config } from '../config'
import { createLocalStorage, type Storage } from './storage'

/**
 * The store the configuration names: S3 when S3_BUCKET is set, the local disk otherwise. An S3
 * bucket is tried once here, so a wrong name, endpoint or key stops the start with one line.
 */
export async function openStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.dataDir)
  // Loaded only when used: the SDK adds about 150 ms to every start that keeps files on disk.
  const { createS3Storage } = await import('./s3-storage')
  const storage = createS3Storage(config.s3)
  await storage.checkBucket()
  return storage
}
