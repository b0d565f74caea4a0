import { type ComponentType, use } from 'react'

type Module<P> = { default: ComponentType<P> }
type Tracked<P> = Promise<Module<P>> & {
  status?: 'fulfilled' | 'rejected'
  value?: Module<P>
  reason?: unknown
}

export interface LazyPage<P> {
  /** Fetches the page's code once; a render after it arrived shows the page at once. */
  load: () => Promise<Module<P>>
  Page: ComponentType<P>
}

/**
 * React.lazy, except that code already fetched renders in the same pass. React.lazy suspends on every
 * first render, even when its import has long resolved; React's `use` reads a promise marked fulfilled
 * synchronously. The first screen fetches its page before React starts (client/app/first-screen.ts), so
 * it renders complete instead of spinner first.
 */
export function lazyPage<P extends object>(importPage: () => Promise<Module<P>>): LazyPage<P> {
  let loading: Tracked<P> | undefined
  const load = () => {
    if (loading) return loading
    const tracked: Tracked<P> = importPage()
    loading = tracked
    // A failure is kept, as React.lazy keeps it: the page's error boundary shows it, and asking again
    // inside the same render would suspend and fail in a loop.
    tracked.then(
      (module) => Object.assign(tracked, { status: 'fulfilled', value: module }),
      (reason) => Object.assign(tracked, { status: 'rejected', reason }),
    )
    return tracked
  }
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page at module level
  function Page(props: P) {
    const { default: Component } = use(load() as Promise<Module<P>>)
    return <Component {...props} />
  }
  return { load, Page }
}
