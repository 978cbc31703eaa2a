import { describe, expect, it } from 'vitest';
import { COMMON_VAR_TYPES } from '../../plugins/shared/common-var-types.ts';
import { VAR_TYPES } from '../../plugins/shared/var-fields.ts';
import { translate } from '../page-i18n.ts';
import { INFO_KINDS, infoTypeName } from './info-kinds.ts';

describe('the info item kinds of /line/var/edit/{id} and /line/common_var/edit/{id}', () => {
  it('names every common-info type of spec 002 §3 in both languages', () => {
    expect(COMMON_VAR_TYPES.map((type) => infoTypeName('common_vars', type, 'ja'))).toEqual([
      '標準',
      '数値',
      '長文テキスト',
      '日付',
    ]);
    expect(COMMON_VAR_TYPES.map((type) => infoTypeName('common_vars', type, 'en'))).toEqual([
      'Standard',
      'Number',
      'Long text',
      'Date',
    ]);
  });

  it('names a type by its kind: 1 is a number field but a standard common-info item; 20 a choice field only', () => {
    expect(infoTypeName('varia', 1, 'ja')).toBe('数値');
    expect(infoTypeName('common_vars', 1, 'ja')).toBe('標準');
    expect(infoTypeName('varia', '20', 'en')).toBe('Choice');
    expect(infoTypeName('common_vars', 20, 'ja')).toBe('20');
    expect(VAR_TYPES.every((type) => infoTypeName('varia', type, 'ja') !== String(type))).toBe(true);
  });

  it('shows an unknown type as it is and no type as nothing', () => {
    expect(infoTypeName('common_vars', 'x', 'ja')).toBe('x');
    expect(infoTypeName('common_vars', null, 'ja')).toBe('');
    expect(infoTypeName('varia', undefined, 'en')).toBe('');
    expect(infoTypeName('varia', ' ', 'ja')).toBe('');
  });

  it('says that an item is missing in its kind’s words, with its id', () => {
    expect(translate('ja', INFO_KINDS.common_vars.missing, { id: 7 })).toBe(
      '共通情報(ID:7)はありません。削除されたか、このアカウントの共通情報ではありません。',
    );
    expect(translate('ja', INFO_KINDS.varia.missing, { id: 7 })).toMatch(/^友だち情報\(ID:7\)はありません。/);
    expect(translate('ja', INFO_KINDS.common_vars.loadFailed)).toBe(
      '共通情報の読み込み中にエラーが発生しました',
    );
  });
});
