/** Texts of a project detail page (/portfolio/{slug}). */
export const projectPage = {
  metaTitle: (title: string) => `${title} · Portfolio · Nile Atelier`,
  previewTitle: 'Project · Portfolio · Nile Atelier',
  previewDescription: 'A project by Nile Atelier, construction and interior fit-out studio in Cairo.',
  back: 'Back to Portfolio',
  loading: 'Loading project',
  notFound: {
    title: 'Project Not Found',
    text: "Sorry, we couldn't find the project you're looking for.",
    button: 'Return to Portfolio',
  },
  gallery: {
    label: 'Project gallery',
    previous: 'Previous image',
    next: 'Next image',
    thumbnails: 'Choose an image',
    thumbnail: (index: number, total: number) => `Show image ${index} of ${total}`,
    position: (index: number, total: number) => `Image ${index} of ${total}`,
  },
  overview: 'About the project',
  details: {
    tab: 'Project Details',
    category: 'Category',
    completionDate: 'Completion Date',
    location: 'Location',
    size: 'Size',
  },
  related: {
    eyebrow: 'Keep exploring',
    title: 'Related Projects',
    link: 'Explore in Portfolio',
    placeholder: 'More of our work',
    placeholderCategory: 'Portfolio',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What the client says',
  },
  cta: {
    title: 'Planning something similar?',
    text: 'We would be glad to walk you through how this project was built and what yours could look like.',
    button: 'Start a project like this',
    whatsapp: 'Ask about this project on WhatsApp',
  },
} as const;
