import { createContext } from 'react';
import { z } from 'zod';
import { must } from '../../../shared/must.ts';

interface JsonSchemaNode {
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  prefixItems?: JsonSchemaNode[];
  minItems?: number;
  maxItems?: number;
}

const jsonSchemas = new WeakMap<z.ZodType, JsonSchemaNode>();

const jsonSchemaOf = (schema: z.ZodType): JsonSchemaNode => {
  let node = jsonSchemas.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
    jsonSchemas.set(schema, node);
  }
  return node;
};

/**
 * How many items the section's schema allows in the list at `path` ('story.paragraphs',
 * 'solutions.cards.2.points'): the admin's add and remove buttons follow the rule the server checks,
 * instead of a copy of its numbers.
 */
export const listBounds = (schema: z.ZodType, path: string): { min: number; max: number } => {
  let node = jsonSchemaOf(schema);
  for (const key of path.split('.')) {
    const next = /^\d+$/.test(key) ? (node.prefixItems?.[Number(key)] ?? node.items) : node.properties?.[key];
    node = must(next, `"${path}" in the section's schema`);
  }
  return { min: node.minItems ?? 0, max: node.maxItems ?? Number.POSITIVE_INFINITY };
};

/** The schema of the section a screen edits, for the lists drawn inside its form. */
export const SectionSchemaContext = createContext<z.ZodType>(z.object({}));
