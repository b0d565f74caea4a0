import type { ErrorParams } from '@shared/error-codes'
import { i18n } from './i18n'

// The person's language for an error of the spec: a server refusal (`{ message, code, params }`), or an
// English text of the shared schemas (a form's validation message). The codes and their English texts
// are in shared/error-codes.ts; their words in every language in locales/client/<lng>/errors.json.

// Fetched where errors are likely (a member's session, any form: see loadErrorTexts), not with the
// landing page, whose visitors mostly never see one (landing JS budget). That goes for the
// table of codes and English texts too: 5 KB of the boot code that only a shown error reads.
type Codes = typeof import('@shared/error-codes')
let codes: Codes | undefined
let requested: Promise<unknown> | undefined
/** Starts fetching the error catalogue of the current language and the codes (once; a language change loads its own). */
export function loadErrorTexts(): Promise<unknown> {
  if (requested && i18n.hasLoadedNamespace('errors')) return requested
  requested = Promise.all([
    i18n.loadNamespaces('errors'),
    import('@shared/error-codes').then((loaded) => {
      codes = loaded
    }),
  ]).catch(() => {
    // Offline, say: errors read as sent until the next error or form asks again.
    requested = undefined
  })
  return requested
}

export interface ErrorLike {
  message: string
  code?: string
  params?: ErrorParams
}

const isCode = (codes: Codes, code: string | undefined): code is keyof Codes['ERRORS'] =>
  code !== undefined && Object.hasOwn(codes.ERRORS, code)

/** A budget's wait, "12 seconds", said in the person's language. */
function catalogueParams(params: ErrorParams = {}): Record<string, string | number> {
  if (typeof params.seconds === 'number')
    return { ...params, wait: i18n.t('errors:wait.seconds', { count: params.seconds }) }
  if (typeof params.minutes === 'number')
    return { ...params, wait: i18n.t('errors:wait.minutes', { count: params.minutes }) }
  return params
}

/**
 * An error in the person's language. A code whose English text is the one the server sent is translated
 * with its params. A generic code (bad_request, invalid_input...) over words that are none of ours (a
 * framework's, a schema default) keeps those words in English and reads as the generic sentence in the
 * other languages. Unknown codes and anything before the catalogue arrives stay as sent.
 */
export function translateError({ message, code, params }: ErrorLike): string {
  if (!codes || !i18n.hasLoadedNamespace('errors')) {
    // The first error before the catalogue arrived reads as sent; the next ones are translated.
    void loadErrorTexts()
    return message
  }
  if (!isCode(codes, code)) return translateMessage(message)
  const ours = codes.errorText(code, params) === message
  if (!ours && (i18n.resolvedLanguage ?? i18n.language) === 'en') return message
  return i18n.t(`errors:${code}`, { ...catalogueParams(params), defaultValue: message })
}

/** The translation of a known English error text (exact, or a template's with its numbers), or the text itself. */
export function translateMessage(message: string): string {
  if (!codes) {
    void loadErrorTexts()
    return message
  }
  const known = codes.describeError(message)
  return known ? translateError({ message, ...known }) : message
}
