import { projectTypeLabel } from '@shared/options'
import type { Project } from '@shared/schemas/portfolio'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

export const ownerName = (project: Project) => `${project.user.firstName} ${project.user.lastName}`.trim()

/**
 * A project's stored words as the person reads them. Types are stored as sent (docs/product.md §3: the portfolio
 * page's values and the profile dialog's labels), so both kinds have a translation; a type the catalogue
 * does not know falls back to its English label. Other features may use it; it loads `portfolio`.
 */
export function useProjectLabels() {
  const { t } = useTranslation('portfolio')
  const f = useFormat()
  return useMemo(
    () => ({
      projectType: (type: string) => t(`projectType.${type}`, { defaultValue: projectTypeLabel(type) }),
      /** "1 like", "12 likes". */
      likes: (likes: number) => t('like.count', { count: likes, likes: f.number(likes) }),
    }),
    [t, f],
  )
}
