import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '@shared/options'
import { describe, expect, it } from 'vitest'

// Every language has every word of the English catalogues, with the same {{placeholders}}, and nothing
// English does not have (a key left behind by a rename). A missing key would show English mid-screen.

const dir = new URL('.', import.meta.url).pathname
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(dir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>

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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()
const namespaces = readdirSync(join(dir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -5))

describe('catalogues', () => {
  it('has English catalogues to compare with', () => {
    expect(namespaces).toContain('common')
  })

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      for (const namespace of namespaces) {
        it(`${namespace} has every English key, with the same placeholders, and no other`, () => {
          const english = leaves(read('en', namespace))
          const translated = leaves(read(language, namespace))
          expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
          for (const [key, text] of english) {
            expect(placeholders(translated.get(key) ?? ''), `${language}/${namespace}:${key}`).toEqual(
              placeholders(text),
            )
            expect(translated.get(key)?.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('')
          }
        })
      }
    })
  }
})
