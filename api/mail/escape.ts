const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed in HTML shows as text: visitor input can never become markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** One line for a header value: line breaks and other control characters become spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this function's purpose.
export const headerText = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
