// Answers of the operations endpoints a load balancer or an orchestrator reads: liveness and readiness.
import { apiErrorSchema } from './common';

/** Each readiness check (the database, the job queue, ...) by name. */
const checksSchema = { type: 'object', additionalProperties: { type: 'string', enum: ['ok', 'failed'] } } as const;

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
    checks: checksSchema,
  },
  required: ['status', 'checks'],
  additionalProperties: false,
} as const;

/** GET /api/ready, 503: which checks did not answer (`error: 'not_ready'`), or the replica is shutting down. */
export const notReadySchema = {
  ...apiErrorSchema,
  properties: { ...apiErrorSchema.properties, checks: checksSchema },
} as const;
