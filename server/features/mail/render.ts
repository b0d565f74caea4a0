import { type DigestCounts, type MailSetting, mailLanguage, mailMessagesFor } from './messages'

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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`)

/**
 * An email's text and HTML parts in the person's language. The HTML is a single table with inline
 * styles: mail clients drop <style> blocks and most CSS, and a table lays out the same everywhere.
 * A message email names the sender and how many messages wait, never their words: an email leaves
 * the app's access rules behind (forwarded, read on a shared screen).
 */
export function renderMail(content: MailContent, frame: MailFrame): RenderedMail {
  const m = mailMessagesFor(frame.language)
  const { subject, paragraphs, list, action } = (() => {
    switch (content.kind) {
      case 'match':
        return {
          subject: m.match.subject(content.actor),
          paragraphs: [m.match.body(content.actor)],
          list: [],
          action: m.match.action,
        }
      case 'message':
        return {
          subject: m.message.subject(content.actor, content.count),
          paragraphs: [m.message.body(content.actor, content.count)],
          list: [],
          action: m.message.action,
        }
      case 'review':
        return {
          subject: m.review.subject(content.actor, '★'.repeat(content.stars)),
          paragraphs: [m.review.body(content.actor)],
          list: [],
          action: m.review.action,
        }
      case 'endorsement':
        return {
          subject: m.endorsement.subject(content.actor, content.count),
          paragraphs: [m.endorsement.body(content.actor)],
          list: [],
          action: m.endorsement.action,
        }
      case 'mention':
        return {
          subject: m.mention.subject(content.actor, content.team),
          paragraphs: [m.mention.body(content.actor, content.team)],
          list: [],
          action: m.mention.action,
        }
      case 'team-invite':
        return {
          subject: m.teamInvite.subject(content.actor, content.team),
          paragraphs: [m.teamInvite.body(content.actor, content.team)],
          list: [],
          action: m.teamInvite.action,
        }
      case 'digest':
        return {
          subject: m.digest.subject,
          paragraphs: [m.digest.body],
          list: (Object.keys(m.digest.lines) as (keyof DigestCounts)[])
            .filter((key) => content.counts[key] > 0)
            .map((key) => m.digest.lines[key](content.counts[key])),
          action: m.digest.action,
        }
    }
  })()
  const footer = m.footer[frame.setting]
  return layoutMail({
    language: frame.language,
    subject,
    hello: m.hello(frame.firstName),
    paragraphs,
    list,
    action: { label: action, url: frame.actionUrl },
    footer,
    footerLink: { label: m.footer.unsubscribe, url: frame.unsubscribeUrl },
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
<html lang="${mailLanguage(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
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
