export { findUserView, findUserWithProfile, getUserView } from './user-view'
