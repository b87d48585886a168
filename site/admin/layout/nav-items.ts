import {
  ChartNoAxesColumn,
  MessageSquareQuote,
  FilePenLine,
  FolderKanban,
  History,
  Images,
  LayoutDashboard,
  Mail,
  Mails,
  Milestone,
  Newspaper,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminArea } from '../../../shared/roles.ts';
import type { AdminDictionary } from '../i18n/en.ts';

export interface NavItem {
  href: string;
  /** Its name in the admin's dictionary (`layout.nav`). */
  name: keyof AdminDictionary['layout']['nav'];
  icon: LucideIcon;
  /** The part of the admin the screen belongs to; none: every account's (the dashboard, one's own settings). */
  area?: AdminArea;
}

/** The sidebar's screens, in their order; each role sees the screens it may use. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/admin/dashboard', name: 'dashboard', icon: LayoutDashboard },
  { href: '/admin/analytics', name: 'analytics', icon: ChartNoAxesColumn, area: 'analytics' },
  { href: '/admin/projects', name: 'projects', icon: FolderKanban, area: 'projects' },
  { href: '/admin/messages', name: 'messages', icon: Mail, area: 'messages' },
  { href: '/admin/subscribers', name: 'subscribers', icon: Newspaper, area: 'subscribers' },
  { href: '/admin/newsletter', name: 'newsletter', icon: Mails, area: 'newsletter' },
  { href: '/admin/site-content', name: 'siteContent', icon: FilePenLine, area: 'siteContent' },
  { href: '/admin/media', name: 'media', icon: Images, area: 'media' },
  { href: '/admin/testimonials', name: 'testimonials', icon: MessageSquareQuote, area: 'testimonials' },
  { href: '/admin/redirects', name: 'redirects', icon: Milestone, area: 'redirects' },
  { href: '/admin/users', name: 'users', icon: Users, area: 'users' },
  { href: '/admin/activity', name: 'activity', icon: History, area: 'activity' },
  { href: '/admin/settings', name: 'settings', icon: Settings },
];

export const isActivePath = (location: string, href: string) => location === href || location.startsWith(`${href}/`);
