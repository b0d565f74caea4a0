import { Heart, MapPin, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { TOUR_PROFILES, type TourProfile, type TourStepId } from '../lib/tour-content'

const frame = 'flex h-48 flex-col items-center justify-center gap-3 rounded-2xl bg-surface-muted p-4'

/** A small picture of what the step is about, featuring the sample profile currently shown. */
export function TourVisual({ step, profile }: { step: TourStepId; profile: TourProfile }) {
  const { t } = useTranslation(['tour', 'options'])
  const project = t(`tour:profiles.${profile.id}.project`)
  switch (step) {
    case 'discover':
      return (
        <div className={frame}>
          <div className="flex w-56 items-center gap-3 rounded-2xl bg-surface p-3 shadow-md dark:shadow-none">
            <Avatar name={profile.name} size="lg" />
            <div className="min-w-0 text-left">
              <p className="truncate font-semibold">{profile.name}</p>
              <p className="truncate text-muted text-sm">
                {t(`options:profession.${profile.profession}`, { defaultValue: profile.profession })}
              </p>
              <p className="flex items-center gap-1 text-muted text-xs">
                <MapPin aria-hidden className="size-3" /> {profile.city}
              </p>
            </div>
          </div>
          <div aria-hidden className="flex gap-4">
            <span className="grid size-10 place-items-center rounded-full bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100">
              <X className="size-5" />
            </span>
            <span className="grid size-10 place-items-center rounded-full bg-brand text-white">
              <Heart className="size-5 fill-current" />
            </span>
          </div>
        </div>
      )
    case 'matching':
      return (
        <div className={`${frame} bg-brand text-white`}>
          <div className="flex items-center -space-x-3">
            <Avatar name={t('tour:visual.you')} size="lg" className="ring-4 ring-white/60" />
            <Avatar name={profile.name} size="lg" className="ring-4 ring-white/60" />
          </div>
          <p className="font-bold text-xl">{t('tour:visual.match')}</p>
          <p className="text-center text-sm text-white/90">
            {t('tour:visual.likedEachOther', { name: profile.name.split(' ')[0] })}
          </p>
        </div>
      )
    case 'messaging':
      return (
        <div className={`${frame} items-stretch`}>
          <div className="flex items-end gap-2">
            <Avatar name={profile.name} size="sm" />
            <p className="max-w-[75%] rounded-2xl rounded-bl-sm bg-surface px-3 py-2 text-sm shadow-sm dark:shadow-none">
              {t(`tour:profiles.${profile.id}.message`)}
            </p>
          </div>
          <p className="max-w-[75%] self-end rounded-2xl rounded-br-sm bg-violet-700 px-3 py-2 text-sm text-white">
            {t('tour:visual.reply')}
          </p>
        </div>
      )
    case 'teams':
      return (
        <div className={frame}>
          <div className="flex -space-x-3">
            {TOUR_PROFILES.map((person) => (
              <Avatar key={person.name} name={person.name} size="lg" className="ring-4 ring-surface-muted" />
            ))}
          </div>
          <p className="text-center font-semibold">{t('tour:visual.crew', { project })}</p>
          <p className="text-muted text-sm">{t('tour:visual.members', { count: 3, max: 5 })}</p>
        </div>
      )
    case 'portfolio':
      return (
        <div className={frame}>
          <div className="grid h-24 w-56 place-items-end rounded-xl bg-brand p-3 text-left font-semibold text-white">
            {project}
          </div>
          <p className="flex items-center gap-1 text-muted text-sm">
            {t('tour:visual.by', { name: profile.name })} ·{' '}
            <Heart aria-hidden className="size-4 fill-coral text-coral" /> 24
          </p>
        </div>
      )
  }
}
