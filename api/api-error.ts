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
