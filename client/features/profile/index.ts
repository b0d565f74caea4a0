// The profile feature's public entry: queries other features refresh, and the option labels onboarding shares.
export { profileStatsQuery } from './api/get-profile-stats'
export { publicProfileQuery } from './api/get-public-profile'
// Onboarding's photo step picks and saves the first picture with these.
export { useSaveProfilePicture } from './api/save-profile-picture'
export { EMPTY_IMAGE_SOURCE, type ImageSource, ImageSourceField } from './components/image-source-field'
export { experienceLabel, professionLabel } from './lib/option-labels'
