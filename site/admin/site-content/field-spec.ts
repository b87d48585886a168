/**
 * A screen is described, not hand-written: each entry names a path in the section's content,
 * its visible label and how it is edited. One renderer (FieldRenderer) draws every screen.
 * Paths inside a list are relative to the item; '' is the item itself (a list of texts).
 */
export interface TextSpec {
  kind: 'text' | 'paragraph';
  path: string;
  label: string;
  /** One value for both languages (a phone number, a link). */
  single?: boolean;
  hint?: string;
  inputType?: 'tel' | 'email' | 'url';
}

export type FieldSpec =
  | { kind: 'group'; title: string; description?: string; fields: FieldSpec[] }
  | TextSpec
  | { kind: 'number'; path: string; label: string; hint?: string }
  | { kind: 'select'; path: string; label: string; options: ReadonlyArray<{ value: string; label: string }> }
  /** Its number of items is bounded by the section's schema (list-bounds.ts). */
  | { kind: 'list'; path: string; label: string; item: string; fields: FieldSpec[]; description?: string }
  | { kind: 'image'; path: string; label: string }
  /** Testimonials picked from the approved ones, by id, in order. */
  | { kind: 'testimonials'; path: string; label: string }
  /**
   * A list item's id, never shown: a new item gets a new one, and it stays when the item's texts change (a budget
   * band). The label names it in an error only.
   */
  | { kind: 'id'; path: string; prefix: string; label: string };

export const joinPath = (base: string, path: string) => [base, path].filter(Boolean).join('.');

const setAt = (target: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
};

const emptyValue = (spec: Exclude<FieldSpec, { kind: 'group' }>): unknown => {
  switch (spec.kind) {
    case 'text':
    case 'paragraph':
      return spec.single ? '' : { en: '', ar: '' };
    case 'number':
      return 0;
    case 'select':
      return spec.options[0]?.value ?? '';
    case 'list':
      return [];
    case 'image':
      return null;
    case 'testimonials':
      return [];
    case 'id':
      return `${spec.prefix}-${Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
};

/** A new, empty list item shaped by its fields: the office fills it in place. */
export const blankItem = (fields: readonly FieldSpec[]): unknown => {
  const item: Record<string, unknown> = {};
  const visit = (specs: readonly FieldSpec[]): unknown => {
    for (const spec of specs) {
      if (spec.kind === 'group') {
        const inner = visit(spec.fields);
        if (inner !== undefined) return inner;
        continue;
      }
      if (spec.path === '') return emptyValue(spec);
      setAt(item, spec.path, emptyValue(spec));
    }
    return undefined;
  };
  return visit(fields) ?? item;
};
