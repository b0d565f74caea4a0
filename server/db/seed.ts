import type { Db } from './client'

/** Placeholder until demo data lands: replaced by the seed module. */
export async function seedIfEmpty(_options: { db: Db; dataDir: string }) {}
