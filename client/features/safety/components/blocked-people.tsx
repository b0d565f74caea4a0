import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { notify } from '@/lib/toast'
import { useBlocks } from '../api/get-blocks'
import { useUnblockPerson } from '../api/unblock-person'

/** Settings, Privacy: the people the caller blocked, each with Unblock. */
export function BlockedPeople() {
  const { t } = useTranslation(['safety', 'common'])
  const f = useFormat()
  const blocks = useBlocks()
  const unblock = useUnblockPerson()

  const onUnblock = (userId: string, firstName: string) =>
    unblock.mutate(userId, {
      onSuccess: () => notify.success(t('safety:blocked.unblocked', { name: firstName })),
      onError: (error) =>
        notify.error(
          t('safety:blocked.unblockFailed', { name: firstName }),
          errorMessage(error, 'refusal') ?? t('safety:tryAgain'),
        ),
    })

  return (
    <section aria-labelledby="blocked-people-heading" className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        <h3 id="blocked-people-heading" className="font-semibold">
          {t('safety:blocked.heading')}
        </h3>
        <p className="text-muted text-sm">{t('safety:blocked.text')}</p>
      </div>
      {blocks.isPending ? (
        <div className="flex flex-col gap-2" aria-busy>
          <Spinner srLabel={t('safety:blocked.loading')} />
          <Skeleton className="h-12" />
        </div>
      ) : blocks.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>{t('safety:blocked.loadError')}</span>
          <Button variant="outline" size="sm" onClick={() => blocks.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </div>
      ) : blocks.data.length === 0 ? (
        <p className="rounded-xl bg-surface-muted p-4 text-muted text-sm">{t('safety:blocked.empty')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {blocks.data.map(({ user, createdAt }) => {
            const name = `${user.firstName} ${user.lastName}`.trim()
            const pending = unblock.isPending && unblock.variables === user.id
            return (
              <li key={user.id} className="flex items-center gap-3 py-3">
                <span aria-hidden className="contents">
                  <Avatar name={name} src={user.profileImageUrl} />
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{name}</span>
                  <span className="text-muted text-sm">
                    {t('safety:blocked.when', { time: f.relativeTime(createdAt) })}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pending}
                  onClick={() => onUnblock(user.id, user.firstName)}
                  aria-label={t('safety:blocked.unblockName', { name })}
                >
                  {pending ? t('safety:blocked.unblocking') : t('safety:blocked.unblock')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
