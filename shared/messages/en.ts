/**
 * Every sentence the API can answer with, in English, grouped by feature; the zod rules in shared/schemas,
 * the routes, the admin and the tests read them here. The spec's sentences are kept word for word
 * (spec-texts.test.ts holds them to it). Sentences with values are functions. `ar.ts` is typed as
 * `ApiMessages`, so a missing Arabic key or a different signature fails the type check (decision 140).
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
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  shareImage: 'Share image',
} as const;

/** A field a rule names in its sentence; each language has its own name for it. */
export type Field = keyof typeof fieldLabels;

const atMostCharacters = (label: string, max: number) => `${label} must be at most ${max} characters`;
const mustBeText = (label: string) => `${label} must be text`;

export const en = {
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
    accountExists: 'An account with this email already exists. Please sign in instead.',
    loggedOut: 'You have been successfully logged out.',
    passwordChanged: 'Your password has been changed and your other sessions have been signed out.',
    otherSessionsSignedOut: 'All your other sessions have been signed out.',
  },
  /** The admin's user management. */
  users: {
    approvedNotBoolean: 'Approved must be true or false',
    notFound: 'User not found',
    ownerProtected: (action: 'change' | 'delete') => `The owner account cannot be ${action === 'change' ? 'changed' : 'deleted'}.`,
    notYourself: (action: 'change' | 'delete') => `You cannot ${action} your own account here.`,
    deleted: 'User deleted successfully',
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
    notAnObject: 'Send the section as a JSON object with its fields',
    unknownSection: 'No such site content section',
    versionRequired: 'Send the version you edited, as a whole number',
    conflict: 'This content was changed by someone else. Reload to see it.',
    nothingToPublish: 'There are no unpublished changes to publish',
    versionNotFound: 'That published version no longer exists',
  },
  /** The drafts' preview (decision 109). */
  preview: {
    unavailable: 'Previews are built by the production server (npm start). The development server (npm run dev) shows the published content only.',
  },
  /** The activity log's filters. */
  activity: {
    pageInvalid: 'The page must be a whole number from 1',
    adminInvalid: 'The admin must be a user id',
    actionUnknown: 'This is not an action the activity log records',
  },
} as const;

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language's messages fill in: every key, with the same arguments for every sentence with values. */
export type ApiMessages = Widen<typeof en>;
