import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LANGUAGES } from '@shared/options'
import i18next, { type Resource, type TFunction } from 'i18next'

/**
 * The words the server writes itself (mails, pushes, the unsubscribe page), with i18next like the
 * client's (decision 017): JSON catalogues per language and namespace in locales/server/<lng>/<ns>.json,
 * beside the client's in locales/client, plurals by CLDR rules (Intl.PluralRules: "0 message" in French).
 * One instance of its own, read once at start; the language is chosen per call, never set on the
 * instance, because one server writes to people of every language at once.
 */

type Language = (typeof LANGUAGES)[number]

/** The server's namespaces: one file each per language. */
export type ServerNamespace = 'notifications' | 'mail' | 'account-mail' | 'unsubscribe'

const root = fileURLToPath(new URL('../../locales/server', import.meta.url))

function readCatalogues(): Resource {
  const resources: Resource = {}
  for (const language of LANGUAGES) {
    resources[language] = {}
    for (const file of readdirSync(join(root, language)).filter((name) => name.endsWith('.json')))
      resources[language][file.slice(0, -5)] = JSON.parse(readFileSync(join(root, language, file), 'utf8'))
  }
  return resources
}

const i18n = i18next.createInstance()
void i18n.init({
  resources: readCatalogues(),
  // Resources are in memory: init is synchronous, so the first mail needs no await.
  initAsync: false,
  supportedLngs: LANGUAGES,
  fallbackLng: 'en',
  interpolation: {
    // Not escaped here: the same words go into a mail's text part, its Subject header and a push's
    // JSON, where "&amp;" would show. The HTML a mail or page is made of escapes each whole text once,
    // where it is written into the HTML (escape-html.ts).
    escapeValue: false,
  },
  returnNull: false,
})

/** The person's language (user_settings.language) when it is one of ours, else English. */
export const serverLanguage = (language: string | null | undefined): Language =>
  LANGUAGES.includes(language as Language) ? (language as Language) : 'en'

/** The words of one namespace in a person's language; a key it lacks falls back to English. */
export const wordsFor = (language: string | null | undefined, namespace: ServerNamespace): TFunction =>
  i18n.getFixedT(serverLanguage(language), namespace)
