import { TeamsPage } from '@/features/teams/teams-page'

export default TeamsPage
