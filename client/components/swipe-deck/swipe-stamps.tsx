import { useTranslation } from 'react-i18next'

/** "LIKE" / "PASS" labels that fade in with the drag distance (--drag-x), decoration only. */
export function SwipeStamps() {
  const { t } = useTranslation('discover')
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 z-10">
      <span
        className="absolute top-6 left-5 -rotate-12 rounded-xl border-4 border-emerald-400 bg-slate-950/30 px-3 py-1 font-extrabold text-3xl text-emerald-300 tracking-wider"
        style={{ opacity: 'clamp(0, calc(var(--drag-x, 0) / 90), 1)' }}
      >
        {t('stamps.like')}
      </span>
      <span
        className="absolute top-6 right-5 rotate-12 rounded-xl border-4 border-slate-300 bg-slate-950/30 px-3 py-1 font-extrabold text-3xl text-slate-100 tracking-wider"
        style={{ opacity: 'clamp(0, calc(var(--drag-x, 0) / -90), 1)' }}
      >
        {t('stamps.pass')}
      </span>
    </div>
  )
}
