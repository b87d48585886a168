import type { PreviewState } from '../publishing/index.ts';

const SENTENCES: Record<PreviewState, string> = {
  idle: 'There is no preview yet. Press “Preview” in Site Content to build one.',
  ready: 'There is no preview yet. Press “Preview” in Site Content to build one.',
  building: 'The preview is being built. This page reloads by itself when it is ready.',
  failed: 'The preview could not be built. Site Content shows why; press “Preview” to try again.',
};

/** What /admin/preview/site/… shows an admin before the first preview build is ready. */
export const noPreviewPage = (state: PreviewState) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
  (state === 'building' ? '<meta http-equiv="refresh" content="5">' : '') +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>No preview yet</title></head>' +
  `<body><p>${SENTENCES[state]}</p><p><a href="/admin/site-content">Back to Site Content</a></p></body></html>`;
