export { toProfileJson, toPublicProfileJson } from './profile-json'
export { profileVisibleTo } from './visibility'
