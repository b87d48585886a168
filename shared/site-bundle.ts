/**
 * What the site's server bundle (site/rendering/render-entry.ts, built by Astro once per version of the
 * code) gives the publisher: the site's addresses and each page rendered as the file a full build
 * writes, in passes that remember which named facts of the database each page read.
 */
export interface RenderedFile {
  path: string;
  /** Relative to the build folder: `/about` → `about.html`. */
  file: string;
  body: string;
  /** The facts the page read, by name; `*` when it read the database other than through a fact. */
  reads: string[];
  /** The island runtime the page loads on the visitor's first intent: a file of its own in `_astro/`. */
  runtime?: { file: string; code: string };
}

/** One render pass: the facts it reads are read once and shared by its pages. Opaque to the publisher. */
export interface RenderPass {
  readonly drafts: boolean;
}

export interface SiteBundle {
  newPass: (options?: { drafts?: boolean }) => RenderPass;
  /** Every address the published site has a file for, read in `pass`. */
  sitePaths: (pass: RenderPass) => Promise<string[]>;
  renderFile: (pass: RenderPass, site: URL, path: string) => Promise<RenderedFile>;
  /** A fact's value in `pass`, hashed; null when it cannot be compared (the page is then always rendered). */
  factHash: (pass: RenderPass, name: string) => Promise<string | null>;
}
