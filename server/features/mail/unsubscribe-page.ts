import { type MailSetting, mailLanguage, mailMessagesFor } from './messages'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`)

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
  const m = mailMessagesFor(language).page
  const e = escapeHtml
  const body =
    page.state === 'ask'
      ? `<p>${e(m.ask[page.setting])}</p>
<form method="post" action="/api/unsubscribe?token=${e(encodeURIComponent(page.token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${e(m.confirm)}</button></form>`
      : `<p role="status">${e(page.state === 'done' ? m.done[page.setting] : m.invalid)}</p>
<p><a href="/settings">${e(m.settings)}</a></p>`
  return `<!doctype html>
<html lang="${mailLanguage(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${e(m.title)} · Bubbles</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f4f1fb;color:#1f1d2b}
main{max-width:420px;margin:15vh auto;background:#fff;border-radius:16px;padding:32px}
h1{font-size:22px;color:#6d28d9}button{background:#7c3aed;color:#fff;border:0;border-radius:999px;
padding:12px 22px;font-size:16px;font-weight:bold;cursor:pointer}a{color:#6d28d9}</style></head>
<body><main><h1>${e(m.title)}</h1>
${body}
</main></body></html>
`
}
