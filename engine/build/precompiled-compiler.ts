import type { SchemaCompiler } from '../core/validation/compile.ts';
import { precompiledCompiler } from '../core/validation/compile.ts';
import { validators } from './generated/validators.js';

/**
 * The production build's replacement for engine/core/validation/default-compiler.ts (same export, see
 * vite.config.ts): validators generated ahead of time by engine/build/precompile.ts, looked up by validatorId.
 * No schema compiler and no `new Function` reach the bundle.
 */
export function defaultCompiler(): SchemaCompiler {
  return precompiledCompiler(validators);
}
