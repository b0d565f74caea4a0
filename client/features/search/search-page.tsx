import type { DiscoverCard } from '@shared/schemas/discover'
import type { Project } from '@shared/schemas/portfolio'
import { SEARCH_KINDS, type SearchKind } from '@shared/schemas/search'
import type { DiscoverTeam } from '@shared/schemas/teams'
import { SearchX, TriangleAlert } from 'lucide-react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'wouter'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useUser } from '@/features/auth'
import { errorMessage } from '@/lib/api-client'
import { useDebounced } from '@/lib/use-debounced'
import { type SearchItems, searchable, searchText, useSearchPages } from './api/search'
import { PersonRow, ProjectRow, TeamRow } from './components/result-rows'

/**
 * /search?q=: results by kind in tabs (visitors: people and projects), the typed words marked. Up and
 * down arrows move between results; the field keeps the address in step with what is typed.
 */
export function SearchPage() {
  // The rows' namespaces load with the page, not with the first result (which would suspend the field).
  const { t } = useTranslation(['search', 'options', 'teams'])
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const user = useUser()
  const kinds = user.data ? SEARCH_KINDS : SEARCH_KINDS.filter((kind) => kind !== 'teams')
  const [q, setQ] = useState(params.get('q') ?? '')
  const [tab, setTab] = useState<SearchKind>((params.get('kind') as SearchKind) ?? 'people')
  const asked = useDebounced(q, 300)

  // The address says what is searched: a shared or reloaded link shows the same results.
  useEffect(() => {
    const wanted = searchable(asked) ? `/search?q=${encodeURIComponent(searchText(asked))}` : '/search'
    if (`${location.pathname}${location.search}` !== wanted) navigate(wanted, { replace: true })
  }, [asked, navigate])
  useEffect(() => {
    setQ(params.get('q') ?? '')
  }, [params])

  return (
    <div className="mx-auto flex max-w-[800px] flex-col gap-5 px-4 py-6">
      <title>
        {searchable(asked) ? t('documentTitleFor', { q: searchText(asked) }) : t('documentTitle')}
      </title>
      <PageHeader title={t('title')} intro={t('intro')} />
      <search className="flex flex-col gap-1">
        <label htmlFor="search-page-field" className="sr-only">
          {t('label')}
        </label>
        <Input
          id="search-page-field"
          type="search"
          autoFocus
          value={q}
          maxLength={100}
          placeholder={t('placeholder')}
          onChange={(event) => setQ(event.target.value)}
          className="h-12 text-base"
        />
        {q.trim().length === 1 && <p className="text-muted text-sm">{t('tooShort')}</p>}
      </search>
      {searchable(asked) ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as SearchKind)}>
          <TabsList aria-label={t('kinds')}>
            {kinds.map((kind) => (
              <TabsTrigger key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {kinds.map((kind) => (
            <TabsContent key={kind} value={kind} className="mt-4">
              <KindResults kind={kind} q={asked} />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <p className="text-muted">{t('hint')}</p>
      )}
    </div>
  )
}

/** Up and down arrows move the focus along the result links of a list. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-result]')]
  const at = links.indexOf(document.activeElement as HTMLAnchorElement)
  const next = links[event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0)]
  if (next) {
    event.preventDefault()
    next.focus()
  }
}

function KindResults<K extends SearchKind>({ kind, q }: { kind: K; q: string }) {
  const { t } = useTranslation('search')
  const pages = useSearchPages(kind, q)
  const list = useRef<HTMLUListElement>(null)
  const items = (pages.data?.pages ?? []).flatMap((page) => page.items as SearchItems[SearchKind][number][])

  if (pages.isPending) return <Spinner className="py-10" label={t('searching')} />
  if (pages.isError)
    return (
      <EmptyState icon={TriangleAlert} tone="danger" title={t('errorTitle')}>
        <p className="text-muted">{errorMessage(pages.error, 'too-many') ?? t('error')}</p>
        <Button variant="outline" onClick={() => pages.refetch()}>
          {t('retry')}
        </Button>
      </EmptyState>
    )
  if (items.length === 0)
    return (
      <EmptyState icon={SearchX} title={t('noResults', { q: searchText(q) })} role="status">
        <ul className="list-disc text-left text-muted text-sm">
          <li>{t('tips.spelling')}</li>
          <li>{t('tips.fewer')}</li>
          <li>
            {t('tips.browse')}{' '}
            <Link
              href={kind === 'projects' ? '/portfolio' : kind === 'teams' ? '/teams' : '/discover'}
              className="text-primary underline"
            >
              {t(`browse.${kind}`)}
            </Link>
          </li>
        </ul>
      </EmptyState>
    )
  return (
    <div className="flex flex-col gap-3">
      <ul
        ref={list}
        onKeyDown={moveFocus}
        className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-2"
      >
        {items.map((item) => (
          <li key={'user' in item ? item.user.id : item.id}>
            <ResultOf kind={kind} item={item} q={q} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button variant="outline" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {pages.isFetchingNextPage ? t('loadingMore') : t('more')}
        </Button>
      )}
    </div>
  )
}

/** One result as its kind shows it, each a link the arrow keys move between. */
function ResultOf({ kind, item, q }: { kind: SearchKind; item: SearchItems[SearchKind][number]; q: string }) {
  if (kind === 'people') return <PersonRow card={item as DiscoverCard} q={q} data-result />
  if (kind === 'projects') return <ProjectRow project={item as Project} q={q} data-result />
  return <TeamRow team={item as DiscoverTeam} q={q} data-result />
}
