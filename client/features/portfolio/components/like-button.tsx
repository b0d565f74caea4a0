import type { Project } from '@shared/schemas/portfolio'
import { Heart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { tooManyMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { useLikeProject } from '../api/like-project'
import { useUnlikeProject } from '../api/unlike-project'

const likesText = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`

/** The heart and the like count; members toggle their like, visitors are asked to sign in. */
export function LikeButton({ project, signedIn }: { project: Project; signedIn: boolean }) {
  const like = useLikeProject()
  const unlike = useUnlikeProject()
  // Shown at once while the server confirms; the answer then replaces it with the real count.
  const pending = like.isPending ? true : unlike.isPending ? false : null
  const liked = pending ?? project.likedByMe
  const likes = project.likes + (pending === null || pending === project.likedByMe ? 0 : pending ? 1 : -1)

  const toggle = () => {
    if (project.likedByMe) {
      unlike.mutate(project.id, {
        onError: (error) => notify.error('Error', tooManyMessage(error) ?? 'Failed to unlike project.'),
      })
    } else {
      like.mutate(project.id, {
        onError: (error) => notify.error('Error', tooManyMessage(error) ?? 'Failed to like project.'),
      })
    }
  }

  const heart = (
    <Heart
      aria-hidden
      className={cn(liked ? 'fill-rose-600 text-rose-600 dark:fill-coral dark:text-coral' : 'text-muted')}
    />
  )

  return (
    <div className="flex items-center gap-1">
      {signedIn ? (
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={liked}
          aria-label={`Like ${project.title}`}
          disabled={pending !== null}
          onClick={toggle}
        >
          {heart}
        </Button>
      ) : (
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Like ${project.title}`}>
              {heart}
            </Button>
          </PopoverTrigger>
          <PopoverContent className="flex flex-col gap-3">
            <p className="font-medium">Sign in to like projects</p>
            <p className="text-muted text-sm">Members can like work, upload their own and form teams.</p>
            <Button asChild size="sm">
              <a href="/api/auth/google">Sign in with Google</a>
            </Button>
          </PopoverContent>
        </Popover>
      )}
      <span className="text-muted text-sm tabular-nums" data-likes>
        {likesText(likes)}
      </span>
    </div>
  )
}
