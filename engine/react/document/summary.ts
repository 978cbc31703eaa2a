/**
 * The error summary of a document (issue: a live list that shrinks as errors are fixed): every error of the
 * envelope, of the document's own rules and of every block, in page order, each with the DOM id of the field to
 * focus. Pure: the component recomputes it whenever the store or the envelope changes after a save attempt.
 */
import {
  type DocumentDefinition,
  type EditorBlock,
  type EditorStore,
  type Issue,
  type Lang,
  type PluginContext,
  parsePointer,
  type Registry,
  validatable,
  validateEnvelope,
} from '../../core/index.ts';
import { fieldSlots } from '../form/layout.ts';
import { idFor } from '../form/schema-helpers.ts';

/** The id prefix of the envelope form's fields. */
export const ENVELOPE_ID_PREFIX = 'doc-envelope';

/** One line of the summary and where clicking it goes. */
export interface SummaryEntry {
  message: string;
  /** The DOM id of the field (or, when it has no field of its own, the block panel's block id). */
  fieldId?: string;
  blockId?: string;
}

/** A block's place as the server words it: 2番目(タグ操作), or #2 (Tag operation) in English. */
function blockPlace(number: number, label: string, lang: Lang): string {
  return lang === 'ja' ? `${number}番目(${label})` : `#${number} (${label})`;
}

/**
 * The envelope and document issues of a wire document: the envelope schema's and the kind's rules, every reason
 * at once, without visiting the blocks (they have their own validation).
 *
 * @example documentIssues(registry, actionDocument, document, ctx) // [{ path: '/inputs', code: 'min_one_block', … }]
 */
export function documentIssues(
  registry: Registry,
  definition: DocumentDefinition,
  document: Record<string, unknown>,
  ctx: PluginContext,
): Issue[] {
  const list = `/${definition.listField}/`;
  // The kind's own rules may point into a block (two info-form fields saving into one friend-info field: the
  // later one); those stay, so the editor refuses what the server would. The envelope schema's findings inside
  // the list are the blocks' own validation's, said there.
  const own = new Set((definition.rules ?? []).map((rule) => rule.code));
  return validateEnvelope(registry, definition.key, validatable(document), ctx).filter(
    (issue) => issue.severity === 'error' && (!issue.path.startsWith(list) || own.has(issue.code)),
  );
}

/**
 * The top-level block a document issue points into (`/fields/2/var_id` → index 2, rest ['var_id']), or undefined.
 */
function blockPointOf(
  path: readonly (string | number)[],
  listField: string | undefined,
): { index: number; rest: (string | number)[] } | undefined {
  if (listField === undefined || path.length < 2 || String(path[0]) !== listField) return undefined;
  const index = Number(path[1]);
  return Number.isInteger(index) && index >= 0 ? { index, rest: path.slice(2) } : undefined;
}

/**
 * The summary lines in page order: envelope fields in the order drawn, then the document's own rules, then each
 * block's errors, prefixed with its place as the server words it (nested: 1番目(…) > 2番目(…): …).
 *
 * @example summaryEntries({ registry, store, envelopeIssues, fields, lang })
 */
export function summaryEntries(parts: {
  registry: Registry;
  store: EditorStore;
  envelopeIssues: readonly Issue[];
  fields: readonly string[];
  lang: Lang;
  /** Blocks left out (untouched initial ones, which are not saved). */
  skip?: ReadonlySet<string>;
  /** The document's block list field: envelope issues under it are read as the block's (`/fields/2/var_id`). */
  listField?: string;
}): SummaryEntry[] {
  const { registry, store, envelopeIssues, fields, lang } = parts;
  const rank = (issue: Issue) => {
    const field = parsePointer(issue.path)[0];
    const at = fields.indexOf(String(field));
    return at === -1 ? fields.length : at;
  };
  const blocks = store.getBlocks();
  const entries: SummaryEntry[] = [...envelopeIssues]
    .sort((a, b) => rank(a) - rank(b))
    .map((issue) => {
      const path = parsePointer(issue.path);
      // A document rule's finding in a block reads as the block's, with its place, and goes to its field.
      const point = blockPointOf(path, parts.listField);
      const block = point && blocks[point.index];
      if (point && block) {
        const plugin = block.broken ? undefined : registry.get(block.kind, block.type);
        const place = blockPlace(point.index + 1, plugin ? plugin.label[lang] : '', lang);
        return {
          message: `${place}: ${issue.message}`,
          fieldId: point.rest.length > 0 ? idFor(`be-${block.id}`, point.rest) : undefined,
          blockId: block.id,
        };
      }
      const drawn = path.length > 0 && fields.includes(String(path[0]));
      return {
        message: issue.message,
        fieldId: drawn ? idFor(ENVELOPE_ID_PREFIX, path) : undefined,
      };
    });
  // A block's issues in the order its panel draws its fields (the validator's order is the schema's keywords':
  // required before if/then, a rule after both); those no field shows lead, as the panel lists them on top.
  const inPanelOrder = (block: EditorBlock, issues: readonly Issue[]) => {
    const plugin = block.broken ? undefined : registry.get(block.kind, block.type);
    if (!plugin) return issues;
    const drawn = fieldSlots(plugin.schema, block.data, plugin.ui, store.getContext()).map(
      (slot) => slot.name,
    );
    const at = (issue: Issue) => {
      const field = parsePointer(issue.path)[0];
      return field === undefined ? -1 : drawn.indexOf(String(field));
    };
    return [...issues].sort((a, b) => at(a) - at(b));
  };
  // Nested blocks read as the server words them: 1番目(いずれかに一致(ORグループ)) > 2番目(名前): …
  const visit = (blocks: readonly EditorBlock[], places: readonly string[]) => {
    blocks.forEach((block, index) => {
      if (parts.skip?.has(block.id)) return;
      const plugin = block.broken ? undefined : registry.get(block.kind, block.type);
      const label = plugin ? plugin.label[lang] : '';
      const here = [...places, blockPlace(index + 1, label, lang)];
      for (const issue of inPanelOrder(block, store.getIssues(block.id))) {
        if (issue.severity !== 'error') continue;
        const path = parsePointer(issue.path);
        entries.push({
          message: `${here.join(' > ')}: ${issue.message}`,
          fieldId: path.length > 0 ? idFor(`be-${block.id}`, path) : undefined,
          blockId: block.id,
        });
      }
      if (block.children) visit(block.children, here);
    });
  };
  visit(blocks, []);
  return entries;
}
