/** Texts of the Contact page (/contact). */
export const contactPage = {
  meta: {
    title: 'Contact · Nile Atelier, Palm Hills, Cairo',
    description:
      'Call, email or visit Nile Atelier in Palm Hills, Cairo. Send us a message about your home, shop, restaurant or office and a project lead will reply within one working day.',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Tell us about your space',
    text: 'A short message is all it takes. We reply within one working day and the first site assessment is on us.',
  },
  ready: {
    title: 'Ready to Get Started?',
    text: 'Prefer to talk it through? Call the studio and ask for a free site assessment. We usually visit within the week.',
    button: 'Call the Studio',
  },
  faq: {
    eyebrow: 'Good to know',
    title: 'Frequently Asked Questions',
    items: [
      {
        question: 'Which areas do you serve?',
        answer:
          'We work across Greater Cairo, including Zamalek, Downtown, Heliopolis, Maadi, New Cairo, Sheikh Zayed and 6th of October, as well as the New Administrative Capital. For larger projects we also build in Alexandria, the North Coast and El Gouna; ask us about your location.',
      },
      {
        question: 'How long does a typical project take?',
        answer:
          'A small retail fit-out usually takes 4-6 weeks from site handover. Larger projects, such as restaurants, offices, villas and full apartment renovations, typically take 8-12 weeks or more, depending on size, structural work and long-lead materials. You receive a week-by-week programme with your proposal.',
      },
      {
        question: 'Do you handle permits and approvals?',
        answer:
          'Yes. We prepare the drawings and applications and follow them through with the district, mall management, civil defence and utility companies, so works can start on time and pass inspection. Permit fees are itemised in your quotation.',
      },
      {
        question: 'Can you build sustainably?',
        answer:
          'We specify LED lighting, efficient inverter air-conditioning, low-VOC paints and adhesives, and regional materials such as Galala stone and Egyptian hardwoods. We reuse what can be saved on site and sort construction waste for recycling wherever facilities exist.',
      },
      {
        question: 'How do you price a project, and can you work to my budget?',
        answer:
          'After the site assessment you receive a fixed, itemised quotation with options. If it is above your budget we value-engineer together, changing materials or phasing rather than cutting quality. Payments follow agreed milestones, never time spent.',
      },
      {
        question: 'What happens after handover?',
        answer:
          'Every project comes with a 12-month workmanship warranty and a free inspection visit after six months. You also receive as-built drawings, manuals and supplier warranties, and our after-service team remains on call for maintenance and future changes.',
      },
    ],
  },
} as const;
