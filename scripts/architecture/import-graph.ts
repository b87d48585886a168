/**
 * The project's own import graph, read from the source: every relative import, export-from and dynamic
 * import of every TypeScript, TSX, Astro and config module, with whether it is type-only. The rules
 * that hold the folders together (import-rules.test.ts) are checked over it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
/** Folders of the checkout that hold no source: installed packages, and what the tools and the server write. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.astro', 'dist', 'data', 'test-results', 'profiles', '.site']);
const SPECIFIER = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

const sourceFiles = (root: string, dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'node_modules' || (dir === root && SKIPPED_FOLDERS.has(entry.name)) ? [] : sourceFiles(root, join(dir, entry.name));
    return SOURCE.test(entry.name) ? [relative(root, join(dir, entry.name))] : [];
  });

/** Comments are blanked first, so an import written in an example is not read as one. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

export const readImportGraph = (root: string): Edge[] =>
  sourceFiles(root).flatMap((file) => {
    const source = withoutComments(readFileSync(join(root, file), 'utf8'));
    const edges: Edge[] = [];
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[3] ?? match[4];
      if (!specifier) continue;
      const to = relative(root, resolve(root, dirname(file), specifier));
      edges.push({ from: file, to, typeOnly: Boolean(match[2]) });
    }
    return edges;
  });

/** Every cycle of the graph as one strongly connected component's files (Tarjan), each listed once. */
export const cyclesOf = (edges: Edge[]): string[][] => {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return cycles;
};
