/** Sentences any request may answer with, whatever its route. */
export const requestMessages = {
  foreignOrigin: 'This request came from another website and was refused.',
  jsonRequired: 'Please send the request body as JSON (Content-Type: application/json).',
  invalidRequest: 'The request is not valid',
  requestFailed: 'Request failed',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
