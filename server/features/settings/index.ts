export { getSettings } from './service'
