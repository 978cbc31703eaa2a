/**
 * The peer for the funnel editor: react-querybuilder with one rule per block of the funnel data set (the
 * block's type as the field, its text as the value), each or-group as a nested rule group with the "or"
 * combinator holding its conditions as rules, and its shift buttons shown. Uncontrolled (`defaultQuery`), so the
 * library keeps its own state.
 */
import 'react-querybuilder/dist/query-builder.css';
import { type Field, QueryBuilder, type RuleGroupType, type RuleType } from 'react-querybuilder';
import type { Dataset } from '../data.ts';
import { defineBenchPage } from './harness.tsx';
import { benchRegistry } from './registry.ts';

const registry = benchRegistry();

function fieldsOf(data: Dataset): Field[] {
  return registry.plugins(data.kind).map((plugin) => ({ name: `t${plugin.type}`, label: plugin.label.ja }));
}

function ruleOf(data: Dataset, block: Record<string, unknown>, id: string): RuleType {
  return {
    id,
    field: `t${block.type}`,
    operator: '=',
    value: String(block[data.field] ?? registry.get(data.kind, Number(block.type))?.key ?? ''),
  };
}

function queryOf(data: Dataset): RuleGroupType {
  return {
    combinator: 'and',
    rules: data.blocks.map((block, i) => {
      const nested = registry.get(data.kind, Number(block.type))?.nested;
      const inner = nested ? block[nested.field] : undefined;
      return Array.isArray(inner)
        ? {
            id: `g${i}`,
            combinator: 'or',
            rules: (inner as Record<string, unknown>[]).map((each, k) => ruleOf(data, each, `r${i}-${k}`)),
          }
        : ruleOf(data, block, `r${i}`);
    }),
  };
}

defineBenchPage({
  render: (data) => <QueryBuilder fields={fieldsOf(data)} defaultQuery={queryOf(data)} showShiftActions />,
  keyTarget: (data) => `[data-rule-id="r${data.middle}"] .rule-value`,
  moveTarget: (data) =>
    `[data-rule-id="r${data.middle}"] > [data-testid="shift-actions"] > button:nth-of-type(2)`,
});
