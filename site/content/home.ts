/** Interface texts of the home page (/); its slides, counters and sections are site content. */
export const home = {
  hero: {
    label: 'Introduction',
    /** The page's h1, for assistive technology and search engines; the slides carry the visible headlines. */
    heading: (name: string, tagline: string) => `${name}: ${tagline} in Cairo`,
    videoLabel: 'A slow walk through a finished Nile Atelier interior',
    contact: 'Contact Us',
    scrollDown: 'Scroll down to learn about us',
    slideGroup: 'Featured messages',
    slideLabel: (index: number, total: number) => `Slide ${index} of ${total}`,
    indicatorLabel: (index: number) => `Show slide ${index}`,
    pause: 'Pause the slideshow and background video',
    play: 'Play the slideshow and background video',
  },
  stats: {
    title: 'Our experience in numbers',
  },
  services: {
    cardLink: 'Learn more',
    all: 'ALL SERVICES',
  },
  featured: {
    all: 'View Full Portfolio',
    empty: 'New projects are being photographed. See the full portfolio in the meantime.',
  },
} as const;
