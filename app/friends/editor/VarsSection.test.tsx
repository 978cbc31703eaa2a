// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRenderProbe } from '../../../engine/react/index.ts';
import type { PickerItem } from '../../api/types.ts';
import type { KindItems } from '../../items/item-store.ts';
import type { FriendEditorApi } from './friend-editor-api.ts';
import { type FriendRecord, type VarEntry, varEntry, withVar } from './friend-record.ts';
import { useFriendEditorTexts } from './texts.ts';
import { VarsSection } from './VarsSection.tsx';

afterEach(() => {
  setRenderProbe(null);
  cleanup();
});

/** 30 text fields in no folder, as the "all" folder shows them. */
const FIELDS: PickerItem[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `項目${i + 1}`,
  type: 0,
}));
const KIND: KindItems = {
  status: 'loaded',
  groups: [],
  items: FIELDS,
  byId: new Map(FIELDS.map((field) => [String(field.id), field])),
  messages: [],
};
const API = {} as FriendEditorApi;
const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/** The section as the modal holds it: the record in state, one stable change handler. */
function Harness({ onRecord }: { onRecord(record: FriendRecord): void }) {
  const texts = useFriendEditorTexts();
  const [record, setRecord] = useState<FriendRecord>({ 'var:3': '三' });
  const [onChange] = useState(
    () => (id: number, entry: VarEntry) =>
      setRecord((current) => {
        const next = withVar(current, id, entry);
        onRecord(next);
        return next;
      }),
  );
  return (
    <VarsSection
      fields={KIND}
      record={record}
      canWrite
      editableOnly={false}
      operatorMode={false}
      permissions={NO_PERMISSIONS}
      texts={texts}
      lang="ja"
      api={API}
      generation={0}
      onChange={onChange}
    />
  );
}

describe('VarsSection (a keystroke re-renders the typed field only, DESIGN §6)', () => {
  it('draws every field once on open, then one keystroke re-renders only its row', () => {
    const renders: string[] = [];
    setRenderProbe((component, key) => component === 'VarRow' && renders.push(key));
    let latest: FriendRecord = {};
    render(<Harness onRecord={(record) => (latest = record)} />);
    expect(renders.sort((a, b) => Number(a) - Number(b))).toEqual(FIELDS.map((field) => String(field.id)));
    expect((screen.getByRole('textbox', { name: '項目3' }) as HTMLInputElement).value).toBe('三');

    renders.length = 0;
    fireEvent.change(screen.getByRole('textbox', { name: '項目12' }), { target: { value: '十二' } });
    expect(renders).toEqual(['12']);
    expect(varEntry(latest, 12).value).toBe('十二');
    expect((screen.getByRole('textbox', { name: '項目12' }) as HTMLInputElement).value).toBe('十二');
    expect(varEntry(latest, 3).value).toBe('三');
  });
});
