import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ensureOk } from '../../lib/api-error.ts';
import type { SiteContent, SiteContentSection } from '../../../shared/site-content/sections.ts';
import { endpoints } from '../lib/endpoints.ts';

export interface SectionState<S extends SiteContentSection = SiteContentSection> {
  published: SiteContent[S];
  draft: SiteContent[S] | null;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface SiteContentState {
  sections: { [S in SiteContentSection]: SectionState<S> };
  changedSections: SiteContentSection[];
}

export interface PublishRecord {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  sections: SiteContentSection[];
}

export interface PreviewStatus {
  state: 'idle' | 'building' | 'ready' | 'failed';
  builtAt: string | null;
  error: string | null;
  url: string;
}

const send = async <T>(path: string, method: 'POST' | 'PUT', body?: unknown): Promise<T> => {
  const response = await ensureOk(
    await fetch(path, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return (await response.json()) as T;
};

export const useSiteContent = () => useQuery<SiteContentState>({ queryKey: [endpoints.siteContent] });
export const useSiteContentHistory = () => useQuery<{ publishes: PublishRecord[] }>({ queryKey: [endpoints.siteContentHistory] });

/** Saves one section's draft; the answer replaces that section in the cached state. */
export const useSaveDraft = (section: SiteContentSection) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, content }: { version: number; content: unknown }) =>
      send<SectionState & { section: SiteContentSection }>(`${endpoints.siteContent}/${section}`, 'PUT', { version, content }),
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
    mutationFn: () => send<{ publish: PublishRecord }>(`${endpoints.siteContent}/publish`, 'POST'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.siteContent] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.siteContentHistory] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.publishing] }),
      ]),
  });
};

const useReplacingMutation = (path: (arg: number) => string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: number) => send<SiteContentState>(path(arg), 'POST'),
    onSuccess: (state) => queryClient.setQueryData([endpoints.siteContent], state),
  });
};

export const useDiscard = () => useReplacingMutation(() => `${endpoints.siteContent}/discard`);
export const useRestore = () => useReplacingMutation((id) => `${endpoints.siteContentHistory}/${id}/restore`);

export const startPreview = () => send<{ preview: PreviewStatus }>(`${endpoints.siteContent}/preview`, 'POST');
export const readPreview = async (): Promise<{ preview: PreviewStatus }> => {
  const response = await ensureOk(await fetch(`${endpoints.siteContent}/preview`, { credentials: 'include', headers: { Accept: 'application/json' } }));
  return (await response.json()) as { preview: PreviewStatus };
};
