import { FilePenLine, FolderKanban, History, Images, LayoutDashboard, Mail, Milestone, Newspaper, Settings, Users, type LucideIcon } from 'lucide-react';
import { text } from '../i18n/text.ts';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar of spec section 2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/admin/dashboard', label: text.layout.nav.dashboard, icon: LayoutDashboard },
  { href: '/admin/projects', label: text.layout.nav.projects, icon: FolderKanban },
  { href: '/admin/messages', label: text.layout.nav.messages, icon: Mail },
  { href: '/admin/subscribers', label: text.layout.nav.subscribers, icon: Newspaper },
  { href: '/admin/site-content', label: text.layout.nav.siteContent, icon: FilePenLine },
  { href: '/admin/media', label: text.layout.nav.media, icon: Images },
  { href: '/admin/redirects', label: text.layout.nav.redirects, icon: Milestone },
  { href: '/admin/users', label: text.layout.nav.users, icon: Users },
  { href: '/admin/activity', label: text.layout.nav.activity, icon: History },
  { href: '/admin/settings', label: text.layout.nav.settings, icon: Settings },
];

export const isActivePath = (location: string, href: string) => location === href || location.startsWith(`${href}/`);
