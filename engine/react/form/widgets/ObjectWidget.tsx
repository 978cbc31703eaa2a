import { SchemaFields } from '../SchemaFields.tsx';
import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/** A nested object: its properties as fields inside the frame's fieldset (conditions apply at every level). */
function ObjectFields({ schema, value, path, issues }: WidgetProps) {
  return (
    <div className="be-object">
      <SchemaFields schema={schema} value={value ?? {}} path={path} issues={issues} />
    </div>
  );
}

/** Objects with properties (rank 1). */
export const objectWidget: WidgetDefinition = {
  name: 'object',
  tester: (schema) => (hasType(schema, 'object') && typeof schema.properties === 'object' ? 1 : -1),
  component: ObjectFields,
  frame: 'group',
};
