// The notifications feature's public entry, kept light: the panel itself loads on demand through ./lazy.
export { notificationsQuery, useNotificationCounts } from './api/get-notifications'
export { NoNotifications, PanelHeader } from './components/panel-parts'
