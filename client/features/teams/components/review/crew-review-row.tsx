import { type MyReview, REPUTATION } from '@shared/schemas/reputation'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { notify } from '@/lib/toast'
import { useSaveReview } from '../../api/crew-reviews'
import { StarInput } from './star-input'

const EDIT_MS = REPUTATION.reviewEditDays * 24 * 60 * 60 * 1000

type Teammate = { id: string; firstName: string; lastName: string; profileImageUrl: string | null }

/** One teammate in "Review your crew": stars and a few words, written once, editable for 7 days. */
export function CrewReviewRow({
  teamId,
  teammate,
  review,
  closed,
}: {
  teamId: string
  teammate: Teammate
  review: MyReview | undefined
  /** Past the 30 days after completion: nothing new can be written. */
  closed: boolean
}) {
  const { t } = useTranslation('teams')
  const id = useId()
  const name = `${teammate.firstName} ${teammate.lastName}`.trim()
  const [stars, setStars] = useState(review?.stars ?? 0)
  const [text, setText] = useState(review?.text ?? '')
  const save = useSaveReview()
  const locked = review ? Date.now() - new Date(review.createdAt).getTime() > EDIT_MS : closed

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      {
        teamId,
        revieweeId: teammate.id,
        input: { stars, text: text.trim() || null },
        existing: Boolean(review),
      },
      {
        onSuccess: () => notify.success(t('review.saved'), t('review.savedText', { name })),
        onError: (error) => notify.error(t('review.saveError'), errorMessage(error)),
      },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl border border-border p-4">
      <div className="flex items-center gap-3">
        <Avatar name={name} src={teammate.profileImageUrl} />
        <span className="font-medium">{name}</span>
      </div>
      <StarInput
        value={stars}
        onChange={setStars}
        label={t('review.starsLabel', { name })}
        disabled={locked}
      />
      <Field label={t('review.textLabel')} htmlFor={`${id}-text`} hint={t('review.textHint')}>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REPUTATION.reviewTextMax}
          rows={3}
          disabled={locked}
        />
      </Field>
      {locked ? (
        <p className="text-muted text-sm">{review ? t('review.locked') : t('review.closed')}</p>
      ) : (
        <Button type="submit" className="self-start" disabled={stars === 0 || save.isPending}>
          {review ? t('review.update') : t('review.submit')}
        </Button>
      )}
    </form>
  )
}
