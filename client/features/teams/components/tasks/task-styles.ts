import type { Task } from '@shared/schemas/teams'

// Amber marks what is urgent; green what is done; red stays for errors (design language). The light
// theme's text is a shade darker than the status colour: on its own tint the plain colour misses AA.
export const PRIORITY_CLASS: Record<Task['priority'], string> = {
  High: 'bg-warning/15 text-amber-800 dark:text-warning',
  Medium: 'bg-surface-muted text-foreground',
  Low: 'border border-border text-muted',
}

export const STATUS_CLASS: Record<Task['status'], string> = {
  'To Do': 'bg-surface-muted text-foreground',
  'In Progress': 'bg-primary/10 text-primary',
  Completed: 'bg-success/15 text-green-800 dark:text-success',
}
