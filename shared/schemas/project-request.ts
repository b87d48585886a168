import { z } from 'zod';
import { perLanguage } from './per-language.ts';
import { projectSchema, projectSchemas } from './project.ts';
import { projectTranslationsSchemas } from './project-translation.ts';
import { takenDownAfterLive } from './schedule.ts';

/** The body of `POST /api/admin/projects`, and the admin form's rules: the project's fields, plus its Arabic texts. */
export const projectFormSchemas = perLanguage((m, lang) =>
  projectSchemas[lang]
    .extend({ translations: projectTranslationsSchemas[lang] })
    .refine((body) => takenDownAfterLive(body.publishAt, body.unpublishAt), { message: m.schedules.unpublishBeforePublish, path: ['unpublishAt'] }),
);
export const projectFormSchema = projectFormSchemas.en;

type WithoutDefaults<Shape extends z.ZodRawShape> = { [Key in keyof Shape]: Shape[Key] extends z.ZodDefault<infer Field> ? Field : Shape[Key] };

/** zod fills a default in even inside an optional field; an update must leave a field it was not sent as stored. */
const withoutDefaults = <Shape extends z.ZodRawShape>(shape: Shape) =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.removeDefault() : field])) as WithoutDefaults<Shape>;

const isProjectField = (key: string) => Object.hasOwn(projectSchema.shape, key);

/**
 * The body of `PUT /api/admin/projects/{id}`: the full body for an edit, `{ featured }` alone for the
 * list's toggle, or any other subset with at least one project field. A field the body leaves out keeps
 * its stored value (decision 145).
 */
export const projectUpdateSchemas = perLanguage((m, lang) =>
  z
    .object(withoutDefaults(projectFormSchemas[lang].shape), { error: m.projects.noFieldToUpdate })
    .partial()
    .refine((body) => Object.keys(body).some(isProjectField), m.projects.noFieldToUpdate)
    .refine((body) => takenDownAfterLive(body.publishAt, body.unpublishAt), { message: m.schedules.unpublishBeforePublish, path: ['unpublishAt'] }),
);
