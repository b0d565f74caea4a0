import { escapeHtml } from '../../lib/escape-html'
import { serverLanguage, wordsFor } from '../../lib/i18n'
import type { MailSetting } from './types'

export type UnsubscribeState =
  | { state: 'ask'; setting: MailSetting; token: string }
  | { state: 'done'; setting: MailSetting }
  | { state: 'invalid' }

/**
 * The small page behind an email's unsubscribe link, in the person's language. Opening it changes
 * nothing: link scanners and previews open links too, which is why RFC 8058 makes the change a POST.
 * Its button posts the same one-click form a mail provider would.
 */
export function unsubscribePage(language: string, page: UnsubscribeState) {
  const t = wordsFor(language, 'unsubscribe')
  const e = (key: string) => escapeHtml(t(key))
  const body =
    page.state === 'ask'
      ? `<p>${e(`ask.${page.setting}`)}</p>
<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(page.token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${e('confirm')}</button></form>`
      : `<p role="status">${e(page.state === 'done' ? `done.${page.setting}` : 'invalid')}</p>
<p><a href="/settings">${e('settings')}</a></p>`
  return `<!doctype html>
<html lang="${serverLanguage(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${e('title')} · Bubbles</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f4f1fb;color:#1f1d2b}
main{max-width:420px;margin:15vh auto;background:#fff;border-radius:16px;padding:32px}
h1{font-size:22px;color:#6d28d9}button{background:#7c3aed;color:#fff;border:0;border-radius:999px;
padding:12px 22px;font-size:16px;font-weight:bold;cursor:pointer}a{color:#6d28d9}</style></head>
<body><main><h1>${e('title')}</h1>
${body}
</main></body></html>
`
}
