/**
 * The API server for `npm run bench:api`: the real app and middleware on a temporary database,
 * with a dozen projects and no demo artwork, so the benchmark starts in a second.
 * Prints `READY <port>` when it listens.
 */
import { loadConfig } from '../../api/config.ts';
import { createApp } from '../../api/app.ts';
import { unpublishedStatus } from '../../api/publishing/publisher.ts';
import { createSiteBuilds } from '../../api/publishing/site-builds.ts';
import { createStaticSite } from '../../api/site-serving/static-site.ts';
import { listen, openRuntime } from '../../api/server.ts';
import { project } from '../../db/schema.ts';

const config = loadConfig();
const { database, storage, limits, projectExists } = await openRuntime(config);
await database.db.insert(project).values(
  Array.from({ length: 12 }, (_, i) => ({
    title: `Benchmark project ${i + 1}`,
    slug: `benchmark-project-${i + 1}`,
    category: ['residential', 'retail', 'food-beverage', 'commercial'][i % 4] ?? 'residential',
    description: 'A project row the size of a real one, for the API benchmark.',
    fullDescription: 'The full description of a benchmark project, as long as a real one. '.repeat(12),
    imageUrl: `/uploads/bench-${i}.webp`,
    imageAlt: 'Benchmark image',
    galleryImages: Array.from({ length: 5 }, (_, g) => ({ url: `/uploads/bench-${i}-${g}.webp`, alt: `Gallery image ${g + 1}` })),
    featured: i < 3,
    completionDate: 'March 2024',
    location: 'Cairo',
    size: '200 m²',
  })),
);

const content = {
  contentChanged: () => {},
  status: () => unpublishedStatus('static'),
};
const site = createStaticSite({ builds: createSiteBuilds(config.siteDir), projectExists });
const app = createApp({ deps: { db: database.db, inWriteTransaction: database.inWriteTransaction, config, storage, limits, content }, site });
listen(app.fetch, { port: 0, host: '127.0.0.1', answerFirst: app.answerFirst, onListening: (info) => console.log(`READY ${info.port}`) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
