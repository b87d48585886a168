import { LayoutDashboard, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { shownRole } from '../../../shared/roles.ts';
import { useText } from '../i18n/text.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { buttonClass } from '../ui/button-styles.ts';

/** A screen the account's role does not include, reached by its address: the server refuses its data too. */
export function NoAccessView() {
  const text = useText();
  const user = useSignedInUser();
  return (
    <div className="flex flex-col items-center justify-center py-20 text-center">
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-subtle text-stone-600">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{text.app.noAccessTitle}</h1>
      <p className="mt-2 max-w-md text-sm text-muted">{text.app.noAccessDetail(text.common.roleName(shownRole(user)))}</p>
      <Link href="/admin/dashboard" className={buttonClass({ className: 'mt-6' })}>
        <LayoutDashboard aria-hidden="true" />
        {text.app.goToDashboard}
      </Link>
    </div>
  );
}
