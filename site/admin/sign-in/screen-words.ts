/** What a sign-in screen says that its script writes in, read from the screen's `data-words` in the page's language. */
export interface ScreenWords {
  /** The tab's title while the screen shows. */
  title: string;
  /** The toast's and the inline alert's title when the request fails. */
  failureTitle: string;
  /** The sentence of a failure the server does not word: "Invalid email or password". */
  failure?: string;
  /** The toast after a new password is set. */
  doneTitle?: string;
  /** The alert of a reset link without its token. */
  linkIncomplete?: string;
  /** The strength levels under a new password, zxcvbn's 0 to 4. */
  strength?: readonly string[];
}
