import type { ProjectCardView } from '../lib/project-view.ts';

const card = (slug: string, title: string, category: string, categoryLabel: string): ProjectCardView => ({
  slug,
  title,
  category,
  categoryLabel,
  description: `${title}, delivered by the studio.`,
  image: { src: `/uploads/${slug}.webp`, alt: `${title} interior`, width: 1800, height: 1200 },
});

/** One project per category the public filter has to handle, including the admin-only ones. */
export const PROJECT_CARDS: ProjectCardView[] = [
  card('zamalek-apartment', 'Zamalek Apartment', 'residential', 'Residential'),
  card('maison-nour', 'Maison Nour Boutique', 'retail', 'Retail'),
  card('koshary-cafe', 'Koshary Café', 'food-beverage', 'F&B'),
  card('sahel-hotel-lobby', 'Sahel Hotel Lobby', 'hospitality', 'Hospitality'),
  card('smart-village-hq', 'Smart Village HQ', 'commercial', 'Commercial'),
  card('maadi-clinic', 'Maadi Clinic', 'other', 'Other'),
];
