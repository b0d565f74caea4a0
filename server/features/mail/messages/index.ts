import type { LANGUAGES } from '@shared/options'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { pt } from './pt'
import type { MailMessages } from './types'

export type { DigestCounts, MailMessages, MailSetting } from './types'

const catalogues: Record<(typeof LANGUAGES)[number], MailMessages> = { en, es, fr, de, pt }

/** The person's language (user_settings.language), English for anything else. */
export const mailMessagesFor = (language: string | null | undefined): MailMessages =>
  catalogues[language as keyof typeof catalogues] ?? en

export const mailLanguage = (language: string | null | undefined) =>
  language && language in catalogues ? language : 'en'
