import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryAlts } from '../../../shared/library-alts.ts';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { MediaImage } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

/** Every uploaded image with its uses and alt texts: the Media screen, the pickers and the alt placeholders read it. */
export const useMedia = ({ enabled = true } = {}) => useQuery<MediaImage[]>({ queryKey: [endpoints.media], enabled });

/** The library's alt texts by address, for the places that leave their own empty. */
export const libraryAltsOf = (images: readonly MediaImage[] | undefined): LibraryAlts => new Map((images ?? []).map((image) => [image.url, image.alt]));

/** A new upload, an edit or a delete changes what the library lists. */
export const useRefreshMedia = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [endpoints.media] });
};

export const useDescribeImage = () => {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: async ({ id, alt }: { id: string; alt: { en: string; ar: string } }) => readJson(await api.api.admin.media[':id'].$patch({ param: { id }, json: { alt } })),
    onSuccess: refresh,
  });
};

export const useDeleteImage = () => {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.api.admin.media[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  });
};
