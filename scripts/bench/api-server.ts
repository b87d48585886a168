/**
 * The API server for `npm run bench:api`: the real app and middleware on a temporary database,
 * with a dozen projects and no demo pictures, so the benchmark starts in a second.
 * Prints `READY <port>` when it listens.
 */
import { compose, forBenchmark } from '../../api/compose.ts';
import { loadConfig } from '../../api/config.ts';
import { listen } from '../../api/http/listen.ts';
import { project } from '../../db/schema.ts';

const app = await compose(loadConfig(), forBenchmark());
await app.database.db
  .insert(project)
  .values(
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
  )
  .onConflictDoNothing();
await app.start();
listen(app.frontDoor, { port: 0, host: '127.0.0.1', onListening: (info) => console.log(`READY ${info.port}`) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
