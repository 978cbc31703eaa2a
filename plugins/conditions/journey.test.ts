import { describe, expect, it } from 'vitest';
import {
  createBlock,
  createContext,
  createEditorStore,
  loadBlock,
  loadBlocks,
  updateData,
  validateDocument,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { journeyCondition, normalizeJourney } from './journey.ts';

/**
 * Condition 70, customer-journey phase (spec 001 §3, §4, §8, §9). Demo journeys 1 and 2; phase 6 belongs to
 * journey 1, phase 7 to journey 2, phases 1–5 do not say; journey 9 and phase 9 are deleted.
 */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string, severity = 'error') =>
  expect.objectContaining({ path, code, message, severity });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'condition', data, () => 'c1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);

describe('condition 70 journey (ability journey)', () => {
  it('starts passed (5), journey and phase left to choose', () => {
    expect(journeyCondition.ability).toBe('journey');
    const data = createBlock(registry, 'condition', 70, ctx, () => 'c1').data;
    expect(data).toEqual({ type: 70, condition: 5 });
    expect(validate(data)).toEqual([
      issue('/journey_id', 'action_required', 'ジャーニーを選択してください'),
      issue('/journey_tag_id', 'action_required', 'フェーズを選択してください'),
    ]);
  });

  it('accepts passed (5) and not passed (10)', () => {
    expect(validate({ type: 70, journey_id: 1, journey_tag_id: 6, condition: 5 })).toEqual([]);
    expect(validate({ type: 70, journey_id: 2, journey_tag_id: 7, condition: 10 })).toEqual([]);
    expect(validate({ type: 70, journey_id: 1, journey_tag_id: 6, condition: 0 })).toEqual([
      issue('/condition', 'enum', '条件の値が選択肢にありません'),
    ]);
  });

  it('refuses a phase of another journey', () => {
    expect(validate({ type: 70, journey_id: 1, journey_tag_id: 7, condition: 5 })).toEqual([
      issue(
        '/journey_tag_id',
        'journey_phase_other_journey',
        'このフェーズは選択したジャーニーのものではありません',
      ),
    ]);
    // A phase that does not name its journey is not judged.
    expect(validate({ type: 70, journey_id: 2, journey_tag_id: 1, condition: 5 })).toEqual([]);
  });

  it('warns about a missing journey or phase: フェーズが見つかりません。', () => {
    expect(validate({ type: 70, journey_id: 9, journey_tag_id: 6, condition: 5 })).toEqual([
      issue('/journey_id', 'journey_missing', 'ジャーニーが見つかりません。', 'warning'),
      issue(
        '/journey_tag_id',
        'journey_phase_other_journey',
        'このフェーズは選択したジャーニーのものではありません',
      ),
    ]);
    expect(validate({ type: 70, journey_id: 1, journey_tag_id: 9, condition: 10 })).toEqual([
      issue('/journey_tag_id', 'journey_phase_missing', 'フェーズが見つかりません。', 'warning'),
    ]);
  });

  it('clears a phase not belonging to the journey when the journey changes', () => {
    expect(update({ type: 70, journey_id: 1, journey_tag_id: 6, condition: 10 }, 'journey_id', 2)).toEqual({
      type: 70,
      journey_id: 2,
      condition: 10,
    });
    expect(update({ type: 70, journey_id: 2, journey_tag_id: 7, condition: 10 }, 'journey_id', 2)).toEqual({
      type: 70,
      journey_id: 2,
      journey_tag_id: 7,
      condition: 10,
    });
    expect(update({ type: 70, journey_id: 1, journey_tag_id: 6, condition: 5 }, 'journey_tag_id', 7)).toEqual(
      {
        type: 70,
        journey_id: 1,
        condition: 5,
      },
    );
  });

  it('on load resets a missing journey to the default and clears a missing or foreign phase', () => {
    const kept = { type: 70 as const, journey_id: 1, journey_tag_id: 6, condition: 10 as const };
    expect(normalizeJourney(kept, ctx)).toBe(kept);
    expect(normalizeJourney({ ...kept, journey_id: 9 }, ctx)).toEqual({ type: 70, condition: 5 });
    expect(normalizeJourney({ ...kept, journey_tag_id: 9 }, ctx)).toEqual({
      type: 70,
      journey_id: 1,
      condition: 10,
    });
    expect(normalizeJourney({ ...kept, journey_tag_id: 7 }, ctx)).toEqual({
      type: 70,
      journey_id: 1,
      condition: 10,
    });
    // Items the context has not loaded are left alone.
    expect(normalizeJourney({ ...kept, journey_id: 50, journey_tag_id: 51 }, ctx)).toEqual({
      ...kept,
      journey_id: 50,
      journey_tag_id: 51,
    });
  });

  it('normalises on load in the editor: the plugin’s load hook, run by loadBlocks with the context', () => {
    expect(journeyCondition.load).toBe(normalizeJourney);
    const saved = [
      { type: 70, journey_id: 9, journey_tag_id: 6, condition: 10 },
      { type: 120, inputs: [{ type: 70, journey_id: 1, journey_tag_id: 7, condition: 10 }] },
      { type: 70, journey_id: 1, journey_tag_id: 6, condition: 10 },
    ];
    const store = createEditorStore({ registry, kind: 'condition', initial: saved, ctx });
    expect(store.serialize()).toEqual([
      { type: 70, condition: 5 },
      { type: 120, inputs: [{ type: 70, journey_id: 1, condition: 10 }] },
      saved[2],
    ]);
    // What was loaded is the saved state: nothing to save yet.
    expect(store.getSnapshot().dirty).toBe(false);
    store.load([saved[0]]);
    expect(store.serialize()).toEqual([{ type: 70, condition: 5 }]);
  });

  it('is not normalised without a context nor on the server’s validation path (the rules judge it there)', () => {
    const deleted = { type: 70, journey_id: 9, journey_tag_id: 6, condition: 10 };
    expect(loadBlocks(registry, 'condition', [deleted], () => 'c1')[0].data).toEqual(deleted);
    expect(validateDocument(registry, 'funnel', { inputs: [deleted] }, ctx)).toEqual([
      issue('/inputs/0/journey_id', 'journey_missing', 'ジャーニーが見つかりません。', 'warning'),
      issue(
        '/inputs/0/journey_tag_id',
        'journey_phase_other_journey',
        'このフェーズは選択したジャーニーのものではありません',
      ),
    ]);
  });

  it('leaves data the schema refuses to its issues on load', () => {
    const incomplete = { type: 70, journey_id: 9, condition: 5 };
    expect(loadBlock(registry, 'condition', incomplete, () => 'c1', ctx).data).toEqual(incomplete);
  });

  it('summarises journey, phase and condition', () => {
    const text = (data: Record<string, unknown>) =>
      journeyCondition.summary({ type: 70, condition: 5, ...data } as never, ctx);
    expect(text({ journey_id: 1, journey_tag_id: 6 })).toBe(
      'ジャーニー『購買ジャーニー』のフェーズ『検討』を通過済み',
    );
    expect(text({ journey_id: 2, journey_tag_id: 7, condition: 10 })).toBe(
      'ジャーニー『来店ジャーニー』のフェーズ『初回来店』を未通過',
    );
    expect(text({ journey_id: 1, journey_tag_id: 9 })).toBe(
      'ジャーニー『購買ジャーニー』のフェーズ『(削除済み)』を通過済み',
    );
    expect(text({ journey_id: 1 })).toBe('ジャーニー『購買ジャーニー』(フェーズ未選択)');
    expect(text({})).toBe('ジャーニー未選択');
  });
});
