import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Stars } from '@/components/ui/stars'
import { ReportReviewButton } from '@/features/safety'
import { useFormat } from '@/lib/format'
import { useReviews } from '../api/get-reviews'

/** A profile's reviews from teammates (docs/decisions/051), newest first, a page at a time. */
export function ReviewsCard({ userId, meId }: { userId: string; meId: string }) {
  const { t } = useTranslation('profile')
  const f = useFormat()
  const reviews = useReviews(userId)
  const first = reviews.data?.pages[0]
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('reviews.title')}</h2>
        </CardTitle>
        {first && (
          <CardDescription>
            {first.reviewCount
              ? t('reviews.summary', { rating: f.rating(first.rating), count: first.reviewCount })
              : t('reviews.none')}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {reviews.isPending && <Skeleton className="h-24" />}
        {reviews.isError && <p className="text-muted text-sm">{t('reviews.failed')}</p>}
        {items.length > 0 && (
          <ul className="flex flex-col gap-4">
            {items.map((review) => {
              const name = `${review.reviewer.firstName} ${review.reviewer.lastName}`.trim()
              return (
                <li key={review.id} className="flex gap-3">
                  <Avatar name={name} src={review.reviewer.profileImageUrl} size="sm" />
                  <div className="flex min-w-0 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <Link href={`/people/${review.reviewer.id}`} className="font-medium hover:underline">
                        {name}
                      </Link>
                      <Stars value={review.stars} label={t('reviews.stars', { count: review.stars })} />
                    </div>
                    <p className="text-muted text-xs">
                      {t('reviews.context', { team: review.team.name, date: f.date(review.createdAt) })}
                    </p>
                    {review.text && (
                      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>
                    )}
                    {review.reviewer.id !== meId && (
                      <ReportReviewButton reviewer={review.reviewer} reviewId={review.id} />
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        {reviews.hasNextPage && (
          <Button
            variant="outline"
            className="self-start"
            onClick={() => reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
          >
            {t('reviews.more')}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
