import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { SCHEMA_EXTENSION_KEYWORDS } from '../schema.ts';
import type { SchemaCompiler, ValidateFunction } from './compile.ts';

/**
 * The engine's one ajv configuration: strict, all errors, formats, and the `x-*` keywords as a vocabulary: the
 * engine's (`SCHEMA_EXTENSION_KEYWORDS`) and `keywords`, a product's own (`registry.keywords()` gives both).
 * `standalone` keeps the generated source so build-time precompilation can emit it.
 *
 * @example const ajv = createAjv({ keywords: ['x-item'] }); ajv.compile({ type: 'integer', 'x-item': 'tag' })(1) // true
 */
export function createAjv(options: { standalone?: boolean; keywords?: readonly string[] } = {}): Ajv {
  const ajv = new Ajv({
    strict: true,
    // Conditional requirements (if/then: "delay_at is required when delay_type is 2") name properties declared
    // in the parent schema, which strictRequired would reject.
    strictRequired: false,
    allErrors: true,
    code: options.standalone ? { source: true, esm: true } : undefined,
  });
  addFormats(ajv);
  addKeywords(ajv, [...SCHEMA_EXTENSION_KEYWORDS, ...(options.keywords ?? [])]);
  return ajv;
}

/** Adds the keywords ajv does not know yet (ajv refuses a keyword defined twice). */
function addKeywords(ajv: Ajv, keywords: readonly string[]): void {
  for (const keyword of new Set(keywords)) if (!ajv.RULES.keywords[keyword]) ajv.addKeyword(keyword);
}

/**
 * A compiler that uses one ajv instance and compiles each schema id once, whatever the number of calls.
 *
 * @example createRegistry({ compiler: ajvCompiler() })
 */
export function ajvCompiler(ajv: Ajv = createAjv()): SchemaCompiler {
  const cache = new Map<string, ValidateFunction>();
  const compiler: SchemaCompiler = (id, schema) => {
    let validate = cache.get(id);
    if (!validate) {
      validate = ajv.compile(schema as object) as ValidateFunction;
      cache.set(id, validate);
    }
    return validate;
  };
  compiler.fragment = (schema) => ajv.compile(schema as object) as ValidateFunction;
  compiler.addKeywords = (keywords) => addKeywords(ajv, keywords);
  return compiler;
}
