import { join } from 'node:path';

/** The files a built site may hold for a path: `/about` → `about.html` or `about/index.html`; `/` → `index.html`. */
export const candidateFiles = (path: string) => {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return ['index.html'];
  const relative = trimmed.slice(1);
  return /\.[a-z0-9]+$/i.test(relative) ? [relative] : [`${relative}.html`, join(relative, 'index.html')];
};
