import { escapeHtml } from '../../lib/escape-html'
import { serverLanguage, wordsFor } from '../../lib/i18n'
import type { DigestCounts, MailSetting } from './types'

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

/** What one email says, before it is put into words. */
export type MailContent =
  | { kind: 'match'; actor: string }
  | { kind: 'message'; actor: string; count: number }
  | { kind: 'review'; actor: string; stars: number }
  | { kind: 'endorsement'; actor: string; count: number }
  | { kind: 'mention'; actor: string; team: string }
  | { kind: 'team-invite'; actor: string; team: string }
  | { kind: 'digest'; counts: DigestCounts }

export interface MailFrame {
  language: string
  firstName: string
  /** Where the button leads (the conversation, or the app). */
  actionUrl: string
  unsubscribeUrl: string
  /** The setting the unsubscribe link turns off, which the footer names. */
  setting: MailSetting
}

/** The words of a notification's email: its subject, one paragraph and the button (notifications.json). */
function notificationWords(content: Exclude<MailContent, { kind: 'digest' }>, language: string) {
  const t = wordsFor(language, 'notifications')
  const key = content.kind === 'team-invite' ? 'teamInvite' : content.kind
  const values = content.kind === 'review' ? { ...content, stars: '★'.repeat(content.stars) } : content
  return {
    subject: t(`${key}.subject`, values),
    paragraphs: [t(`${key}.body`, values)],
    list: [],
    action: t(`${key}.action`),
  }
}

const DIGEST_LINES: (keyof DigestCounts)[] = ['matches', 'unreadMessages', 'likes', 'teamMessages']

/**
 * An email's text and HTML parts in the person's language. The HTML is a single table with inline
 * styles: mail clients drop <style> blocks and most CSS, and a table lays out the same everywhere.
 * A message email names the sender and how many messages wait, never their words: an email leaves
 * the app's access rules behind (forwarded, read on a shared screen).
 */
export function renderMail(content: MailContent, frame: MailFrame): RenderedMail {
  const t = wordsFor(frame.language, 'mail')
  const { subject, paragraphs, list, action } =
    content.kind === 'digest'
      ? {
          subject: t('digest.subject'),
          paragraphs: [t('digest.body')],
          list: DIGEST_LINES.filter((key) => content.counts[key] > 0).map((key) =>
            t(`digest.lines.${key}`, { count: content.counts[key] }),
          ),
          action: t('digest.action'),
        }
      : notificationWords(content, frame.language)
  return layoutMail({
    language: frame.language,
    subject,
    hello: t('hello', { firstName: frame.firstName }),
    paragraphs,
    list,
    action: { label: action, url: frame.actionUrl },
    footer: t(`footer.${frame.setting}`),
    footerLink: { label: t('footer.unsubscribe'), url: frame.unsubscribeUrl },
  })
}

/** One email's parts, whatever it says: notifications above, account mails (account-mail.ts) too. */
export interface MailLayout {
  language: string
  subject: string
  hello: string
  paragraphs: string[]
  list?: string[]
  /** The button; a notice that asks nothing of the reader has none. */
  action?: { label: string; url: string }
  /** Said after the button, in the body's size (how long a link works). */
  note?: string
  footer: string
  footerLink?: { label: string; url: string }
}

export function layoutMail({
  language,
  subject,
  hello,
  paragraphs,
  list = [],
  action,
  note,
  footer,
  footerLink,
}: MailLayout): RenderedMail {
  const text = [
    hello,
    '',
    ...paragraphs,
    ...(list.length ? ['', ...list.map((line) => `- ${line}`)] : []),
    '',
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(note ? [note, ''] : []),
    '--',
    footer,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
    '',
  ].join('\n')
  const e = escapeHtml
  const html = `<!doctype html>
<html lang="${serverLanguage(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1fb;font-family:Helvetica,Arial,sans-serif;color:#1f1d2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1fb;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#7c3aed;padding-bottom:24px">Bubbles</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:12px">${e(hello)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:16px;line-height:24px;padding-bottom:12px">${e(p)}</td></tr>`).join('\n')}
${list.length ? `<tr><td style="font-size:16px;line-height:26px;padding-bottom:12px"><ul style="margin:0;padding-left:20px">${list.map((line) => `<li>${e(line)}</li>`).join('')}</ul></td></tr>` : ''}
${action ? `<tr><td style="padding:12px 0 28px"><a href="${e(action.url)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:999px">${e(action.label)}</a></td></tr>` : ''}
${note ? `<tr><td style="font-size:14px;line-height:22px;color:#4b4860;padding-bottom:20px">${e(note)}</td></tr>` : ''}
<tr><td style="font-size:12px;line-height:18px;color:#6b6880;border-top:1px solid #ebe8f2;padding-top:16px">${e(footer)}${footerLink ? `<br><a href="${e(footerLink.url)}" style="color:#6b6880">${e(footerLink.label)}</a>` : ''}</td></tr>
</table>
</td></tr>
</table>
</body></html>
`
  return { subject, text, html }
}
