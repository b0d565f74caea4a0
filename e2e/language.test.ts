import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createUser } from '../test/client'
import { DESKTOP, openAs, PHONE } from './browser'
import { browserSuite } from './suite'

const suite = browserSuite()

/**
 * The Portuguese for an English text of a catalogue, found through its key, so these tests follow the
 * catalogues rather than repeat another screen's words.
 */
function portugueseOf(namespace: string, english: string): string {
  const read = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../locales/client/${language}/${namespace}.json`, import.meta.url), 'utf8'),
    )
  const find = (tree: Record<string, unknown>, path: string[] = []): string[] | null => {
    for (const [key, value] of Object.entries(tree)) {
      if (value === english) return [...path, key]
      if (value && typeof value === 'object') {
        const found = find(value as Record<string, unknown>, [...path, key])
        if (found) return found
      }
    }
    return null
  }
  const path = find(read('en'))
  if (!path) throw new Error(`"${english}" is not in the English ${namespace} catalogue`)
  return path.reduce<any>((tree, key) => tree[key], read('pt'))
}

/** Marks the document, so a later check can tell that the page was not reloaded in between. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { stillHere: boolean }).stillHere = true
  })
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true)

async function chooseLanguage(page: Page, label: string, language: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: language, exact: true }).click()
}

describe('language', () => {
  it('turns Settings Portuguese at once when a member picks Português, and keeps it after a reload', async () => {
    const user = await createUser(suite.server.url, { firstName: 'Thandi', profile: {} })
    const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: DESKTOP })
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await markDocument(page)

    await chooseLanguage(page, 'Language', 'Português')
    await page.getByRole('heading', { name: 'Definições', level: 1 }).waitFor()
    // The toast of the change already speaks the new language.
    await page.getByText('Preferências da aplicação atualizadas').first().waitFor()
    for (const heading of [
      'Definições da conta',
      'Privacidade e visibilidade',
      'Notificações',
      'Preferências da aplicação',
      'Dados e privacidade',
    ]) {
      await page.getByRole('region', { name: heading }).waitFor()
    }
    await page.getByLabel('Nome próprio').waitFor()
    await page.getByRole('switch', { name: 'Resumo semanal' }).waitFor()
    await page.getByRole('button', { name: 'Exportar os meus dados' }).waitFor()
    expect(await page.locator('#app-language').textContent()).toBe('Português')
    expect(await page.locator('html').getAttribute('lang')).toBe('pt')
    expect(await page.title()).toBe('Definições | Bubbles')
    expect(await page.getByText('Account Settings').count()).toBe(0)
    expect(await sameDocument(page)).toBe(true)

    await page.reload()
    await page.getByRole('heading', { name: 'Definições', level: 1 }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('pt')
    expect(await page.locator('#app-language').textContent()).toBe('Português')
    await context.close()
  })

  it('turns the navigation Portuguese with the same change, without a reload', async () => {
    const user = await createUser(suite.server.url, { profile: {} })
    const [context, page] = await openAs(suite.browser, suite.server, user, { viewport: PHONE })
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    // The bottom bar's link: on a phone the top bar's copy is hidden.
    const profileLink = page.locator('nav a[href="/profile"]:visible').first()
    expect((await profileLink.textContent())?.trim()).toBe('Profile')
    await markDocument(page)

    await chooseLanguage(page, 'Language', 'Português')
    await page.getByRole('heading', { name: 'Definições', level: 1 }).waitFor()
    await expect
      .poll(async () => (await profileLink.textContent())?.trim())
      .toBe(portugueseOf('shell', 'Profile'))

    // The next screen opens in Portuguese too: the profile, reached through the navigation.
    await profileLink.click()
    await page.getByRole('heading', { name: 'Sobre' }).waitFor()
    await page.getByText(/^Membro desde /).waitFor()
    expect(await sameDocument(page)).toBe(true)
    await context.close()
  })

  it('greets a visitor whose browser reads pt-BR in Portuguese', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: PHONE,
      locale: 'pt-BR',
    })
    const page = await context.newPage()
    await page.goto('/')
    await page.locator('h1').waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('pt')
    await page.getByRole('link', { name: portugueseOf('landing', 'Get Started with Google') }).waitFor()
    await context.close()
  })

  it('greets a visitor whose browser reads Japanese in English', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: PHONE,
      locale: 'ja-JP',
    })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Started with Google' }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await context.close()
  })
})
