import { useTranslation } from 'react-i18next'

const PEOPLE = [
  { initials: 'TN', role: 'Photographer', place: 'Cape Town', x: 'left-[8%] top-[6%]', size: 'size-36' },
  {
    initials: 'SD',
    role: 'Web Developer',
    place: 'Johannesburg',
    x: 'right-[6%] top-[22%]',
    size: 'size-32',
  },
  { initials: 'AK', role: 'Illustrator', place: 'Durban', x: 'left-[22%] bottom-[4%]', size: 'size-28' },
]

/** Decorative "bubbles" of sample people: pure CSS, no images to download. */
export function HeroBubbles() {
  // The roles are professions of the shared list; the places are names and read the same everywhere.
  const { t } = useTranslation('options')
  return (
    <div className="relative mx-auto aspect-square w-full max-w-md" aria-hidden="true">
      <div className="absolute inset-[12%] rounded-full bg-brand opacity-15 blur-2xl" />
      {PEOPLE.map((p) => (
        <div
          key={p.initials}
          className={`absolute ${p.x} ${p.size} flex flex-col items-center justify-center rounded-full border border-border bg-surface text-center shadow-xl`}
        >
          <span className="grid size-12 place-items-center rounded-full bg-brand text-lg font-bold text-white">
            {p.initials}
          </span>
          <span className="mt-2 px-2 text-xs font-semibold">
            {t(`profession.${p.role}`, { defaultValue: p.role })}
          </span>
          <span className="text-xs text-muted">{p.place}</span>
        </div>
      ))}
    </div>
  )
}
