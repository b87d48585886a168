import { FilePenLine, FolderKanban, History, LayoutDashboard, Mail, Newspaper, Settings, Users, type LucideIcon } from 'lucide-react';
import type { AdminArea } from '../../../shared/roles.ts';
import { text } from '../i18n/text.ts';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** The part of the admin the screen belongs to; none: every account's (the dashboard, one's own settings). */
  area?: AdminArea;
}

/** The sidebar's screens, in their order; each role sees the screens it may use (decision 180). */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/admin/dashboard', label: text.layout.nav.dashboard, icon: LayoutDashboard },
  { href: '/admin/projects', label: text.layout.nav.projects, icon: FolderKanban, area: 'projects' },
  { href: '/admin/messages', label: text.layout.nav.messages, icon: Mail, area: 'messages' },
  { href: '/admin/subscribers', label: text.layout.nav.subscribers, icon: Newspaper, area: 'subscribers' },
  { href: '/admin/site-content', label: text.layout.nav.siteContent, icon: FilePenLine, area: 'siteContent' },
  { href: '/admin/users', label: text.layout.nav.users, icon: Users, area: 'users' },
  { href: '/admin/activity', label: text.layout.nav.activity, icon: History, area: 'activity' },
  { href: '/admin/settings', label: text.layout.nav.settings, icon: Settings },
];

export const isActivePath = (location: string, href: string) => location === href || location.startsWith(`${href}/`);
