import { useContext } from 'react';
import type { PluginContext, PluginUi } from '../../core/index.ts';
import { FormScopeContext } from './form-context.ts';
import type { FieldPath, WidgetProps } from './types.ts';

/** One option of a plugin-supplied list: a value (saved as it is, number or string) or a value with its label. */
export type FieldOption = string | number | { value: string | number; label: string };

/**
 * What a plugin computes for one field's input from the block's data and the context (`ui.inputs`), where a
 * schema cannot say it ahead of time: the options of a select (the `options` widget), tighter bounds of a number
 * input, a line of text under the control (a preview). Presentation only: the browser refuses a value outside
 * the bounds, the plugin's rules still judge the data.
 */
export interface FieldInput {
  /** The values an `options` select offers, in order. */
  options?: readonly FieldOption[];
  /** The label of the select's empty option (the field left unset); 選択してください when not given. */
  emptyLabel?: string;
  /** Bounds of a number input, tightening the schema's `minimum` / `maximum`. */
  min?: number;
  max?: number;
  /** A text shown under the control and read with it (`aria-describedby`); nothing when empty. */
  note?: string;
}

// PluginUi is engine/core's; its presentation hints gain `inputs` here, beside the widgets that read it, so a
// plugin can give data-dependent inputs without the core knowing widgets. Plugins write plain data and functions.
declare module '../../core/plugin.ts' {
  interface PluginUi<D> {
    /**
     * Per field (dotted path for nested fields), what its input offers for the current data: options, bounds,
     * a note (see `FieldInput` in engine/react). A function that throws gives the plain input.
     *
     * @example inputs: { month_to: (d) => ({ options: monthsFrom(d.month_from) }), count: (d, ctx) => ({ max: limitOf(ctx) }) }
     */
    inputs?: Readonly<Record<string, (data: D, ctx: PluginContext) => FieldInput>>;
  }
}

/**
 * The input hint of a field: `ui.inputs[path]` applied to the block's data, `{}` without one (or when it
 * throws: a broken hint must not take the field away).
 *
 * @example fieldInputOf(plugin.ui, ['year_from'], data, ctx).options?.length // 201
 */
export function fieldInputOf(
  ui: PluginUi<any> | undefined,
  path: FieldPath,
  data: unknown,
  ctx: PluginContext,
): FieldInput {
  const compute = ui?.inputs?.[path.join('.')];
  if (!compute) return {};
  try {
    return compute(data, ctx) ?? {};
  } catch {
    return {};
  }
}

/** The input hint of a widget's field, from the enclosing form's `ui` (`{}` outside a form). */
export function useFieldInput(props: Pick<WidgetProps, 'path' | 'data' | 'ctx'>): FieldInput {
  const scope = useContext(FormScopeContext);
  return fieldInputOf(scope?.ui, props.path, props.data, props.ctx);
}

/**
 * The tighter of a schema bound and a hint's: the larger minimum, the smaller maximum.
 *
 * @example tighter(0, 100, Math.max) // 100
 */
export function tighter(
  schemaBound: unknown,
  hintBound: number | undefined,
  pick: (a: number, b: number) => number,
): number | undefined {
  const bounds = [schemaBound, hintBound].filter(
    (bound): bound is number => typeof bound === 'number' && Number.isFinite(bound),
  );
  return bounds.length === 0 ? undefined : bounds.reduce((a, b) => pick(a, b));
}
