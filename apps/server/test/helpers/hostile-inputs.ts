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

/** The end of a window, by name, and the field that starts it. */
const windowStarts: Record<string, string> = { to: 'from', lastDate: 'date' };
const isWindowEnd = (name: string) => Object.hasOwn(windowStarts, name);

const firstType = (node: SchemaNode): string | undefined =>
  Array.isArray(node.type) ? node.type[0] : (node.type ?? node.anyOf?.[0]?.type?.toString());

/** A sensible value for a field, taken from the test's own data where the name says what it is. */
function sampleOf(name: string, node: SchemaNode, known: Record<string, string>): unknown {
  if (node.enum) return node.enum.includes(known[name]) ? known[name] : node.enum[0];
  if (node.anyOf?.[0]) return sampleOf(name, node.anyOf[0], known);
  switch (firstType(node)) {
    case 'integer':
    case 'number':
      return known[name] === undefined ? (node.minimum ?? 1) : Number(known[name]);
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
      // An instant field: the start of a sensible window, or its end when named so.
      if (node.format === 'date-time') return known[isWindowEnd(name) ? 'instantEnd' : 'instant'];
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

/** Requests to one operation: sensible values, with some parameters or body fields replaced. */
function requestBuilder(path: string, operation: Operation, known: Record<string, string>) {
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
  return { parameters, bodySchema, baseParams, baseBody, build };
}

/** One request per hostile value per parameter and body field; the rest stays sensible. */
export function hostileCases(
  path: string,
  operation: Operation,
  known: Record<string, string>,
): HostileRequest[] {
  const { parameters, bodySchema, baseParams, baseBody, build } = requestBuilder(
    path,
    operation,
    known,
  );
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

type DateFormat = 'date' | 'date-time';

/** A date or instant field of an operation: a query parameter or a top-level body field. */
interface DateField {
  in: 'query' | 'body';
  name: string;
  format: DateFormat;
}

const isDateFormat = (format: string | undefined): format is DateFormat =>
  format === 'date' || format === 'date-time';

const formatOf = (node: SchemaNode | undefined): string | undefined =>
  node?.format ?? node?.anyOf?.find((option) => option.format)?.format;

export function dateFields(operation: Operation): DateField[] {
  const fields: DateField[] = [];
  for (const p of operation.parameters ?? []) {
    const format = formatOf(p.schema);
    if (p.in === 'query' && isDateFormat(format))
      fields.push({ in: 'query', name: p.name, format });
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  for (const [name, child] of Object.entries(body?.properties ?? {})) {
    const format = formatOf(child);
    if (isDateFormat(format)) fields.push({ in: 'body', name, format });
  }
  return fields;
}

const dayMs = 86_400_000;
const shiftDays = (value: string, format: DateFormat, days: number) => {
  const shifted = new Date(Date.parse(value) + days * dayMs).toISOString();
  return format === 'date' ? shifted.slice(0, 10) : shifted;
};

/** Far-off values: a short window in year 1, one in year 9999, and their outer ends. */
const farOff: Record<DateFormat, Record<'first' | 'firstEnd' | 'lastStart' | 'last', string>> = {
  date: {
    first: '0001-01-01',
    firstEnd: '0001-01-02',
    lastStart: '9999-12-30',
    last: '9999-12-31',
  },
  'date-time': {
    first: '0001-01-01T00:00:00Z',
    firstEnd: '0001-01-01T04:00:00Z',
    lastStart: '9999-12-31T18:00:00Z',
    last: '9999-12-31T22:00:00Z',
  },
};

/**
 * Far-off and reversed dates for every date or instant field of an operation: years 1 and
 * 9999 in each field alone, and for a window (from and to, date and lastDate) both ends far
 * off, reversed, longer than any window allows (420 days, every day within the dates the app
 * works with), and from year 1 to year 9999. Every one must be refused at once. The cheap
 * ones come first: a window an operation does not bound could hold the process for minutes.
 *
 * known.date, known.instant and known.instantEnd are a sensible window's ends (two days ahead,
 * the instants on the hour); the rest of each request keeps its sensible values.
 */
export function dateWindowCases(
  path: string,
  operation: Operation,
  known: Record<string, string>,
): Array<HostileRequest & { fields: string[] }> {
  const { baseParams, baseBody, build } = requestBuilder(path, operation, known);
  const fields = dateFields(operation);
  const request = (label: string, values: Array<[DateField, string]>) => {
    const params = { ...baseParams };
    const body: Record<string, unknown> | undefined = baseBody ? { ...baseBody } : undefined;
    for (const [field, value] of values)
      if (field.in === 'query') params[`query:${field.name}`] = value;
      else if (body) body[field.name] = value;
    const said = values.map(([field, value]) => `${field.in} ${field.name}=${value}`).join(' ');
    return { ...build(`${label}: ${said}`, params, body), fields: values.map(([f]) => f.name) };
  };
  const sensible = (field: DateField) =>
    field.format === 'date'
      ? known.date!
      : known[isWindowEnd(field.name) ? 'instantEnd' : 'instant']!;

  const cases: Array<ReturnType<typeof request>> = [];
  const windows = fields.flatMap((end) => {
    const start = fields.find((f) => f.in === end.in && f.name === windowStarts[end.name]);
    return start ? [[start, end] as const] : [];
  });
  for (const [start, end] of windows) {
    const far = farOff[end.format];
    const [from, to] = [sensible(start), sensible(end)];
    cases.push(
      request('window in year 1', [
        [start, far.first],
        [end, far.firstEnd],
      ]),
      request('window in year 9999', [
        [start, far.lastStart],
        [end, far.last],
      ]),
      request('reversed window', [
        [start, shiftDays(to, end.format, 1)],
        [end, from],
      ]),
      request('window longer than allowed', [
        [start, shiftDays(from, start.format, -362)],
        [end, shiftDays(to, end.format, 58)],
      ]),
    );
  }
  for (const field of fields) {
    const far = farOff[field.format];
    cases.push(request('year 1', [[field, far.first]]), request('year 9999', [[field, far.last]]));
  }
  for (const [start, end] of windows)
    cases.push(
      request('window from year 1 to year 9999', [
        [start, farOff[start.format].first],
        [end, farOff[end.format].last],
      ]),
    );
  return cases;
}
