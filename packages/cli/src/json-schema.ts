/**
 * A small JSON Schema (2020-12) checker for the keywords the simulator's schemas use: type, enum,
 * const, properties, required, additionalProperties, propertyNames, items, minItems, minimum,
 * maximum, minLength, pattern and local $ref ("#/$defs/..."). Any other keyword is refused, so a
 * schema cannot silently ask for a check this code does not make.
 */

export type JsonSchema = Readonly<Record<string, unknown>>;

const KNOWN = new Set([
  '$schema',
  '$id',
  '$defs',
  '$ref',
  'title',
  'description',
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'minimum',
  'maximum',
  'minLength',
  'pattern',
]);

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Problems of `value` against `schema`, each with its JSON path ("$.games[3].winner: ..."); empty if valid. */
export function validate(schema: JsonSchema, value: unknown, maxProblems = 20): string[] {
  const problems: string[] = [];
  const resolve = (ref: string): JsonSchema => {
    const prefix = '#/$defs/';
    const defs = schema.$defs;
    const target = ref.startsWith(prefix) && isObject(defs) ? defs[ref.slice(prefix.length)] : undefined;
    if (!isObject(target)) throw new Error(`json-schema: cannot resolve $ref ${ref}`);
    return target;
  };
  const check = (s: JsonSchema, v: unknown, path: string): void => {
    if (problems.length >= maxProblems) return;
    for (const key of Object.keys(s))
      if (!KNOWN.has(key)) throw new Error(`json-schema: unsupported keyword ${key}`);
    if (typeof s.$ref === 'string') check(resolve(s.$ref), v, path);
    const fail = (message: string): void => {
      problems.push(`${path}: ${message}`);
    };
    if (s.type !== undefined) {
      const types = (Array.isArray(s.type) ? s.type : [s.type]) as string[];
      const t = typeOf(v);
      if (!types.includes(t) && !(t === 'integer' && types.includes('number'))) {
        fail(`must be ${types.join(' or ')} (got ${t})`);
        return;
      }
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => e === v)) {
      fail(`must be one of ${s.enum.map((e) => JSON.stringify(e)).join(', ')} (got ${JSON.stringify(v)})`);
    }
    if ('const' in s && s.const !== v) fail(`must be ${JSON.stringify(s.const)}`);
    if (typeof v === 'number') {
      if (typeof s.minimum === 'number' && v < s.minimum) fail(`must be at least ${s.minimum}`);
      if (typeof s.maximum === 'number' && v > s.maximum) fail(`must be at most ${s.maximum}`);
    }
    if (typeof v === 'string') {
      if (typeof s.minLength === 'number' && v.length < s.minLength)
        fail(`must have at least ${s.minLength} characters`);
      if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(v))
        fail(`must match ${s.pattern}`);
    }
    if (Array.isArray(v)) {
      if (typeof s.minItems === 'number' && v.length < s.minItems)
        fail(`must have at least ${s.minItems} items`);
      if (isObject(s.items))
        v.forEach((item, i) => {
          check(s.items as JsonSchema, item, `${path}[${i}]`);
        });
    }
    if (isObject(v)) {
      const props = isObject(s.properties) ? s.properties : {};
      if (Array.isArray(s.required)) {
        for (const key of s.required as string[])
          if (!(key in v)) fail(`misses the required property "${key}"`);
      }
      for (const [key, item] of Object.entries(v)) {
        const at = `${path}.${key}`;
        if (isObject(s.propertyNames)) check(s.propertyNames, key, `${at} (name)`);
        const own = props[key];
        if (isObject(own)) check(own, item, at);
        else if (s.additionalProperties === false) fail(`has an unexpected property "${key}"`);
        else if (isObject(s.additionalProperties)) check(s.additionalProperties, item, at);
      }
    }
  };
  check(schema, value, '$');
  return problems;
}
