import { LANGUAGES } from '@shared/options'
import i18n from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { getPreferences, subscribePreferences } from './preferences'

// The interface's words, one catalogue per language and namespace (locales/client/<lng>/<ns>.json).
// Each is fetched the first time a screen of that language needs it, so the landing page never downloads
// the other four languages (initial JS under 150 KB gzip). The build puts a language's small
// catalogues that first screens share into two files (vite.config.ts), the rest into one chunk each.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/client/*/*.json')

export const NAMESPACES = [
  'common',
  'options',
  'errors',
  'shell',
  'landing',
  'auth',
  'legal',
  'home',
  'tour',
  'discover',
  'demo',
  'chat',
  'attachments',
  'matches',
  'notifications',
  'teams',
  'invitations',
  'calls',
  'portfolio',
  'profile',
  'onboarding',
  'settings',
  'safety',
  'ui',
  'search',
] as const

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = catalogues[`../../locales/client/${language}/${namespace}.json`]
      return load ? load() : Promise.reject(new Error(`No catalogue ${language}/${namespace}`))
    }),
  )
  .init({
    lng: getPreferences().language,
    supportedLngs: LANGUAGES,
    fallbackLng: 'en',
    // Every screen needs these two: fetched together at start-up, not one after the other.
    ns: ['common', 'shell'],
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show "&amp;".
    interpolation: { escapeValue: false },
    returnNull: false,
  })

document.documentElement.lang = getPreferences().language
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language
})
subscribePreferences(() => {
  const { language } = getPreferences()
  if (i18n.language !== language) void i18n.changeLanguage(language)
})

export { i18n }
