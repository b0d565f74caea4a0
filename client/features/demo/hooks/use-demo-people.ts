import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DEMO_PEOPLE, type DemoPerson } from '../lib/demo-data'

/** The sample people in the visitor's language: their words from the `demo` catalogue. */
export function useDemoPeople(): DemoPerson[] {
  const { t, i18n } = useTranslation(['demo', 'options'])
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the language; so must this.
  return useMemo(
    () =>
      DEMO_PEOPLE.map((person) => ({
        ...person,
        profession: t(`options:profession.${person.profession}`, { defaultValue: person.profession }),
        bio: t(`people.${person.id}.bio`),
        skills: person.skills.map((skill) => t(`skills.${skill}`)),
        messages: Array.from({ length: person.messageCount }, (_, i) =>
          t(`people.${person.id}.message${i + 1}`),
        ),
      })),
    [t, i18n.language],
  )
}
