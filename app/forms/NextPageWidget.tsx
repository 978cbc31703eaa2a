/**
 * A choice's destination (`next_page`, spec 002 §3 Choice, §4 branching) as a select of the form's sections and
 * 送信 (the end): the sections are the form's, not the item's, so the builder gives them through a context.
 */
import { createContext, useContext } from 'react';
import { siblingValue, type WidgetDefinition, type WidgetProps } from '../../engine/react/index.ts';

/** A section as a destination: its number and its heading. */
export interface SectionChoice {
  page: number;
  label: string;
}

/** The builder's sections, for the destination select. */
export const FormSectionsContext = createContext<readonly SectionChoice[]>([]);

function NextPageSelect(props: WidgetProps) {
  const sections = useContext(FormSectionsContext);
  const value = props.value === undefined ? '' : String(props.value);
  return (
    <select
      id={props.id}
      className="be-input"
      value={value}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => {
        const next = event.target.value;
        props.onChange(next === '' ? undefined : next === 'submit' ? 'submit' : Number(next));
      }}
      onBlur={props.onBlur}
    >
      <option value="">{props.lang === 'en' ? 'Choose…' : '選択してください'}</option>
      {sections.map((section) => (
        <option key={section.page} value={section.page}>
          {section.label}
        </option>
      ))}
      <option value="submit">{props.lang === 'en' ? 'Submit' : '送信'}</option>
    </select>
  );
}

/**
 * Fields named next_page whose schema allows 'submit': the section select (rank 20).
 *
 * @example consoleWidgets.extend(nextPageWidget)
 */
export const nextPageWidget: WidgetDefinition = {
  name: 'next-page',
  tester: (schema, context) =>
    context.path.at(-1) === 'next_page' &&
    Array.isArray(schema.anyOf) &&
    schema.anyOf.some((option) => (option as { const?: unknown }).const === 'submit')
      ? 20
      : -1,
  component: NextPageSelect,
};

const branches = (item: unknown) =>
  typeof item === 'object' && item !== null && (item as { do_branch_page?: unknown }).do_branch_page === 1;

/**
 * A choice's destination while its item does not branch (a checkbox, or 回答で分岐する off) and none is set:
 * not drawn, so the choice shows only what applies (rank 21, above the select). A destination left from before
 * still shows, so the operator sees what the server would refuse.
 */
export const hiddenNextPageWidget: WidgetDefinition = {
  name: 'next-page-hidden',
  tester: (schema, context) =>
    nextPageWidget.tester(schema, context) > 0 &&
    !branches(context.data) &&
    siblingValue(context.data, context.path, 'next_page') === undefined
      ? 21
      : -1,
  component: () => null,
  frame: 'none',
};
