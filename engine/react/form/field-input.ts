import { useContext } from 'react';
import type { FieldInput, PluginContext, PluginUi } from '../../core/index.ts';
import { FormScopeContext } from './form-context.ts';
import type { FieldPath, WidgetProps } from './types.ts';

// The types are engine/core's (`PluginUi.inputs`): plugins and the server load them without React.
export type { FieldInput, FieldOption } from '../../core/index.ts';

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
