import type { Team } from '@shared/schemas/teams'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useCrewReviews } from '../../api/crew-reviews'
import { CrewReviewRow } from './crew-review-row'

/** "Review your crew" (docs/decisions/051): on a completed team, each member reviews the others. */
export function CrewReviewPanel({ team }: { team: Team }) {
  const { t } = useTranslation('teams')
  const { data, isPending, isError } = useCrewReviews(team.id)
  const closed = data ? Date.now() > new Date(data.reviewsCloseAt).getTime() : false
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('review.title')}</h3>
        </CardTitle>
        <CardDescription>{t('review.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isPending && <Skeleton className="h-40" />}
        {isError && <p className="text-muted text-sm">{t('review.notCrew')}</p>}
        {data?.crew.map((teammate) => (
          <CrewReviewRow
            key={teammate.id}
            teamId={team.id}
            teammate={teammate}
            review={data.reviews.find((review) => review.revieweeId === teammate.id)}
            closed={closed}
          />
        ))}
      </CardContent>
    </Card>
  )
}
