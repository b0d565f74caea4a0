export { TopBarSearch } from './components/top-bar-search'
