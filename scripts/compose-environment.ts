import { parse } from 'yaml';

/** The shell environment `docker compose` reads `${…}` from: a name is set or not. */
export type HostEnvironment = Readonly<Record<string, string | undefined>>;

const namePattern = /^[A-Za-z_][A-Za-z0-9_]*/;

/**
 * One string with its variables replaced as Docker Compose replaces them: `$$` is a dollar
 * sign; `$NAME` and `${NAME}` the value (empty when unset); `${NAME:-default}` the default
 * when unset or empty, `${NAME-default}` only when unset; `${NAME:?message}` fails when unset
 * or empty, `${NAME?message}` only when unset; `${NAME:+other}` is `other` when set and not
 * empty, `${NAME+other}` when set. Defaults and messages may hold variables themselves.
 */
export function interpolate(text: string, host: HostEnvironment): string {
  let result = '';
  let at = 0;
  while (at < text.length) {
    const dollar = text.indexOf('$', at);
    if (dollar === -1) return result + text.slice(at);
    result += text.slice(at, dollar);
    const next = text[dollar + 1];
    if (next === '$') {
      result += '$';
      at = dollar + 2;
    } else if (next === '{') {
      const end = closingBrace(text, dollar + 2);
      result += expand(text.slice(dollar + 2, end), host);
      at = end + 1;
    } else {
      const name = namePattern.exec(text.slice(dollar + 1))?.[0];
      result += name === undefined ? '$' : (host[name] ?? '');
      at = dollar + 1 + (name?.length ?? 0);
    }
  }
  return result;
}

/** Where the `${` opened just before `from` closes, past any `${…}` nested in it. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let at = from; at < text.length; at += 1) {
    if (text.startsWith('${', at)) {
      depth += 1;
      at += 1;
    } else if (text[at] === '}' && (depth -= 1) === 0) {
      return at;
    }
  }
  throw new Error(`unclosed \${ in "${text}"`);
}

/** The inside of one `${…}`: a name, then perhaps an operator and its word. */
function expand(inside: string, host: HostEnvironment): string {
  const name = namePattern.exec(inside)?.[0];
  if (name === undefined) throw new Error(`invalid interpolation format for "\${${inside}}"`);
  const operator = /^(:?[-?+])?/.exec(inside.slice(name.length))?.[0] ?? '';
  const word = () => interpolate(inside.slice(name.length + operator.length), host);
  if (operator === '' && inside.length > name.length)
    throw new Error(`invalid interpolation format for "\${${inside}}"`);
  const value = host[name];
  // The operators with a colon treat an empty value as unset.
  const present = operator.startsWith(':') ? Boolean(value) : value !== undefined;
  switch (operator.replace(':', '')) {
    case '-':
      return present ? (value ?? '') : word();
    case '?':
      if (!present) throw new Error(`required variable ${name} is missing a value: ${word()}`);
      return value ?? '';
    case '+':
      return present ? word() : '';
    default:
      return value ?? '';
  }
}

/** Every string in a parsed YAML document, interpolated (keys are left as they are). */
function interpolateAll(node: unknown, host: HostEnvironment): unknown {
  if (typeof node === 'string') return interpolate(node, host);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, host));
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateAll(value, host)]),
    );
  return node;
}

export interface ComposeService {
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: unknown;
  [key: string]: unknown;
}

export interface ComposeProject {
  services: Record<string, ComposeService>;
  [key: string]: unknown;
}

/** compose.yaml as `docker compose config` sees it: anchors resolved, variables replaced. */
export function renderCompose(yamlText: string, host: HostEnvironment): ComposeProject {
  return interpolateAll(parse(yamlText, { merge: true }), host) as ComposeProject;
}

/**
 * The variables a service's container is given: its `environment` as a map or a list, where
 * a name without a value passes the host's value on (and nothing when the host has none).
 */
export function serviceEnvironment(
  project: ComposeProject,
  service: string,
  host: HostEnvironment,
): Record<string, string> {
  const definition = project.services[service];
  if (!definition) throw new Error(`no service ${service}`);
  // Variables from files would be missed here: refuse rather than check less than compose runs.
  if (definition.env_file !== undefined) throw new Error('env_file is not rendered here');
  const entries: Array<[string, string | undefined]> = Array.isArray(definition.environment)
    ? definition.environment.map((item) => {
        const [name = '', ...value] = item.split('=');
        return [name, value.length > 0 ? value.join('=') : host[name]];
      })
    : Object.entries(definition.environment ?? {}).map(([name, value]) => [
        name,
        value === null ? host[name] : String(value),
      ]);
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * An env file as compose reads `.env`: `NAME=value` lines, blank lines and `#` comments. The
 * value is taken as written; quotes, `export` and continued lines, which compose would read
 * otherwise, are refused rather than read differently.
 */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=([^'"\\#]*)$/.exec(line);
    if (!assignment) throw new Error(`line ${index + 1} is not NAME=value: ${line}`);
    const [, name = '', value = ''] = assignment;
    if (name in values) throw new Error(`${name} is set twice`);
    values[name] = value.trim();
  }
  return values;
}
