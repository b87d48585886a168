import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { requestMessages } from '../shared/messages/requests.ts';

/** Every error answer has the same shape: a sentence a person can read, and field details when there are any. */
export interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

export const fail = (status: ContentfulStatusCode, message: string): never => {
  throw new HTTPException(status, { message });
};

interface ValidationFailure {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export const validationErrorBody = (error: ValidationFailure): ErrorBody => ({
  message: error.issues[0]?.message ?? requestMessages.invalidRequest,
  issues: error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
});

export const handleError: ErrorHandler = (error, c: Context) => {
  if (error instanceof HTTPException) {
    const response = error.getResponse();
    for (const [name, value] of response.headers) {
      const lower = name.toLowerCase();
      if (lower === 'retry-after' || lower === 'connection') c.header(name, value);
    }
    return c.json<ErrorBody>({ message: error.message || response.statusText || requestMessages.requestFailed }, error.status);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json<ErrorBody>({ message: requestMessages.serverError }, 500);
};
