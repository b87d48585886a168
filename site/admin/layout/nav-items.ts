import { FolderKanban, History, LayoutDashboard, Mail, Newspaper, Settings, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar of spec section 2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/admin/projects', label: 'Projects', icon: FolderKanban },
  { href: '/admin/messages', label: 'Messages', icon: Mail },
  { href: '/admin/subscribers', label: 'Subscribers', icon: Newspaper },
  { href: '/admin/users', label: 'Users', icon: Users },
  { href: '/admin/activity', label: 'Activity', icon: History },
  { href: '/admin/settings', label: 'Settings', icon: Settings },
];

export const isActivePath = (location: string, href: string) => location === href || location.startsWith(`${href}/`);
