import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/** A JSON number of any size is an integer to the serializer; the ±2^53 bounds zod writes only cost checks. */
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/**
 * Makes zod's JSON Schema cheaper to serialise by: `anyOf: [{ type: T }, { type: 'null' }]` (a nullable
 * integer) becomes `type: [T, 'null']`, which fast-json-stringify writes directly instead of validating each
 * value against both branches.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    if ((key === 'minimum' || key === 'maximum') && SAFE_INTEGER_BOUNDS.has(value as number)) continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const [first, second] = anyOf;
    if (typeof first?.type === 'string' && second?.type === 'null' && Object.keys(second).length === 1) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...first, type: [first.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of what a zod response schema lets out; it throws for what JSON Schema cannot say. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }),
  ) as JsonSchema;
}

/**
 * Every route's zod response schemas become JSON Schema when the route is added, so Fastify's own serializer
 * (fast-json-stringify) compiles each once into a function that writes only the schema's fields: an unknown
 * property is dropped, as zod's parse dropped it, without a full zod parse of every answer. A schema that JSON
 * Schema cannot express fails at startup, not on a request.
 */
async function responseSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    if (!responses) return;
    const converted: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(responses))
      converted[status] = schema instanceof z.ZodType ? responseJsonSchema(schema) : schema;
    route.schema = { ...route.schema, response: converted };
  });
}

export default fp(responseSchemas, { name: 'response-schemas' });
