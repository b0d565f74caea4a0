import { CalendarRange, type LucideIcon, MessageSquare, Settings, Video } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

const TOOLS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MessageSquare,
    title: 'Team chat',
    text: 'Talk things through with everyone on the team in one place.',
  },
  { icon: Video, title: 'Video calls', text: 'Meet face to face for reviews, pitches and stand-ups.' },
  {
    icon: CalendarRange,
    title: 'Project timeline',
    text: 'Track tasks by priority and status, from To Do to Completed.',
  },
  {
    icon: Settings,
    title: 'Team settings',
    text: 'Choose who can find and join your team, and how big it grows.',
  },
]

/** The static overview of what a team gets (spec §2). */
export function CollaborationTools() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Collaboration Tools</h2>
        </CardTitle>
        <CardDescription>Everything a creative team needs, in one place.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {TOOLS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-medium">{title}</h3>
                <p className="text-muted text-sm">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
