export { toCard } from './card-cache'
export { cardFields, discoverable } from './discover-query'
export { advanceFrontiers, rewindFrontiers } from './frontier'
