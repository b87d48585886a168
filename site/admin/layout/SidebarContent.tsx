import { ExternalLink, LogOut } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { company } from '../../../shared/company.ts';
import { mayUse, shownRole } from '../../../shared/roles.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { useMessageSummary } from '../messages/use-messages.ts';
import { useLogout } from '../session/use-logout.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Button } from '../ui/Button.tsx';
import { cx } from '../ui/cx.ts';
import { BrandMark } from './BrandMark.tsx';
import { isActivePath, NAV_ITEMS } from './nav-items.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { NavBadge } from './NavBadge.tsx';
import { useTestimonials } from '../testimonials/use-testimonials.ts';
import { useScreenPrefetch } from '../app/use-screen-prefetch.ts';

const MESSAGES_HREF = '/admin/messages';
const TESTIMONIALS_HREF = '/admin/testimonials';

/** Brand, navigation and the signed-in user; the same in the desktop sidebar and the mobile sheet. */
export function SidebarContent({ onNavigate, showBrand = true }: { onNavigate?: () => void; showBrand?: boolean }) {
  const text = useText();
  const lang = useAdminLanguage();
  const [location] = useLocation();
  const user = useSignedInUser();
  const logout = useLogout();
  const badgeId = useId();
  const signedInFully = user.approved && !user.mustSetUpTwoFactor;
  const newCount = useMessageSummary({ enabled: signedInFully && mayUse(user, 'messages') }).data?.newCount ?? 0;
  const pendingCount = (useTestimonials({ enabled: signedInFully && mayUse(user, 'testimonials') }).data ?? []).filter((row) => row.status === 'pending').length;
  const prefetch = useScreenPrefetch();
  const items = NAV_ITEMS.filter((item) => !item.area || mayUse(user, item.area));

  return (
    <div className="flex h-full flex-col">
      {showBrand ? (
        <div className="flex h-16 items-center gap-2.5 border-b border-line px-5">
          <BrandMark className="size-8" />
          <div className="leading-tight">
            <p className="text-[15px] font-bold tracking-tight text-ink">{company.name}</p>
            <p className="text-xs font-medium text-muted">{text.common.admin}</p>
          </div>
        </div>
      ) : null}

      <nav aria-label={text.layout.navLabel} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="grid gap-0.5">
          {items.map(({ href, name, icon: Icon }) => {
            const active = isActivePath(location, href);
            const badged = href === MESSAGES_HREF && newCount > 0;
            const pending = href === TESTIMONIALS_HREF && pendingCount > 0;
            return (
              <li key={href}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  onPointerEnter={() => prefetch(href)}
                  onPointerDown={() => prefetch(href)}
                  onFocus={() => prefetch(href)}
                  aria-current={active ? 'page' : undefined}
                  aria-describedby={badged ? badgeId : undefined}
                  className={cx(
                    'group flex h-10 items-center gap-3 rounded-md px-3 text-sm font-semibold transition-colors',
                    active ? 'bg-nile-600 text-white shadow-card' : 'text-stone-800 hover:bg-subtle hover:text-ink',
                  )}
                >
                  <Icon aria-hidden="true" className={cx('size-[18px]', active ? 'text-brass-300' : 'text-stone-600 group-hover:text-ink')} />
                  {text.layout.nav[name]}
                  {badged ? (
                    <NavBadge
                      count={newCount}
                      active={active}
                      spoken={
                        <span id={badgeId} hidden>
                          {text.messages.newMessagesDescription(newCount)}
                        </span>
                      }
                    />
                  ) : null}
                  {/* Part of the link's name: "Testimonials, 2 pending". */}
                  {pending ? <NavBadge count={pendingCount} active={active} spoken={<span className="sr-only">{text.testimonials.pendingInNav(pendingCount)}</span>} /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 border-t border-line pt-4">
          <a href={localizedPath('/', lang)} className="flex h-9 items-center gap-3 rounded-md px-3 text-[13px] font-medium text-muted hover:bg-subtle hover:text-ink">
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {text.layout.viewWebsite}
          </a>
        </div>
      </nav>

      <div className="border-t border-line p-3">
        <div className="flex items-center gap-3 rounded-lg px-2 py-2">
          <Avatar name={user.name} />
          <div className="min-w-0 flex-1 leading-tight">
            <p dir="auto" className="align-page-start truncate text-sm font-semibold text-ink" title={user.name}>
              {user.name}
            </p>
            <p className="mt-0.5 truncate text-xs text-muted">
              {text.layout.role} <span className="font-semibold text-stone-800">{text.common.roleName(shownRole(user))}</span>
            </p>
          </div>
        </div>
        <Button variant="secondary" size="sm" className="mt-1 w-full" busy={logout.isPending} onClick={() => logout.mutate()}>
          {logout.isPending ? null : <LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
          {text.session.logOut}
        </Button>
      </div>
    </div>
  );
}
