import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { EVERY_SCREEN_WORDS, MEMBER_FIRST_SCREEN_WORDS } from './client/app/first-screen-words'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The built page fetches the app's entry with the HTML but runs it after the first paint: its module
 * script becomes a modulepreload link that theme-init.js turns into a script once the brand mark is on
 * screen. Run at once, React and the app evaluated before that paint and held it back by a second on a
 * slow phone (Lighthouse FCP).
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'bubbles:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/
        if (!entry.test(html)) throw new Error('index.html has no module entry to defer')
        // Low priority, the app's code included: the stylesheet and theme-init.js, which the first paint
        // needs, get the link first; the code, which runs only after that paint, follows at once.
        return html
          .replace(entry, '<link rel="modulepreload" crossorigin href="$1" data-app-entry>')
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          )
      },
    },
  }
}

/**
 * Writes the tab's icon (client/public/favicon.svg, 356 bytes) into the built page as a data URI. A file of
 * its own was one more request when the HTML arrived, taking one of the six connections a phone opens to
 * the server while the app's code waited for one (LCP).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'bubbles:inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const link = '<link rel="icon" href="/favicon.svg"'
      if (!html.includes(link)) throw new Error('index.html has no /favicon.svg icon link to inline')
      const svg = readFileSync(dir('./client/public/favicon.svg'), 'utf8').trim()
      return html.replace(link, `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`)
    },
  }
}

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every built text file, served as they are
 * by @fastify/static (`preCompressed`). Compressing on each request capped Brotli at quality 5 to keep the
 * server's CPU low; done once per build, the maximum is free: the boot code is 10% smaller on the wire
 * (122 to 110 KB), which a phone on a slow link waits for before the first screen.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'bubbles:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|webmanifest|txt)$/.test(entry.name)) continue
        const path = join(entry.parentPath, entry.name)
        const content = readFileSync(path)
        if (content.length < 1024) continue
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        )
        writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }))
      }
    },
  }
}

/** What a member's first screens read beyond every screen's words, once each. */
const MEMBER_WORDS = [...new Set(Object.values(MEMBER_FIRST_SCREEN_WORDS).flat())].filter(
  (namespace) => !EVERY_SCREEN_WORDS.includes(namespace),
)

/** `<name>-<language>` for a catalogue of one of `namespaces` (locales/client/<lng>/<ns>.json), else null. */
function catalogueGroup(id: string, namespaces: string[], name: string) {
  const match = /locales[\\/]client[\\/]([\w-]+)[\\/](\w+)\.json$/.exec(id)
  return match && namespaces.includes(match[2]!) ? `${name}-${match[1]}` : null
}

export default defineConfig({
  root: dir('./client'),
  publicDir: dir('./client/public'),
  plugins: [react(), tailwindcss(), startAfterFirstPaint(), inlineFavicon(), precompress()],
  resolve: { alias: { '@shared': dir('./shared'), '@': dir('./client') } },
  build: {
    outDir: dir('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Chunks are only ever loaded by the app itself, never imported by name from outside.
      preserveEntrySignatures: false,
      output: {
        // Left alone, a page's code arrives in 30 to 80 files of 1 or 2 KB (every icon and every piece
        // shared by two pages is its own file), and on a phone network each costs a round trip before the
        // page can render. The icons become one file, shared pieces under 8 KB are copied into
        // the pages that use them, and the catalogues first screens share are grouped per language (below);
        // the pages, the libraries and the other catalogues stay their own files.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 1 },
            // Menus, popovers and dialogs: most pages show one.
            {
              name: 'radix',
              test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)/,
              priority: 1,
            },
            // Forms validate with the server's schemas; pages that only show data never need them.
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|shared[\\/]schemas[\\/]/, priority: 1 },
            // The error codes and their English texts, which the schemas use too: a group of their own, or
            // the schemas' group takes them in and a chat's send or an error's words would load zod.
            { name: 'error-codes', test: /shared[\\/]error-codes/, priority: 2 },
            // The words of a language come one catalogue per namespace, most under 2 KB: a member's first
            // screen needed seven files, two rounds of requests on a phone's six connections (LCP).
            // Those that every screen reads become one file per language, and those a member's first
            // screens read (Discover's, Messages' and what they share) another; other pages' stay their own.
            { name: (id) => catalogueGroup(id, EVERY_SCREEN_WORDS, 'words'), priority: 1 },
            { name: (id) => catalogueGroup(id, MEMBER_WORDS, 'member-words'), priority: 1 },
          ],
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
})
