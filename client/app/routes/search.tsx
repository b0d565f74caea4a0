import { SearchPage } from '@/features/search/search-page'

export default SearchPage
