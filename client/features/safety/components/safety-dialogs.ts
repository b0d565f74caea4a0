// One chunk for the person menu's three dialogs, loaded when the menu first opens.
export { BlockDialog } from './block-dialog'
export { ReportDialog } from './report-dialog'
export { UnmatchDialog } from './unmatch-dialog'
