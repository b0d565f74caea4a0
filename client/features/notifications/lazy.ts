// The notifications panel, loaded on the bell's first open: import this module only with import(), so
// every page's first bundle stays as small as it was.
export { NotificationsPanel } from './components/notifications-panel'
