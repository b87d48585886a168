export { adminComingUpRoutes } from './coming-up-routes.ts';
export { startSchedules } from './start-schedules.ts';
