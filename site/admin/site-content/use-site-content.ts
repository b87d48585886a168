import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { SiteContentSection } from '../../../shared/site-content/sections.ts';
import type { SiteContentHistory, SiteContentState } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export type { SiteContentState };
export type SectionState = SiteContentState['sections'][SiteContentSection];
export type PublishRecord = SiteContentHistory['publishes'][number];

const routes = api.api.admin['site-content'];

export const useSiteContent = () => useQuery<SiteContentState>({ queryKey: [endpoints.siteContent] });
export const useSiteContentHistory = () => useQuery<SiteContentHistory>({ queryKey: [endpoints.siteContentHistory] });

/** Saves one section's draft; the answer replaces that section in the cached state. */
export const useSaveDraft = (section: SiteContentSection) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, content, keepSchedule }: { version: number; content: unknown; keepSchedule?: boolean }) =>
      readJson(await routes[':section'].$put({ param: { section }, json: { version, content: content as Record<string, unknown>, keepSchedule } })),
    onSuccess: ({ section: saved, published, draft, version, updatedAt, updatedBy, publishAt }) => {
      // "Coming up" lists the section's schedule, which this save may have dropped.
      void queryClient.invalidateQueries({ queryKey: [endpoints.comingUp] });
      queryClient.setQueryData<SiteContentState>([endpoints.siteContent], (state) => {
        if (!state) return state;
        const sections = { ...state.sections, [saved]: { published, draft, version, updatedAt, updatedBy, publishAt } };
        const changedSections = (Object.keys(sections) as SiteContentSection[]).filter((key) => sections[key].draft !== null);
        return { sections, changedSections } as SiteContentState;
      });
    },
  });
};

/** Publish, discard and restore answer with the whole state (publish refetches it). */
export const usePublish = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await routes.publish.$post()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.siteContent] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.siteContentHistory] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.publishing] }),
      ]),
  });
};

const useReplacingMutation = (replace: (arg: number) => Promise<SiteContentState>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replace,
    onSuccess: (state) => queryClient.setQueryData([endpoints.siteContent], state),
  });
};

/** "Publish at…": the chosen sections' drafts go live by themselves at an ISO time. */
export const useScheduleContent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: { sections: SiteContentSection[]; at: string }) => readJson(await routes.schedule.$post({ json })),
    onSuccess: (state) => {
      queryClient.setQueryData([endpoints.siteContent], state);
      void queryClient.invalidateQueries({ queryKey: [endpoints.comingUp] });
    },
  });
};

export const useDiscard = () => useReplacingMutation(async () => readJson(await routes.discard.$post()));
export const useRestore = () => useReplacingMutation(async (id) => readJson(await routes.history[':id'].restore.$post({ param: { id: String(id) } })));

export const startPreview = async () => readJson(await routes.preview.$post());
export const readPreview = async () => readJson(await routes.preview.$get());
