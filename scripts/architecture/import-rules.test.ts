import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { cyclesOf, readImportGraph, type Edge } from './import-graph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const edges = readImportGraph(ROOT);
const folder = (file: string) => file.split('/')[0] ?? '';

/**
 * Dependencies point one way: shared ← db ← api ← tools, and the site reads shared code. The site reads
 * the database only in its build-time modules (site/data/, run while Astro pre-renders the pages), and
 * the API only through the type of its routes, which the typed client is derived from.
 */
const allowed = (edge: Edge): boolean => {
  const [from, to] = [folder(edge.from), folder(edge.to)];
  if (from === to) return true;
  switch (from) {
    case 'shared':
      return false;
    case 'db':
      return to === 'shared';
    case 'api':
      return to === 'shared' || to === 'db';
    case 'tools':
      return to === 'shared' || to === 'db' || to === 'api';
    case 'site':
      if (to === 'shared') return true;
      if (to === 'db') return edge.from.startsWith('site/data/');
      return to === 'api' && edge.to === 'api/app.ts' && edge.typeOnly;
    default:
      // Entry points and configuration (scripts/, tests/, astro.config.mjs, …) may use any layer.
      return true;
  }
};

/**
 * Inside api/ (decision 211): the platform (the files at its top and the folders below) serves every feature
 * and imports none; the composition root (app.ts, compose.ts, server.ts) may import anything; every other
 * folder is a feature. A feature reaches another through one public module (its index.ts, or the one file
 * others import) and never the other way round. Tests and the test harness compose whole apps: not checked here.
 */
const PLATFORM_FOLDERS = new Set(['http', 'middleware', 'mail', 'rate-limits', 'sessions', 'storage']);
const ROOT_FILES = new Set(['api/app.ts', 'api/compose.ts', 'api/server.ts']);
const isChecked = (file: string) => file.startsWith('api/') && !file.endsWith('.test.ts') && !/^api\/(test|fuzz)\//.test(file);
/** The part of api/ a file belongs to: a feature's name, `platform` or `root`. */
const partOf = (file: string) => {
  if (ROOT_FILES.has(file)) return 'root';
  const [, part, rest] = file.split('/');
  return rest === undefined || PLATFORM_FOLDERS.has(part ?? '') ? 'platform' : (part ?? '');
};
const isFeature = (part: string) => part !== 'platform' && part !== 'root';

/** Arrows between the parts of api/: one per pair of parts, with the files they join. */
const apiParts = (all: Edge[]) => {
  const arrows = new Map<string, Edge[]>();
  for (const edge of all) {
    if (!isChecked(edge.from) || !edge.to.startsWith('api/')) continue;
    const [from, to] = [partOf(edge.from), partOf(edge.to)];
    if (from !== to) arrows.set(`${from} → ${to}`, [...(arrows.get(`${from} → ${to}`) ?? []), edge]);
  }
  return arrows;
};

/** The arrows between api/'s parts as edges, for the cycle check. */
const partEdges = (all: Edge[]): Edge[] =>
  [...apiParts(all).keys()].map((arrow) => {
    const [from = '', to = ''] = arrow.split(' → ');
    return { from, to, typeOnly: false };
  });

/** Where api/'s parts break the rules: the platform importing a feature or the root, a feature importing the root, a second public module. */
const partRuleBreaks = (all: Edge[]) => {
  const breaks: string[] = [];
  const publicModules = new Map<string, Set<string>>();
  for (const [arrow, edges] of apiParts(all)) {
    const [from = '', to = ''] = arrow.split(' → ');
    if (to === 'root' || (from === 'platform' && to !== 'platform')) breaks.push(`${arrow}: ${edges.map((edge) => `${edge.from} → ${edge.to}`).join(', ')}`);
    if (isFeature(from) && isFeature(to)) for (const edge of edges) publicModules.set(to, (publicModules.get(to) ?? new Set()).add(edge.to));
  }
  for (const [feature, modules] of publicModules)
    if (modules.size > 1) breaks.push(`${feature} is reached through ${[...modules].sort().join(', ')}: one public module (index.ts)`);
  return breaks;
};

describe('the import graph', () => {
  it('reads the imports of the source (a check that reads nothing passes nothing)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'site/lib/api-client.ts', to: 'api/app.ts', typeOnly: true });
  });

  it('has every dependency pointing the one way', () => {
    const wrongWay = edges.filter((edge) => !allowed(edge)).map(({ from, to, typeOnly }) => `${from} → ${to}${typeOnly ? ' (type)' : ''}`);
    expect(wrongWay).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('has api/ in parts: no two features import each other, nor in a longer loop, and each is reached through one public module', () => {
    const folderEdges = partEdges(edges);
    expect(cyclesOf(folderEdges)).toEqual([]);
    expect(partRuleBreaks(edges)).toEqual([]);
  });

  it('finds a loop between features, a second public module and the platform importing a feature when there are', () => {
    const made: Edge[] = [
      { from: 'api/leads/message-routes.ts', to: 'api/outbox/index.ts', typeOnly: false },
      { from: 'api/outbox/outbox-worker.ts', to: 'api/leads/notice-email.ts', typeOnly: false },
      { from: 'api/media/media-routes.ts', to: 'api/leads/attachments.ts', typeOnly: false },
      { from: 'api/http/front-door.ts', to: 'api/analytics/page-views.ts', typeOnly: true },
      { from: 'api/leads/leads.test.ts', to: 'api/compose.ts', typeOnly: false },
    ];
    const folderEdges = partEdges(made);
    expect(cyclesOf(folderEdges)).toEqual([['leads', 'outbox']]);
    expect(partRuleBreaks(made)).toEqual([
      'platform → analytics: api/http/front-door.ts → api/analytics/page-views.ts',
      'leads is reached through api/leads/attachments.ts, api/leads/notice-email.ts: one public module (index.ts)',
    ]);
  });

  it('finds a cycle and a wrong-way import when there is one', () => {
    const made: Edge[] = [
      { from: 'api/a.ts', to: 'api/b.ts', typeOnly: false },
      { from: 'api/b.ts', to: 'api/c.ts', typeOnly: true },
      { from: 'api/c.ts', to: 'api/a.ts', typeOnly: false },
      { from: 'api/c.ts', to: 'api/d.ts', typeOnly: false },
    ];
    expect(cyclesOf(made)).toEqual([['api/a.ts', 'api/b.ts', 'api/c.ts']]);
    expect(allowed({ from: 'db/x.ts', to: 'api/y.ts', typeOnly: true })).toBe(false);
    expect(allowed({ from: 'site/lib/x.ts', to: 'db/schema.ts', typeOnly: true })).toBe(false);
    expect(allowed({ from: 'site/data/x.ts', to: 'db/schema.ts', typeOnly: false })).toBe(true);
    expect(allowed({ from: 'site/lib/x.ts', to: 'api/app.ts', typeOnly: false })).toBe(false);
  });
});
