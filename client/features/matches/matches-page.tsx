import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'wouter'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { useUser } from '@/features/auth'
import { EmptyChat } from '@/features/chat'
import { useTeams } from '@/features/teams'
import { useMatches } from './api/get-matches'
import { ConversationPanel, EndedChat, TeamChat } from './components/chat-panels'
import { MatchList } from './components/match-list'
import { TeamChatsPanel } from './components/team-chats-panel'
import { useEndedChat } from './hooks/use-ended-chat'
import { useIsDesktop } from './hooks/use-is-desktop'

// Below the top bar and the page padding (and the bottom bar on phones): the chat fills the screen.
const PANEL_HEIGHT = 'h-[calc(100dvh-11rem)] min-h-80 md:h-[calc(100dvh-12rem)]'

/**
 * Matches and Conversations (docs/product.md §2): Recent Matches with the first one selected, Team Chats, and
 * the chat. Side by side on desktop; on phones the list or the chat, with a back button.
 * The open chat lives in the address (?match=… or ?team=…): a notification's link opens it, and on
 * phones the browser's Back returns to the list.
 */
export function MatchesPage() {
  const { t } = useTranslation(['matches', 'chat', 'common'])
  const { data: user } = useUser()
  const matches = useMatches()
  const teams = useTeams()
  const isDesktop = useIsDesktop()
  const [params, setParams] = useSearchParams()
  const matchId = params.get('match')
  const teamId = params.get('team')

  const selectedTeam = teamId ? teams.data?.find((team) => team.id === teamId) : undefined
  // Nothing in the address: the first match is selected on desktop (docs/product.md §2), phones show the list.
  const selectedMatch = teamId
    ? undefined
    : matchId
      ? matches.data?.find((match) => match.id === matchId)
      : isDesktop
        ? matches.data?.[0]
        : undefined
  const [endedMatch, clearEnded] = useEndedChat(user?.id, selectedMatch)
  // The chat on screen ended from the other side: it stays in view, ended, until the person moves on
  // (on desktop it may have been the first match, shown without an address of its own).
  const ended =
    endedMatch && !teamId && (matchId === endedMatch.id || (!matchId && isDesktop)) ? endedMatch : undefined
  // Desktop swaps chats in place; on phones each opened chat is a step Back can undo.
  const open = (kind: 'match' | 'team', id: string) => {
    clearEnded()
    setParams({ [kind]: id }, { replace: isDesktop })
  }
  const back = () => {
    clearEnded()
    setParams({})
  }
  // Ended from this page's own menus: an open chat of that match closes (desktop then shows the next).
  const onEnded = (endedId: string) => {
    if (endedId === selectedMatch?.id) back()
  }

  if (!user) return null
  const chatOpen = Boolean(ended || selectedMatch || selectedTeam)
  const showList = isDesktop || !chatOpen
  const showChat = isDesktop || chatOpen

  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-4 md:py-6">
      <title>{t('page.documentTitle')}</title>
      <h1 className={showList ? 'mb-4 font-bold text-2xl' : 'sr-only'}>{t('page.title')}</h1>
      {/* minmax(0, …) columns: a grid column otherwise grows to its longest unbreakable content (a
          long last message), and on a phone the list would run off the screen. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(260px,340px)_minmax(0,1fr)]">
        {showList && (
          <div className="flex min-w-0 flex-col gap-4">
            {matches.isPending ? (
              <Card className="gap-3 p-4" aria-busy>
                <Spinner srLabel={t('page.loading')} />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </Card>
            ) : matches.isError ? (
              <Card className="items-center gap-3 p-6 text-center">
                <p className="font-semibold">{t('page.loadFailed')}</p>
                <Button variant="outline" size="sm" onClick={() => matches.refetch()}>
                  {t('common:actions.tryAgain')}
                </Button>
              </Card>
            ) : (
              <MatchList
                matches={matches.data}
                userId={user.id}
                selectedId={selectedMatch?.id}
                onSelect={(id) => open('match', id)}
                onEnded={onEnded}
              />
            )}
            <TeamChatsPanel
              userId={user.id}
              selectedId={selectedTeam?.id}
              onSelect={(id) => open('team', id)}
            />
          </div>
        )}
        {showChat && (
          <Suspense
            fallback={
              <Card className={PANEL_HEIGHT} aria-busy>
                <Spinner className="m-auto" srLabel={t('page.loading')} />
              </Card>
            }
          >
            {ended ? (
              <EndedChat
                key={ended.id}
                match={ended}
                userId={user.id}
                onBack={isDesktop ? undefined : back}
                className={PANEL_HEIGHT}
              />
            ) : selectedTeam ? (
              <TeamChat
                key={selectedTeam.id}
                teamId={selectedTeam.id}
                title={selectedTeam.name}
                onBack={isDesktop ? undefined : back}
                backLabel={t('chat:window.backToMatches')}
                className={PANEL_HEIGHT}
              />
            ) : selectedMatch ? (
              <ConversationPanel
                key={selectedMatch.id}
                match={selectedMatch}
                userId={user.id}
                onBack={isDesktop ? undefined : back}
                onEnded={() => onEnded(selectedMatch.id)}
                className={PANEL_HEIGHT}
              />
            ) : (
              isDesktop && (
                <Card className={PANEL_HEIGHT}>
                  <EmptyChat title={t('page.pickTitle')} description={t('page.pickDescription')} />
                </Card>
              )
            )}
          </Suspense>
        )}
      </div>
    </div>
  )
}

export default MatchesPage
