/**
 * Types of engine/build/generated/validators.js for a checkout where it was not generated yet (the folder is
 * git-ignored): lets `tsc` check precompiled-compiler.ts in a fresh clone. When the generated
 * validators.d.ts exists, TypeScript reads that one instead.
 */
declare module '*/generated/validators.js' {
  /** An ajv validate function (the shape of engine/core's ValidateFunction). */
  interface GeneratedValidateFunction {
    (data: unknown): boolean;
    errors?:
      | readonly {
          instancePath: string;
          schemaPath: string;
          keyword: string;
          params: Record<string, any>;
          message?: string;
        }[]
      | null;
  }
  /** The precompiled validators, keyed by validatorId ('effect:1', 'document:action'). */
  export const validators: Readonly<Record<string, GeneratedValidateFunction>>;
  export default validators;
}
