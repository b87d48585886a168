import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { Project } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import type { ProjectFormOutput } from './project-form-values.ts';

export const useProjects = ({ enabled = true } = {}) => useQuery<Project[]>({ queryKey: [endpoints.projects], enabled });

/** Every project change refetches the list, and the publishing status (a rebuild is now scheduled). */
const refetchAfterProjectChange = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: [endpoints.projects] }), queryClient.invalidateQueries({ queryKey: [endpoints.publishing] })]);

export const useSaveProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number | null; values: ProjectFormOutput }) =>
      readJson(id === null ? await api.api.admin.projects.$post({ json: values }) : await api.api.admin.projects[':id'].$put({ param: { id: String(id) }, json: values })),
    onSuccess: () => refetchAfterProjectChange(queryClient),
  });
};

export const useToggleFeatured = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, featured }: { id: number; featured: boolean }) =>
      readJson(await api.api.admin.projects[':id'].$put({ param: { id: String(id) }, json: { featured } })),
    // The switch moves at once; a failure puts the list back as the server has it.
    onMutate: async ({ id, featured }) => {
      await queryClient.cancelQueries({ queryKey: [endpoints.projects] });
      queryClient.setQueryData<Project[]>([endpoints.projects], (projects) => projects?.map((project) => (project.id === id ? { ...project, featured } : project)));
    },
    onSettled: () => refetchAfterProjectChange(queryClient),
  });
};

export const useDeleteProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.projects[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => refetchAfterProjectChange(queryClient),
  });
};

/** Saves the portfolio order at once; the list shows it meanwhile, and a failure puts back the server's order. */
export const useReorderProjects = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: Project[]) => readJson(await api.api.admin.projects.order.$put({ json: { ids: ordered.map((project) => project.id) } })),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: [endpoints.projects] });
      queryClient.setQueryData<Project[]>([endpoints.projects], ordered);
    },
    onSettled: () => refetchAfterProjectChange(queryClient),
  });
};
