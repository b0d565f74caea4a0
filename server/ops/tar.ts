import type { FileHandle } from 'node:fs/promises'

// The few lines of tar (POSIX ustar, with a pax header for a path past 100 characters) a backup needs:
// regular files only, written and read one entry at a time, so `tar tf backup.tar` lists what is inside.

const BLOCK = 512

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`

function header(path: string, size: number, type: '0' | 'x', mtime: number) {
  const block = Buffer.alloc(BLOCK)
  block.write(path.slice(0, 100), 0, 'utf8')
  block.write(octal(0o644, 8), 100)
  block.write(octal(0, 8), 108)
  block.write(octal(0, 8), 116)
  block.write(octal(size, 12), 124)
  block.write(octal(Math.floor(mtime / 1000), 12), 136)
  block.write(' '.repeat(8), 148)
  block.write(type, 156)
  block.write('ustar\u000000', 257)
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
  return block
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

/** A pax record: "<length> path=<path>\n", where the length counts itself. */
function paxPath(path: string) {
  const body = ` path=${path}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length++
  return Buffer.from(`${length}${body}`)
}

/** Appends entries to an open file; `end()` writes the two empty blocks that close an archive. */
export function tarWriter(file: FileHandle) {
  return {
    async add(path: string, data: Uint8Array, mtime = Date.now()) {
      if (Buffer.byteLength(path) > 100) {
        const pax = paxPath(path)
        await file.write(Buffer.concat([header('pax', pax.length, 'x', mtime), pax, padding(pax.length)]))
      }
      await file.write(header(path, data.byteLength, '0', mtime))
      await file.write(data)
      await file.write(padding(data.byteLength))
    },
    async end() {
      await file.write(Buffer.alloc(BLOCK * 2))
    },
  }
}

export class BadArchiveError extends Error {}

/** Every regular file of the archive in order, each read whole (an upload is at most 10 MB). */
export async function* readTar(file: FileHandle): AsyncGenerator<{ path: string; data: Buffer }> {
  let position = 0
  let longPath: string | undefined
  const read = async (length: number) => {
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await file.read(buffer, 0, length, position)
    if (bytesRead !== length) throw new BadArchiveError('the archive is cut short')
    position += length
    return buffer
  }
  for (;;) {
    const block = await read(BLOCK)
    if (block.every((byte) => byte === 0)) return
    let sum = 0
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!
    if (sum !== Number.parseInt(block.toString('latin1', 148, 156), 8)) {
      throw new BadArchiveError('not a tar archive (a header checksum does not match)')
    }
    const size = Number.parseInt(block.toString('latin1', 124, 136), 8)
    const type = block.toString('latin1', 156, 157)
    const data = await read(size)
    position += padding(size).length
    if (type === 'x') {
      longPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1]
      continue
    }
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '')
    const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '')
    const path = longPath ?? (prefix ? `${prefix}/${name}` : name)
    longPath = undefined
    if (type === '0' || type === '\0') yield { path, data }
  }
}
