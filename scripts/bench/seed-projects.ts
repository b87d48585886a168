/**
 * Prepares a database like a real install (migrations, owner, demo projects with their artwork) and
 * adds copies of the demo projects until it holds PROJECT_COUNT projects, for the page benchmarks and
 * the HTML validation. The copies reuse the demo images, so every card has real, measured images.
 *   PROJECT_COUNT=1000 DATABASE_URL=file:/tmp/x.db UPLOADS_DIR=/tmp/uploads node scripts/bench/seed-projects.ts
 */
import { compose, forServer } from '../../api/compose.ts';
import { loadConfig } from '../../api/config.ts';
import { project } from '../../db/schema.ts';
import { seedDemoContent } from '../../tools/demo-seed/seed-demo-content.ts';
import { must } from '../../shared/must.ts';

const target = Math.max(0, Number(process.env.PROJECT_COUNT ?? 10));
// Prepared as the server prepares it before its first start; nothing is started.
const install = await compose(loadConfig(), forServer(seedDemoContent));
const { db } = install.database;
const demos = await db.select().from(project);
const copies = Array.from({ length: Math.max(0, target - demos.length) }, (_, index) => {
  const { id: _id, ...demo } = must(demos[index % demos.length], 'a demo project');
  const copy = Math.floor(index / demos.length) + 2;
  return { ...demo, slug: `${demo.slug}-${copy}`, title: `${demo.title} ${copy}`, featured: false };
});
// SQLite limits the variables of one statement: insert in slices.
for (let start = 0; start < copies.length; start += 50) await db.insert(project).values(copies.slice(start, start + 50));
console.log(`${demos.length + copies.length} projects`);
await install.stop();
