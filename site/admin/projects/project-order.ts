import type { Project } from '../lib/api-types.ts';

/** The list after dragging one project onto another's place. */
export const moveProject = (projects: readonly Project[], fromId: number, toId: number): Project[] => {
  const from = projects.findIndex((project) => project.id === fromId);
  const to = projects.findIndex((project) => project.id === toId);
  if (from < 0 || to < 0 || from === to) return [...projects];
  const next = [...projects];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};
