// The safety feature's public entry: the person menu (report, block, end) that profile, discover, chat
// and matches show, the blocked list settings shows, and the flag for an end started on this screen.
export { isEndingFromHere } from './api/ending-here'
export { BlockedPeople } from './components/blocked-people'
export { PersonActionsMenu } from './components/person-actions-menu'
export { ReportReviewButton } from './components/report-review-button'
