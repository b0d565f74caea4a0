import { ATTACHMENT_FIELD } from '@shared/schemas/attachments'
import { eq } from 'drizzle-orm'
import type { ApiClient, ApiResponse } from '../../../test/client'
import type { TestServer } from '../../../test/server'
import { attachments } from '../../db/schema'

/** Posts bytes to POST /api/attachments as a browser's FormData would, under `filename` and `type`. */
export async function attachBytes(
  client: ApiClient,
  bytes: Uint8Array,
  filename: string,
  type = 'application/octet-stream',
): Promise<ApiResponse> {
  return client.postFile('/api/attachments', ATTACHMENT_FIELD, bytes, filename, type)
}

/** Attaches and returns the answer's body, failing loudly on anything but 201. */
export async function attach(client: ApiClient, bytes: Uint8Array, filename: string) {
  const res = await attachBytes(client, bytes, filename)
  if (res.status !== 201) throw new Error(`attach failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body as { id: string; name: string; size: number; type: string; width?: number; height?: number }
}

/** A small but real PDF: its header is what file-type reads. */
export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  )

/** GET a path with the client's session, the body as bytes. */
export async function download(client: ApiClient, path: string) {
  const res = await fetch(new URL(path, client.baseUrl), {
    headers: client.cookies.size ? { cookie: client.cookieHeader } : {},
  })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

/** The storage keys of a person's attachment rows. */
export async function keysOf(server: TestServer, userId: string) {
  const rows = await server.db
    .select({ key: attachments.key, thumbnailKey: attachments.thumbnailKey })
    .from(attachments)
    .where(eq(attachments.userId, userId))
  return rows.flatMap((row) => (row.thumbnailKey ? [row.key, row.thumbnailKey] : [row.key]))
}

/** Whether the app's store (disk or S3) holds a file under this key. */
export async function isStored(server: TestServer, key: string) {
  const file = await server.app.storage.read(key)
  file?.stream.destroy()
  return file !== null
}
