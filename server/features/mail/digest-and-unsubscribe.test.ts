import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/client'
import { createProject } from '../../../test/factories'
import { mailSuite } from './mail-test-kit'

const mail = mailSuite()
const { person, mailsTo, drain } = mail

// Monday 30 November 2026, 00:30 UTC: 09:30 on Monday in Tokyo, still Sunday night in New York.
const MONDAY_MORNING_IN_TOKYO = new Date('2026-11-30T00:30:00Z')

const inTokyo = async (client: ApiClient) =>
  expect((await client.put('/api/settings/app', { timezone: 'Asia/Tokyo' })).status).toBe(200)

const notificationSettings = async (client: ApiClient) =>
  (await client.get('/api/settings')).body.notifications

/** The one-click URL of an email's List-Unsubscribe header. */
const oneClickUrl = (email: ParsedMail) => {
  const line = email.headerLines.find((header) => header.key === 'list-unsubscribe')!.line
  return /<([^>]+)>/.exec(line)![1]!
}

/** What a mail provider does for RFC 8058: a POST with this exact form body, no cookie, no Origin. */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })

/** A Tokyo person someone liked a project of this week, with the digest about it in hand. */
async function digestFor(firstName: string) {
  const [me, fan] = await Promise.all([person(firstName), person('Fan')])
  await inTokyo(me)
  const project = await createProject(mail.server, { owner: me })
  expect((await fan.post(`/api/portfolio/${project.id}/like`)).status).toBeLessThan(300)
  await mail.server.app.outbox.enqueueWeeklyDigests(MONDAY_MORNING_IN_TOKYO)
  await expect.poll(() => mailsTo(me.user!.email).length).toBe(1)
  return { me, email: mailsTo(me.user!.email)[0]! }
}

describe('weekly digest', () => {
  it("sends the weekly digest on Monday morning in the person's time zone, only when something happened", async () => {
    const [quiet, elsewhere, fan] = await Promise.all([person('Quiet'), person('Elsewhere'), person('Fan')])
    await inTokyo(quiet)
    // Still Sunday in New York: their digest waits for their own Monday morning.
    expect((await elsewhere.put('/api/settings/app', { timezone: 'America/New_York' })).status).toBe(200)
    await fan.post(`/api/portfolio/${(await createProject(mail.server, { owner: elsewhere })).id}/like`)
    const { me, email } = await digestFor('Busy')
    expect(email.subject).toBe('Your week on Bubbles')
    expect(email.text).toContain('1 like on your projects')
    expect(email.html).toContain('<li>1 like on your projects</li>')
    // A drain joins the worker's drain under way, then runs again: every digest due has been sent.
    await drain()
    expect(mailsTo(quiet.user!.email)).toHaveLength(0)
    expect(mailsTo(elsewhere.user!.email)).toHaveLength(0)
    // Once a week: the same Monday morning again writes nothing new.
    expect(await mail.server.app.outbox.enqueueWeeklyDigests(MONDAY_MORNING_IN_TOKYO)).toBe(0)
    await drain()
    expect(mailsTo(me.user!.email)).toHaveLength(1)
  })

  it('sends no digest when weeklyDigest is off', async () => {
    const [me, fan] = await Promise.all([person('NoDigest'), person('Fan')])
    await inTokyo(me)
    await me.put('/api/settings/notifications', { weeklyDigest: false })
    await fan.post(`/api/portfolio/${(await createProject(mail.server, { owner: me })).id}/like`)
    await mail.server.app.outbox.enqueueWeeklyDigests(MONDAY_MORNING_IN_TOKYO)
    await drain()
    expect(mailsTo(me.user!.email)).toHaveLength(0)
  })
})

describe('unsubscribe', () => {
  it('the unsubscribe link turns weeklyDigest off without a session', async () => {
    const { me, email } = await digestFor('Leaving')
    const res = await oneClick(oneClickUrl(email))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ setting: 'weeklyDigest', enabled: false })
    expect(await notificationSettings(me)).toMatchObject({ weeklyDigest: false, emailNotifications: true })
  })

  it("the link in a match email turns emailNotifications off, in the email's own words", async () => {
    const [a, b] = await Promise.all([person('Done'), person('Other')])
    await a.post('/api/swipes', { swipedId: b.user!.id, action: 'like' })
    await b.post('/api/swipes', { swipedId: a.user!.id, action: 'like' })
    await expect.poll(() => mailsTo(a.user!.email).length).toBe(1)
    const [email] = mailsTo(a.user!.email)
    const pageUrl = /Unsubscribe: (\S+)/.exec(email!.text!)![1]!
    // Opening the page changes nothing (link scanners open links too); it asks.
    const page = await fetch(pageUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    const html = await page.text()
    expect(html).toContain('Stop email notifications about matches and messages?')
    expect((await notificationSettings(a)).emailNotifications).toBe(true)
    // Its button posts the one-click form, as a browser would, and answers with a page.
    const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&')
    const done = await fetch(new URL(action, pageUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Done. You will get no more email notifications.')
    expect(await notificationSettings(a)).toMatchObject({ emailNotifications: false, weeklyDigest: true })
  })

  it('refuses a token that was not signed for that person and setting', async () => {
    const { me, email } = await digestFor('Target')
    const url = new URL(oneClickUrl(email))
    const [userId, , signature] = url.searchParams.get('token')!.split('.')
    // The same signature, another setting: it turns nothing off.
    url.searchParams.set('token', `${userId}.emailNotifications.${signature}`)
    expect((await oneClick(url.toString())).status).toBe(400)
    url.searchParams.set('token', 'nonsense')
    expect((await oneClick(url.toString())).status).toBe(400)
    const page = await fetch(`${mail.server.url}/unsubscribe?token=nonsense`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('This unsubscribe link is not valid.')
    expect(await notificationSettings(me)).toMatchObject({ emailNotifications: true, weeklyDigest: true })
  })
})
