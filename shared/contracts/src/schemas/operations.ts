// Answers of the operations endpoints a load balancer or an orchestrator reads: liveness and readiness.

/** GET /api/health: the process answers (it asks nothing of the database). */
export const healthSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok'] } },
  required: ['status'],
  additionalProperties: false,
} as const;

/** GET /api/ready, 200: every readiness check (the database, the job queue, ...) answered in time. */
export const readySchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready'] },
    checks: { type: 'object', additionalProperties: { type: 'string', enum: ['ok', 'failed'] } },
  },
  required: ['status', 'checks'],
  additionalProperties: false,
} as const;

/** GET /api/ready, 503: which checks did not answer (`error: 'not_ready'`), or the replica is shutting down. */
export const notReadySchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    checks: { type: 'object', additionalProperties: { type: 'string', enum: ['ok', 'failed'] } },
  },
  required: ['error', 'message'],
} as const;
