/** Texts of the About page (/about). */
export const about = {
  meta: {
    title: 'About Us · Nile Atelier',
    description: 'Since 2004 Nile Atelier has built homes, shops, restaurants and offices across Cairo. Meet the studio, our mission, our values and the way we work.',
  },
  hero: {
    eyebrow: 'About Us',
    title: 'Builders who think like designers',
    text: 'For more than twenty years we have turned drawings into rooms people love to live, work and gather in, across Cairo and the wider Nile valley.',
  },
  story: {
    eyebrow: 'Since 2004',
    title: 'Our Story',
    paragraphs: [
      'Nile Atelier began in 2004 as a joinery workshop in Abbassia, making doors and kitchens for architects who were tired of beautiful drawings built badly. Clients kept asking us to take on the whole job, so we did.',
      'Today we are a team of architects, engineers, site managers and craftspeople delivering turnkey construction and interior fit-out for private clients, brands and restaurateurs. We have executed more than 1.3 billion EGP of work across 16,700 square metres, and we still build our own joinery.',
      'We stay deliberately small. A partner leads every project from the first site visit to handover, which is why most of our work comes from clients who have built with us before.',
    ],
    quote: 'A space is finished when nobody notices how hard it was to build.',
    quoteAuthor: 'Karim Mansour, founding partner',
  },
  purpose: {
    eyebrow: 'What drives us',
    title: 'Mission, vision and values',
    tabsLabel: 'Mission, vision and values',
    tabs: [
      {
        id: 'mission',
        label: 'Mission',
        title: 'Our Mission',
        text: 'To deliver interiors and buildings of lasting quality with the calm, predictable process our clients deserve: one team, one programme, one price, and nothing left unfinished.',
        points: ['Fixed, itemised quotations before work starts', 'A partner accountable for every project', 'Handover on the date we promised'],
      },
      {
        id: 'vision',
        label: 'Vision',
        title: 'Our Vision',
        text: 'To be the studio Cairo trusts for spaces that age well: built from honest materials, detailed for the local climate and maintained by the people who made them.',
        points: ['Regional stone, timber and craft wherever they serve best', 'Spaces designed to be repaired, not replaced', 'A new standard of site practice in Egypt'],
      },
      {
        id: 'values',
        label: 'Values',
        title: 'Our Values',
        text: 'How we work matters as much as what we build. These are the commitments every member of the studio signs up to.',
        points: [
          'Craft: we sweat the details nobody sees',
          'Candour: bad news travels fast and first',
          'Care: for clients, neighbours and the people on site',
          'Consistency: the same standard on small jobs and large',
        ],
      },
    ],
  },
  approach: {
    eyebrow: 'Our Approach',
    title: 'Design-led, engineered, delivered',
    intro: 'Three habits shape every project, whatever its size.',
    cards: [
      {
        title: 'Listen before we draw',
        text: 'We spend the first meeting understanding how you live or trade, then test every idea against it. Good briefs make calm projects.',
      },
      {
        title: 'Engineer every detail',
        text: 'Services, structure and finishes are coordinated in one model before procurement, so surprises stay on paper and off your site.',
      },
      {
        title: 'Own the outcome',
        text: 'Our own managers run every trade and we warrant our work. If something is not right after handover, we come back and fix it.',
      },
    ],
  },
  stats: {
    eyebrow: 'Experience',
    title: 'Twenty years in numbers',
  },
} as const;
