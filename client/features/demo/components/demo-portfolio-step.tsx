import { Heart, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GradientPortrait } from '@/components/swipe-deck/person-photo'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useFormat } from '@/lib/format'
import { notify } from '@/lib/toast'
import { DEMO_PROJECTS } from '../lib/demo-data'

type Project = (typeof DEMO_PROJECTS)[number]

function ProjectArt({ project }: { project: Project }) {
  // The portrait generator doubles as project art: a gradient picked by the title, its initials on it.
  return <GradientPortrait name={project.title} className="text-4xl" />
}

/** Step 5: a sample portfolio with two completed projects. */
export function DemoPortfolioStep() {
  const { t } = useTranslation(['demo', 'common'])
  const f = useFormat()
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <button
        type="button"
        onClick={() => notify.info(t('portfolio.signInToUpload'))}
        className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-border border-dashed bg-surface p-4 font-semibold text-primary hover:bg-surface-muted"
      >
        <Upload aria-hidden className="size-8" /> {t('portfolio.upload')}
      </button>
      {DEMO_PROJECTS.map((project) => {
        const type = t(`projects.${project.id}.type`)
        return (
          <article
            key={project.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-border/60 bg-surface shadow-sm dark:border-border dark:shadow-none"
          >
            <div className="aspect-video">
              <ProjectArt project={project} />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="min-w-0 font-semibold wrap-anywhere">{project.title}</h3>
                <Badge variant="success">{t('portfolio.completed')}</Badge>
              </div>
              <p className="text-muted text-sm">{type}</p>
              <div className="mt-auto flex items-center justify-between">
                <span className="inline-flex items-center gap-1 text-sm">
                  <Heart aria-hidden className="size-4 fill-coral text-coral" />
                  {f.number(project.likes)}
                  <span className="sr-only">{t('portfolio.likes')}</span>
                </span>
                <Dialog>
                  <DialogTrigger asChild>
                    <Button variant="outline" size="sm">
                      {t('portfolio.view')}
                      <span className="sr-only"> {project.title}</span>
                    </Button>
                  </DialogTrigger>
                  <DialogContent closeLabel={t('common:actions.close')}>
                    <DialogHeader>
                      <DialogTitle>{project.title}</DialogTitle>
                      <DialogDescription>{type}</DialogDescription>
                    </DialogHeader>
                    <div className="aspect-video overflow-hidden rounded-xl">
                      <ProjectArt project={project} />
                    </div>
                    <p>{t(`projects.${project.id}.description`)}</p>
                  </DialogContent>
                </Dialog>
              </div>
            </div>
          </article>
        )
      })}
    </div>
  )
}
