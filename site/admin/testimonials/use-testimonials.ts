import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { TestimonialInput } from '../../../shared/schemas/testimonial.ts';
import type { ReviewRequestInput } from '../../../shared/schemas/testimonial.ts';
import type { TestimonialRequests, TestimonialRow } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useTestimonials = ({ enabled = true } = {}) => useQuery<TestimonialRow[]>({ queryKey: [endpoints.testimonials], enabled });

export const useTestimonialRequests = ({ enabled = true } = {}) => useQuery<TestimonialRequests>({ queryKey: [endpoints.testimonialRequests], enabled });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [endpoints.testimonials] }), queryClient.invalidateQueries({ queryKey: [endpoints.testimonialRequests] })]);
};

/** Adds a testimonial (`id` null) or saves one whole. */
export const useSaveTestimonial = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, json }: { id: number | null; json: TestimonialInput }) =>
      id === null ? readJson(await api.api.admin.testimonials.$post({ json })) : readJson(await api.api.admin.testimonials[':id'].$put({ param: { id: String(id) }, json })),
    onSuccess: refresh,
  });
};

/** Approves or hides a testimonial. */
export const useTestimonialStatus = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'approved' | 'hidden' }) =>
      readJson(await api.api.admin.testimonials[':id'].$put({ param: { id: String(id) }, json: { status } })),
    onSuccess: refresh,
  });
};

export const useTestimonialOrder = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (ids: number[]) => readJson(await api.api.admin.testimonials.order.$put({ json: { ids } })),
    onSuccess: refresh,
  });
};

export const useDeleteTestimonial = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.testimonials[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: refresh,
  });
};

export const useMakeRequest = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (json: ReviewRequestInput) => readJson(await api.api.admin.testimonials.requests.$post({ json })),
    onSuccess: refresh,
  });
};

export const useEmailRequest = () =>
  useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.testimonials.requests[':id'].email.$post({ param: { id: String(id) } })),
  });
