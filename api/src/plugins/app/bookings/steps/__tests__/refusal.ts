// What a caller of a step hears when it refuses: the status, the error code, the message and the details, as the
// api's answer carries them. Not a test file: the step tests share it.
import { ApiError } from '../../../../../errors';

export interface Refusal {
  status: number;
  error: string;
  message: string;
  details?: unknown;
}

/** The refusal `err` carries; anything that is not an ApiError is rethrown as it is. */
function asRefusal(err: unknown): Refusal {
  if (!(err instanceof ApiError)) throw err;
  return {
    status: err.statusCode,
    error: err.error,
    message: err.message,
    ...(err.details ? { details: err.details } : {}),
  };
}

export function refusalOf(run: () => unknown): Refusal {
  try {
    run();
  } catch (err) {
    return asRefusal(err);
  }
  throw new Error('the step did not refuse');
}

export async function asyncRefusalOf(run: () => Promise<unknown>): Promise<Refusal> {
  try {
    await run();
  } catch (err) {
    return asRefusal(err);
  }
  throw new Error('the step did not refuse');
}
