import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { redirect } from '../../db/schema.ts';
import { isRedirectTarget, isSitePath, localPathOf, projectPaths } from '../../shared/redirect-paths.ts';

type Writer = Database | Transaction;

interface Link {
  id: number;
  fromPath: string;
  toPath: string;
}

/** Where a redirect finally leads, and the row a visit is counted on. */
export interface RedirectEnd {
  id: number;
  to: string;
}

/** At most this many redirects are followed in a row; a longer chain is one the office would not mean. */
const MAX_HOPS = 10;

/** The next step from a target: the redirect of its path, carrying the target's query along unless the next target has its own. */
const nextTarget = (byPath: ReadonlyMap<string, string>, target: string): string | undefined => {
  const path = localPathOf(target);
  const next = path === null ? undefined : byPath.get(path);
  if (next === undefined || path === null) return undefined;
  const rest = target.slice(path.length);
  return rest && localPathOf(next) === next ? `${next}${rest}` : next;
};

/**
 * Each redirect followed to its end, so a chain (a project renamed twice, a redirect to an address that
 * moved since) answers one 301 to the last address. A chain that comes back to where it started is left
 * out (the routes refuse to make one).
 */
const followChains = (links: readonly Link[]): Map<string, RedirectEnd> => {
  const byPath = new Map(links.map((link) => [link.fromPath, link.toPath]));
  const ends = new Map<string, RedirectEnd>();
  for (const link of links) {
    let to = link.toPath;
    for (let hops = 0, next = nextTarget(byPath, to); next !== undefined && hops < MAX_HOPS; hops += 1, next = nextTarget(byPath, to)) to = next;
    if (localPathOf(to) !== link.fromPath && nextTarget(byPath, to) === undefined) ends.set(link.fromPath, { id: link.id, to });
  }
  return ends;
};

/** Every redirect, followed to its end; a stored row the rules of a redirect refuse is left out, never answered. */
export const readRedirectEnds = async (db: Database) =>
  followChains(
    (await db.select({ id: redirect.id, fromPath: redirect.fromPath, toPath: redirect.toPath }).from(redirect)).filter(
      (link) => isSitePath(link.fromPath) && isRedirectTarget(link.toPath),
    ),
  );

/** Every redirect as the office's list shows it, newest first. */
export const listRedirects = (db: Database) => db.select().from(redirect).orderBy(desc(redirect.createdAt), desc(redirect.id));

/**
 * A project now answers at `slug` in every edition: a redirect from those addresses (an old slug of
 * another project, or the office's own) no longer applies, so it is removed.
 */
export const releaseProjectAddresses = (writer: Writer, slug: string) => writer.delete(redirect).where(inArray(redirect.fromPath, [...projectPaths(slug)]));

/**
 * A project's slug changed: its old address in each edition answers 301 to the new one, and every older
 * address of the project now leads there too (one 301 for a chain of renames). Run in the rename's transaction.
 */
export const keepOldProjectAddresses = async (tx: Transaction, projectId: number, oldSlug: string, newSlug: string) => {
  await releaseProjectAddresses(tx, newSlug);
  const [english, arabic] = projectPaths(newSlug);
  const arabicOf = (path: string) => path.startsWith('/ar/');
  const earlier = await tx
    .select({ id: redirect.id, fromPath: redirect.fromPath })
    .from(redirect)
    .where(and(isNotNull(redirect.projectId), eq(redirect.projectId, projectId)));
  for (const row of earlier)
    await tx
      .update(redirect)
      .set({ toPath: arabicOf(row.fromPath) ? arabic : english })
      .where(eq(redirect.id, row.id));
  for (const fromPath of projectPaths(oldSlug)) {
    const toPath = arabicOf(fromPath) ? arabic : english;
    await tx.insert(redirect).values({ fromPath, toPath, projectId }).onConflictDoUpdate({ target: redirect.fromPath, set: { toPath, projectId } });
  }
};

/**
 * Whether a redirect from `from` to `to`, beside the others, would bring a visitor back to `from`
 * (directly, or through other redirects).
 */
export const wouldLoop = (others: readonly Link[], from: string, to: string) => {
  const byPath = new Map(others.map((link) => [link.fromPath, link.toPath]));
  const seen = new Set<string>();
  for (let at: string | undefined = to; at !== undefined; at = nextTarget(byPath, at)) {
    const path = localPathOf(at);
    if (path === from) return true;
    if (path === null || seen.has(path)) return false;
    seen.add(path);
  }
  return false;
};
