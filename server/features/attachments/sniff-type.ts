import { fileTypeFromBuffer } from 'file-type'

/** What a file is, read from its bytes: its MIME type, and whether it is an image we re-encode. */
export interface SniffedType {
  type: string
  image: boolean
}

// What file-type recognises and we accept, by the MIME type it reports. Formats are given by what they
// are, never by a name or a declared type: a file named report.pdf holding HTML is not a PDF.
const ACCEPTED = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/zip',
  'audio/mpeg',
  'video/mp4',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
])
const IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])

// The old Office formats are OLE compound files (file-type says only "cfb"); the name of the stream each
// application writes, in the file's UTF-16 directory, tells a Word, Excel or PowerPoint file from others
// (an installer, a thumbnail cache), which stay refused.
const LEGACY_OFFICE: [stream: string, type: string][] = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['Book', 'application/vnd.ms-excel'],
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
]

function legacyOfficeType(data: Buffer): string | undefined {
  for (const [stream, type] of LEGACY_OFFICE) {
    // A directory entry holds the name in UTF-16LE followed by its terminating NUL character.
    if (data.includes(Buffer.from(`${stream}\0`, 'utf16le'))) return type
  }
  return undefined
}

// How far a browser looks for HTML when it guesses a type (the WHATWG MIME sniffing standard's 1445
// bytes), and the tags it looks for, plus SVG and XML, which are markup that can run script too.
const SNIFF_WINDOW = 1445
const MARKUP =
  /<(!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|svg|\?xml|!--)[\s>/]/i

/**
 * Plain text, which no signature identifies: valid UTF-8, no NUL and no other control characters besides
 * tab, line breaks and form feed, and no HTML or XML markup where a browser would look for it. Served
 * as text/plain with nosniff and as a download, markup could do no harm; refusing it still keeps a
 * web page from passing as a text file.
 */
export function isPlainText(data: Buffer): boolean {
  if (data.length === 0) return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return false
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return false
  const head = text.slice(0, SNIFF_WINDOW).replace(/^\uFEFF/, '')
  return !MARKUP.test(head)
}

/** The accepted type of these bytes, or undefined for anything we do not share (the route's 415). */
export async function sniffAttachmentType(data: Buffer): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBuffer(data)
  if (found) {
    if (ACCEPTED.has(found.mime)) return { type: found.mime, image: IMAGES.has(found.mime) }
    const legacy = found.mime === 'application/x-cfb' ? legacyOfficeType(data) : undefined
    return legacy ? { type: legacy, image: false } : undefined
  }
  return isPlainText(data) ? { type: 'text/plain', image: false } : undefined
}
