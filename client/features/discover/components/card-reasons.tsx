import { PROFESSIONS } from '@shared/options'
import type { CardReason } from '@shared/schemas/discover'
import { BadgeCheck, Handshake, type LucideIcon, Map as MapIcon, MapPinCheck, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

const listedProfessions: ReadonlySet<string> = new Set(PROFESSIONS)

/**
 * Why this person is in the deck (docs/decisions/042): the server's one or two reasons, worded here in
 * the reader's language. A kind this client does not know (a later server's) is left out; none at all
 * (the preview's sample cards) shows nothing.
 */
export function CardReasons({ reasons }: { reasons: readonly CardReason[] | undefined }) {
  const { t, i18n } = useTranslation('discover')
  const f = useFormat()
  // Professions in the plural, as a sentence reads them ("Web Developers"); one typed by hand as typed.
  const plural = (profession: string) =>
    listedProfessions.has(profession)
      ? t(`reasons.professions.${profession}`, { defaultValue: profession })
      : profession
  const sentence = (text: string) => text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1)

  const lines = (reasons ?? []).flatMap(
    (reason, index): { key: string; Icon: LucideIcon; text: string }[] => {
      const key = `${reason.kind}-${index}`
      switch (reason.kind) {
        case 'team_up': {
          const { yours, theirs } = reason.params
          const people = yours === theirs ? plural(yours) : f.list([plural(yours), plural(theirs)])
          return [{ key, Icon: Handshake, text: sentence(t('reasons.teamUp', { people })) }]
        }
        case 'shared_skills':
          return reason.params.skills.length === 0
            ? []
            : [
                {
                  key,
                  Icon: Sparkles,
                  text: t('reasons.sharedSkills', { skills: f.list(reason.params.skills) }),
                },
              ]
        case 'same_place':
          return [{ key, Icon: MapPinCheck, text: t('reasons.samePlace', { place: reason.params.place }) }]
        case 'same_province':
          return [
            { key, Icon: MapIcon, text: t('reasons.sameProvince', { province: reason.params.province }) },
          ]
        case 'open_to_work':
          return [{ key, Icon: BadgeCheck, text: t('reasons.openToWork') }]
        default:
          return []
      }
    },
  )
  if (lines.length === 0) return null

  return (
    <ul aria-label={t('reasons.label')} className="flex flex-wrap gap-1.5">
      {lines.map(({ key, Icon, text }) => (
        <li
          key={key}
          className="inline-flex min-w-0 max-w-full items-start gap-1.5 rounded-2xl bg-surface-muted px-2.5 py-1 font-medium text-foreground text-xs leading-4 wrap-anywhere"
        >
          <Icon aria-hidden className="size-3.5 shrink-0 translate-y-px text-primary" />
          <span className="min-w-0">{text}</span>
        </li>
      ))}
    </ul>
  )
}
