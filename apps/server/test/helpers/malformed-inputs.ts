import { z } from 'zod';

/** A JSON Schema node as zod emits it; only the keywords the generator reads. */
interface Node {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
}

export interface MalformedCase {
  name: string;
  value: unknown;
  /** The field the server must name in its error details, when one field is at fault. */
  field?: string;
}

export function jsonSchemaOf(schema: unknown): Node | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
}

const firstType = (node: Node) => (Array.isArray(node.type) ? node.type[0] : node.type);

/** A plausible value for a node: not always valid, but the right shape to mutate. */
export function sampleOf(node: Node): unknown {
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  const branch = node.anyOf?.[0] ?? node.oneOf?.[0];
  if (branch) return sampleOf(branch);
  switch (firstType(node)) {
    case 'string':
      if (node.format === 'date') return '2030-01-15';
      if (node.format === 'date-time') return '2030-01-15T10:00:00.000Z';
      return 'a'.repeat(Math.max(node.minLength ?? 0, 3));
    case 'integer':
    case 'number':
      return node.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return node.items ? [sampleOf(node.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, child]) => [key, sampleOf(child)]),
      );
    default:
      return 'a';
  }
}

/** A value of a JSON type the node does not accept. */
function wrongTypeFor(node: Node): unknown {
  const type = firstType(node) ?? firstType(node.anyOf?.[0] ?? {});
  if (type === 'object' || type === 'array') return 'not-a-structure';
  return { unexpected: ['structure'] };
}

/** Values that must be refused: too long, too many, too big. */
function oversizedFor(node: Node): unknown {
  switch (firstType(node)) {
    case 'string':
      return 'x'.repeat(10_000);
    case 'array':
      return Array.from({ length: 1_000 }, () => (node.items ? sampleOf(node.items) : 'x'));
    case 'integer':
    case 'number':
      return 1e300;
    default:
      return null;
  }
}

/** Malformed versions of an object schema's input: whole-body and field by field. */
export function malformedObjects(node: Node): MalformedCase[] {
  const sample = sampleOf(node) as Record<string, unknown>;
  const required = new Set(node.required ?? []);
  const cases: MalformedCase[] = [
    { name: 'an array instead of an object', value: [sample] },
    { name: 'a string instead of an object', value: 'just text' },
    { name: 'a number instead of an object', value: 42 },
  ];
  if (required.size > 0) cases.push({ name: 'every field missing', value: {} });
  for (const [field, child] of Object.entries(node.properties ?? {})) {
    if (required.has(field)) {
      const { [field]: _omitted, ...rest } = sample;
      cases.push({ name: `${field} missing`, value: rest, field });
    }
    cases.push({
      name: `${field} of the wrong type`,
      value: { ...sample, [field]: wrongTypeFor(child) },
      field,
    });
    const oversized = oversizedFor(child);
    if (oversized !== null)
      cases.push({ name: `${field} oversized`, value: { ...sample, [field]: oversized }, field });
  }
  return cases;
}

/** Query-string variants: every field wrong-typed or oversized, as text. */
export function malformedQueries(node: Node): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const [field, child] of Object.entries(node.properties ?? {})) {
    const type = firstType(child);
    if (type !== 'string' || child.enum || child.format || child.pattern)
      cases.push({
        name: `${field} of the wrong type`,
        value: { [field]: 'zz-not-valid-zz' },
        field,
      });
    cases.push({ name: `${field} oversized`, value: { [field]: 'x'.repeat(5_000) }, field });
  }
  return cases;
}
