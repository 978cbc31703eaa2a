// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaForm } from '../../engine/react/form/SchemaForm.tsx';
import { dropdownFriendInfoField } from './dropdown.ts';

afterEach(cleanup);

/** The dropdown's add button adds one choice: "Add a choice", not the list title's "Add Choices". */
describe('the dropdown’s add button', () => {
  it.each([
    ['ja', '選択肢を追加'],
    ['en', 'Add a choice'],
  ] as const)('reads in %s: %s', (lang, words) => {
    render(
      <SchemaForm
        schema={dropdownFriendInfoField.schema}
        value={{ swatch_id: 20, label: '年代', options: ['20代'] }}
        lang={lang}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: words })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Choices' })).toBeNull();
  });
});
