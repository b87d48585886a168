/** Sentences of the drafts' preview (issue 10, decision 109). */
export const sitePreviewMessages = {
  unavailable: 'Previews are built by the production server (npm start). The development server (npm run dev) shows the published content only.',
} as const;
