import { Search } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useDebounced } from '@/lib/use-debounced'
import { searchable, searchText, useSearchTop } from '../api/search'
import { useSearchShortcut } from '../hooks/use-search-shortcut'
import { PersonRow, ProjectRow, personHref, projectHref, TeamRow, teamHref } from './result-rows'

const DEBOUNCE_MS = 200

export const searchPageHref = (q: string) => `/search?q=${encodeURIComponent(searchText(q))}`

/**
 * The top bar's search: a field with suggestions as one types (debounced; an earlier request is
 * cancelled by the next), opened with `/` or Ctrl+K too. Arrow keys walk the suggestions, Enter opens
 * one (or the results page), Escape closes them. On a phone the bar has room for an icon only: it opens
 * the results page, whose own field takes the typing.
 */
export function TopBarSearch() {
  // The rows' namespaces too, loaded with the field: loading them when the first suggestion shows would
  // suspend the field mid-typing (hidden, it loses the focus).
  const { t } = useTranslation(['search', 'options', 'teams'])
  const [, navigate] = useLocation()
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const asked = useDebounced(q, DEBOUNCE_MS)
  const top = useSearchTop(asked)
  useSearchShortcut(input)

  const data = top.data
  const options = [
    ...(data?.people ?? []).map((card) => ({ key: `p${card.user.id}`, href: personHref(card), card })),
    ...(data?.projects ?? []).map((project) => ({
      key: `j${project.id}`,
      href: projectHref(project),
      project,
    })),
    ...(data?.teams ?? []).map((team) => ({ key: `t${team.id}`, href: teamHref(team), team })),
    { key: 'all', href: searchPageHref(q) },
  ]
  const shown = open && searchable(q)
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const pick = (href: string) => {
    close()
    setQ('')
    input.current?.blur()
    navigate(href)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => (index + step + options.length) % options.length)
    } else if (event.key === 'Enter' && searchable(q)) {
      event.preventDefault()
      pick(options[active]?.href ?? searchPageHref(q))
    } else if (event.key === 'Escape') {
      close()
    }
  }
  const optionId = (index: number) => `${listId}-${index}`
  const noneFound = data && data.people.length + data.projects.length + data.teams.length === 0

  return (
    <>
      <Button asChild variant="ghost" size="icon" className="sm:hidden">
        <Link href="/search" aria-label={t('open')}>
          <Search aria-hidden />
        </Link>
      </Button>
      {/* A fixed slot in the bar; the field grows leftwards over the navigation while it is in use. */}
      <div className="relative hidden h-10 w-40 sm:block">
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          placeholder={t('placeholder')}
          value={q}
          maxLength={100}
          onChange={(event) => {
            setQ(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(close, 150)}
          onKeyDown={onKeyDown}
          className={cn(
            'absolute top-0 right-0 h-10 w-40 rounded-full border border-border bg-background pr-10 pl-4 text-sm',
            'transition-[width] placeholder:text-muted focus:w-72 focus:outline-none focus:ring-2 focus:ring-primary',
          )}
        />
        <kbd className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border border-border px-1.5 text-muted text-xs">
          /
        </kbd>
        {shown && (
          <div
            id={listId}
            role="listbox"
            aria-label={t('suggestions')}
            className="absolute top-12 right-0 z-50 w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-2 shadow-xl"
          >
            {top.isError && (
              <p role="alert" className="px-3 py-2 text-danger text-sm">
                {errorMessage(top.error, 'too-many') ?? t('error')}
              </p>
            )}
            {!data && top.isFetching && <Spinner size="sm" className="py-4" label={t('searching')} />}
            {noneFound && (
              <p className="px-3 py-2 text-muted text-sm">{t('noResults', { q: searchText(asked) })}</p>
            )}
            {options.map((option, index) => {
              const props = {
                id: optionId(index),
                role: 'option',
                'aria-selected': index === active,
                active: index === active,
                tabIndex: -1,
                onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
                onPick: () => close(),
                q: asked,
              }
              if ('card' in option) return <PersonRow key={option.key} card={option.card} {...props} />
              if ('project' in option)
                return <ProjectRow key={option.key} project={option.project} {...props} />
              if ('team' in option) return <TeamRow key={option.key} team={option.team} {...props} />
              return (
                <Link
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  href={option.href}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => close()}
                  className={cn(
                    'mt-1 flex min-h-11 items-center gap-2 rounded-xl border-border border-t px-3 py-2 font-medium text-primary text-sm hover:bg-primary/5',
                    index === active && 'bg-primary/10',
                  )}
                >
                  <Search className="size-4" aria-hidden />
                  {t('seeAll', { q: searchText(q) })}
                </Link>
              )
            })}
          </div>
        )}
      </div>
    </>
  )
}
