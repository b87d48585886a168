/** Texts of the home page (/). */
export const home = {
  meta: {
    title: 'Nile Atelier · Construction & Interior Fit-Out Studio in Cairo',
    description:
      'Nile Atelier designs and builds turnkey homes, shops, restaurants and offices in Cairo. Twenty years, 1.3 billion EGP of executed work, delivered on time and on budget.',
  },
  hero: {
    label: 'Introduction',
    /** The page's h1, for assistive technology and search engines; the slides carry the visible headlines. */
    heading: (name: string, tagline: string) => `${name}: ${tagline} in Cairo`,
    videoLabel: 'A slow walk through a finished Nile Atelier interior',
    slides: [
      {
        eyebrow: 'Construction & Interior Fit-Out · Cairo',
        title: 'Spaces built with quiet precision',
        subtitle: 'Homes, boutiques, restaurants and workplaces, designed, built and handed over by one accountable team.',
        cta: 'Explore Our Work',
      },
      {
        eyebrow: 'Turnkey delivery',
        title: 'From bare concrete to the last brass handle',
        subtitle: 'MEP, joinery, stone, lighting and loose furniture under a single contract, with one programme and one price.',
        cta: 'See Finished Projects',
      },
      {
        eyebrow: 'Twenty years of craft',
        title: 'Crafted for the way you live and trade',
        subtitle: 'Materials chosen for Cairo’s light and climate, detailed by people who will still answer your call years after handover.',
        cta: 'View the Portfolio',
      },
    ],
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
  about: {
    eyebrow: 'About Nile Atelier',
    title: 'Two decades of building Cairo’s calmer, better-made spaces',
    paragraphs: [
      'Nile Atelier is a construction and interior fit-out studio founded in Cairo. Our architects, engineers and site teams work under one roof, so the drawing you approve is the space you receive.',
      'We are deliberately small. Every project is led by a partner from first site visit to handover, and every trade on site answers to us, not to you.',
    ],
    points: ['Partner-led from first visit to handover', 'In-house joinery and metal workshop', 'Fixed programmes, transparent costs'],
    link: 'More About Us',
  },
  services: {
    eyebrow: 'What we do',
    title: 'Interiors for every way of living and working',
    intro: 'Three sectors, one standard: clear programmes, honest materials and finishes that still look right in ten years.',
    cards: [
      {
        title: 'Retail & Commercial Excellence',
        text: 'Flagships, showrooms and offices fitted out inside live malls and occupied buildings, on nights and weekends when needed.',
        category: 'retail',
      },
      {
        title: 'F&B Establishments',
        text: 'Restaurants, cafés and rooftop bars with kitchens, extraction and finishes built to pass inspection the first time.',
        category: 'food-beverage',
      },
      {
        title: 'Residential Perfection',
        text: 'Apartments and villas completed turnkey, from structural changes to the last linen curtain, around families who stay in place.',
        category: 'residential',
      },
    ],
    cardLink: 'Learn more',
    all: 'ALL SERVICES',
  },
  featured: {
    eyebrow: 'Selected work',
    title: 'Featured Projects',
    intro: 'A few recent spaces we are proud to have built.',
    all: 'View Full Portfolio',
    empty: 'New projects are being photographed. See the full portfolio in the meantime.',
  },
} as const;
