/** Sentences any request may answer with, whatever its route. */
export const requestMessages = {
  foreignOrigin: 'This request came from another website and was refused.',
  jsonRequired: 'Please send the request body as JSON (Content-Type: application/json).',
  invalidRequest: 'The request is not valid',
  requestFailed: 'Request failed',
  serverError: 'Something went wrong on our side. Please try again.',
  bodyTooLarge: 'The request body is too large.',
  noEndpoint: (method: string, path: string) => `There is no API endpoint at ${method} ${path}.`,
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;
