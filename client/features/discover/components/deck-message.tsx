import { EmptyState, type EmptyStateProps } from '@/components/ui/empty-state'

type DeckMessageProps = Pick<EmptyStateProps, 'icon' | 'title' | 'children' | 'tone' | 'role'>

/** The deck's empty and error states, drawn in the card's place so the page does not jump. */
export function DeckMessage(props: DeckMessageProps) {
  return <EmptyState {...props} size="lg" headingLevel={2} className="h-full justify-center p-6" />
}
