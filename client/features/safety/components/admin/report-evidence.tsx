import type { AdminReport } from '@shared/schemas/safety'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

type Person = { id: string; firstName: string; lastName: string } | null

/** What the report kept of that moment: the profile, the conversation's last messages, the project. */
export function ReportEvidence({ report }: { report: AdminReport }) {
  const { t } = useTranslation('safety')
  const f = useFormat()
  const { profile, messages, project, review } = report.evidence
  const speaker = (senderId: string) =>
    nameOf(report.reported, senderId) ?? nameOf(report.reporter, senderId) ?? t('evidence.someoneGone')

  return (
    <div className="flex flex-col gap-4">
      {profile && (
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-sm">{t('evidence.profile')}</h3>
          <p className="text-sm">
            {[profile.profession, profile.location].filter(Boolean).join(' · ') ||
              t('evidence.noProfileDetails')}
          </p>
          {profile.bio && <p className="whitespace-pre-line text-muted text-sm">{profile.bio}</p>}
        </section>
      )}
      <section className="flex flex-col gap-1.5">
        <h3 className="font-semibold text-sm">
          {messages.length ? t('evidence.lastMessages', { count: messages.length }) : t('evidence.messages')}
        </h3>
        {messages.length === 0 ? (
          <p className="text-muted text-sm">{t('evidence.noConversation')}</p>
        ) : (
          // Every message whole, however long: a moderator judges the words, so none
          // is cut short or hidden in a box that scrolls on its own inside the page.
          <ol className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3">
            {messages.map((message) => (
              <li key={message.id} className="flex flex-col text-sm">
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{speaker(message.senderId)}</span>
                  <time dateTime={message.createdAt} className="text-muted text-xs">
                    {f.relativeTime(message.createdAt)}
                  </time>
                </span>
                <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.content}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {project && (
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-sm [overflow-wrap:anywhere]">
            {t('evidence.project', { title: project.title })}
          </h3>
          {project.imageUrl && (
            <img
              src={project.imageUrl}
              alt={project.title}
              className="aspect-video w-full max-w-xs rounded-xl bg-surface-muted object-cover"
            />
          )}
          <p className="whitespace-pre-line text-muted text-sm">{project.description}</p>
        </section>
      )}
      {review && (
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-sm">{t('evidence.review', { count: review.stars })}</h3>
          {review.text && <p className="whitespace-pre-line text-muted text-sm">{review.text}</p>}
        </section>
      )}
    </div>
  )
}

// Messages name their sender by id; the two people of the report are the only ones who can have written.
const nameOf = (person: Person, senderId: string) =>
  person?.id === senderId ? `${person.firstName} ${person.lastName}`.trim() : undefined
