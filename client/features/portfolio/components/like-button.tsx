import type { Project } from '@shared/schemas/portfolio'
import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GoogleSignInLink } from '@/components/google-sign-in-link'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { useLikeProject } from '../api/like-project'
import { useUnlikeProject } from '../api/unlike-project'
import { useProjectLabels } from '../lib/labels'

type LikeButtonProps = { project: Project; signedIn: boolean; className?: string }

/** The heart and the like count; members toggle their like, visitors are asked to sign in. */
export function LikeButton({ project, signedIn, className }: LikeButtonProps) {
  const { t } = useTranslation(['portfolio', 'common'])
  const labels = useProjectLabels()
  const like = useLikeProject()
  const unlike = useUnlikeProject()
  // Shown at once while the server confirms; the answer then replaces it with the real count.
  const pending = like.isPending ? true : unlike.isPending ? false : null
  const liked = pending ?? project.likedByMe
  const likes = project.likes + (pending === null || pending === project.likedByMe ? 0 : pending ? 1 : -1)

  const failed = (error: unknown, fallback: string) => {
    const tooMany = errorMessage(error, 'too-many')
    notify.error(t('like.error'), tooMany ?? fallback)
  }
  const toggle = () => {
    if (project.likedByMe)
      unlike.mutate(project.id, { onError: (error) => failed(error, t('like.unlikeFailed')) })
    else like.mutate(project.id, { onError: (error) => failed(error, t('like.likeFailed')) })
  }
  const label = t('like.label', { title: project.title })

  const heart = (
    <Heart
      aria-hidden
      className={cn(liked ? 'fill-rose-600 text-rose-600 dark:fill-coral dark:text-coral' : 'text-muted')}
    />
  )

  return (
    <div className={cn('flex items-center gap-1', className)}>
      {signedIn ? (
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={liked}
          aria-label={label}
          disabled={pending !== null}
          onClick={toggle}
        >
          {heart}
        </Button>
      ) : (
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={label}>
              {heart}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="flex flex-col gap-3">
            <p className="font-medium">{t('like.signInTitle')}</p>
            <p className="text-muted text-sm">{t('like.signInText')}</p>
            <GoogleSignInLink size="sm" />
          </PopoverContent>
        </Popover>
      )}
      <span className="text-muted text-sm tabular-nums" data-likes>
        {labels.likes(likes)}
      </span>
    </div>
  )
}
