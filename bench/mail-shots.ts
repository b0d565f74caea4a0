/**
 * Screenshots of every email and of the unsubscribe page as Chromium renders them, in several
 * languages, to look at before shipping a wording or layout change:
 *   npx tsx bench/mail-shots.ts [out-dir]   (default /tmp/mail-shots)
 * The HTML is the same renderMail the outbox sends, with sample people.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { type MailContent, renderMail } from '../server/features/mail/render'
import { unsubscribePage } from '../server/features/mail/unsubscribe-page'

const out = process.argv[2] ?? '/tmp/mail-shots'
const languages = (process.env.MAIL_SHOT_LANGUAGES ?? 'en,es,de').split(',')
const emails: Record<string, { content: MailContent; setting: 'emailNotifications' | 'weeklyDigest' }> = {
  match: { content: { kind: 'match', actor: 'Busi Dlamini' }, setting: 'emailNotifications' },
  message: { content: { kind: 'message', actor: 'Busi Dlamini', count: 3 }, setting: 'emailNotifications' },
  digest: {
    content: { kind: 'digest', counts: { matches: 2, unreadMessages: 5, likes: 1, teamMessages: 12 } },
    setting: 'weeklyDigest',
  },
}

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 640, height: 620 } })
for (const language of languages) {
  for (const [name, { content, setting }] of Object.entries(emails)) {
    const mail = renderMail(content, {
      language,
      firstName: 'Thandi',
      actionUrl: 'https://bubbles.example/matches',
      unsubscribeUrl: 'https://bubbles.example/unsubscribe?token=sample',
      setting,
    })
    await page.setContent(mail.html)
    await page.screenshot({ path: join(out, `${name}-${language}.png`), fullPage: true })
    console.log(`${name}-${language}.png  ${mail.subject}`)
  }
  await page.setContent(unsubscribePage(language, { state: 'ask', setting: 'weeklyDigest', token: 'sample' }))
  await page.screenshot({ path: join(out, `unsubscribe-${language}.png`), fullPage: true })
}
await browser.close()
