import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Storage } from '../lib/storage'
import { openStorage } from '../lib/storage-from-config'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads live; one per app, so every route reads and writes the same store. */
    storage: Storage
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = await openStorage(app.config)
    app.decorate('storage', storage)
    app.addHook('onClose', async () => storage.close?.())
  },
  { name: 'storage' },
)
