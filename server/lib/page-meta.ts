import { escapeHtml } from './escape-html'

/**
 * What a shared link's preview shows (Open Graph and Twitter cards): link previews are made by
 * crawlers that run no script, so the words go into the SPA's index.html on the server. Everything a
 * person typed is HTML-escaped; image and page addresses are absolute, as the protocols require.
 */
export interface PageMeta {
  title: string
  description: string
  /** Absolute, or null for the app's own icon. */
  imageUrl: string | null
  /** The page's own address, absolute. */
  url: string
}

/** Long descriptions are cut (previews show about two lines), whole characters only, with an ellipsis. */
export function previewText(text: string, max = 200) {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

const FALLBACK_IMAGE = '/icons/icon-512.png'

/** The tags, one a line, to go before </head>. */
export function renderPageMeta(meta: PageMeta, publicUrl: string) {
  const image = new URL(meta.imageUrl ?? FALLBACK_IMAGE, `${publicUrl}/`).href
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Bubbles'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', meta.title],
    // A picture of the work gets the wide card; the app's icon, the small one.
    ['name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
  ]
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ')
}

/** index.html with the tags in its head. A replacer function: `$&` in a title must stay as typed. */
export const withPageMeta = (html: string, meta: PageMeta, publicUrl: string) =>
  html.replace('</head>', () => `  ${renderPageMeta(meta, publicUrl)}\n  </head>`)
