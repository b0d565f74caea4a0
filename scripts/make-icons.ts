// Makes the app's home-screen icons from client/public/favicon.svg (docs/decisions/024):
//   npx tsx scripts/make-icons.ts
// The PNGs are committed: they change only when the mark does, and the build needs no sharp step.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const publicDir = fileURLToPath(new URL('../client/public/', import.meta.url))
const mark = readFileSync(`${publicDir}favicon.svg`)
// The light theme's background (styles.css --color-background), also the manifest's background_color.
const background = '#f8fafc'

/** The mark at `scale` of a `size` square, centred, on `fill` (transparent when undefined). */
async function icon(file: string, size: number, scale: number, fill?: string) {
  const inner = Math.round(size * scale)
  // Rendered at its final size from the vector, not scaled down from a bitmap: edges stay sharp.
  const logo = await sharp(mark, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer()
  await sharp({
    create: { width: size, height: size, channels: 4, background: fill ?? { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}icons/${file}`)
  console.log(`client/public/icons/${file}`)
}

await icon('icon-192.png', 192, 0.9)
await icon('icon-512.png', 512, 0.9)
// Maskable: launchers crop to a circle or squircle; only the middle 80% is sure to show, so the mark
// sits well inside it on a full-bleed background.
await icon('maskable-512.png', 512, 0.62, background)
// iOS takes its home-screen icon from <link rel="apple-touch-icon">, not the manifest, and fills
// transparency with black: an opaque one.
await icon('apple-touch-icon.png', 180, 0.78, background)
