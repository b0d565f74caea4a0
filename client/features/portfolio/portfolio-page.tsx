import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'wouter'
import { PageHeader } from '@/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useUser } from '@/features/auth'
import { FeaturedProjects } from './components/featured-projects'
import { MyProjects } from './components/my-projects'
import { UploadProjectDialog } from './components/upload-project-dialog'

type Tab = 'featured' | 'mine'

/** /portfolio, Portfolio Showcase (docs/product.md §2): featured work for all; my projects and upload for members. */
export function PortfolioPage() {
  const { t } = useTranslation(['portfolio', 'common'])
  const user = useUser()
  // The tab lives in the address (?tab=mine), so a "liked your project" notification can open My Projects.
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'featured'
  const setTab = (next: Tab) => setParams(next === 'mine' ? { tab: next } : {}, { replace: true })

  const meId = user.data?.id ?? null
  const showMine = () => setTab('mine')
  return (
    <div className="mx-auto flex max-w-[1100px] flex-col gap-6 px-4 py-6">
      <title>{t('page.documentTitle')}</title>
      <PageHeader
        title={t('page.title')}
        intro={t('page.intro')}
        action={meId && <UploadProjectDialog onCreated={showMine} />}
      />
      {meId ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="featured">{t('page.featured')}</TabsTrigger>
            <TabsTrigger value="mine">{t('page.mine')}</TabsTrigger>
          </TabsList>
          <TabsContent value="featured">
            <h2 className="sr-only">{t('page.featured')}</h2>
            <FeaturedProjects meId={meId} />
          </TabsContent>
          <TabsContent value="mine">
            <h2 className="sr-only">{t('page.mine')}</h2>
            <MyProjects meId={meId} onCreated={showMine} />
          </TabsContent>
        </Tabs>
      ) : (
        // Visitors have only the one list, so no tabs: a heading says what it is.
        <section aria-labelledby="featured-title" className="flex flex-col gap-4">
          <h2 id="featured-title" className="font-semibold text-xl">
            {t('page.featured')}
          </h2>
          <FeaturedProjects meId={null} />
        </section>
      )}
    </div>
  )
}
