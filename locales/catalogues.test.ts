import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '@shared/options'
import { describe, expect, it } from 'vitest'

// Every language has every word of the English catalogues, with the same {{placeholders}}, and nothing
// English does not have (a key left behind by a rename). A missing key would show English mid-screen.
// Both sides' catalogues: the client's (locales/client) and the server's mail, push and page words
// (locales/server). A counted text (`key_one`, `key_other`) has, in each language, exactly the plural
// forms that language's CLDR rules use (Intl.PluralRules, as i18next picks them): French and Portuguese
// say "0 message" with the singular, and French, Spanish and Portuguese have a form for a million.

const dir = new URL('.', import.meta.url).pathname
const SIDES = ['client', 'server'] as const
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

const read = (side: string, language: string, namespace: string) =>
  JSON.parse(readFileSync(join(dir, side, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>

/** "a.b.c" -> its text, for every leaf. */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object')
      for (const [k, v] of leaves(value as Record<string, unknown>, path)) out.set(k, v)
    else out.set(path, String(value))
  }
  return out
}

/** `key` without its plural suffix when it is a counted text (English has its `_other`), else null. */
function countedBase(key: string, english: Map<string, string>) {
  const base = key.replace(PLURAL_SUFFIX, '')
  return base !== key && english.has(`${base}_other`) ? base : null
}

/** The keys a language must have for these English keys: a counted one in that language's plural forms. */
function expectedKeys(english: Map<string, string>, language: string) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const keys = new Set<string>()
  for (const key of english.keys()) {
    const base = countedBase(key, english)
    if (base === null) keys.add(key)
    else for (const category of categories) keys.add(`${base}_${category}`)
  }
  return [...keys].sort()
}

/** The English key a language's key is checked against: a plural form English lacks against `_other`. */
const englishKeyOf = (key: string, english: Map<string, string>) => {
  const base = countedBase(key, english)
  return english.has(key) || base === null ? key : `${base}_other`
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()
const namespacesOf = (side: string) =>
  readdirSync(join(dir, side, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5))

describe('catalogues', () => {
  it('has English catalogues to compare with, on both sides', () => {
    expect(namespacesOf('client')).toContain('common')
    expect(namespacesOf('server')).toContain('mail')
  })

  for (const side of SIDES) {
    describe(side, () => {
      for (const language of LANGUAGES) {
        it(`${language} has a folder`, () => expect(existsSync(join(dir, side, language))).toBe(true))
      }
      for (const language of LANGUAGES) {
        describe(language, () => {
          for (const namespace of namespacesOf(side)) {
            it(`${namespace} has every English key in this language's plural forms, with the same placeholders, and no other`, () => {
              const english = leaves(read(side, 'en', namespace))
              const translated = leaves(read(side, language, namespace))
              expect([...translated.keys()].sort()).toEqual(expectedKeys(english, language))
              for (const [key, text] of translated) {
                const where = `${side}/${language}/${namespace}:${key}`
                const englishText = english.get(englishKeyOf(key, english)) ?? ''
                expect(placeholders(text), where).toEqual(placeholders(englishText))
                expect(text.trim(), `${where} is empty`).not.toBe('')
              }
            })
          }
        })
      }
    })
  }
})
