import { describe, expect, it } from 'vitest';
import { mergeDocuments } from '../../../engine/core/documents/merge.ts';
import {
  changedVarIds,
  type FriendEditorAnswer,
  sameRecord,
  saveBody,
  tagIds,
  toRecord,
  varEntry,
  withTag,
  withVar,
} from './friend-record.ts';

const answer = (over: Partial<FriendEditorAnswer> = {}): FriendEditorAnswer => ({
  member: {
    id: 7,
    name: '佐藤 花子',
    short_name: '',
    nickname: '',
    icon_url: null,
    registered_at: '2025-01-01T00:00:00.000Z',
    last_response_at: null,
    notify: 0,
    user_rate: 1,
    blocked: false,
    tags: [3, 5],
  },
  revision: 4,
  tag_ids: [5, 3],
  values: { 12: 'M0000001', 14: '901', 16: '' },
  metas: { 14: '{"filename":"a.png","status":"checked_file"}' },
  bases: { name: '佐藤 花子', short_name: '佐藤花子', nickname: '', memo: 'よろしく' },
  authorizations: { rename: true, memo: true, bestname: true },
  can: { tags: true, vars: true },
  ...over,
});

describe('the friend record', () => {
  it('flattens tags, values with and without meta, and the editable bases', () => {
    const record = toRecord(answer());
    expect(tagIds(record)).toEqual([3, 5]);
    expect(record['var:12']).toBe('M0000001');
    expect(varEntry(record, 14)).toEqual({
      value: '901',
      meta: '{"filename":"a.png","status":"checked_file"}',
    });
    expect('var:16' in record).toBe(false);
    expect(record).toMatchObject({ member_id: 7, revision: 4, short_name: '佐藤花子', memo: 'よろしく' });
    expect('name' in record).toBe(false);
  });

  it('saves only what changed: the tag set, the changed values with their metas, the changed bases', () => {
    const base = toRecord(answer());
    expect(saveBody(base, base)).toEqual({ member_id: 7, revision: 4 });
    let edited = withTag(base, 9, true);
    edited = withVar(edited, 12, { value: '', meta: '' });
    edited = withVar(edited, 20, { value: '2', meta: '{"id":2}' });
    edited = { ...edited, nickname: 'はなちゃん' };
    expect(saveBody(edited, base)).toEqual({
      member_id: 7,
      revision: 4,
      tag_ids: [3, 5, 9],
      vals: { 12: '', 20: '2' },
      metas: { 12: '', 20: '{"id":2}' },
      changed_item_ids: [12, 20],
      bases: { nickname: 'はなちゃん' },
    });
  });

  it('counts a meta-only change as a change and the revision as none', () => {
    const base = toRecord(answer());
    const moved = withVar(base, 14, { value: '901', meta: '{"filename":"b.png"}' });
    expect(changedVarIds(moved, base)).toEqual([14]);
    expect(sameRecord({ ...base, revision: 99 }, base)).toBe(true);
    expect(sameRecord(moved, base)).toBe(false);
    expect(sameRecord(withTag(base, 3, false), base)).toBe(false);
  });

  it('merges two operators’ edits key by key: different tags and fields both survive, the same field conflicts', () => {
    const base = toRecord(answer());
    const theirs = { ...withVar(withTag(base, 8, true), 12, { value: 'THEIRS', meta: '' }), revision: 5 };
    const ours = withVar(withTag(base, 3, false), 12, { value: 'OURS', meta: '' });
    const merged = mergeDocuments({ base, theirs, ours, listField: '-', ignore: ['member_id', 'revision'] });
    expect(tagIds(merged.merged)).toEqual([5, 8]);
    expect(merged.merged.revision).toBe(5);
    expect(merged.conflicts.map((c) => c.key)).toEqual(['field:var:12']);
  });
});
