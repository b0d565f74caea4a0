import { describe, expect, it } from 'vitest'
import { renderMail } from './render'

const frame = (language: string) => ({
  language,
  firstName: 'Ana',
  actionUrl: 'https://bubbles.test/matches',
  unsubscribeUrl: 'https://bubbles.test/unsubscribe?token=t',
  setting: 'emailNotifications' as const,
})

// Counted words follow each language's CLDR plural rules (Intl.PluralRules), not "1 or not": French and
// Brazilian Portuguese count 0 with the singular, English and German with the plural.
describe('counted words in a mail', () => {
  it('says "0 message" in French and "0 mensagem" in Portuguese, the singular', () => {
    const french = renderMail({ kind: 'message', actor: 'Zoé Martin', count: 0 }, frame('fr'))
    expect(french.text).toContain('Zoé Martin vous a écrit sur Bubbles : 0 message vous attend.')
    const portuguese = renderMail({ kind: 'message', actor: 'Zoé Martin', count: 0 }, frame('pt'))
    expect(portuguese.text).toContain('0 mensagem está esperando por você.')
  })

  it('keeps the plural for 0 in English and German, and the singular for 1 in French', () => {
    const english = renderMail({ kind: 'message', actor: 'Zoé Martin', count: 0 }, frame('en'))
    expect(english.text).toContain('0 messages are waiting for you.')
    const german = renderMail({ kind: 'message', actor: 'Zoé Martin', count: 0 }, frame('de'))
    expect(german.text).toContain('0 Nachrichten warten auf dich.')
    const one = renderMail({ kind: 'message', actor: 'Zoé Martin', count: 1 }, frame('fr'))
    expect(one.subject).toBe('Zoé Martin vous a envoyé un message')
    expect(one.text).toContain('1 message vous attend.')
  })

  it('writes a language it does not have in English, and escapes what a person typed in the HTML only', () => {
    const mail = renderMail({ kind: 'mention', actor: 'Tom <b>&', team: 'A & B' }, frame('xx'))
    expect(mail.subject).toBe('Tom <b>& mentioned you in A & B')
    expect(mail.html).toContain('Tom &lt;b&gt;&amp; mentioned you in the A &amp; B team chat on Bubbles.')
    expect(mail.html).toContain('<html lang="en">')
  })
})
