/**
 * The peer for the block editor: @rjsf/core with @rjsf/validator-ajv8 drawing the same effects as one array
 * whose items are `oneOf` the registry's plugin schemas, told apart by their `type` const (the `discriminator`
 * hint is rjsf's documented way to pick an option without trying each one). Uncontrolled, as rjsf keeps its
 * own form state: the least work the library can be asked to do.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { defineBenchPage } from './harness.tsx';
import { benchRegistry } from './registry.ts';

const registry = benchRegistry();

/** The array schema composed from the plugin schemas of a kind. */
function composedSchema(kind: string): RJSFSchema {
  return {
    type: 'array',
    title: 'アクション内容',
    items: {
      discriminator: { propertyName: 'type' },
      oneOf: registry.plugins(kind).map((plugin) => plugin.schema as RJSFSchema),
    },
  } as RJSFSchema;
}

defineBenchPage({
  render: (data) => <Form schema={composedSchema(data.kind)} formData={data.blocks} validator={validator} />,
  keyTarget: (data) => `#root_${data.middle}_${data.field}`,
  // The moved item goes down one place per step; its buttons are those of the item now at that index.
  moveTarget: (data, step) => `#root_${data.middle + step}__moveDown`,
});
