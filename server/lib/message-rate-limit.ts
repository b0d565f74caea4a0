import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Route config: the per-user message budget of app.config.rateLimits.messages per minute. */
export const messageRateLimit = (app: FastifyInstance) => ({
  rateLimit: {
    max: app.config.rateLimits.messages,
    timeWindow: '1 minute',
    // Per person, not per address: many people may share one address (an office, a mobile carrier).
    keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
  },
})
