/**
 * Validates every page of a built site with html-validate's `standard` preset (.htmlvalidate.json).
 *   npm run validate:html -- <build dir>   validate that build (for example data/site/current)
 *   npm run validate:html                  seed a temporary install with the demo projects, build it, validate
 * Prints each problem and exits non-zero when there is one.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatterFactory, HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { ROOT, temporarySite } from './bench/temp-site.ts';
import { must } from '../shared/must.ts';

const { positionals } = parseArgs({ allowPositionals: true });

const htmlFiles = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

let dir = positionals[0] ? resolve(positionals[0]) : undefined;
let cleanup = async () => {};
if (!dir) {
  console.log('Seeding a temporary install with the demo projects and building it…');
  const site = await temporarySite(10);
  dir = (await site.build()).out;
  cleanup = () => rm(site.dir, { recursive: true, force: true });
}

try {
  // The project's configuration applies to the build wherever it lies (html-validate otherwise looks next to each file).
  const config = JSON.parse(await readFile(join(ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const files = await htmlFiles(dir);
  const reports = await Promise.all(files.map((file) => validator.validateFile(file)));
  const siteDir = must(dir, 'a site folder');
  const results = reports.flatMap((report) => report.results.map((result) => ({ ...result, filePath: relative(siteDir, result.filePath) })));
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  if (results.length) console.log(formatterFactory('stylish')(results));
  console.log(`${files.length} pages checked: ${errors === 0 ? 'valid HTML' : `${errors} problem(s)`}.`);
  if (errors > 0) process.exitCode = 1;
} finally {
  await cleanup();
}
