import { useEffect } from 'react'
import { useSearchParams } from 'wouter'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useUser } from '@/features/auth/api/get-user'
import { FeaturedProjects } from './components/featured-projects'
import { MyProjects } from './components/my-projects'
import { UploadProjectDialog } from './components/upload-project-dialog'

type Tab = 'featured' | 'mine'

/** /portfolio, Portfolio Showcase (spec §2): featured work for all; my projects and upload for members. */
export function PortfolioPage() {
  const user = useUser()
  // The tab lives in the address (?tab=mine), so a "liked your project" notification can open My Projects.
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'featured'
  const setTab = (next: Tab) => setParams(next === 'mine' ? { tab: next } : {}, { replace: true })
  useEffect(() => {
    document.title = 'Portfolio Showcase | Bubbles'
  }, [])

  if (user.isPending) return <Spinner className="flex justify-center py-24" label="Loading..." />
  const signedIn = Boolean(user.data)
  const showMine = () => setTab('mine')
  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Portfolio Showcase</h1>
          <p className="mt-1 text-muted">Work from South Africa's creatives, and a place to show your own.</p>
        </div>
        {signedIn && <UploadProjectDialog onCreated={showMine} />}
      </header>
      {signedIn ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="featured">Featured Projects</TabsTrigger>
            <TabsTrigger value="mine">My Projects</TabsTrigger>
          </TabsList>
          <TabsContent value="featured">
            <h2 className="sr-only">Featured Projects</h2>
            <FeaturedProjects signedIn />
          </TabsContent>
          <TabsContent value="mine">
            <h2 className="sr-only">My Projects</h2>
            <MyProjects onCreated={showMine} />
          </TabsContent>
        </Tabs>
      ) : (
        // Visitors have only the one list, so no tabs: a heading says what it is.
        <section aria-labelledby="featured-title" className="flex flex-col gap-4">
          <h2 id="featured-title" className="font-semibold text-xl">
            Featured Projects
          </h2>
          <FeaturedProjects signedIn={false} />
        </section>
      )}
    </div>
  )
}
