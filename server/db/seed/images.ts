import sharp from 'sharp'
import { createRandom, hashString } from './random'

// Medium tones, so large white initials and titles stay readable on every one of them.
const PALETTES: [string, string][] = [
  ['#667eea', '#764ba2'],
  ['#f093fb', '#f5576c'],
  ['#4facfe', '#00a3b4'],
  ['#fa709a', '#f6a04d'],
  ['#30cfd0', '#5b6bd9'],
  ['#f77062', '#c0487c'],
  ['#11998e', '#38c98a'],
  ['#ee9ca7', '#b06ab3'],
  ['#ff8a5b', '#e25e8c'],
  ['#5ea6e0', '#7a5ccf'],
  ['#7f7fd5', '#4fb3bf'],
  ['#e96443', '#904e95'],
]

// Whatever the machine has: the names are tried in order and DejaVu ships with most Linux images.
const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

export interface RenderedImage {
  data: Buffer
  contentType: 'image/webp'
  width: number
  height: number
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const gradient = ([from, to]: [string, string]) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`

async function toWebp(svg: string): Promise<RenderedImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    // Effort 2 is several times faster than the default with little size difference for flat art.
    .webp({ quality: 82, effort: 2 })
    .toBuffer({ resolveWithObject: true })
  return { data, contentType: 'image/webp', width: info.width, height: info.height }
}

const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()

/** 400×400 avatar: a gradient picked by the name's hash, two soft bubbles, big white initials. */
export function renderAvatar(firstName: string, lastName: string) {
  const hash = hashString(`${firstName} ${lastName}`)
  const palette = PALETTES[hash % PALETTES.length]!
  const random = createRandom(hash)
  const bubbles = [0, 1]
    .map(() => {
      const r = random.int(70, 150)
      return `<circle cx="${random.int(0, 400)}" cy="${random.int(0, 400)}" r="${r}" fill="#fff" fill-opacity="0.13"/>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>${gradient(palette)}</defs>
<rect width="400" height="400" fill="url(#bg)"/>${bubbles}
<text x="200" y="258" text-anchor="middle" font-family="${FONT}" font-size="160" font-weight="700" fill="#fff" letter-spacing="4">${escapeXml(initialsOf(firstName, lastName))}</text>
</svg>`
  return toWebp(svg)
}

/**
 * The caption drawn on a portfolio image. Cards show the image as a square thumbnail (the middle 600 of
 * its 800 px width) and the demo tour at 16:9 (the middle 450 of its 600 px height), both cropped by
 * object-cover: the caption sits in the middle of what both keep, centred, at most two lines of
 * `maxLineLength` characters in letters big enough for a small thumbnail.
 */
export const CAPTION = {
  maxLineLength: 13,
  maxLines: 2,
  fontSize: 66,
  /** The part of the 800×600 image every crop keeps. */
  safe: { left: 100, right: 700, top: 75, bottom: 525 },
} as const

/** The caption's lines, wrapped at spaces; a caption that needs more is a mistake in the seed data. */
export function captionLines(caption: string): string[] {
  const lines: string[] = []
  for (const word of caption.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= CAPTION.maxLineLength)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length > CAPTION.maxLines || lines.some((line) => line.length > CAPTION.maxLineLength)) {
    throw new Error(`The caption "${caption}" does not fit a thumbnail: give its work a shorter caption`)
  }
  return lines
}

/** 800×600 portfolio piece: translucent overlapping circles on a gradient, with its caption in the middle. */
export function renderPortfolioImage(caption: string) {
  const lines = captionLines(caption)
  const hash = hashString(caption)
  const palette = PALETTES[hash % PALETTES.length]!
  const accent = PALETTES[(hash >>> 8) % PALETTES.length]!
  const random = createRandom(hash)
  const circles: string[] = []
  const count = random.int(6, 10)
  for (let i = 0; i < count; i++) {
    const fill = random.next() < 0.5 ? '#ffffff' : random.pick(accent)
    const r = random.int(40, 190)
    const cx = random.int(-40, 840)
    const cy = random.int(-40, 470)
    const opacity = (0.15 + random.next() * 0.35).toFixed(2)
    circles.push(
      random.next() < 0.25
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="6" stroke-opacity="${opacity}"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`,
    )
  }
  const { fontSize, safe } = CAPTION
  const lineHeight = Math.round(fontSize * 1.15)
  // A dark band behind the words keeps them readable on every palette; it ends where the safe area does.
  const bandHeight = lines.length * lineHeight + 40
  const bandTop = safe.bottom - 20 - bandHeight
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${bandTop + 20 + i * lineHeight + Math.round(fontSize * 0.9)}" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs>${gradient(palette)}</defs>
<rect width="800" height="600" fill="url(#bg)"/>${circles.join('')}
<rect x="${safe.left + 10}" y="${bandTop}" width="${safe.right - safe.left - 20}" height="${bandHeight}" rx="28" fill="#000" fill-opacity="0.3"/>
${text}
</svg>`
  return toWebp(svg)
}
