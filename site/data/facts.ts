import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { RenderPass as SharedPass } from '../../shared/site-bundle.ts';

/**
 * What the pages read from the database, as named facts. The publisher renders pages in passes (a
 * publish, a preview): within a pass each fact is read once and shared by every page, and each page
 * records the facts it read, so the next publish re-renders exactly the pages whose facts changed.
 * Outside a pass (`astro dev`) a fact is simply read.
 */
export interface RenderPass extends SharedPass {
  /** The drafts of the site content over the published texts: the office's preview. */
  drafts: boolean;
  facts: Map<string, Promise<unknown>>;
  hashes: Map<string, Promise<string | null>>;
}

interface Scope {
  pass: RenderPass;
  /** The facts read by the page being rendered; undefined while a fact is being worked out. */
  reads?: Set<string>;
}

const scopes = new AsyncLocalStorage<Scope>();

/** A page that reads the database other than through a fact depends on everything. */
const EVERYTHING = '*';

export const newPass = ({ drafts = false } = {}): RenderPass => ({ drafts, facts: new Map(), hashes: new Map() });

/** Runs `work` (rendering one page) in `pass`; resolves to what it returned and the facts it read. */
export const readingFacts = async <T>(pass: RenderPass, work: () => Promise<T>) => {
  const reads = new Set<string>();
  const result = await scopes.run({ pass, reads }, work);
  return { result, reads: [...reads].sort() };
};

/** Runs `work` in `pass` without recording reads (listing the site's paths). */
export const inPass = <T>(pass: RenderPass, work: () => Promise<T>) => scopes.run({ pass }, work);

/** The fact `name`: read once per pass, recorded as read by the page being rendered. */
const fact = <T>(name: string, read: () => Promise<T>): Promise<T> => {
  const scope = scopes.getStore();
  if (!scope) return read();
  scope.reads?.add(name);
  let value = scope.pass.facts.get(name) as Promise<T> | undefined;
  if (!value) {
    value = scopes.run({ pass: scope.pass }, read);
    scope.pass.facts.set(name, value);
  }
  return value;
};

type Reader = (...args: string[]) => Promise<unknown>;
const readers = new Map<string, Reader>();

/**
 * A kind of fact, named by `kind` and its arguments (a locale, a slug): `defineFact('project-page', read)`
 * gives `(locale, slug) => …`, read once per pass for each set of arguments.
 */
export const defineFact = <Args extends string[], T>(kind: string, read: (...args: Args) => Promise<T>) => {
  readers.set(kind, read as Reader);
  return (...args: Args): Promise<T> => fact(JSON.stringify([kind, ...args]), () => read(...args));
};

/** A fact's value in `pass`, hashed, to compare with the pass that rendered the live pages; null for EVERYTHING. */
export const factHash = (pass: RenderPass, name: string): Promise<string | null> => {
  let hash = pass.hashes.get(name);
  if (!hash) {
    hash = (async () => {
      if (name === EVERYTHING) return null;
      const [kind = '', ...args] = JSON.parse(name) as string[];
      const read = readers.get(kind);
      if (!read) return null;
      const value = await scopes.run({ pass }, () => fact(name, () => read(...args)));
      return createHash('sha256')
        .update(JSON.stringify(value) ?? 'undefined')
        .digest('base64url');
    })();
    pass.hashes.set(name, hash);
  }
  return hash;
};

/** Whether the pass renders the office's drafts (or, in `astro dev`, SITE_CONTENT_SOURCE says so). */
export const readsDrafts = () => scopes.getStore()?.pass.drafts ?? process.env.SITE_CONTENT_SOURCE === 'draft';

/** Called for every database access: one made by a page itself, not within a fact, ties the page to everything. */
export const noteDatabaseRead = () => scopes.getStore()?.reads?.add(EVERYTHING);
