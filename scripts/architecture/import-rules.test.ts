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
