import type { SchemaCompiler } from '../core/validation/compile.ts';
import { precompiledCompiler } from '../core/validation/compile.ts';
import { validators } from './generated/validators.js';
import { addPrecompiledValidators, precompiledValidatorTable } from './precompiled-table.ts';

addPrecompiledValidators(validators);

/**
 * The production build's replacement for engine/core/validation/default-compiler.ts (same export, see
 * vite.config.ts): validators generated ahead of time by engine/build/precompile.ts, looked up by validatorId.
 * No schema compiler and no `new Function` reach the bundle. With `precompiledValidators({ perFolder: true })`
 * the module imported here holds only the documents' validators, and each plugin folder's arrive with its plugin
 * index (engine/build/precompiled-table.ts); a validator is looked up when first used, so one loaded later is
 * found.
 */
export function defaultCompiler(): SchemaCompiler {
  return precompiledCompiler(precompiledValidatorTable);
}
