import { sectionTitle } from './site-content/section-titles.ts';

/** Every kind of admin change the activity log records, with the label its filter shows. */
export const ACTIVITY_ACTIONS = {
  'session.signed-in': 'Signed in',
  'session.sign-in-failed': 'Failed sign-in',
  'session.code-failed': 'Wrong authentication code',
  'session.signed-out': 'Signed out',
  'project.created': 'Project created',
  'project.edited': 'Project edited',
  'project.featured': 'Project featured',
  'project.unfeatured': 'Project no longer featured',
  'project.deleted': 'Project deleted',
  'project.published': 'Project published',
  'project.drafted': 'Project made a draft',
  'projects.reordered': 'Portfolio reordered',
  'image.uploaded': 'Image uploaded',
  'image.described': 'Image alt text changed',
  'image.deleted': 'Image deleted',
  'redirect.created': 'Redirect added',
  'redirect.edited': 'Redirect edited',
  'redirect.deleted': 'Redirect removed',
  'message.read': 'Message read',
  'message.deleted': 'Message deleted',
  'lead.added': 'Lead added',
  'lead.stage-changed': 'Lead moved',
  'lead.updated': 'Lead updated',
  'subscriber.deleted': 'Subscriber deleted',
  'subscribers.exported': 'Subscribers exported',
  'data.erased': 'Data of an email address erased',
  'user.approved': 'User approved',
  'user.unapproved': 'User unapproved',
  'user.deleted': 'User deleted',
  'user.role-changed': 'Role changed',
  'user.password-reset-link': 'Password reset link made',
  'account.password-changed': 'Password changed',
  'account.password-reset': 'Password reset',
  'account.sessions-ended': 'Sessions ended',
  'account.session-ended': 'Session signed out',
  'account.two-factor-enabled': 'Two-step sign-in turned on',
  'account.two-factor-disabled': 'Two-step sign-in turned off',
  'security.two-factor-required': 'Two-step sign-in required',
  'security.two-factor-optional': 'Two-step sign-in made optional',
  'content.published': 'Content published',
  'content.discarded': 'Content changes discarded',
  'content.restored': 'Content version restored',
  'backup.taken': 'Backup taken',
  'backup.restored': 'Backup restored',
} as const;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export const isActivityAction = (value: string): value is ActivityAction => Object.hasOwn(ACTIVITY_ACTIONS, value);

export interface ActivityFacts {
  action: string;
  actorName: string | null;
  target: string | null;
  details: Record<string, unknown> | null;
  clientAddress: string;
}

/** "A sign-in" or, for failures counted together, "3 sign-ins". */
const failures = (details: Record<string, unknown> | null) => (typeof details?.count === 'number' && details.count > 1 ? `${details.count} sign-ins` : 'A sign-in');
const quoted = (target: string | null) => (target ? `“${target}”` : 'an item');
const sectionList = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.map((section) => sectionTitle(section)).join(', ') : null);
const listOf = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.map(String).join(', ') : null);

/** One plain sentence per record, as the activity page shows it ("Mona approved Karim Adel"). */
export const activitySentence = ({ action, actorName, target, details, clientAddress }: ActivityFacts): string => {
  const who = actorName ?? 'Someone';
  const name = target ?? 'an account';
  switch (action) {
    case 'session.signed-in':
      return `${who} signed in from ${clientAddress}${details?.twoFactor === 'backup code' ? ' with a backup code' : ''}`;
    case 'session.sign-in-failed':
      return `${failures(details)} as ${target ?? 'an unknown email'} failed from ${clientAddress}`;
    case 'session.code-failed':
      return `${typeof details?.count === 'number' && details.count > 1 ? `${details.count} wrong authentication codes` : 'A wrong authentication code'} for ${target ?? 'an account'} from ${clientAddress}`;
    case 'session.signed-out':
      return `${who} signed out`;
    case 'project.created':
      return `${who} created the project ${quoted(target)}${details?.status === 'Draft' ? ' as a draft' : ''}`;
    case 'project.edited': {
      const fields = listOf(details?.fields);
      return `${who} edited the project ${quoted(target)}${fields ? ` (${fields})` : ''}`;
    }
    case 'project.featured':
      return `${who} featured the project ${quoted(target)}`;
    case 'project.unfeatured':
      return `${who} stopped featuring the project ${quoted(target)}`;
    case 'project.deleted':
      return `${who} deleted the project ${quoted(target)}`;
    case 'project.published':
      return `${who} published the project ${quoted(target)}`;
    case 'project.drafted':
      return `${who} made the project ${quoted(target)} a draft`;
    case 'projects.reordered':
      return `${who} changed the portfolio order${target ? ` (${target} first)` : ''}`;
    case 'image.uploaded':
      return `${who} uploaded the image ${target ?? ''}`.trimEnd();
    case 'image.described':
      return `${who} changed the alt text of the image ${target ?? ''}`.trimEnd();
    case 'image.deleted':
      return `${who} deleted the image ${target ?? ''}`.trimEnd();
    case 'redirect.created':
      return `${who} added a redirect from ${target ?? 'an address'}${typeof details?.to === 'string' ? ` to ${details.to}` : ''}`;
    case 'redirect.edited':
      return `${who} edited the redirect from ${target ?? 'an address'}${typeof details?.to === 'string' ? ` (now to ${details.to})` : ''}`;
    case 'redirect.deleted':
      return `${who} removed the redirect from ${target ?? 'an address'}`;
    case 'data.erased':
      return `${who} erased the data of one email address`;
    case 'message.read':
      return `${who} read the message from ${target ?? 'a visitor'}`;
    case 'message.deleted':
      return `${who} deleted the message from ${target ?? 'a visitor'}`;
    case 'lead.added':
      return `${who} added the lead ${target ?? 'a visitor'}${typeof details?.channel === 'string' ? ` (${details.channel})` : ''}`;
    case 'lead.stage-changed': {
      const reason = typeof details?.lostReason === 'string' ? `: ${details.lostReason}` : '';
      return `${who} moved the lead ${target ?? 'a visitor'} from ${String(details?.from ?? 'a stage')} to ${String(details?.to ?? 'another stage')}${reason}`;
    }
    case 'lead.updated': {
      const fields = listOf(details?.fields);
      return `${who} updated the lead ${target ?? 'a visitor'}${fields ? ` (${fields})` : ''}`;
    }
    case 'subscriber.deleted':
      return `${who} deleted the subscriber ${target ?? ''}`.trimEnd();
    case 'subscribers.exported':
      return `${who} exported ${typeof details?.count === 'number' ? `${details.count} ` : ''}subscribers`;
    case 'user.approved':
      return `${who} approved ${name}${details?.role === 'editor' || details?.role === 'sales' ? ` as ${details.role === 'editor' ? 'an editor' : 'sales'}` : ''}`;
    case 'user.unapproved':
      return `${who} unapproved ${name}`;
    case 'user.deleted':
      return `${who} deleted the account of ${name}`;
    case 'user.role-changed':
      return `${who} gave ${name} the role ${typeof details?.role === 'string' ? details.role : 'of another kind'}`;
    case 'user.password-reset-link':
      return `${who} made a password reset link for ${name}`;
    case 'account.password-changed':
      return `${who} changed their password`;
    case 'account.password-reset':
      return actorName ? `${actorName} set a new password with a reset link` : `The password of ${name} was set on the server`;
    case 'account.sessions-ended':
      return `${who} signed out their other sessions`;
    case 'account.session-ended':
      return `${who} signed out a session${typeof details?.browser === 'string' ? ` (${[details.browser, details.system].filter((part) => typeof part === 'string').join(', ')})` : ''}`;
    case 'account.two-factor-enabled':
      return `${who} turned on two-step sign-in`;
    case 'account.two-factor-disabled':
      return `${who} turned off two-step sign-in`;
    case 'security.two-factor-required':
      return `${who} required two-step sign-in for every account`;
    case 'security.two-factor-optional':
      return `${who} made two-step sign-in optional`;
    case 'content.published': {
      const sections = sectionList(details?.sections);
      return `${who} published the site content${sections ? ` (${sections})` : ''}`;
    }
    case 'content.discarded': {
      const sections = sectionList(details?.sections);
      return `${who} discarded the unpublished site content changes${sections ? ` (${sections})` : ''}`;
    }
    case 'content.restored': {
      const when = typeof details?.publishedAt === 'string' ? details.publishedAt.slice(0, 16).replace('T', ' ') : null;
      return `${who} restored the site content ${when ? `published ${when} UTC` : 'of an earlier publish'} as unpublished changes`;
    }
    case 'backup.taken':
      return actorName ? `${actorName} took the backup ${target ?? ''}`.trimEnd() : `The backup ${target ?? ''} was taken automatically`.replace('  ', ' ');
    case 'backup.restored':
      return `The backup ${target ?? ''} was restored`.replace('  ', ' ');
    default:
      return `${who}: ${action}${target ? ` ${target}` : ''}`;
  }
};
