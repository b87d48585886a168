import type { z } from 'zod';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { signInScreenOf, type SignInScreen } from '../../../shared/sign-in-screens.ts';
import { watchForFirstToast } from '../../islands/toaster/lazy-toaster.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { api } from '../../lib/api-client.ts';
import { readJson, reasonOf } from '../../lib/api-error.ts';
import { applyToDocument, keepChoice, keptChoice } from '../i18n/browser-language.ts';
import type { SessionUser } from '../lib/api-types.ts';
import { HOME_PATH, LOGIN_PATH } from '../session/paths.ts';
import { takeHandedToast } from '../session/sign-in-page.ts';
import type { ScreenWords } from './screen-words.ts';

/*
 * The light sign-in page's behaviour (decision 023), with no framework: the admin's shared zod rules and messages,
 * requests and toasts; the admin has no sign-in screens of its own. The rules and the whole admin are fetched from the
 * person's first touch or key; the admin takes the page's place once they are signed in.
 */

const root = document.documentElement;
const lang = (): AdminLanguage => (root.lang === 'ar' ? 'ar' : 'en');
const screen = (): SignInScreen => (root.dataset.screen as SignInScreen | undefined) ?? 'login';
const stage = () => document.getElementById('sign-in') as HTMLElement;
const header = () => document.getElementById('sign-in-header') as HTMLElement;
const templateOf = (which: SignInScreen | 'header', language: AdminLanguage) =>
  document.querySelector(`template[${which === 'header' ? 'data-header' : `data-screen="${which}"`}][data-admin-language="${language}"]`) as HTMLTemplateElement;
const wordsOf = (which: SignInScreen = screen(), language: AdminLanguage = lang()): ScreenWords => JSON.parse(templateOf(which, language).dataset.words ?? '{}');
const liveForm = () => stage().querySelector('form') as HTMLFormElement;

/** What the screens learn from the server, kept when the page changes language. */
const found = { byEmail: true, linkSent: null as string | null };

// The forms' rules and the whole admin, each fetched once: from the first touch or key, or when a form is sent before that.
let rules: Promise<typeof import('./sign-in-rules.ts')> | undefined;
const loadRules = () => {
  rules ??= import('./sign-in-rules.ts');
  return rules;
};
let admin: Promise<typeof import('../app/mount-admin.tsx')> | undefined;
const loadAdmin = () => {
  if (!admin) {
    admin = import('../app/mount-admin.tsx');
    // And the dashboard's chunk, where a sign-in lands.
    void import('../app/screen-loaders.ts').then(({ preloadScreen }) => preloadScreen('dashboard'));
  }
  return admin;
};
type Rules = Awaited<ReturnType<typeof loadRules>>['signInRules'];

let entered = false;
let toastRoot: { unmount: () => void } | undefined;
let stopWatchingToasts = () => {};

/** The dashboard in the page's place (a signed-in visit to sign-in goes there too), welcoming one who has just signed in. */
const enterAdmin = async (user: SessionUser, welcome: boolean) => {
  const { mountAdmin } = await loadAdmin();
  if (entered) return;
  entered = true;
  // The admin has its own toast region: this page's is taken away, and no longer waits for a first toast.
  stopWatchingToasts();
  toastRoot?.unmount();
  document.getElementById('toaster')?.remove();
  for (const template of document.querySelectorAll('template[data-admin-language]')) template.remove();
  delete root.dataset.screen;
  history.replaceState(null, '', HOME_PATH);
  const host = document.createElement('div');
  document.getElementById('sign-in-page')?.replaceWith(host);
  mountAdmin(host, user, welcome);
};

const failed = (description: string, title: string) => toast({ title, description, variant: 'destructive' });

const setBusy = (form: HTMLFormElement, busy: boolean) => {
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  button.disabled = busy || button.dataset.blocked === 'true';
  button.toggleAttribute('aria-busy', busy);
  (button.querySelector('[data-idle]') as HTMLElement).hidden = busy;
  (button.querySelector('[data-busy]') as HTMLElement).hidden = !busy;
};

const setAlert = (form: HTMLFormElement, message: string | null) => {
  const alert = form.querySelector<HTMLElement>('[data-alert]');
  if (!alert) return;
  alert.hidden = message === null;
  (alert.querySelector('[data-alert-message]') as HTMLElement).textContent = message ?? '';
};

/** A field's message under it, wired as FormField wires it: aria-invalid, aria-describedby, the red border. */
const setFieldError = (form: HTMLFormElement, name: string, message: string | undefined) => {
  const field = form.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!field) return;
  const input = field.querySelector('input') as HTMLInputElement;
  const error = field.querySelector('[data-error]') as HTMLElement;
  const hint = field.querySelector<HTMLElement>('[data-hint]');
  error.textContent = message ?? '';
  error.hidden = !message;
  if (hint) hint.hidden = Boolean(message);
  input.classList.toggle('border-danger-500', Boolean(message));
  input.classList.toggle('border-line-strong', !message);
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  const describedBy = [hint?.id, message ? error.id : undefined].filter(Boolean).join(' ');
  if (describedBy) input.setAttribute('aria-describedby', describedBy);
  else input.removeAttribute('aria-describedby');
};

const valuesOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('[data-field] input')].map((input) => [input.name, input.value]));

/** Checks the form with its shared rules, as react-hook-form's zod resolver does: the first message of each field, focus on the first. */
const check = async <T>(form: HTMLFormElement, rules: z.ZodType<T>, values: Record<string, unknown>, only?: string): Promise<T | null> => {
  const result = await rules.safeParseAsync(values);
  const messages = new Map<string, string>();
  if (!result.success) for (const issue of result.error.issues) if (!messages.has(String(issue.path[0]))) messages.set(String(issue.path[0]), issue.message);
  for (const name of Object.keys(valuesOf(form))) if (!only || only === name) setFieldError(form, name, messages.get(name));
  if (!only && !result.success) form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  return result.success ? result.data : null;
};

/** Checked on submit, and again on each change once submitted (the whole admin's timing); then `send`, the button busy meanwhile. */
const onSubmit = <T>(form: HTMLFormElement, rulesOf: (all: Rules) => z.ZodType<T>, extra: () => Record<string, unknown>, send: (values: T) => Promise<void>) => {
  const rule = async () => rulesOf((await loadRules()).signInRules);
  form.addEventListener('input', async (event) => {
    if (form.dataset.submitted) void check(form, await rule(), { ...valuesOf(form), ...extra() }, (event.target as HTMLInputElement).name);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    form.dataset.submitted = 'true';
    const values = await check(form, await rule(), { ...valuesOf(form), ...extra() });
    if (values === null) return;
    setAlert(form, null);
    setBusy(form, true);
    try {
      await send(values);
    } finally {
      if (form.isConnected) setBusy(form, false);
    }
  });
};

const headers = () => ({ 'Accept-Language': lang() });
const statusOf = (error: unknown) => (error as { status?: number }).status;
const resetToken = () => new URLSearchParams(location.search).get('token') ?? '';

const wireLogin = (form: HTMLFormElement) =>
  onSubmit(
    form,
    (all) => all.login[lang()],
    () => ({}),
    async (values) => {
      try {
        // The language picked on this screen goes along, for an account that has not chosen one; refusals come in the screen's language.
        const answer = await readJson(await api.api.admin.login.$post({ json: { ...values, adminLanguage: keptChoice() } }, { headers: headers() }));
        if ('twoFactorRequired' in answer) show('code');
        else await enterAdmin(answer, true);
      } catch (error) {
        // A 401 is always "Invalid email or password"; other failures (too many attempts, offline) say what happened.
        const words = wordsOf('login');
        const message = statusOf(error) === 401 ? (words.failure ?? '') : (reasonOf(error) ?? words.failure ?? '');
        setAlert(form, message);
        failed(message, words.failureTitle);
      }
    },
  );

const wireCode = (form: HTMLFormElement) => {
  onSubmit(
    form,
    (all) => all.code[lang()],
    () => ({}),
    async ({ code }) => {
      try {
        await enterAdmin(await readJson(await api.api.admin.login['two-factor'].$post({ json: { code } }, { headers: headers() })), true);
      } catch (error) {
        const words = wordsOf('code');
        const message = reasonOf(error) ?? words.failure ?? '';
        setAlert(form, message);
        failed(message, words.failureTitle);
      }
    },
  );
  form.querySelector('[data-start-again]')?.addEventListener('click', () => show('login'));
  form.querySelector('input')?.focus();
};

/** The forgotten-password screen as far as the server has said: who resets a password without email, or that the link is sent. */
const showFound = () => {
  const noEmail = stage().querySelector<HTMLElement>('[data-no-email]');
  const sent = stage().querySelector<HTMLElement>('[data-link-sent]');
  const request = stage().querySelector<HTMLElement>('[data-request]');
  if (!noEmail || !sent || !request) return;
  noEmail.hidden = found.byEmail;
  sent.hidden = !found.byEmail || found.linkSent === null;
  (sent.querySelector('[data-link-sent-message]') as HTMLElement).textContent = found.linkSent ?? '';
  request.hidden = !found.byEmail || found.linkSent !== null;
};

let askedHowResetsGo = false;
const wireForgot = (form: HTMLFormElement) => {
  if (!askedHowResetsGo) {
    askedHowResetsGo = true;
    void api.api.admin['password-reset']
      .$get()
      .then(readJson)
      .then((options) => {
        found.byEmail = options.byEmail;
        showFound();
      })
      .catch(() => undefined);
  }
  showFound();
  onSubmit(
    form,
    (all) => all.forgot[lang()],
    () => ({}),
    async (json) => {
      try {
        // Before sign-in the answer comes in the screen's language.
        found.linkSent = (await readJson(await api.api.admin['password-reset'].$post({ json }, { headers: headers() }))).message;
        showFound();
      } catch (error) {
        const words = wordsOf('forgot');
        failed(reasonOf(error) ?? words.failureTitle, words.failureTitle);
      }
    },
  );
};

const showStrength = async (form: HTMLFormElement, password: string) => {
  const line = form.querySelector('[data-strength]') as HTMLElement;
  if (!password) {
    line.hidden = true;
    return;
  }
  const { passwordScore } = await import('../../../shared/passwords/password-strength.ts');
  if ((form.querySelector('[data-field="password"] input') as HTMLInputElement).value !== password) return;
  const score = passwordScore(password);
  const tone = ['bg-danger-600', 'bg-danger-500', 'bg-brass-500', 'bg-success-600', 'bg-success-600'][score] ?? 'bg-line';
  form.querySelectorAll<HTMLElement>('[data-strength-step]').forEach((step, index) => {
    step.className = `h-1.5 w-6 rounded-full ${index + 1 <= Math.max(score, 1) ? tone : 'bg-line'}`;
  });
  (form.querySelector('[data-strength-level]') as HTMLElement).textContent = wordsOf('reset').strength?.[score] ?? '';
  line.hidden = false;
};

const wireReset = (form: HTMLFormElement) => {
  const password = form.querySelector('[data-field="password"] input') as HTMLInputElement;
  password.addEventListener('input', () => void showStrength(form, password.value));
  if (password.value) void showStrength(form, password.value);
  onSubmit(
    form,
    (all) => all.reset[lang()],
    () => ({ token: resetToken() }),
    async (json) => {
      try {
        const result = await readJson(await api.api.admin['password-reset'].confirm.$post({ json }, { headers: headers() }));
        toast({ title: wordsOf('reset').doneTitle ?? '', description: result.message });
        history.replaceState(null, '', LOGIN_PATH);
        show('login');
      } catch (error) {
        const words = wordsOf('reset');
        const message = reasonOf(error) ?? words.failureTitle;
        setAlert(form, message);
        failed(message, words.failureTitle);
      }
    },
  );
  if (resetToken()) return;
  // A link without its token cannot work: said at once, and the button stays off.
  setAlert(form, wordsOf('reset').linkIncomplete ?? null);
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  button.dataset.blocked = 'true';
  button.disabled = true;
};

/** The show/hide button of each password field, named for what it does next. */
const wireReveal = (button: HTMLButtonElement) =>
  button.addEventListener('click', () => {
    const input = button.parentElement?.querySelector('input') as HTMLInputElement;
    const shown = input.type === 'password';
    input.type = shown ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(shown));
    button.setAttribute('aria-label', (shown ? button.dataset.hideLabel : button.dataset.showLabel) ?? '');
    (button.querySelector('[data-when-hidden]') as SVGElement).toggleAttribute('hidden', shown);
    (button.querySelector('[data-when-shown]') as SVGElement).toggleAttribute('hidden', !shown);
  });

/** The language switch: kept in this browser and sent when signing in; what was typed stays in the fields. */
const wireLanguage = (select: HTMLSelectElement) =>
  select.addEventListener('change', () => {
    const next: AdminLanguage = select.value === 'ar' ? 'ar' : 'en';
    const typed = valuesOf(liveForm());
    keepChoice(next);
    applyToDocument(next);
    header().replaceChildren(templateOf('header', next).content.cloneNode(true));
    header().querySelectorAll<HTMLSelectElement>('[data-language-switch]').forEach(wireLanguage);
    show(screen());
    const form = liveForm();
    for (const [name, value] of Object.entries(typed)) {
      const input = form.querySelector<HTMLInputElement>(`[data-field="${name}"] input`);
      if (input) input.value = value;
    }
    if (screen() === 'reset') void showStrength(form, typed.password ?? '');
    header().querySelector<HTMLSelectElement>('[data-language-switch]')?.focus();
  });

/** Screen links inside the page (forgot password, back to sign in, a new link) move without loading it again. */
const wireScreenLink = (link: HTMLAnchorElement) =>
  link.addEventListener('click', (event) => {
    const which = signInScreenOf(link.pathname);
    if (!which || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    history.pushState(null, '', link.pathname);
    show(which);
  });

const WIRES: Record<SignInScreen, (form: HTMLFormElement) => void> = { login: wireLogin, code: wireCode, forgot: wireForgot, reset: wireReset };

/** Wires the screen on the page: its form, its links. */
const wire = () => {
  stage().querySelectorAll<HTMLButtonElement>('[data-reveal]').forEach(wireReveal);
  stage().querySelectorAll<HTMLAnchorElement>('a[data-screen-link]').forEach(wireScreenLink);
  WIRES[screen()](liveForm());
  document.title = wordsOf().title;
};

/** Draws a screen from its template in the page's language, in place of the one shown. */
const show = (which: SignInScreen) => {
  root.dataset.screen = which;
  stage().replaceChildren(templateOf(which, lang()).content.cloneNode(true));
  wire();
};

export const startSignIn = () => {
  const host = document.getElementById('toaster');
  if (host)
    stopWatchingToasts = watchForFirstToast(host, async (element) => {
      toastRoot = (await import('../../islands/toaster/mount-toast-region.tsx')).mountToastRegion(element, 'bottom-start');
    });
  // What the admin had to say as it sent the person here: goodbye after logging out, or their new account.
  const handed = takeHandedToast();
  if (handed) toast(handed);
  // The page's first script already drew the screen; what was typed before this module ran stays.
  header().querySelectorAll<HTMLSelectElement>('[data-language-switch]').forEach(wireLanguage);
  wire();
  addEventListener('popstate', () => {
    if (!entered) show(signInScreenOf(location.pathname) ?? 'login');
  });
  const prefetch = () => {
    void loadRules();
    void loadAdmin();
  };
  for (const event of ['pointerdown', 'keydown', 'focusin'] as const) addEventListener(event, prefetch, { once: true, passive: true });
  // A signed-in visit to sign-in (or the forgotten-password screen) goes to the dashboard; the reset link works signed in or not.
  if (screen() !== 'reset')
    void api.api.admin.user
      .$get()
      .then(readJson)
      .then((user) => enterAdmin(user, false))
      .catch(() => undefined);
};
