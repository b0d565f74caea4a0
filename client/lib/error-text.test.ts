import { beforeAll, describe, expect, it, vi } from 'vitest'

// The client side of the error codes: a server refusal or a schema's English text, shown in
// the person's language from the errors catalogue. Runs the real i18n set-up and catalogues; the
// browser globals it reads at start-up are stubbed (a Portuguese browser, nothing stored).
vi.stubGlobal('navigator', { languages: ['pt-PT'] })
vi.stubGlobal('document', { documentElement: { lang: '' } })
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} })

const { i18n } = await import('./i18n')
const { loadErrorTexts, translateError, translateMessage } = await import('./error-text')
const { ApiError, errorMessage } = await import('./api-client')

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), 'Refused')

beforeAll(async () => {
  await loadErrorTexts()
})

describe('errors in the person’s language', () => {
  it('translates a server refusal by its code, with its params', async () => {
    await i18n.changeLanguage('pt')
    const error = refusal(400, {
      message: 'Must be at most 1000 characters',
      code: 'too_long',
      params: { max: 1000 },
      field: 'bio',
    })
    expect(error.code).toBe('too_long')
    expect(error.params).toEqual({ max: 1000 })
    expect(error.englishMessage).toBe('Must be at most 1000 characters')
    expect(error.serverMessage).toBe('No máximo 1000 caracteres')
    expect(errorMessage(error)).toBe('No máximo 1000 caracteres')
  })

  it('says a budget’s wait in the language, with its plural', async () => {
    await i18n.changeLanguage('de')
    const error = refusal(429, {
      message: "You're creating teams very quickly. Please wait 1 minutes and try again.",
      code: 'too_fast_teams',
      params: { minutes: 1 },
    })
    expect(errorMessage(error, 'too-many')).toBe(
      'Du erstellst sehr schnell Teams. Bitte warte 1 Minute und versuche es dann noch einmal.',
    )
  })

  it('translates the English text of a shared schema found in a form', async () => {
    await i18n.changeLanguage('es')
    expect(translateMessage('Please fill in all required fields')).toBe(
      'Rellena todos los campos obligatorios',
    )
    expect(translateMessage('A tag must be at most 30 characters')).toBe(
      'Cada etiqueta puede tener como máximo 30 caracteres',
    )
    expect(errorMessage(new Error('No conversation ID'))).toBe('Falta el ID de la conversación')
    expect(translateMessage('Something only this screen says')).toBe('Something only this screen says')
  })

  it('keeps a framework’s own words in English, and reads them as the generic sentence elsewhere', async () => {
    const body = {
      message: "Body cannot be empty when content-type is set to 'application/json'",
      code: 'bad_request',
    }
    await i18n.changeLanguage('en')
    expect(refusal(400, body).serverMessage).toBe(body.message)
    await i18n.changeLanguage('fr')
    expect(refusal(400, body).serverMessage).toBe('Cette demande n’a pas pu être traitée.')
    // An unknown code (a newer server) or no JSON body at all: the words as sent.
    expect(translateError({ message: 'Brand new refusal', code: 'brand_new' })).toBe('Brand new refusal')
    expect(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').serverMessage).toBe(
      '<html>Bad gateway</html>',
    )
  })
})
