import type { Attachment } from '@shared/schemas/attachments'
import type { attachments } from '../../db/schema'

type AttachmentRow = Pick<
  typeof attachments.$inferSelect,
  'id' | 'name' | 'size' | 'type' | 'width' | 'height'
>

/** An attachment as the API sends it. */
export const toAttachmentJson = (row: AttachmentRow): Attachment => ({
  id: row.id,
  name: row.name,
  size: row.size,
  type: row.type,
  ...(row.width === null ? {} : { width: row.width }),
  ...(row.height === null ? {} : { height: row.height }),
})
