import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Message } from '../shared/messages/api-messages.ts';
import { en } from '../shared/messages/en.ts';

/**
 * An error whose sentence is written in the request's language when it is answered (handleError in
 * errors.ts). `res` carries headers for the answer (Retry-After, Connection: close). Its `message` is the
 * English sentence, for logs and for code that reads it outside a request.
 */
export class ApiError extends HTTPException {
  readonly sentence: Message;

  constructor(status: ContentfulStatusCode, sentence: Message, options: { res?: Response } = {}) {
    super(status, { ...options, message: sentence(en) });
    this.sentence = sentence;
  }
}

/**
 * 413 for a body refused before it was all read, with `Connection: close`: the rest of it is never read, and
 * closing the connection keeps it from being read as the next request. The server closes it as it says.
 */
export const bodyTooLarge = (sentence: Message): never => {
  throw new ApiError(413, sentence, { res: new Response(null, { status: 413, headers: { Connection: 'close' } }) });
};
