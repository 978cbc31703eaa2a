import type { BlockSchema } from '../schema.ts';

/** An ajv-compatible validate function: answers validity and leaves ajv error objects in `errors`. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

/** The parts of ajv's ErrorObject the engine reads. */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, any>;
  message?: string;
}

/**
 * Turns a schema into a validate function, once. The default compiles with ajv at run time
 * (see `ajvCompiler`); the production bundle swaps in validators generated ahead of time
 * (`precompiledCompiler`), so the page needs no `new Function` and ships no schema compiler.
 */
export interface SchemaCompiler {
  (id: string, schema: BlockSchema): ValidateFunction;
  /**
   * Compiles a schema fragment once, for registration checks (a property's `default` against its schema). Only a
   * run-time compiler has it; precompiled validators skip those checks (the build step ran them).
   */
  fragment?: (schema: BlockSchema) => ValidateFunction;
  /**
   * Accepts more extension keywords (a product's, given to `createRegistry({ keywords })`) before a schema that
   * uses them compiles. Only a run-time compiler has it; precompiled validators were compiled with them.
   */
  addKeywords?: (keywords: readonly string[]) => void;
}

/**
 * A compiler backed by validators generated ahead of time (ajv standalone), keyed by schema id.
 *
 * @example createRegistry({ compiler: precompiledCompiler(generatedValidators) })
 */
export function precompiledCompiler(validators: Readonly<Record<string, ValidateFunction>>): SchemaCompiler {
  return (id) => {
    const validate = validators[id];
    if (!validate) {
      throw new Error(
        `No precompiled validator for "${id}". The generated validators are older than the registry: ` +
          'run `npm run build` (engine/build/precompile.ts) again.',
      );
    }
    return validate;
  };
}
