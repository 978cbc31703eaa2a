import { expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { type Client, forEachBackend } from './support.ts';

/**
 * The server's descriptions name what the editor names (issue 11 point 7): response marks are the choices of the
 * friend-info field with code member_taiou_mark, as the console's item store derives them, not `ID:n`.
 */
const registry = createBuiltInRegistry();
const effectLabel = registry.get('effect', 7)!.label.ja;
const conditionLabel = registry.get('condition', 50)!.label.ja;

/** The response marks of the seeded account, by name. */
async function markIds(c: Client): Promise<Record<string, number>> {
  const varia = (await c.get('/api/v_resource/varia')).json().items as {
    code?: string;
    choices?: { id: number; value: string }[];
  }[];
  const field = varia.find((item) => item.code === 'member_taiou_mark');
  return Object.fromEntries((field?.choices ?? []).map((choice) => [choice.value, choice.id]));
}

forEachBackend('descriptions name response marks', (server) => {
  it('describes effect 7 with the mark’s name on save and in GET /api/action/text', async () => {
    const c = await server().client();
    const marks = await markIds(c);
    expect(marks.対応中).toBeGreaterThan(0);
    const res = await c.post('/api/action/register', {
      a_name: 'マーク',
      inputs: [{ type: 7, notify: marks.対応中, user_rate: -10 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().description).toEqual([`${effectLabel}: 対応マークを「対応中」に変更`]);
    const described = (await c.get(`/api/action/text/${res.json().aid}`)).json();
    expect(described.lines).toEqual([`${effectLabel}: 対応マークを「対応中」に変更`]);
  });

  it('describes condition 50 with the marks’ names; a mark no longer among the choices reads (削除済み)', async () => {
    const c = await server().client();
    const marks = await markIds(c);
    const save = async (notify: number[]) => {
      const res = await c.post('/api/funnel/register', {
        name: 'マーク検索',
        inputs: [{ type: 50, notify }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().description as string[];
    };
    expect(await save([marks.対応中, marks.対応済み])).toEqual([
      `${conditionLabel}: 対応マーク『対応中』『対応済み』のいずれかが付いている`,
    ]);
    expect(await save([marks.対応中, 987654])).toEqual([
      `${conditionLabel}: 対応マーク『対応中』『(削除済み)』のいずれかが付いている`,
    ]);
  });

  it('saves a message whose placeholders name items the account lacks: those names are never refused', async () => {
    const c = await server().client();
    const res = await c.post('/api/action/register', {
      a_name: '差し込み',
      inputs: [{ type: 1, text: '[VAR_999999][CVAR_9999][FORM_999999]', delay_type: 0 }],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
