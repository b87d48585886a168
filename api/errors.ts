import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Message } from '../shared/messages/api-messages.ts';
import { ApiError } from './api-error.ts';
import { messageFor, messagesFor } from './middleware/language.ts';

/** Every error answer has the same shape: a sentence a person can read, and field details when there are any. */
export interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/** Ends the request with `status` and one of the API's sentences: `fail(404, (m) => m.projects.notFound)`. */
export const fail = (status: ContentfulStatusCode, message: Message): never => {
  throw new ApiError(status, message);
};

interface ValidationFailure {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** A 400's body from the rules of the request's language: their sentences are in it already. */
export const validationErrorBody = (c: Context, error: ValidationFailure): ErrorBody => {
  const m = messagesFor(c);
  return {
    message: error.issues[0]?.message ?? m.requests.invalidRequest,
    issues: error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  };
};

export const handleError: ErrorHandler = (error, c: Context) => {
  if (error instanceof HTTPException) {
    const response = error.getResponse();
    for (const [name, value] of response.headers) {
      const lower = name.toLowerCase();
      if (lower === 'retry-after' || lower === 'connection') c.header(name, value);
    }
    const message = error instanceof ApiError ? messageFor(c, error.sentence) : error.message || response.statusText || messageFor(c, (m) => m.requests.requestFailed);
    return c.json<ErrorBody>({ message }, error.status);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json<ErrorBody>({ message: messageFor(c, (m) => m.requests.serverError) }, 500);
};
