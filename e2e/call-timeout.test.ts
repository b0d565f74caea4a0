import type { Message } from '@shared/schemas/chat'
import type { BrowserContext } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { FAKE_MEDIA, PHONE } from './browser'
import { browse, callView, LAPTOP, matchedPair, toast } from './call-helpers'
import { browserSuite } from './suite'

// The ring is shortened by configuration: an unanswered call ends as missed after 3 s, not 30 s.
const suite = browserSuite({ CALL_RING_TIMEOUT_MS: '3000' }, { browserArgs: FAKE_MEDIA })
const contexts: BrowserContext[] = []
afterAll(async () => {
  for (const context of contexts) await context.close()
})

describe('an unanswered call', () => {
  it('stops ringing after the ring time and leaves "Missed video call" in the conversation', async () => {
    const {
      a: amara,
      b: bongani,
      matchId,
    } = await matchedPair(suite.server, ['Naledi', 'Mahlangu'], ['Ruan', 'Botha'])
    const [pageA, pageB] = await Promise.all([
      browse(suite.browser, suite.server, contexts, amara, { viewport: LAPTOP }),
      browse(suite.browser, suite.server, contexts, bongani, { viewport: PHONE }),
    ])
    await Promise.all([pageA.goto(`/matches?match=${matchId}`), pageB.goto('/teams')])
    await pageA.getByRole('button', { name: 'Video call', exact: true }).click()
    const dialog = pageB.getByRole('dialog', { name: 'Naledi Mahlangu' })
    await dialog.waitFor()
    const rangAt = Date.now()
    await dialog.waitFor({ state: 'detached', timeout: 10_000 })
    expect(Date.now() - rangAt).toBeGreaterThan(1500)
    await toast(pageA, 'No answer from Ruan').waitFor()
    await callView(pageA).waitFor({ state: 'detached' })
    await pageA.getByRole('log', { name: 'Messages' }).getByText('Missed video call').waitFor()
    const { body } = await bongani.get<{ messages: Message[] }>(`/api/conversations/${matchId}/messages`)
    expect(body.messages.map((message) => message.call)).toEqual([{ outcome: 'missed' }])
  })
})
