// The discover feature's public entry: what other features may touch of the deck's cache.
export { markDiscoverStale } from './api/discover-query'
