export { carryOutDueProjects, carryOutNow as carryOutProjectNow, scheduledProjects, unscheduleProject } from './project-schedule.ts';
