/**
 * The spec's error rule: "<status>: <body text>", or the status text when the body is empty.
 * Our API answers `{ message }`, so the sentence is shown rather than raw JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

const readableBody = (text: string) => {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: the text itself is the message
  }
  return text;
};

export const errorFromResponse = async (response: Response) => {
  const text = (await response.text().catch(() => '')).trim();
  const detail = text ? readableBody(text) : response.statusText;
  return new ApiError(response.status, `${response.status}: ${detail}`);
};

/** Resolves to the response when it is OK, otherwise throws the spec's error. */
export const ensureOk = async <R extends Response>(response: R): Promise<R> => {
  if (!response.ok) throw await errorFromResponse(response);
  return response;
};

/** The server's sentence without the "<status>: " prefix, for toasts that show only the reason. */
export const reasonOf = (error: unknown): string | undefined => {
  if (!(error instanceof Error) || !error.message) return undefined;
  return error.message.replace(/^\d{3}: /, '');
};
