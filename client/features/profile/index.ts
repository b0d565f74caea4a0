// The profile feature's public entry: queries other features refresh, and the option labels onboarding shares.
export { profileStatsQuery } from './api/get-profile-stats'
export { publicProfileQuery } from './api/get-public-profile'
export { experienceLabel, professionLabel } from './lib/option-labels'
