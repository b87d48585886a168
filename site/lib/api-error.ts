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

/** The `message` of a JSON body such as `{ "message": "Project not found" }`, or null for any other body. */
export const messageInBody = (text: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON
  }
  return null;
};

export const errorFromResponse = async (response: Response) => {
  const text = (await response.text().catch(() => '')).trim();
  const detail = text ? (messageInBody(text) ?? text) : response.statusText;
  return new ApiError(response.status, `${response.status}: ${detail}`);
};

/** A typed client's answer narrowed to its success statuses (a plain Response stays as it is). */
type OkResponse<R> = R extends { ok: false } ? never : R;

/** Resolves to the response when it is OK, otherwise throws the spec's error. */
export const ensureOk = async <R extends Response>(response: R): Promise<OkResponse<R>> => {
  if (!response.ok) throw await errorFromResponse(response);
  return response as OkResponse<R>;
};

/** The JSON of an OK answer, typed as the route's success answer; otherwise throws the spec's error. */
export const readJson = async <R extends Response>(response: R): Promise<Awaited<ReturnType<OkResponse<R>['json']>>> => (await ensureOk(response)).json();

/** The server's sentence without the "<status>: " prefix, for toasts that show only the reason. */
export const reasonOf = (error: unknown): string | undefined => {
  if (!(error instanceof Error) || !error.message) return undefined;
  return error.message.replace(/^\d{3}: /, '');
};
