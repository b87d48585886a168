import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { errorFromResponse } from '../../lib/api-error.ts';
import type { SiteContentSection } from '../../../shared/site-content/sections.ts';
import type { SavedSiteContentSection, SitePreview, SiteContentHistory, SiteContentPublish, SiteContentState } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export type { SiteContentState };
export type SectionState = SiteContentState['sections'][SiteContentSection];
export type PublishRecord = SiteContentHistory['publishes'][number];

const routes = api.api.admin['site-content'];

/** The API types contents as unknown (it stores what the schema accepted); the admin reads them as the schemas' types. */
const readJson = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as T;
};

export const useSiteContent = () => useQuery<SiteContentState>({ queryKey: [endpoints.siteContent] });
export const useSiteContentHistory = () => useQuery<SiteContentHistory>({ queryKey: [endpoints.siteContentHistory] });

/** Saves one section's draft; the answer replaces that section in the cached state. */
export const useSaveDraft = (section: SiteContentSection) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, content }: { version: number; content: unknown }) =>
      readJson<SavedSiteContentSection>(await routes[':section'].$put({ param: { section }, json: { version, content: content as Record<string, unknown> } })),
    onSuccess: ({ section: saved, published, draft, version, updatedAt, updatedBy }) => {
      queryClient.setQueryData<SiteContentState>([endpoints.siteContent], (state) => {
        if (!state) return state;
        const sections = { ...state.sections, [saved]: { published, draft, version, updatedAt, updatedBy } };
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
    mutationFn: async () => readJson<SiteContentPublish>(await routes.publish.$post()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.siteContent] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.siteContentHistory] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.publishing] }),
      ]),
  });
};

const useReplacingMutation = (request: (arg: number) => Promise<Response>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: number) => readJson<SiteContentState>(await request(arg)),
    onSuccess: (state) => queryClient.setQueryData([endpoints.siteContent], state),
  });
};

export const useDiscard = () => useReplacingMutation(() => routes.discard.$post());
export const useRestore = () => useReplacingMutation((id) => routes.history[':id'].restore.$post({ param: { id: String(id) } }));

export const startPreview = async () => readJson<SitePreview>(await routes.preview.$post());
export const readPreview = async () => readJson<SitePreview>(await routes.preview.$get());
