export { DemoPage as default } from '@/features/demo/demo-page'
