import { ERRORS } from '@shared/error-codes'
import { badRequest } from '../../../lib/http-error'
import { type DiscoverCursor, decodeCursor } from '../cursor'

/**
 * Where a ranked deck goes on (docs/decisions/042): the rest of the order it dealt, as it was dealt,
 * so that a page never repeats a person and never skips one while scores change; then the position in
 * the order of decision 030 where its stretch ended (`end`, none when the deck ended there); and the
 * people it took in from beyond that stretch (`seen`: people who liked the caller), whom later stretches
 * leave out. Every id is checked again when its page is served: a forged cursor shows nobody the deck
 * would not.
 */
export interface DealCursor {
  rest: string[]
  end: DiscoverCursor | null
  seen: string[]
}

const VERSION = 0x72 // "r": a ranked deck's cursor; older cursors are a bare position (cursor.ts)
const MAX_IDS = 300

export function encodeDealCursor({ rest, end, seen }: DealCursor): string {
  // One buffer written in place: a deal's cursor carries some 200 ids, and a buffer per id cost half a
  // millisecond a page.
  // Every byte is written below.
  const bytes = Buffer.allocUnsafe(2 + (end ? 26 : 0) + 4 + 16 * (rest.length + seen.length))
  bytes.writeUInt8(VERSION, 0)
  bytes.writeUInt8(end ? 1 : 0, 1)
  let at = 2
  if (end) {
    bytes.writeUInt8(end.tier, at)
    bytes.writeUInt8(end.available ? 1 : 0, at + 1)
    bytes.writeBigInt64BE(BigInt(end.updatedAtMicros), at + 2)
    at = writeId(bytes, at + 10, end.userId)
  }
  for (const ids of [rest, seen]) {
    at = bytes.writeUInt16BE(ids.length, at)
    for (const id of ids) at = writeId(bytes, at, id)
  }
  return bytes.toString('base64url')
}

/** A ranked deck's cursor, or a plain position (a cursor handed out before ranking) as its end. */
export function decodeDealCursor(cursor: string): DealCursor {
  const bytes = Buffer.from(cursor, 'base64url')
  if (bytes[0] !== VERSION) return { rest: [], end: decodeCursor(cursor), seen: [] }
  try {
    let at = 2
    let end: DiscoverCursor | null = null
    if (bytes[1] === 1) {
      const tier = bytes.readUInt8(at)
      if (tier !== 1 && tier !== 2) throw new RangeError('tier')
      const micros = bytes.readBigInt64BE(at + 2)
      if (micros < 0n) throw new RangeError('micros')
      end = {
        tier,
        available: bytes.readUInt8(at + 1) === 1,
        updatedAtMicros: String(micros),
        userId: idText(bytes, at + 10),
      }
      at += 26
    } else if (bytes[1] !== 0) throw new RangeError('flag')
    const lists: string[][] = []
    for (let list = 0; list < 2; list += 1) {
      const count = bytes.readUInt16BE(at)
      if (count > MAX_IDS) throw new RangeError('count')
      at += 2
      lists.push(Array.from({ length: count }, (_, index) => idText(bytes, at + index * 16)))
      at += count * 16
    }
    if (at !== bytes.length) throw new RangeError('length')
    return { rest: lists[0]!, end, seen: lists[1]! }
  } catch {
    throw badRequest(ERRORS.invalid_cursor, 'cursor')
  }
}

// Each hex digit's value by character code; -1 for anything else.
const HEX = new Int8Array(128).fill(-1)
for (const [offset, from, to] of [
  [0, 48, 57],
  [10, 97, 102],
  [10, 65, 70],
] as const)
  for (let code = from; code <= to; code += 1) HEX[code] = offset + code - from
// Where each byte's two digits start in a uuid's text (8-4-4-4-12, dashes between).
const DIGIT_PAIRS = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34]

/**
 * Writes a uuid's 16 bytes at `at` and returns where the next field starts. Digit by digit: a deal's
 * cursor holds some 200 ids, and a string without dashes made for each cost a tenth of a millisecond.
 */
function writeId(bytes: Buffer, at: number, id: string) {
  if (id.length !== 36) throw new RangeError('id')
  for (let index = 0; index < 16; index += 1) {
    const pair = DIGIT_PAIRS[index]!
    const high = HEX[id.charCodeAt(pair)] ?? -1
    const low = HEX[id.charCodeAt(pair + 1)] ?? -1
    if (high < 0 || low < 0) throw new RangeError('id')
    bytes[at + index] = high * 16 + low
  }
  return at + 16
}

function idText(bytes: Buffer, at: number) {
  if (at + 16 > bytes.length) throw new RangeError('id')
  const hex = bytes.subarray(at, at + 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
