import type { ActivityAction, ActivityFacts } from '../activity-actions.ts';
import { cairoDateTime } from '../cairo-time.ts';
import { company } from '../company.ts';
import type { LeadChannel, LeadStage, LostReason, PreferredContact } from '../leads.ts';

/**
 * Every sentence the API can answer with, in English, grouped by feature; the zod rules in shared/schemas,
 * the routes, the emails, the activity log, the admin and the tests read them here. The spec's sentences are
 * kept word for word (spec-texts.test.ts holds them to it). Sentences with values are functions. `ar.ts` is
 * typed as `ApiMessages`, so a missing Arabic key or a different signature fails the type check.
 */

/** The names of the fields the rules put into their sentences. */
const fieldLabels = {
  name: 'Name',
  phone: 'Phone number',
  subject: 'Subject',
  message: 'Message',
  title: 'Title',
  slug: 'Slug',
  category: 'Category',
  description: 'Description',
  fullDescription: 'Full description',
  imageUrl: 'Image URL',
  imageAlt: 'Image alt text',
  completionDate: 'Completion date',
  client: 'Client',
  location: 'Location',
  size: 'Size',
  note: 'Note',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  shareImage: 'Share image',
} as const;

/** A field a rule names in its sentence; each language has its own name for it. */
export type Field = keyof typeof fieldLabels;

const atMostCharacters = (label: string, max: number) => `${label} must be at most ${max} characters`;
const mustBeText = (label: string) => `${label} must be text`;

/** The name of each site content section's admin screen, as the office reads it everywhere (screens, history, activity, media). */
const sectionTitles = {
  company: 'Company',
  home: 'Home',
  about: 'About',
  services: 'Services',
  process: 'Process',
  contact: 'Contact & FAQ',
  seo: 'SEO',
  privacy: 'Privacy',
} as const;

const sectionTitle = (section: unknown) =>
  typeof section === 'string' && Object.hasOwn(sectionTitles, section) ? sectionTitles[section as keyof typeof sectionTitles] : String(section);

/** One record of the activity log as a sentence. */
type ActivitySentence = (facts: ActivityFacts) => string;
type Details = ActivityFacts['details'];

const someone = (actorName: string | null) => actorName ?? 'Someone';
const anAccount = (target: string | null) => target ?? 'an account';
const aVisitor = (target: string | null) => target ?? 'a visitor';
const anAddress = (target: string | null) => target ?? 'an address';
/** "A sign-in" or, for failures counted together, "3 sign-ins". */
const failures = (details: Details) => (typeof details?.count === 'number' && details.count > 1 ? `${details.count} sign-ins` : 'A sign-in');
const quoted = (target: string | null) => (target ? `“${target}”` : 'an item');
const sectionList = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.map(sectionTitle).join(', ') : null);
const listOf = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : null);
const inBrackets = (list: string | null) => (list ? ` (${list})` : '');
/** A testimonial's fields as its form names them, by the names the log stores. */
const testimonialFields: Readonly<Record<string, string>> = {
  quoteEn: 'English quote',
  quoteAr: 'Arabic quote',
  name: 'name',
  role: 'role',
  company: 'company',
  projectId: 'project',
  photo: 'photo',
  date: 'date',
  status: 'status',
};
const testimonialFieldList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? value.map((field) => testimonialFields[String(field)] ?? String(field)).join(', ') : null;
/** "the testimonial of Nadia Samir". */
const testimonialOf = (target: string | null) => (target ? `the testimonial of ${target}` : 'a testimonial');
/** A scheduled time in a sentence: Cairo's, said so. */
const cairoTime = (value: unknown) => `${cairoDateTime(value, 'en') ?? 'a chosen time'} (Cairo time)`;
/** What a project's schedule says: when it goes live, when it is taken down, or both. */
const projectSchedule = (details: Details) =>
  [details?.publishAt ? `to go live on ${cairoTime(details.publishAt)}` : null, details?.unpublishAt ? `to be taken down on ${cairoTime(details.unpublishAt)}` : null]
    .filter(Boolean)
    .join(' and ');
/** How a scheduled change was carried out: on time, or when the server started again after being off at its time. */
const onTime = (details: Details, done: string) =>
  details?.late ? `${done} when the server started, after its time ${cairoTime(details.scheduledFor)} had passed while the server was off` : `${done} as scheduled`;

export const en = {
  /** The studio's name in a sentence; the logo keeps the Latin wordmark. */
  studioName: company.name,
  requests: {
    foreignOrigin: 'This request came from another website and was refused.',
    jsonRequired: 'Please send the request body as JSON (Content-Type: application/json).',
    invalidRequest: 'The request is not valid',
    requestFailed: 'Request failed',
    serverError: 'Something went wrong on our side. Please try again.',
    bodyTooLarge: 'The request body is too large.',
    noEndpoint: (method: string, path: string) => `There is no API endpoint at ${method} ${path}.`,
    tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    invalidId: 'The id must be a positive whole number',
  },
  /** The sentences every text field shares, whatever its name. */
  fields: {
    tooLong: (field: Field, max: number) => atMostCharacters(fieldLabels[field], max),
    notText: (field: Field) => mustBeText(fieldLabels[field]),
    nulCharacter: (field: Field) => `${fieldLabels[field]} must not contain a NUL character`,
  },
  /** The public contact form's rules; the full stops are the spec's. */
  contact: {
    nameTooShort: 'Name must be at least 2 characters.',
    invalidEmail: 'Please enter a valid email address.',
    phoneTooShort: 'Phone number must be at least 8 characters.',
    subjectTooShort: 'Subject must be at least 3 characters.',
    messageTooShort: 'Message must be at least 10 characters.',
  },
  /** The newsletter sign-up and the admin's subscriber list. */
  subscribe: {
    emailRequired: 'Please enter your email address',
    invalidEmail: 'Please enter a valid email address.',
    alreadySubscribed: 'This email is already subscribed to our newsletter.',
    notFound: 'Subscriber not found',
    deleted: 'Subscriber deleted',
    exportRecorded: 'Subscriber export recorded',
    doubleOptInNotBoolean: 'Double opt-in must be true or false',
  },
  /** The admin's newsletter issues. */
  newsletters: {
    notFound: 'Newsletter not found',
    subjectTooLong: (max: number) => `The subject must be at most ${max} characters`,
    bodyTooLong: (max: number) => `The text must be at most ${max} characters`,
    textInvalid: 'The subject and the text must each be given in English (en) and Arabic (ar), as text; an unused language is empty',
    projectsInvalid: 'Projects must be a list of project ids',
    tooManyProjects: (max: number) => `At most ${max} projects`,
    unknownProject: 'One of the chosen projects no longer exists',
    nothingWritten: 'Write a subject and a text in at least one language before sending',
    languageIncomplete: (language: string) => `The ${language} version needs both a subject and a text, or neither`,
    atInvalid: 'The time must be an ISO date and time, such as 2026-12-01T09:00:00+02:00',
    atInPast: 'The time must be in the future',
    alreadySent: 'This newsletter has been sent: it can no longer be changed or deleted',
    sending: 'This newsletter is being sent: it can no longer be changed or deleted',
    noRecipients: 'No confirmed subscriber reads the languages this newsletter is written in',
    emailNotSetUp: 'Email is not set up: set SMTP_URL on the server to send newsletters.',
    testSent: (email: string) => `A test of each written language was sent to ${email}.`,
    testRefused: (reason: string) => `The mail server refused the test: ${reason}`,
    deleted: 'Newsletter deleted',
    languageNames: { en: 'English', ar: 'Arabic' },
  },
  /** Publishing at a chosen time: the projects' and the site content's schedules, and "Coming up". */
  schedules: {
    atInvalid: 'The time must be an ISO date and time, such as 2026-12-06T09:00:00+02:00',
    inPast: 'The time must be in the future',
    unpublishBeforePublish: 'The time to take it down must come after the time it goes live',
    sectionsRequired: 'Choose at least one section with unpublished changes',
    noDraft: (section: string) => `${section} has no unpublished changes to schedule`,
    keepScheduleNotBoolean: 'Keep schedule must be true or false',
    notScheduled: 'This is not scheduled (any more): reload to see what is',
  },
  /** The small pages the links of the newsletter's emails open, in the subscriber's language. */
  newsletterPages: {
    eyebrow: 'Newsletter',
    confirmedTitle: 'Subscription confirmed',
    confirmedBody: `Thank you. You will receive the ${company.name} newsletter at this address, and every issue has a link to unsubscribe.`,
    confirmInvalidTitle: 'This link no longer works',
    confirmInvalidBody:
      'It may have been used already, or it is more than 7 days old. If you confirmed already, you are subscribed; if not, subscribe again with the form at the foot of any page.',
    unsubscribeTitle: 'Unsubscribe from the newsletter?',
    unsubscribeBody: `You will no longer receive the ${company.name} newsletter at this address.`,
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedBody: 'We will send no more newsletters to this address. If you change your mind, subscribe again with the form at the foot of any page.',
    unsubscribeInvalidTitle: 'This link no longer works',
    unsubscribeInvalidBody: 'The subscription it was for no longer exists, so no newsletter goes to it.',
    home: 'Back to the home page',
  },
  /** Testimonials: the office's rules, the review page a client opens from a link, and the emails about them. */
  testimonials: {
    quoteRequired: 'Please write the quote in English or Arabic',
    quoteTooLong: (max: number) => `The quote must be at most ${max} characters`,
    nameRequired: 'Please write the name to show with the quote',
    nameTooLong: (max: number) => `The name must be at most ${max} characters`,
    roleTooLong: (max: number) => `The role must be at most ${max} characters`,
    companyTooLong: (max: number) => `The company must be at most ${max} characters`,
    photoInvalid: 'The photo must be an image uploaded to the media library',
    dateInvalid: 'The date must be a day written as YYYY-MM-DD',
    consentRequired: 'The client’s permission to publish the quote is required',
    statusInvalid: 'The status must be pending, approved or hidden',
    projectInvalid: 'Choose a project from the list',
    projectNotFound: 'That project does not exist',
    emailInvalid: 'Please enter a valid email address',
    langInvalid: 'The language must be en or ar',
    orderInvalid: 'Send every testimonial’s id once, in the new order',
    notFound: 'Testimonial not found',
    deleted: 'Testimonial deleted',
    requestNotFound: 'Review link not found',
    requestDeleted: 'Review link deleted',
    requestUsed: 'This review link was already used',
    requestNoEmail: 'This review link has no email address to send it to',
    mailOff: 'Email is not set up on the server, so the link cannot be sent by email',
    emailQueued: 'The link is on its way by email',
  },
  /** The review page a client opens from the office's link (/review/<token>). */
  reviewPage: {
    eyebrow: 'Your testimonial',
    title: (name: string) => `${name}, how was working with us?`,
    intro: `A few sentences in your own words help people who are choosing a studio. ${company.name} reads every one before it is shown, and shows it with the name you write below.`,
    quote: 'Your words',
    quoteHint: 'What we did, how it went, how the place works for you now.',
    name: 'Your name as it should be shown',
    role: 'Your role (optional)',
    rolePlaceholder: 'Owner, Operations manager…',
    company: 'Your company (optional)',
    photo: 'A photo of you (optional)',
    photoHint: (megabytes: number) => `JPEG, PNG or WebP, up to ${megabytes} MB.`,
    consent: `I allow ${company.name} to publish these words, with the name, role and photo above, on its website.`,
    send: 'Send my testimonial',
    problem: 'Please check the form',
    consentMissing: 'Please tick the box to give your permission, or we cannot publish your words.',
    photoProblem: 'The photo could not be read. Try a JPEG or PNG, or send the form without it.',
    photoTooLarge: (megabytes: number) => `The photo is larger than ${megabytes} MB. Choose a smaller one, or send the form without it.`,
    thanksTitle: 'Thank you!',
    thanksBody: `Your testimonial reached ${company.name}. We read every one before it appears on the website.`,
    invalidTitle: 'This link no longer works',
    invalidBody: `It may have been used already, or it is more than 30 days old. If you would still like to send a testimonial, ask ${company.name} for a new link.`,
    home: 'Visit our website',
  },
  /** Accounts and signing in. */
  auth: {
    invalidEmail: 'Please enter a valid email address',
    nameTooShort: 'Name must be at least 2 characters',
    passwordTooShort: 'Password must be at least 6 characters',
    passwordTooLong: 'Password must be at most 128 characters',
    passwordsDoNotMatch: 'Passwords do not match',
    roleMustBeAdmin: 'Role must be admin',
    currentPasswordRequired: 'Please enter your current password',
    currentPasswordWrong: 'Your current password is not correct',
    invalidLogin: 'Invalid email or password',
    signInToContinue: 'Please sign in to continue.',
    awaitingApproval: 'Your account is awaiting approval. An administrator must approve it before you can use the admin area.',
    loggedOut: 'You have been successfully logged out.',
    passwordChanged: 'Your password has been changed and your other sessions have been signed out.',
    otherSessionsSignedOut: 'All your other sessions have been signed out.',
    languageInvalid: 'The language must be "en" (English) or "ar" (Arabic)',
    /** Written in the language just chosen. */
    languageSaved: 'The admin is now in English.',
    passwordTooCommon: 'This password is too common. Choose another one.',
    sessionNotFound: 'This session has already ended.',
    sessionSignedOut: 'The session was signed out.',
    currentSession: 'This is the session you are using. Log out instead.',
    roleForbidden: 'Your role does not give access to this part of the admin.',
  },
  /** Two-step sign-in: the authenticator app's codes and the backup codes. */
  twoFactor: {
    codeRequired: 'Please enter the authentication code',
    codeWrong: 'This authentication code is not correct',
    signInExpired: 'Your sign-in has expired. Please enter your email and password again.',
    alreadyOn: 'Two-step sign-in is already on for your account.',
    notSetUp: 'Start the setup again: there is no key waiting to be confirmed.',
    notOn: 'Two-step sign-in is not on for your account.',
    enabled: 'Two-step sign-in is on. Keep your backup codes somewhere safe.',
    disabled: 'Two-step sign-in is off.',
    setupRequired: 'The office requires two-step sign-in. Set it up in Settings to continue.',
    requiredNotBoolean: 'Require two-step sign-in must be true or false',
    turnOnYoursFirst: 'Turn on two-step sign-in for your own account first, so that the requirement cannot lock you out.',
    requirementSaved: (required: boolean) => (required ? 'Every account now signs in with two steps.' : 'Two-step sign-in is now optional.'),
  },
  /** "Forgot password?" and the reset links. */
  passwordReset: {
    sent: 'If an account exists for this email, we have sent it a link to choose a new password. The link works for one hour.',
    noEmail: 'This server cannot send emails. Please ask the office’s administrator to reset your password.',
    tokenMissing: 'The reset link is incomplete. Please open the whole link from the email.',
    tokenInvalid: 'This reset link is not valid any more. Please ask for a new one.',
    done: 'Your password has been changed. Please sign in with your new password.',
  },
  /** The admin's user management. */
  users: {
    approvedNotBoolean: 'Approved must be true or false',
    notFound: 'User not found',
    ownerProtected: (action: 'change' | 'delete') => `The owner account cannot be ${action === 'change' ? 'changed' : 'deleted'}.`,
    notYourself: (action: 'change' | 'delete') => `You cannot ${action} your own account here.`,
    deleted: 'User deleted successfully',
    roleInvalid: 'Role must be admin, editor or sales',
    nothingToChange: 'Send approved, role or both',
    /** A role (or "owner") as the admin and the activity log write it: the English admin shows the stored value. */
    roleName: (role: string) => role,
  },
  /** The project rules and the project routes. */
  projects: {
    titleTooShort: 'Title must be at least 3 characters',
    slugTooShort: 'Slug must be at least 3 characters',
    slugPattern: 'Slug must contain only lowercase letters, numbers, and hyphens',
    slugReserved: 'This slug is reserved, please choose another',
    slugTaken: (slug: string) => `A project with the slug "${slug}" already exists. Please choose another slug.`,
    categoryRequired: 'Category is required',
    descriptionTooShort: 'Description must be at least 10 characters',
    imageUrlRequired: 'Image URL is required',
    imageUrlPattern: 'Image URL must be an uploaded image (/uploads/…) or an https:// address',
    imageAltRequired: 'Image alt text is required',
    shareImagePattern: 'The share image must be an uploaded image (/uploads/…) or an https:// address',
    galleryNotAList: 'Gallery images must be a list of images',
    galleryTooMany: (max: number) => `A project can have at most ${max} images`,
    featuredNotBoolean: 'Featured must be true or false',
    noFieldToUpdate: 'Send at least one project field to update',
    notFound: 'Project not found',
    statusInvalid: 'Status must be "Draft" or "Published"',
    orderNotAList: 'Send the order as a list of project ids',
    orderEmpty: 'Send at least one project id to order',
    orderDuplicate: 'Each project may appear only once in the order',
    orderUnknown: (ids: readonly number[]) => `No project has the id ${ids.join(', ')}. Reload the list and try again.`,
    deleted: 'Project deleted',
  },
  /** The inbox, its settings and its email outbox. */
  inbox: {
    messageNotFound: 'Message not found',
    messageDeleted: 'Message deleted',
    statusInvalid: (statuses: readonly string[]) => `Status must be one of ${statuses.join(', ')}.`,
    noteNotText: 'The note must be text.',
    noteTooLong: (max: number) => `The note must be at most ${max} characters.`,
    nothingToChange: 'Send a status or a note to change.',
    notificationEmailsInvalid: 'Please enter valid email addresses, separated by commas.',
    tooManyNotificationEmails: (max: number) => `At most ${max} notification emails.`,
    acknowledgeNotBoolean: 'Acknowledge visitors must be true or false.',
    emailNotSetUp: 'Email is not set up: set SMTP_URL on the server to send emails.',
    noNotificationEmails: 'Add at least one notification email first.',
    testRefused: (reason: string) => `The mail server refused the test email: ${reason}`,
    testSent: (addresses: readonly string[]) => `Test email sent to ${addresses.join(', ')}.`,
    deletedBeforeSending: 'The message was deleted before its email was sent.',
    /** A message's email notice, as the inbox shows it. */
    noticeSent: 'Sent',
    noticeWaiting: 'Waiting',
    noticeFailed: (reason: string | null) => `Failed: ${reason ?? 'unknown reason'}`,
    pageInvalid: 'The page must be a whole number from 1',
    limitInvalid: (max: number) => `The page size must be a whole number from 1 to ${max}`,
    filterInvalid: 'The filter is not one the messages screen offers',
  },
  /** The project enquiry, the visit's source, attachments, WhatsApp and the sales pipeline. */
  leads: {
    projectTypeInvalid: 'Please choose a project type from the list.',
    areaInvalid: (min: number, max: number) => `Area must be a whole number of square metres from ${min} to ${max.toLocaleString('en')}.`,
    budgetInvalid: 'Please choose a budget from the list.',
    timelineInvalid: 'Please choose a timeline from the list.',
    preferredContactInvalid: 'Please choose phone, WhatsApp or email.',
    projectUnknown: 'The project you asked about is no longer on the site. Please send your message without it.',
    sourceInvalid: 'The details of your visit could not be read. Please reload the page and try again.',
    attachmentsTooMany: (max: number) => `You can attach at most ${max} files.`,
    attachmentsTooLarge: (megabytes: number) => `Attachments can be at most ${megabytes} MB together.`,
    attachmentUnsupported: 'Only JPEG, PNG or WebP images and PDF files can be attached, and the file must be readable.',
    attachmentMissing: 'Please choose a file to attach in the field "file".',
    attachmentNotFound: 'An attachment could not be found; it may have expired. Please attach the file again.',
    attachmentsFull: 'The studio cannot take more attachments right now. Please send your message without them, or email the files.',
    whatsappOff: 'The studio has no WhatsApp number at the moment.',
    stageInvalid: (stages: readonly string[]) => `Stage must be one of ${stages.join(', ')}.`,
    lostReasonInvalid: (reasons: readonly string[]) => `Lost reason must be one of ${reasons.join(', ')}.`,
    lostReasonNotLost: 'A lost reason can only be given for a lead that is Lost.',
    ownerInvalid: 'The owner must be an approved account that works with leads (admin or sales).',
    followUpInvalid: 'The follow-up date must be a date written YYYY-MM-DD.',
    valueInvalid: (max: number) => `The value must be a whole number of EGP from 0 to ${max.toLocaleString('en')}.`,
    channelInvalid: (channels: readonly string[]) => `Channel must be one of ${channels.join(', ')}.`,
    sourceFilterInvalid: 'The source filter is too long',
    /** The names the admin and the activity log give the stages, the lost reasons and the channels; the stored values are the English stages and reasons. */
    stages: {
      'New lead': 'New lead',
      Contacted: 'Contacted',
      'Site visit': 'Site visit',
      'Quote sent': 'Quote sent',
      Won: 'Won',
      Lost: 'Lost',
    } satisfies Record<LeadStage, string>,
    lostReasons: {
      Price: 'Price',
      Timing: 'Timing',
      'Chose another studio': 'Chose another studio',
      'No reply': 'No reply',
      Other: 'Other',
    } satisfies Record<LostReason, string>,
    channels: { form: 'Contact form', whatsapp: 'WhatsApp', phone: 'Phone', 'walk-in': 'Walk-in', referral: 'Referral' } satisfies Record<LeadChannel, string>,
    /** The contact form's ways to be contacted: short, and unlike the form's own field names ("Phone", "Email"), so each names one control. */
    preferredContacts: { phone: 'Call', whatsapp: 'WhatsApp', email: 'E-mail' } satisfies Record<PreferredContact, string>,
  },
  /** The image upload; the admin shows the server's sentence as it is. */
  uploads: {
    tooLarge: 'The image is larger than 5 MB. Please choose a smaller file.',
    tooManyPixels: (megapixels: number) => `The image has too many pixels. Please choose a photo of at most ${megapixels} megapixels (for example 6000 × 4000).`,
    notFromAdmin: 'Uploads must come from the admin app (X-Requested-With: XMLHttpRequest is missing).',
    multipartRequired: 'Please send the image as multipart/form-data in the field "image".',
    unreadable: 'The upload could not be read. Please try again.',
    fileMissing: 'Please choose an image file to upload in the field "image".',
    unsupported: 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded, and the file must be a readable image.',
  },
  /** The media library. */
  media: {
    notFound: 'Image not found',
    inUse: (places: readonly string[]) => `The image is still used by ${places.join('; ')}. Remove it from there first, then delete it.`,
    placeProject: (title: string) => `the project “${title}”`,
    placeHero: 'the home page hero',
    placeContent: (section: string) => `Site Content (${section})`,
    placeTestimonial: (name: string) => `the testimonial of ${name}`,
    deleted: 'Image deleted',
  },
  /** The redirects the office adds by hand; a renamed project's old address is kept by itself. */
  redirects: {
    fromInvalid: 'The old address must be a path of this site, such as /old-page',
    toInvalid: 'The new address must be a path of this site, such as /portfolio, or an https:// address',
    loop: (path: string) => `This redirect would send visitors round in a loop back to ${path}.`,
    pageExists: (path: string) => `A page of this site answers ${path}, so it cannot be redirected.`,
    fromTaken: (path: string) => `There is already a redirect from ${path}.`,
    notFound: 'Redirect not found',
    deleted: 'Redirect deleted',
  },
  /** Erasing what is stored about one email address. */
  privacy: {
    invalidEmail: 'Please enter a valid email address.',
    erased: 'Everything stored about this email address was erased.',
  },
  backups: {
    taken: 'Backup taken',
    failed: 'The backup could not be taken. The server log says why; please try again later.',
  },
  /** The site content's rules and routes; their labels are the admin form's names for the fields. */
  siteContent: {
    required: (label: string) => `${label} is required`,
    tooLong: (label: string, max: number) => atMostCharacters(label, max),
    notText: (label: string) => mustBeText(label),
    phoneInvalid: (label: string) => `${label} must be a phone number such as +20 100 555 0142`,
    linkInvalid: (label: string) => `${label} must be an https:// address`,
    emailInvalid: 'Email must be a valid email address',
    numberInvalid: (label: string) => `${label} must be a number from 0 to 1,000,000,000`,
    decimalsInvalid: 'Decimals must be 0, 1 or 2',
    listTooShort: (label: string, min: number) => `${label} needs at least ${min} ${min === 1 ? 'item' : 'items'}`,
    listTooLong: (label: string, max: number) => `${label} can have at most ${max} items`,
    cardCategory: 'Choose the portfolio category the card links to',
    testimonialPicks: 'Pick each testimonial from the list once',
    notAnObject: 'Send the section as a JSON object with its fields',
    unknownSection: 'No such site content section',
    versionRequired: 'Send the version you edited, as a whole number',
    conflict: 'This content was changed by someone else. Reload to see it.',
    nothingToPublish: 'There are no unpublished changes to publish',
    versionNotFound: 'That published version no longer exists',
    sections: sectionTitles,
  },
  /** The drafts' preview. */
  preview: {
    unavailable: 'Previews are built by the production server (npm start). The development server (npm run dev) shows the published content only.',
    rebuildUnavailable: 'The whole site is rebuilt by the production server (npm start). The development server (npm run dev) renders each page when it is opened.',
  },
  /** The activity log: its filters, and each record as one plain sentence by its action ("Mona approved Karim Adel"). */
  activity: {
    pageInvalid: 'The page must be a whole number from 1',
    adminInvalid: 'The admin must be a user id',
    actionUnknown: 'This is not an action the activity log records',
    sentences: {
      'session.signed-in': ({ actorName, details, clientAddress }) =>
        `${someone(actorName)} signed in from ${clientAddress}${details?.twoFactor === 'backup code' ? ' with a backup code' : ''}`,
      'session.sign-in-failed': ({ target, details, clientAddress }) => `${failures(details)} as ${target ?? 'an unknown email'} failed from ${clientAddress}`,
      'session.code-failed': ({ target, details, clientAddress }) =>
        `${typeof details?.count === 'number' && details.count > 1 ? `${details.count} wrong authentication codes` : 'A wrong authentication code'} for ${anAccount(target)} from ${clientAddress}`,
      'session.signed-out': ({ actorName }) => `${someone(actorName)} signed out`,
      'project.created': ({ actorName, target, details }) => `${someone(actorName)} created the project ${quoted(target)}${details?.status === 'Draft' ? ' as a draft' : ''}`,
      'project.edited': ({ actorName, target, details }) => `${someone(actorName)} edited the project ${quoted(target)}${inBrackets(listOf(details?.fields))}`,
      'project.featured': ({ actorName, target }) => `${someone(actorName)} featured the project ${quoted(target)}`,
      'project.unfeatured': ({ actorName, target }) => `${someone(actorName)} stopped featuring the project ${quoted(target)}`,
      'project.deleted': ({ actorName, target }) => `${someone(actorName)} deleted the project ${quoted(target)}`,
      'project.published': ({ actorName, target }) => `${someone(actorName)} published the project ${quoted(target)}`,
      'project.drafted': ({ actorName, target }) => `${someone(actorName)} made the project ${quoted(target)} a draft`,
      'project.scheduled': ({ actorName, target, details }) => `${someone(actorName)} scheduled the project ${quoted(target)} ${projectSchedule(details)}`.trimEnd(),
      'project.unscheduled': ({ actorName, target }) => `${someone(actorName)} removed the schedule of the project ${quoted(target)}`,
      'project.went-live': ({ target, details }) => onTime(details, `The project ${quoted(target)} went live`),
      'project.taken-down': ({ target, details }) => onTime(details, `The project ${quoted(target)} was taken down`),
      'projects.reordered': ({ actorName, target }) => `${someone(actorName)} changed the portfolio order${target ? ` (${target} first)` : ''}`,
      'image.uploaded': ({ actorName, target }) => `${someone(actorName)} uploaded the image ${target ?? ''}`.trimEnd(),
      'image.described': ({ actorName, target }) => `${someone(actorName)} changed the alt text of the image ${target ?? ''}`.trimEnd(),
      'image.deleted': ({ actorName, target }) => `${someone(actorName)} deleted the image ${target ?? ''}`.trimEnd(),
      'redirect.created': ({ actorName, target, details }) =>
        `${someone(actorName)} added a redirect from ${anAddress(target)}${typeof details?.to === 'string' ? ` to ${details.to}` : ''}`,
      'redirect.edited': ({ actorName, target, details }) =>
        `${someone(actorName)} edited the redirect from ${anAddress(target)}${typeof details?.to === 'string' ? ` (now to ${details.to})` : ''}`,
      'redirect.deleted': ({ actorName, target }) => `${someone(actorName)} removed the redirect from ${anAddress(target)}`,
      'message.read': ({ actorName, target }) => `${someone(actorName)} read the message from ${aVisitor(target)}`,
      'message.deleted': ({ actorName, target }) => `${someone(actorName)} deleted the message from ${aVisitor(target)}`,
      'lead.added': ({ actorName, target, details }) =>
        `${someone(actorName)} added the lead ${aVisitor(target)}${typeof details?.channel === 'string' ? ` (${details.channel})` : ''}`,
      'lead.stage-changed': ({ actorName, target, details }) =>
        `${someone(actorName)} moved the lead ${aVisitor(target)} from ${String(details?.from ?? 'a stage')} to ${String(details?.to ?? 'another stage')}${typeof details?.lostReason === 'string' ? `: ${details.lostReason}` : ''}`,
      'lead.updated': ({ actorName, target, details }) => `${someone(actorName)} updated the lead ${aVisitor(target)}${inBrackets(listOf(details?.fields))}`,
      'subscriber.deleted': ({ actorName, target }) => `${someone(actorName)} deleted the subscriber ${target ?? ''}`.trimEnd(),
      'newsletter.sent': ({ actorName, target }) => `${someone(actorName)} sent the newsletter ${quoted(target)}`,
      'newsletter.scheduled': ({ actorName, target }) => `${someone(actorName)} scheduled the newsletter ${quoted(target)}`,
      'newsletter.deleted': ({ actorName, target }) => `${someone(actorName)} deleted the newsletter ${quoted(target)}`,
      'newsletter.unscheduled': ({ actorName, target }) => `${someone(actorName)} removed the schedule of the newsletter ${quoted(target)}`,
      'newsletter.went-out': ({ target, details }) => onTime(details, `The newsletter ${quoted(target)} went out`),
      'subscribers.exported': ({ actorName, details }) => `${someone(actorName)} exported ${typeof details?.count === 'number' ? `${details.count} ` : ''}subscribers`,
      'data.erased': ({ actorName }) => `${someone(actorName)} erased the data of one email address`,
      'user.approved': ({ actorName, target, details }) =>
        `${someone(actorName)} approved ${anAccount(target)}${details?.role === 'editor' || details?.role === 'sales' ? ` as ${details.role === 'editor' ? 'an editor' : 'sales'}` : ''}`,
      'user.unapproved': ({ actorName, target }) => `${someone(actorName)} unapproved ${anAccount(target)}`,
      'user.deleted': ({ actorName, target }) => `${someone(actorName)} deleted the account of ${anAccount(target)}`,
      'user.role-changed': ({ actorName, target, details }) =>
        `${someone(actorName)} gave ${anAccount(target)} the role ${typeof details?.role === 'string' ? details.role : 'of another kind'}`,
      'user.password-reset-link': ({ actorName, target }) => `${someone(actorName)} made a password reset link for ${anAccount(target)}`,
      'account.password-changed': ({ actorName }) => `${someone(actorName)} changed their password`,
      'account.password-reset': ({ actorName, target }) =>
        actorName ? `${actorName} set a new password with a reset link` : `The password of ${anAccount(target)} was set on the server`,
      'account.sessions-ended': ({ actorName }) => `${someone(actorName)} signed out their other sessions`,
      'account.session-ended': ({ actorName, details }) =>
        `${someone(actorName)} signed out a session${typeof details?.browser === 'string' ? ` (${[details.browser, details.system].filter((part) => typeof part === 'string').join(', ')})` : ''}`,
      'account.two-factor-enabled': ({ actorName }) => `${someone(actorName)} turned on two-step sign-in`,
      'account.two-factor-disabled': ({ actorName }) => `${someone(actorName)} turned off two-step sign-in`,
      'security.two-factor-required': ({ actorName }) => `${someone(actorName)} required two-step sign-in for every account`,
      'security.two-factor-optional': ({ actorName }) => `${someone(actorName)} made two-step sign-in optional`,
      'testimonial.requested': ({ actorName, target, details }) =>
        `${someone(actorName)} made a review link for ${target ?? 'a client'}${details?.lang === 'ar' ? ' (in Arabic)' : ''}`,
      'testimonial.received': ({ target }) => `${target ?? 'A client'} sent a testimonial through a review link; it waits for approval`,
      'testimonial.added': ({ actorName, target }) => `${someone(actorName)} added ${testimonialOf(target)}`,
      'testimonial.edited': ({ actorName, target, details }) => `${someone(actorName)} edited ${testimonialOf(target)}${inBrackets(testimonialFieldList(details?.fields))}`,
      'testimonial.approved': ({ actorName, target }) => `${someone(actorName)} approved ${testimonialOf(target)}`,
      'testimonial.hidden': ({ actorName, target }) => `${someone(actorName)} hid ${testimonialOf(target)}`,
      'testimonial.deleted': ({ actorName, target }) => `${someone(actorName)} deleted ${testimonialOf(target)}`,
      'testimonials.reordered': ({ actorName, target }) => `${someone(actorName)} changed the order of the testimonials${target ? ` (${target} first)` : ''}`,
      'content.published': ({ actorName, details }) => `${someone(actorName)} published the site content${inBrackets(sectionList(details?.sections))}`,
      'content.discarded': ({ actorName, details }) => `${someone(actorName)} discarded the unpublished site content changes${inBrackets(sectionList(details?.sections))}`,
      'content.restored': ({ actorName, details }) => {
        const when = typeof details?.publishedAt === 'string' ? details.publishedAt.slice(0, 16).replace('T', ' ') : null;
        return `${someone(actorName)} restored the site content ${when ? `published ${when} UTC` : 'of an earlier publish'} as unpublished changes`;
      },
      'content.scheduled': ({ actorName, details }) =>
        `${someone(actorName)} scheduled the site content${inBrackets(sectionList(details?.sections))} to go live on ${cairoTime(details?.at)}`,
      'content.unscheduled': ({ actorName, details }) => `${someone(actorName)} removed the schedule of the site content${inBrackets(sectionList(details?.sections))}`,
      'content.went-live': ({ details }) => onTime(details, `The site content${inBrackets(sectionList(details?.sections))} went live`),
      'backup.taken': ({ actorName, target }) =>
        actorName ? `${actorName} took the backup ${target ?? ''}`.trimEnd() : `The backup ${target ?? ''} was taken automatically`.replace('  ', ' '),
      'backup.restored': ({ target }) => `The backup ${target ?? ''} was restored`.replace('  ', ' '),
    } satisfies Record<ActivityAction, ActivitySentence>,
    /** A record whose action this version no longer knows: who, and the action as stored. */
    unknownActionSentence: (({ action, actorName, target }) => `${someone(actorName)}: ${action}${target ? ` ${target}` : ''}`) satisfies ActivitySentence,
  },
  /** Page views a page's beacon reports (POST /api/hit), and the Analytics screen's range. */
  analytics: {
    pathInvalid: 'The path must be the address of a page of this site, starting with /',
    searchInvalid: 'The search must be the query of the page address, starting with ?',
    referrerInvalid: 'The referrer must be a web address, or empty',
    missingNotBoolean: 'Missing must be true or false',
    notAPage: 'This address is not a page of this site',
    notCountedHere: 'This server counts the pages it answers itself: page views are reported only with ANALYTICS=beacon.',
    rangeInvalid: (ranges: readonly string[]) => `The range must be one of ${ranges.join(', ')}.`,
  },
  /** The emails the server sends, each in its recipients' language. */
  emails: {
    /** "Send test email" on the settings screen. */
    test: {
      subject: `Test email from the ${company.name} admin`,
      text: (siteUrl: string) => `This is a test email from the ${company.name} admin (${siteUrl}). Notices of new contact messages will arrive like this one.`,
    },
    /** The optional "We received your message…" to the visitor: fixed texts only (acknowledgement-email.ts says why). */
    acknowledgement: {
      subject: 'We received your message',
      greeting: 'Hello,',
      body: 'Thank you for writing to us. We received your message and will get back to you soon, usually within one working day.',
      signature: `The ${company.name} team`,
    },
    /** The office's notice of a new message. */
    notice: {
      arrived: 'A new message arrived through the website.',
      labels: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject' },
      open: 'Open it in the admin',
      subject: (subject: string) => `New message: ${subject}`,
    },
    testimonialNotice: {
      arrived: 'A client sent a testimonial through a review link. It waits for your approval before it is shown.',
      labels: { name: 'Name', role: 'Role', company: 'Company' },
      open: 'Open it in the admin',
      subject: (name: string) => `New testimonial from ${name}`,
    },
    /** The office's review link sent to a client; no tracking, the link alone. */
    testimonialRequest: {
      subject: `Would you say a few words about your project? — ${company.name}`,
      greeting: (name: string) => `Hello ${name},`,
      body: `Thank you for trusting ${company.name} with your project. Would you tell other clients, in a few sentences, how working with us went? This link opens a short form; it works once, for 30 days.`,
      action: 'Write my testimonial',
      thanks: 'Thank you,',
    },
    /** A password reset link; the account's name is its only value besides the link. */
    passwordReset: {
      subject: `Choose a new password — ${company.name} admin`,
      greeting: (name: string) => `Hello ${name},`,
      body: `Someone asked to reset the password of your account in the ${company.name} admin. If it was you, choose a new password with this link. It works once, for one hour.`,
      action: 'Choose a new password',
      ignore: 'If you did not ask for it, ignore this email: your password stays as it is.',
    },
    /** The double opt-in: the subscriber's language, the link made when it is sent, nothing else. */
    newsletterConfirmation: {
      subject: `Confirm your subscription to the ${company.name} newsletter`,
      greeting: 'Hello,',
      body: `Please confirm that you would like to receive the ${company.name} newsletter at this address.`,
      action: 'Confirm my subscription',
      ignore: 'If you did not ask for it, ignore this email: you will not be subscribed, and your address is deleted within 7 days.',
    },
    /** The frame of every issue of the newsletter. */
    newsletter: {
      viewProject: 'See the project',
      why: 'You receive this newsletter because you subscribed on our website.',
      unsubscribe: 'Unsubscribe',
      testSubject: (subject: string) => `[Test] ${subject}`,
    },
    /** To an account whose address someone registered with again. */
    accountExists: {
      subject: `Your ${company.name} admin account`,
      greeting: (name: string) => `Hello ${name},`,
      body: `Someone tried to create an account in the ${company.name} admin with this email address. You already have one, so nothing was created.`,
      signIn: 'Sign in',
      forgot: 'If you forgot your password, choose “Forgot password?” on the sign-in screen.',
      ignore: 'If it was not you, ignore this email: your account stays as it is.',
    },
  },
} as const;

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language's messages fill in: every key, with the same arguments for every sentence with values. */
export type ApiMessages = Widen<typeof en>;
