/** Texts of the Services page (/services). */
export const services = {
  meta: {
    title: 'Services · Turnkey Construction & Interior Fit-Out in Cairo · Nile Atelier',
    description: 'Turnkey construction, interior fit-out, renovation and project consultancy for homes, retail, F&B and workplaces in Cairo, delivered by one accountable team.',
  },
  hero: {
    eyebrow: 'Services',
    title: 'Everything between the idea and the keys',
    text: 'Whether you bring a finished design or a blank floor plate, we build it properly, on programme and on budget.',
  },
  solutions: {
    eyebrow: 'Specialised solutions',
    title: 'Four ways we can help',
    intro: 'Engage us for the whole journey or for the part you need. Every service is led by a partner and delivered by our own teams.',
    cards: [
      {
        title: 'Turnkey Construction',
        text: 'From shell and core to a finished, furnished building: structure, MEP, facades, finishes and landscaping under one contract.',
        points: ['Single contract and programme', 'Permits and authority approvals', 'Guaranteed maximum price option'],
      },
      {
        title: 'Interior Fit-Out',
        text: 'Homes, shops, restaurants and offices fitted out to the drawing, with joinery from our own workshop and trades we have worked with for years.',
        points: ['In-house joinery and metalwork', 'Night and weekend works in live malls', 'Furniture, lighting and styling'],
      },
      {
        title: 'Renovation & Upgrades',
        text: 'New life for older apartments, villas and commercial spaces, phased carefully around the people who still use them.',
        points: ['Structural and layout changes', 'Rewiring, plumbing and air-conditioning', 'Restoration of original features'],
      },
      {
        title: 'Project Oversight & Consultancy',
        text: 'Independent cost planning, tender management and site supervision for clients who build with other contractors.',
        points: ['Budgets and value engineering', 'Contractor selection and tendering', 'Quality and progress reporting'],
      },
    ],
  },
  cta: {
    title: 'Have a space in mind?',
    text: 'Tell us where it is and what it needs to become. We will visit, listen and come back with a clear plan and an honest price.',
    button: 'Get in Touch',
  },
} as const;
