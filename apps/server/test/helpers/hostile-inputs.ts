/** The parts of an OpenAPI 3 document the walk reads. */
interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: SchemaNode;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface HostileRequest {
  label: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** Inputs that reached the database or the clock code unrefused. */
export const hostileStrings = [
  'nul\u0000byte',
  '\u0000',
  'lone\uD800surrogate',
  '\uDC00',
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  "' or '1'='1' --",
  'x'.repeat(3000),
];
const hostileNumbers = [-1, 1e308, -1e308, 2 ** 53 + 1, 0.5];

const firstType = (node: SchemaNode): string | undefined =>
  Array.isArray(node.type) ? node.type[0] : (node.type ?? node.anyOf?.[0]?.type?.toString());

/** A sensible value for a field, taken from the test's own data where the name says what it is. */
function sampleOf(name: string, node: SchemaNode, known: Record<string, string>): unknown {
  if (node.enum) return node.enum.includes(known[name]) ? known[name] : node.enum[0];
  if (node.anyOf?.[0]) return sampleOf(name, node.anyOf[0], known);
  switch (firstType(node)) {
    case 'integer':
    case 'number':
      return node.minimum ?? 1;
    case 'boolean':
      return false;
    case 'object':
      // Optional fields stay out: each may change the request's meaning (a walk-in name).
      return Object.fromEntries(
        Object.entries(node.properties ?? {})
          .filter(([key]) => node.required?.includes(key))
          .map(([key, child]) => [key, sampleOf(key, child, known)]),
      );
    default:
      if (known[name]) return known[name];
      if (name === 'startTime') return '10:00';
      if (name === 'endTime') return '11:00';
      if (/phone/i.test(name)) return '+34611222333';
      return node.format === 'date' ? known.date : 'samplevalue1';
  }
}

function hostileValuesFor(node: SchemaNode): unknown[] {
  const type = firstType(node);
  return type === 'integer' || type === 'number' ? hostileNumbers : hostileStrings;
}

/**
 * In a URL a lone surrogate cannot be percent-encoded; clients send its UTF-8-like bytes,
 * which are not valid UTF-8 either.
 */
function inUrl(value: unknown): string {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

/** One request per hostile value per parameter and body field; the rest stays sensible. */
export function hostileCases(
  path: string,
  operation: Operation,
  known: Record<string, string>,
): HostileRequest[] {
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const baseParams = Object.fromEntries(
    parameters.map((p) => [`${p.in}:${p.name}`, sampleOf(p.name, p.schema ?? {}, known)]),
  );
  const baseBody = bodySchema ? (sampleOf('body', bodySchema, known) as object) : undefined;

  const build = (label: string, params: Record<string, unknown>, body: unknown) => {
    let url = path;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    for (const p of parameters) {
      const value = params[`${p.in}:${p.name}`];
      if (p.in === 'path') url = url.replace(`{${p.name}}`, inUrl(value));
      else if (p.in === 'query') query.push(`${p.name}=${inUrl(value)}`);
      else if (/^[\x20-\x7e]*$/.test(String(value))) headers[p.name] = String(value);
    }
    return { label, url: query.length ? `${url}?${query.join('&')}` : url, headers, body };
  };

  const cases: HostileRequest[] = [build('sensible', baseParams, baseBody)];
  for (const p of parameters)
    for (const value of hostileValuesFor(p.schema ?? {}))
      cases.push(
        build(
          `${p.in} ${p.name}=${JSON.stringify(value).slice(0, 30)}`,
          { ...baseParams, [`${p.in}:${p.name}`]: value },
          baseBody,
        ),
      );
  for (const [field, child] of Object.entries(bodySchema?.properties ?? {}))
    for (const value of hostileValuesFor(child))
      cases.push(
        build(`body ${field}=${JSON.stringify(value).slice(0, 30)}`, baseParams, {
          ...baseBody,
          [field]: value,
        }),
      );
  return cases;
}
