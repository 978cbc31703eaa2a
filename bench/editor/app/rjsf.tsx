/**
 * The peer for the block editor: @rjsf/core with @rjsf/validator-ajv8 drawing the same effects as one array
 * whose items are `oneOf` the plain schemas a developer would write for them (issue 14: `data.plainSchemas`,
 * from ../plain-forms.ts: each type's fields as plain properties, choices as titled consts, no if/then, no
 * patterns), told apart by their `type` const (the `discriminator` hint is rjsf's documented way to pick an
 * option without trying each one). Uncontrolled, as rjsf keeps its own form state: the least work the library
 * can be asked to do.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Dataset } from '../data.ts';
import { defineBenchPage } from './harness.tsx';

/** The array schema over the data set's plain block schemas. */
function composedSchema(data: Dataset): RJSFSchema {
  if (!data.plainSchemas) throw new Error('bench: the rjsf page draws effect data sets (data.plainSchemas).');
  return {
    type: 'array',
    title: 'アクション内容',
    items: { discriminator: { propertyName: 'type' }, oneOf: data.plainSchemas as RJSFSchema[] },
  } as RJSFSchema;
}

defineBenchPage({
  render: (data) => <Form schema={composedSchema(data)} formData={data.blocks} validator={validator} />,
  keyTarget: (data) => `#root_${data.middle}_${data.field}`,
  // The moved item goes down one place per step; its buttons are those of the item now at that index.
  moveTarget: (data, step) => `#root_${data.middle + step}__moveDown`,
});
