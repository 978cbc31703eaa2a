import { describe, expect, it } from 'vitest';
import { itemBadges } from './PickerLists.tsx';

const typeBadge = (item: Parameters<typeof itemBadges>[0], lang: 'ja' | 'en') =>
  itemBadges(item, lang).find((badge) => badge.tone === 'type')?.text;

describe('itemBadges: the type name', () => {
  it('says a friend-info or common-info type in the page’s language (walk 2026-11-27: 数値 on the English page)', () => {
    expect(typeBadge({ id: 1, name: 'ポイント', type: 1, type_name: '数値' }, 'en')).toBe('Number');
    expect(typeBadge({ id: 2, name: 'ご要望', type: 2, type_name: '長文テキスト' }, 'en')).toBe('Long text');
    expect(typeBadge({ id: 3, name: '在庫', type: 1, type_name: '標準' }, 'en')).toBe('Standard');
    expect(typeBadge({ id: 4, name: '色', type: '20', type_name: '選択肢' }, 'en')).toBe('Choice');
    expect(typeBadge({ id: 1, name: 'ポイント', type: 1, type_name: '数値' }, 'ja')).toBe('数値');
  });

  it('shows a type name it does not know as it came (a template’s カルーセル)', () => {
    expect(typeBadge({ id: 5, name: '新商品', type: 3, type_name: 'カルーセル' }, 'en')).toBe('カルーセル');
    expect(typeBadge({ id: 6, name: 'x' }, 'en')).toBeUndefined();
  });
});
