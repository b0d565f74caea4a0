import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth/api/get-user'
import { ConversationPanel } from '@/features/chat/components/conversation-panel'
import { EmptyChat } from '@/features/chat/components/message-list'
import { TeamChat } from '@/features/chat/components/team-chat'
import { useMatches } from './api/get-matches'
import { MatchList } from './components/match-list'
import { TeamChatsPanel } from './components/team-chats-panel'
import { useIsDesktop } from './hooks/use-is-desktop'

type Selection = { kind: 'match'; id: string } | { kind: 'team'; id: string; name: string }

// Below the top bar and the page padding (and the bottom bar on phones): the chat fills the screen.
const PANEL_HEIGHT = 'h-[calc(100dvh-11rem)] min-h-80 md:h-[calc(100dvh-12rem)]'

/**
 * Matches and Conversations (spec §2): Recent Matches with the first one selected, Team Chats, and
 * the chat. Side by side on desktop; on phones the list or the chat, with a back button.
 */
export function MatchesPage() {
  const { data: user } = useUser()
  const matches = useMatches()
  const isDesktop = useIsDesktop()
  const [chosen, setChosen] = useState<Selection>()
  const [phoneView, setPhoneView] = useState<'list' | 'chat'>('list')

  useEffect(() => {
    document.title = 'Messages | Bubbles'
  }, [])

  // The first match is selected until the person picks something (spec §2).
  const firstMatch = matches.data?.[0]
  const selection: Selection | undefined = chosen ?? (firstMatch && { kind: 'match', id: firstMatch.id })
  const selectedMatch =
    selection?.kind === 'match' ? matches.data?.find((m) => m.id === selection.id) : undefined
  const open = (next: Selection) => {
    setChosen(next)
    setPhoneView('chat')
  }
  const back = () => setPhoneView('list')

  if (!user) return null
  const showList = isDesktop || phoneView === 'list'
  const showChat = isDesktop || phoneView === 'chat'

  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-4 md:py-6">
      <h1 className={showList ? 'mb-4 font-bold text-2xl' : 'sr-only'}>Messages</h1>
      <div className="grid gap-4 md:grid-cols-[minmax(260px,340px)_1fr]">
        {showList && (
          <div className="flex flex-col gap-4">
            {matches.isPending ? (
              <Card className="gap-3 p-4" aria-busy>
                <Spinner srLabel="Loading matches" />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </Card>
            ) : matches.isError ? (
              <Card className="items-center gap-3 p-6 text-center">
                <p className="font-semibold">Unable to load matches</p>
                <Button variant="outline" size="sm" onClick={() => matches.refetch()}>
                  Try again
                </Button>
              </Card>
            ) : (
              <MatchList
                matches={matches.data}
                userId={user.id}
                selectedId={selection?.kind === 'match' ? selection.id : undefined}
                onSelect={(id) => open({ kind: 'match', id })}
              />
            )}
            <TeamChatsPanel
              selectedId={selection?.kind === 'team' ? selection.id : undefined}
              onSelect={(team) => open({ kind: 'team', id: team.id, name: team.name })}
            />
          </div>
        )}
        {showChat &&
          (selection?.kind === 'team' ? (
            <TeamChat
              key={selection.id}
              teamId={selection.id}
              title={selection.name}
              onBack={isDesktop ? undefined : back}
              className={PANEL_HEIGHT}
            />
          ) : selectedMatch ? (
            <ConversationPanel
              key={selectedMatch.id}
              match={selectedMatch}
              userId={user.id}
              onBack={isDesktop ? undefined : back}
              className={PANEL_HEIGHT}
            />
          ) : (
            isDesktop && (
              <Card className={PANEL_HEIGHT}>
                <EmptyChat
                  title="Your conversations appear here"
                  description="Pick a match or a team chat to start talking."
                />
              </Card>
            )
          ))}
      </div>
    </div>
  )
}

export default MatchesPage
