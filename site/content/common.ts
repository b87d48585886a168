import { company } from '../../shared/company.ts';
import type { Timeline } from '../../shared/leads.ts';
import { en } from '../../shared/messages/en.ts';
/**
 * Texts shared by every public page: header, footer, forms and small labels.
 * One dictionary per section keeps the copy in one place for the Arabic (RTL) edition.
 */
export const common = {
  skipLink: 'Skip to main content',
  /** The studio's name in a sentence (the © line, the home page's heading); the logo keeps the Latin wordmark. */
  brandName: company.name,
  /** A quotation as this language marks it. */
  quoted: (text: string) => `“${text}”`,
  homeLabel: 'Nile Atelier, home',
  nav: {
    label: 'Main',
    links: [
      { href: '/', label: 'HOME' },
      { href: '/about', label: 'ABOUT' },
      { href: '/services', label: 'SERVICES' },
      { href: '/contact', label: 'CONTACT' },
    ],
    admin: { href: '/admin/login', label: 'ADMIN' },
    quote: { href: '/contact', label: 'GET A QUOTE' },
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },
  footer: {
    quickLinksTitle: 'Quick Links',
    quickLinks: [
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About Us' },
      { href: '/services', label: 'Services' },
      { href: '/portfolio', label: 'Portfolio' },
      { href: '/contact', label: 'Contact' },
    ],
    servicesTitle: 'Services',
    contactTitle: 'Contact',
    socialLabel: 'Nile Atelier on social media',
    socialLinkLabel: (network: string) => `Nile Atelier on ${network}`,
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },
  newsletter: {
    title: 'Newsletter',
    label: 'Newsletter sign-up',
    placeholder: 'Your email address',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    emptyTitle: 'Error',
    emptyDescription: en.subscribe.emailRequired,
    successTitle: 'Success!',
    successDescription: 'You have been subscribed to our newsletter.',
    /** Added after the success sentence when the subscription waits for the emailed link (double opt-in). */
    confirmDescription: 'Please confirm from the email we sent you.',
    failureTitle: 'Subscription Failed',
    failureFallback: 'Failed to subscribe to newsletter',
  },
  contactForm: {
    title: 'Send Us a Message',
    intro: 'Tell us about your space, your timeline and what you have in mind. A project lead will reply within one working day.',
    fields: {
      name: { label: 'Name', placeholder: 'Your full name', autoComplete: 'name' },
      email: { label: 'Email', placeholder: 'you@example.com', autoComplete: 'email' },
      phone: { label: 'Phone', placeholder: '+20 1xx xxx xxxx', autoComplete: 'tel' },
      subject: { label: 'Subject', placeholder: 'e.g. Fit-out of a 120 m² café', autoComplete: 'off' },
      message: { label: 'Message', placeholder: 'Location, size, budget range, ideal opening date…', autoComplete: 'off' },
    },
    submit: 'Send Message',
    submitting: 'Sending...',
    successTitle: 'Message Sent',
    successDescription: 'Thank you for your message. We will get back to you soon.',
    failureTitle: 'Error',
    failureFallback: 'Failed to send message, please try again later.',
    required: 'required',
    about: 'About:',
    project: {
      title: 'About your project',
      hint: 'Optional. A few facts help us prepare a first estimate before we call.',
      choose: 'Choose…',
      projectType: 'Project type',
      location: 'Location',
      locationPlaceholder: 'e.g. Sheikh Zayed',
      area: 'Area (m²)',
      areaPlaceholder: 'e.g. 240',
      budget: 'Budget',
      timeline: 'Timeline',
      timelines: { asap: 'As soon as possible', '3-months': 'Within 3 months', '6-months': '3 to 6 months', later: 'Later' } satisfies Record<Timeline, string>,
      preferredContact: 'Preferred contact',
      /** From shared/messages: the API's rule names them when none is chosen. */
      preferredContacts: en.leads.preferredContacts,
    },
    attachments: {
      label: 'Floor plans or photos',
      hint: (files: number, megabytes: number) => `Up to ${files} files: JPEG, PNG, WebP or PDF, ${megabytes} MB together.`,
      choose: 'Attach files',
      listLabel: 'Attached files',
      remove: (name: string) => `Remove ${name}`,
      progress: (name: string) => `Uploading ${name}`,
      uploaded: 'Attached',
      tooMany: (files: number) => `You can attach at most ${files} files.`,
      tooLarge: (megabytes: number) => `Attachments can be at most ${megabytes} MB together.`,
      wrongType: (name: string) => `${name} is not a JPEG, PNG, WebP or PDF file.`,
      failed: (name: string) => `${name} could not be attached.`,
      stillUploading: 'Please wait until the files are attached.',
    },
  },
  whatsapp: {
    chat: 'Chat on WhatsApp',
  },
  contactInfo: {
    title: 'Contact Information',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    email: 'Email',
    address: 'Studio',
    hours: 'Business Hours',
  },
  cta: {
    viewProject: 'View Project',
  },
} as const;
