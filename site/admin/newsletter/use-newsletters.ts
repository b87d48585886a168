import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { NewsletterInput } from '../../../shared/schemas/newsletter.ts';

export type Issue = InferResponseType<typeof api.api.admin.newsletters.$get, 200>[number];

const listPath = api.api.admin.newsletters.$path();
const issuePath = (id: number) => api.api.admin.newsletters[':id'].$path({ param: { id: String(id) } });
const siteContentPath = api.api.admin['site-content'].$path();

/** While an issue goes out its figures move: the list is read again every few seconds, and only then. */
const POLL_MS = 2000;
const moving = (issue: Issue, now = Date.now()) =>
  issue.status === 'sending' || (issue.status === 'scheduled' && issue.scheduledAt !== null && Date.parse(issue.scheduledAt) <= now);

export const useIssues = () => useQuery<Issue[]>({ queryKey: [listPath], refetchInterval: (query) => ((query.state.data ?? []).some((issue) => moving(issue)) ? POLL_MS : false) });

export const useIssue = (id: number | null) =>
  useQuery<Issue>({
    // A new issue reads nothing; its key is its own, never the list's.
    queryKey: [id === null ? `${listPath}/new` : issuePath(id)],
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && moving(query.state.data) ? POLL_MS : false),
  });

/** The studio's postal address in each language, as the emails' foot prints it (the published Company section). */
export const useStudioAddress = () =>
  useQuery({
    queryKey: [siteContentPath],
    select: (state: InferResponseType<(typeof api.api.admin)['site-content']['$get'], 200>) => state.sections.company.published.address,
  });

/** Every change to an issue changes the list and the issue's own view. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (issue?: Issue) => {
    if (issue) queryClient.setQueryData([issuePath(issue.id)], issue);
    return queryClient.invalidateQueries({ queryKey: [listPath] });
  };
};

/** Creates an issue (`id` null) or saves it. */
export const useSaveIssue = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, json }: { id: number | null; json: NewsletterInput }) =>
      id === null ? readJson(await api.api.admin.newsletters.$post({ json })) : readJson(await api.api.admin.newsletters[':id'].$put({ param: { id: String(id) }, json })),
    onSuccess: (issue) => refresh(issue),
  });
};

export const useDeleteIssue = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.newsletters[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => refresh(),
  });
};

/** "Send me a test": each written language to the signed-in account; answers the server's sentence. */
export const useSendTest = () => useMutation({ mutationFn: async (id: number) => readJson(await api.api.admin.newsletters[':id'].test.$post({ param: { id: String(id) } })) });

/** Sends now (no `at`), or at an ISO time. */
export const useSendIssue = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, at }: { id: number; at?: string }) =>
      readJson(
        await api.api.admin.newsletters[':id'].send.$post(
          { param: { id: String(id) } },
          // The route reads its optional body itself, so the typed client has no `json` for it.
          at === undefined ? undefined : { init: { credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) } },
        ),
      ),
    onSuccess: (issue) => refresh(issue),
  });
};
