import { describeAttachments } from './attachment-suite'

// On the local disk (and on PostgreSQL when DATABASE_URL is set, as every API test).
describeAttachments('local disk', async () => ({}))
