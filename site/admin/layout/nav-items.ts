import { FilePenLine, FolderKanban, History, LayoutDashboard, Mail, Newspaper, Settings, Users, type LucideIcon } from 'lucide-react';
import type { AdminDictionary } from '../i18n/en.ts';

export interface NavItem {
  href: string;
  /** Its name in the admin's dictionary (`layout.nav`). */
  name: keyof AdminDictionary['layout']['nav'];
  icon: LucideIcon;
}

/** The sidebar of spec section 2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/admin/dashboard', name: 'dashboard', icon: LayoutDashboard },
  { href: '/admin/projects', name: 'projects', icon: FolderKanban },
  { href: '/admin/messages', name: 'messages', icon: Mail },
  { href: '/admin/subscribers', name: 'subscribers', icon: Newspaper },
  { href: '/admin/site-content', name: 'siteContent', icon: FilePenLine },
  { href: '/admin/users', name: 'users', icon: Users },
  { href: '/admin/activity', name: 'activity', icon: History },
  { href: '/admin/settings', name: 'settings', icon: Settings },
];

export const isActivePath = (location: string, href: string) => location === href || location.startsWith(`${href}/`);
