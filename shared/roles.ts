/**
 * Who may use which part of the admin (decision 180). The server guards each route group with its line
 * (`requireRole(...ADMIN_AREAS.messages)`), and the admin hides what a role cannot use by the same line.
 * The owner account is an admin that nobody else may change; every approved account keeps its own
 * settings (password, language, two-step sign-in, devices) whatever its role.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Each part of the admin, and the roles that use it. Adding a route group or a screen is one line here. */
export const ADMIN_AREAS = {
  /** Projects, their images and their order. */
  projects: ['admin', 'editor'],
  /** The site content's drafts, publishing, history and preview, and the publishing status. */
  siteContent: ['admin', 'editor'],
  /** The media library. */
  media: ['admin', 'editor'],
  /** Testimonials: the clients' quotes, their review links, approval and order. */
  testimonials: ['admin', 'editor'],
  /** Redirects of old addresses. */
  redirects: ['admin', 'editor'],
  /** Contact messages and the sales pipeline. */
  messages: ['admin', 'sales'],
  subscribers: ['admin', 'sales'],
  /** Writing, testing and sending the newsletter's issues. */
  newsletter: ['admin', 'editor'],
  /** "Coming up": the scheduled projects, site content and newsletter issues, published now or unscheduled. */
  schedules: ['admin', 'editor'],
  /** Erasing everything stored about one email address (its messages, subscription and log mentions). */
  privacy: ['admin', 'sales'],
  analytics: ['admin'],
  users: ['admin'],
  backups: ['admin'],
  activity: ['admin'],
  /** The office's settings: notification emails, acknowledgements, the two-step requirement. */
  officeSettings: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type AdminArea = keyof typeof ADMIN_AREAS;

const areasOf = (role: Role) => Object.values(ADMIN_AREAS).filter((roles) => (roles as readonly Role[]).includes(role)).length;

/** The role that may use the fewest parts of the admin: what approving an account offers first. */
export const LEAST_ROLE: Role = ROLES.reduce((least, role) => (areasOf(role) < areasOf(least) ? role : least));

/** What a role answers about an account: the stored role, and the owner shown as "owner". */
export interface RoleHolder {
  role: string;
  isOwner?: boolean;
}

/** Whether the account may use an area of the admin; the owner is an admin. */
export const mayUse = (account: RoleHolder, area: AdminArea) => (ADMIN_AREAS[area] as readonly string[]).includes(account.role);

/** The role as the admin shows it: the owner account is "owner". */
export const shownRole = (account: RoleHolder) => (account.isOwner ? 'owner' : account.role);
