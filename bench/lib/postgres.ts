import pg from 'pg'

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The PostgreSQL server to benchmark on: DATABASE_URL, else the usual local default when one answers.
 * Null (with the reason) when there is none, so the benchmark can skip PostgreSQL and say why.
 */
export async function findPostgres(): Promise<
  { url: string; reason?: undefined } | { url: null; reason: string }
> {
  const url = process.env.DATABASE_URL || DEFAULT_URL
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return { url }
  } catch (error) {
    const source = process.env.DATABASE_URL ? 'DATABASE_URL' : DEFAULT_URL
    return { url: null, reason: `${source} is not reachable (${(error as Error).message})` }
  } finally {
    await client.end().catch(() => {})
  }
}

/** Drops and creates `name` on the server of `url`; returns the URL of the new, empty database. */
export async function recreateDatabase(url: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name ${name}`)
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return withDatabase(url, name)
}

export async function dropDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${name} with (force)`)
  } finally {
    await admin.end()
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.href
}
