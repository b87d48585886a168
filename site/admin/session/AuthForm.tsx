import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'wouter';
import { InlineAlert } from '../ui/InlineAlert.tsx';
import { AuthShell } from './AuthShell.tsx';

interface AuthFormProps {
  /** The tab's title. */
  title: string;
  heading: string;
  intro: string;
  /** The link to the other screen: "New to the team? Register". */
  switchTo: { prompt: string; label: string; href: string };
  failureTitle: string;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** Sign-in and register: heading, the failure alert, the fields, and the way to the other screen. */
export function AuthForm({ title, heading, intro, switchTo, failureTitle, failure, onSubmit, children }: AuthFormProps) {
  return (
    <AuthShell
      title={title}
      footer={
        <>
          {switchTo.prompt}{' '}
          <Link href={switchTo.href} className="rounded font-semibold text-nile-600 underline-offset-4 hover:underline">
            {switchTo.label}
          </Link>
        </>
      }
    >
      <h1 className="text-xl font-bold tracking-tight text-ink">{heading}</h1>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <form noValidate className="mt-6 grid gap-4" onSubmit={onSubmit}>
        {failure ? <InlineAlert title={failureTitle}>{failure}</InlineAlert> : null}
        {children}
      </form>
    </AuthShell>
  );
}
