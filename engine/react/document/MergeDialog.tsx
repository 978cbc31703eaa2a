import { useEffect, useId, useRef, useState } from 'react';
import type { MergeChoice, MergeConflict } from '../../core/documents/merge.ts';
import {
  type DocumentDefinition,
  enumChoices,
  fieldTitle,
  type Lang,
  type PluginContext,
  type Registry,
  type SchemaNode,
  schemaAt,
  withoutBlockIds,
} from '../../core/index.ts';
import { focusIsLost } from '../focus.ts';
import { uiText } from '../texts.ts';

/** Props of `MergeDialog`. */
export interface MergeDialogProps {
  conflicts: readonly MergeConflict[];
  /** The kind whose schema names the fields and reads their values; absent with `describeField`. */
  definition?: DocumentDefinition;
  registry?: Registry;
  ctx?: PluginContext;
  /**
   * A record merged without a schema (the friend editor's flat record): the field's name and a value as it
   * reads. Used instead of the definition for field conflicts.
   */
  describeField?(field: string, value: unknown): { name: string; value: string };
  lang: Lang;
  /** 'save': resolving saves; 'draft': it restores a draft. */
  then: 'save' | 'draft';
  onResolve(choices: Record<string, MergeChoice>): void;
  onCancel(): void;
}

/** How a value reads to an operator: an enum's label, 「text」, (空) for nothing. */
function shownValue(node: SchemaNode | undefined, value: unknown, lang: Lang): string {
  if (value === undefined || value === null || value === '') return uiText(lang, 'docMergeEmpty');
  const choice = enumChoices(node)?.find((c) => c.value === value);
  if (choice) return lang === 'en' ? (choice.labelEn ?? choice.label) : choice.label;
  return typeof value === 'string' ? `「${value}」` : JSON.stringify(value);
}

/**
 * A block as one line: its type's label and summary (or that it was deleted). The type is read from the kind's
 * type field (a form item's `swatch_id`); a block no plugin knows shows its fields, never its stable id.
 */
function shownBlock(
  registry: Registry,
  kind: string,
  block: object | undefined,
  ctx: PluginContext,
  lang: Lang,
) {
  if (!block) return uiText(lang, 'docMergeAbsent');
  const data = block as Record<string, unknown>;
  const type = data[registry.typeField(kind)];
  const plugin = typeof type === 'number' ? registry.get(kind, type) : undefined;
  if (!plugin) return JSON.stringify(withoutBlockIds(block));
  let summary = '';
  try {
    summary = plugin.summary(data as never, ctx);
  } catch {
    // A summary never throws by contract; a broken one must not hide the choice.
  }
  return summary ? `${plugin.label[lang]}: ${summary}` : plugin.label[lang];
}

/**
 * The dialog of a three-way merge whose two sides changed the same field or block: both values side by side, one
 * radio pair per conflict (the operator's own value chosen first), nothing saved until the operator says so.
 *
 * @example <MergeDialog conflicts={merge.conflicts} definition={actionDocument} registry={registry} ctx={ctx} lang="ja" then="save" onResolve={resolve} onCancel={cancel} />
 */
export function MergeDialog(props: MergeDialogProps) {
  const { conflicts, definition, registry, ctx, lang, describeField } = props;
  const [choices, setChoices] = useState<Record<string, MergeChoice>>(() =>
    Object.fromEntries(conflicts.map((conflict) => [conflict.key, 'ours' as const])),
  );
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  // The dialog takes the focus and gives it back when it goes (キャンセル, Escape, or a choice made), to what held
  // it when it opened (保存), unless the operator moved it meanwhile: its radio's removal dropped it to <body>.
  useEffect(() => {
    const opener = document.activeElement;
    first.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected && focusIsLost())
        opener.focus();
    };
  }, []);
  return (
    <div className="de-modal">
      <div
        className="de-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="merge-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onCancel();
          // Focus stays in the dialog (modal): Tab from the last control goes to the first, Shift+Tab back.
          if (event.key !== 'Tab') return;
          const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')];
          const first = controls[0];
          const last = controls[controls.length - 1];
          if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          } else if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          }
        }}
      >
        <h2 id={titleId} className="de-modal__title">
          {uiText(lang, 'docMergeTitle')}
        </h2>
        <p>{uiText(lang, 'docMergeLead')}</p>
        {conflicts.map((conflict, index) => {
          const name =
            conflict.kind === 'block'
              ? uiText(lang, 'docMergeBlock', { number: conflict.index + 1 })
              : describeField
                ? describeField(conflict.field, conflict.ours).name
                : fieldTitle(definition?.schema ?? {}, `/${conflict.field}`, lang);
          const show = (side: 'theirs' | 'ours') =>
            conflict.kind === 'block'
              ? registry && definition && ctx
                ? shownBlock(registry, definition.blockKind, conflict[side], ctx, lang)
                : JSON.stringify(withoutBlockIds(conflict[side] ?? null))
              : describeField
                ? describeField(conflict.field, conflict[side]).value
                : shownValue(schemaAt(definition?.schema ?? {}, [conflict.field]), conflict[side], lang);
          return (
            <fieldset key={conflict.key} className="de-merge__conflict" data-conflict={conflict.key}>
              <legend>{name}</legend>
              {(['ours', 'theirs'] as const).map((side) => (
                <label key={side} className="de-merge__side">
                  <input
                    ref={index === 0 && side === 'ours' ? first : undefined}
                    type="radio"
                    name={`${titleId}-${conflict.key}`}
                    checked={choices[conflict.key] === side}
                    onChange={() => setChoices((current) => ({ ...current, [conflict.key]: side }))}
                  />
                  <span className="de-merge__who">
                    {uiText(lang, side === 'ours' ? 'docMergeOurs' : 'docMergeTheirs')}
                  </span>
                  <span className="de-merge__value">{show(side)}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
        <div className="de-modal__buttons">
          <button type="button" className="de-button" onClick={props.onCancel}>
            {uiText(lang, 'docMergeCancel')}
          </button>
          <button
            type="button"
            className="de-button de-button--primary"
            onClick={() => props.onResolve(choices)}
          >
            {uiText(lang, props.then === 'save' ? 'docMergeSave' : 'docMergeApply')}
          </button>
        </div>
      </div>
    </div>
  );
}
