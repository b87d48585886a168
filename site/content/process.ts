/** The four-step process, shown on the home and services pages. */
export const process = {
  eyebrow: 'How we work',
  title: 'Our Process',
  intro: 'Four clear stages, one team accountable for all of them. You always know what happens next, who does it and what it costs.',
  stepLabel: (number: number) => `Step ${number}: `,
  steps: [
    {
      title: 'Consultation & Site Assessment',
      text: 'We visit the site, measure and survey services, and listen: how you will use the space, your timeline and your budget range.',
    },
    {
      title: 'Planning & Proposal',
      text: 'Layouts, 3D views, a material board and a fixed, itemised quotation with a week-by-week programme you can hold us to.',
    },
    {
      title: 'Execution & Management',
      text: 'Our own site managers run every trade, with weekly progress reports, photo updates and a single point of contact.',
    },
    {
      title: 'Final Touches & Handover',
      text: 'Snagging, deep cleaning, styling and a walkthrough. You receive the keys, as-built drawings, manuals and warranties.',
    },
  ],
} as const;
