import type { ValidateFunction } from '../core/validation/compile.ts';

/**
 * The precompiled validators of a production build, keyed by validatorId, filled as their modules load: the
 * documents' with engine/build/precompiled-compiler.ts, each plugin folder's with that folder's plugin index
 * (plugins/registered-<folder>.generated.ts, see `precompiledValidators({ perFolder: true })`), so a page that
 * loads a kind's plugins later loads their validators with them, not before.
 */
export const precompiledValidatorTable: Record<string, ValidateFunction> = {};

/** Adds a generated module's validators to the table. @example addPrecompiledValidators(validators) */
export function addPrecompiledValidators(validators: Readonly<Record<string, ValidateFunction>>): void {
  Object.assign(precompiledValidatorTable, validators);
}
