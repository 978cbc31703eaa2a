import { RICHMENU_MEDIA_KIND, richmenuMediaUrl } from '../domain/richmenu.ts';
import { encodePng, type FilledRect } from '../media/png.ts';
import { insertDocument } from './documents.ts';
import { insertMedia } from './media.ts';
import type { Db } from './schema.ts';

/**
 * The demo rich menus: per account a few menus (one half height) in folders, each with a generated PNG (solid
 * colour areas, one per button, no text) stored as its image, and buttons of every action type. Saved as the
 * register route would store them (media_url the server's); tests/api/seed.test.ts saves each back unchanged.
 */

type Bounds = { x: number; y: number; width: number; height: number };
type Button = Record<string, unknown> & { bounds: Bounds };

/** Splits a span into `n` integer parts that add up exactly (2500 / 3 = 833, 834, 833). */
const parts = (total: number, n: number) =>
  Array.from({ length: n }, (_, i) => Math.round(((i + 1) * total) / n) - Math.round((i * total) / n));

/**
 * A grid of cells on a 2500-wide menu: `rows` of given column counts, the menu's height split evenly.
 *
 * @example grid(843, [3]) // three cells of 833/834/833 × 843
 */
export function grid(height: number, rows: readonly number[]): Bounds[] {
  const heights = parts(height, rows.length);
  let y = 0;
  return rows.flatMap((columns, r) => {
    let x = 0;
    const cells = parts(2500, columns).map((width) => {
      const cell = { x, y, width, height: heights[r] };
      x += width;
      return cell;
    });
    y += heights[r];
    return cells;
  });
}

const PALETTE = ['#1E88E5', '#43A047', '#FB8C00', '#8E24AA', '#E53935', '#00897B', '#3949AB', '#6D4C41'];

/** The image of a menu: a light background, each button's area a colour with a 12 px gap around it. */
function menuImage(height: number, buttons: readonly Button[], offset: number): Buffer {
  const rects: FilledRect[] = buttons.map((b, i) => ({
    x: b.bounds.x + 12,
    y: b.bounds.y + 12,
    width: b.bounds.width - 24,
    height: b.bounds.height - 24,
    color: PALETTE[(i + offset) % PALETTE.length],
  }));
  return encodePng(2500, height, '#F5F5F5', rects);
}

interface SeedMenu {
  name: string;
  folder: string | null;
  height: 1686 | 843;
  chat_bar_text: string;
  selected: 0 | 1;
  buttons: Button[];
}

/** What the demo menus refer to: an action and a form of the account (0 when it has none). */
interface MenuRefs {
  actionId: number;
  formId: number;
}

const on = (bounds: Bounds[], buttons: Record<string, unknown>[]): Button[] =>
  buttons.map((button, i) => ({ input_option: 'none', ...button, bounds: bounds[i] }));

function demoMenus(refs: MenuRefs, full: boolean): SeedMenu[] {
  const actionButton = (label: string) =>
    refs.actionId > 0 ? { actype: 2, label, action_id: refs.actionId } : { actype: 1, label };
  const formButton = (label: string) =>
    refs.formId > 0 ? { actype: 4, label, form_id: refs.formId, liff_size: 'tall' } : { actype: 1, label };
  const main: SeedMenu = {
    name: 'メインメニュー',
    folder: '常設メニュー',
    height: 1686,
    chat_bar_text: 'メニュー',
    selected: 1,
    buttons: on(grid(1686, [3, 3]), [
      { actype: 0, label: '公式サイト', url: 'https://example.com/', liff_size: 'legacy' },
      { actype: 1, label: '予約したい', fill_in_text: '' },
      actionButton('クーポンを受け取る'),
      formButton('アンケートに答える'),
      { actype: 3, label: '店舗の場所を送る', scheme: 103 },
      { actype: 5, label: '電話で問い合わせ', tel: '03-1234-5678' },
    ]),
  };
  const campaign: SeedMenu = {
    name: 'キャンペーン用メニュー',
    folder: 'キャンペーン',
    height: 1686,
    chat_bar_text: '春のキャンペーン',
    selected: 1,
    buttons: on(grid(1686, [1, 3]), [
      { actype: 0, label: 'キャンペーン詳細', url: 'https://example.com/campaign/spring', liff_size: 'full' },
      { actype: 1, label: 'キャンペーンに応募する' },
      actionButton('クーポンを表示'),
      { actype: 3, label: 'カメラでレシートを撮る', scheme: 100 },
    ]),
  };
  const half: SeedMenu = {
    name: 'ショートメニュー',
    folder: '常設メニュー',
    height: 843,
    chat_bar_text: 'タップして開く',
    selected: 0,
    buttons: on(grid(843, [3]), [
      { actype: 1, label: '営業時間を知りたい' },
      { actype: 0, label: 'よくある質問', url: 'https://example.com/faq', liff_size: 'compact' },
      { actype: 5, label: '電話する', tel: '0120-000-000', input_option: 'none' },
    ]),
  };
  const seminar: SeedMenu = {
    name: 'セミナー申込者向けメニュー',
    folder: null,
    height: 1686,
    chat_bar_text: 'セミナー情報',
    selected: 0,
    buttons: on(grid(1686, [2, 2]), [
      { actype: 0, label: 'セミナー資料', url: 'https://example.com/seminar/docs', liff_size: 'legacy' },
      { actype: 1, label: '質問があります', fill_in_text: '' },
      formButton('参加後アンケート'),
      { actype: 3, label: '写真を送る', scheme: 101 },
    ]),
  };
  return full ? [main, campaign, half, seminar] : [{ ...main, name: '基本メニュー' }, half];
}

/** The folders the demo menus go in (kind 'richmenu'). */
export const RICHMENU_FOLDERS = ['常設メニュー', 'キャンペーン'];

/**
 * Seeds the rich menus of one account: their images (generated, stored in `media`) and documents, in the
 * account's rich-menu folders (made here when missing). The full demo account gets four, another two.
 *
 * @example await seedRichmenus(trx, demo.id, { full: true });
 */
export async function seedRichmenus(db: Db, accountId: number, options: { full: boolean }): Promise<void> {
  const folders = new Map<string, number>();
  for (const [sort, name] of RICHMENU_FOLDERS.entries()) {
    const row = await db
      .insertInto('folders')
      .values({ account_id: accountId, kind: 'richmenu', name, sort, unique_flag: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    folders.set(name, row.id);
  }
  const first = (kind: string) =>
    db
      .selectFrom('documents')
      .select('id')
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
  const [action, form] = await Promise.all([first('action'), first('form')]);
  const refs = { actionId: action?.id ?? 0, formId: form?.id ?? 0 };
  for (const [i, menu] of demoMenus(refs, options.full).entries()) {
    const bytes = menuImage(menu.height, menu.buttons, i * 2);
    const media = await insertMedia(db, accountId, {
      kind: RICHMENU_MEDIA_KIND,
      content_type: 'image/png',
      width: 2500,
      height: menu.height,
      bytes,
    });
    const groupId = menu.folder ? (folders.get(menu.folder) ?? null) : null;
    await insertDocument(db, accountId, 'richmenu', {
      name: menu.name,
      group_id: groupId,
      body: {
        name: menu.name,
        group_id: groupId ?? 0,
        chat_bar_text: menu.chat_bar_text,
        selected: menu.selected,
        height: menu.height,
        media_id: media.id,
        media_url: richmenuMediaUrl(media.id),
        options: menu.buttons,
      },
    });
  }
}
