import { describeError, ERRORS, type ErrorParams, errorText } from '@shared/error-codes'
import { i18n } from './i18n'

// The person's language for an error of the spec: a server refusal (`{ message, code, params }`), or an
// English text of the shared schemas (a form's validation message). The codes and their English texts
// are in shared/error-codes.ts; their words in every language in client/locales/<lng>/errors.json.

// Fetched where errors are likely (a member's session, any form: see loadErrorTexts), not with the
// landing page, whose visitors mostly never see one (issue 12: landing JS budget).
let requested = false
/** Starts fetching the error catalogue of the current language (once; a language change loads its own). */
export function loadErrorTexts() {
  if (requested && i18n.hasLoadedNamespace('errors')) return
  requested = true
  void i18n.loadNamespaces('errors')
}

export interface ErrorLike {
  message: string
  code?: string
  params?: ErrorParams
}

const isCode = (code: string | undefined): code is keyof typeof ERRORS =>
  code !== undefined && Object.hasOwn(ERRORS, code)

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
  if (!isCode(code)) return translateMessage(message)
  if (!i18n.hasLoadedNamespace('errors')) {
    // The first error before the catalogue arrived reads as sent; the next ones are translated.
    loadErrorTexts()
    return message
  }
  const ours = errorText(code, params) === message
  if (!ours && (i18n.resolvedLanguage ?? i18n.language) === 'en') return message
  return i18n.t(`errors:${code}`, { ...catalogueParams(params), defaultValue: message })
}

/** The translation of a known English error text (exact, or a template's with its numbers), or the text itself. */
export function translateMessage(message: string): string {
  const known = describeError(message)
  return known ? translateError({ message, ...known }) : message
}
