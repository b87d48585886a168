export { adminTestimonialRoutes } from './admin-testimonial-routes.ts';
export { reviewPages } from './review-pages.ts';
export { testimonialRoutes } from './testimonial-routes.ts';
export { testimonialNoticeEmail, testimonialRequestEmail } from './testimonial-emails.ts';
export { eraseTestimonialsOf } from './testimonial-store.ts';
