import { Compass, LayoutDashboard } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../ui/button-styles.ts';
import { useText } from '../i18n/text.ts';

/** An /admin path that is not one of the admin's screens. */
export function NotFoundView() {
  const text = useText();
  const [location] = useLocation();
  return (
    <div className="flex flex-col items-center justify-center py-20 text-center">
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-subtle text-stone-600">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-brass-700 uppercase">404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">{text.app.notFoundTitle}</h1>
      <p className="mt-2 max-w-md text-sm text-muted">
        {text.app.notFoundBefore} <code className="rounded bg-subtle px-1.5 py-0.5 text-[13px] text-ink">{location}</code>. {text.app.notFoundAfter}
      </p>
      <Link href="/admin/dashboard" className={buttonClass({ className: 'mt-6' })}>
        <LayoutDashboard aria-hidden="true" />
        {text.app.goToDashboard}
      </Link>
    </div>
  );
}
