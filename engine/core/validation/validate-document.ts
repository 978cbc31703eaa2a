import { migrateData } from '../blocks/migrate.ts';
import type { PluginContext } from '../context.ts';
import { createContext } from '../context.ts';
import type { RuleFinding } from '../plugin.ts';
import { issueOf, type Registry, validatorId } from '../registry.ts';
import { type Issue, pointerSegment, prefixIssues } from './issue.ts';
import { schemaErrorsToIssues } from './schema-errors.ts';

/** How strict document validation is. The browser keeps unknown blocks; the server refuses them. */
export interface DocumentValidationOptions {
  /** Severity of a block whose type no plugin knows (default 'warning': kept and saved unchanged). */
  unknownTypes?: 'warning' | 'error';
  /** Refuse block types the account's abilities do not allow (the server sets this). */
  checkAbilities?: boolean;
}

/**
 * The envelope's issues and the document's own rules, without a visit of the blocks (each block has its own
 * validation, incremental in the editor): what an error summary recomputes on every change. The envelope schema
 * types the list loosely (objects with a type), so its check stays cheap whatever the list's length.
 *
 * @example validateEnvelope(registry, 'action', { a_name: '', is_template: 1, inputs: [] }) // name required, at least one effect
 */
export function validateEnvelope(
  registry: Registry,
  key: string,
  document: unknown,
  ctx: PluginContext = createContext(),
): Issue[] {
  const definition = registry.document(key);
  if (!definition)
    throw new Error(`No document kind '${key}'. Register it with registry.registerDocument().`);
  const validate = registry.validator(validatorId.document(key));
  const issues: Issue[] = validate(document)
    ? []
    : schemaErrorsToIssues(validate.errors, definition.schema, registry.catalogue, ctx.lang, document);
  if (typeof document !== 'object' || document === null) return issues;
  issues.push(...documentRuleIssues(registry, key, document as Record<string, unknown>, ctx));
  return issues;
}

/**
 * Validates a whole wire document: its envelope, every block (nested lists included) with its plugin's schema
 * and rules, single-use types, abilities, and the document's own rules. Paths point into the document.
 *
 * @example validateDocument(registry, 'action', { inputs: [] }) // [{ path: '/inputs', code: 'min_one_block', ... }]
 */
export function validateDocument(
  registry: Registry,
  key: string,
  document: unknown,
  ctx: PluginContext = createContext(),
  options: DocumentValidationOptions = {},
): Issue[] {
  const definition = registry.document(key);
  if (!definition)
    throw new Error(`No document kind '${key}'. Register it with registry.registerDocument().`);
  const validate = registry.validator(validatorId.document(key));
  if (!validate(document))
    return schemaErrorsToIssues(validate.errors, definition.schema, registry.catalogue, ctx.lang, document);

  const doc = document as Record<string, unknown>;
  const issues: Issue[] = [];
  const seenSingles = new Set<string>();
  const visit = (kind: string, list: unknown, prefix: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((block, index) => {
      const path = `${prefix}/${index}`;
      const typeField = registry.typeField(kind);
      const type = (block as Record<string, unknown> | null)?.[typeField];
      const plugin = typeof type === 'number' ? registry.get(kind, type) : undefined;
      if (!plugin) {
        issues.push(
          issueOf(registry, 'unknown_type', path, options.unknownTypes ?? 'warning', ctx.lang, {
            type: typeof type === 'number' || typeof type === 'string' ? String(type) : typeof type,
          }),
        );
        return;
      }
      // Saved blocks without _v are version 1 (see migrateData); validate what they load as.
      const migrated = migrateData(plugin, block as Record<string, unknown>, typeField, 'saved');
      if (!migrated.ok) {
        issues.push(issueOf(registry, 'broken_block', path, 'error', ctx.lang));
        return;
      }
      const checkAbilities = options.checkAbilities;
      issues.push(
        ...prefixIssues(registry.validateBlock(kind, migrated.data, ctx, { checkAbilities }), path),
      );
      if (plugin.multiplicity === 'single') {
        const single = `${kind}:${plugin.type}`;
        if (seenSingles.has(single)) issues.push(issueOf(registry, 'already_added', path, 'error', ctx.lang));
        seenSingles.add(single);
      }
      if (plugin.nested) {
        const field = plugin.nested.field;
        visit(
          plugin.nested.kind,
          (block as Record<string, unknown>)[field],
          `${path}/${pointerSegment(field)}`,
        );
      }
    });
  };
  visit(definition.blockKind, doc[definition.listField], `/${pointerSegment(definition.listField)}`);

  issues.push(...documentRuleIssues(registry, key, doc, ctx));
  return issues;
}

/**
 * The issues of a document kind's own rules: one at the rule's path for `true`, one per finding otherwise.
 *
 * @example documentRuleIssues(registry, 'action', { inputs: [] }, ctx) // [{ path: '/inputs', code: 'min_one_block', … }]
 */
export function documentRuleIssues(
  registry: Registry,
  key: string,
  document: Record<string, unknown>,
  ctx: PluginContext,
): Issue[] {
  const issues: Issue[] = [];
  for (const rule of registry.document(key)?.rules ?? []) {
    const result = rule.violated(document, ctx);
    const findings: readonly RuleFinding[] = result === true ? [{}] : Array.isArray(result) ? result : [];
    for (const finding of findings) {
      const path = finding.path ?? rule.path ?? '';
      issues.push(issueOf(registry, rule.code, path, rule.severity ?? 'error', ctx.lang, finding.params));
    }
  }
  return issues;
}
