/** Interface texts of the About page (/about); its story, tabs and headings are site content. */
export const about = {
  purpose: {
    tabsLabel: 'Mission, vision and values',
  },
} as const;
