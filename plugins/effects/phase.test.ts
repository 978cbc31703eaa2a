import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  createBlock,
  createContext,
  loadBlock,
  updateData,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { phaseEffect } from './phase.ts';

/** Effect 50, phase operation (spec 000 §2.4, §2.5, §3.8, §6, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const adConnect = createContext({
  ...demoContextInput,
  permissions: [...(demoContextInput.permissions ?? []), 'ad-connect'],
});
const withoutJourney = createContext({
  ...demoContextInput,
  abilities: [...(demoContextInput.abilities ?? [])].filter((ability) => ability !== 'journey'),
});

const validate = (data: unknown, context = ctx) => registry.validateBlock('effect', data, context);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const phase = (overrides: Record<string, unknown>) => ({
  type: 50,
  method: 0,
  journey_tags: [1, 2],
  ...overrides,
});
const summary = (data: Record<string, unknown>, context = ctx) =>
  phaseEffect.summary(phase(data) as never, context);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

const AD_WARNING = '広告コンバージョンと紐づいたフェーズを通過すると、コンバージョンが自動で送信されます';

describe('effect 50 phase: ability journey, multiple', () => {
  it('is offered only to accounts with the journey ability', () => {
    const offered = (context = ctx) =>
      addableTypes(registry, 'effect', [], context).map((t) => t.plugin.type);
    expect(offered()).toContain(50);
    expect(offered(withoutJourney)).not.toContain(50);
    expect(applyOperation(registry, [], { op: 'add', block: newBlock(50) }, withoutJourney)).toMatchObject({
      ok: false,
      issue: { code: 'ability_missing' },
    });
  });

  it('may be added more than once', () => {
    const first = applyOperation(registry, [], { op: 'add', block: newBlock(50) }, ctx);
    if (!first.ok) throw new Error('first add refused');
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(50) }, ctx);
    expect(second.ok && second.blocks.length).toBe(2);
  });
});

describe('effect 50 phase: method and phases', () => {
  it('creates a block that passes phases, none chosen yet: フェーズを選択してください', () => {
    const block = newBlock(50);
    expect(block.data).toEqual({ type: 50, method: 0, journey_tags: [] });
    expect(validate(block.data)).toEqual([
      issue('/journey_tags', 'action_required', 'フェーズを選択してください'),
    ]);
  });

  it('accepts passing and removing one or several phases', () => {
    expect(validate(phase({}))).toEqual([]);
    expect(validate(phase({ method: 1, journey_tags: [4] }))).toEqual([]);
    expect(validate(phase({ journey_tags: [1, 2, 3, 4, 5], member_query_id: 2 }))).toEqual([]);
  });

  it('refuses an unknown method, a missing list, duplicates and ids below 1', () => {
    expect(validate(phase({ method: 2 }))).toEqual([
      issue('/method', 'enum', '操作の値が選択肢にありません'),
    ]);
    expect(validate({ type: 50, method: 0 })).toEqual([
      issue('/journey_tags', 'action_required', 'フェーズを選択してください'),
    ]);
    expect(validate(phase({ journey_tags: [1, 1] }))).toEqual([
      issue('/journey_tags', 'uniqueItems', 'フェーズに重複があります'),
    ]);
    expect(validate(phase({ journey_tags: [0] }))).toEqual([
      expect.objectContaining({ path: '/journey_tags/0', code: 'minimum' }),
    ]);
  });

  it('keeps the phases when the method changes', () => {
    const block = loadBlock(registry, 'effect', phase({}), () => 'b1');
    expect(updateData(registry, block, ['method'], 1, ctx)).toEqual(phase({ method: 1 }));
  });
});

describe('effect 50 phase: the ad-connect warning', () => {
  it('warns operators holding ad-connect that ad-conversion phases send conversions', () => {
    const warning = expect.objectContaining({
      path: '',
      code: 'phase_ad_conversion',
      message: AD_WARNING,
      severity: 'warning',
    });
    expect(validate(phase({}), adConnect)).toEqual([warning]);
    expect(validate(phase({ method: 1 }), adConnect)).toEqual([warning]);
  });

  it('says nothing to operators without ad-connect', () => {
    expect(validate(phase({}))).toEqual([]);
  });
});

describe('effect 50 phase: summary', () => {
  it('names the phases with the verb of the method', () => {
    expect(summary({})).toBe('フェーズ 認知、興味・関心 を通過');
    expect(summary({ method: 1, journey_tags: [4] })).toBe('フェーズ 購入 を削除');
  });

  it('cuts names to 10 characters and shows more than 3 phases as 他N件', () => {
    expect(summary({ journey_tags: [1, 2, 3] })).toBe(
      'フェーズ 認知、興味・関心、比較・検討中の見込み… を通過',
    );
    expect(summary({ journey_tags: [1, 2, 3, 4, 5] })).toBe(
      'フェーズ 認知、興味・関心、比較・検討中の見込み… 他2件 を通過',
    );
  });

  it('says when no phase is chosen, and names unknown and deleted phases', () => {
    expect(summary({ journey_tags: [] })).toBe('フェーズを通過(未選択)');
    expect(summary({ method: 1, journey_tags: [] })).toBe('フェーズを削除(未選択)');
    expect(summary({ journey_tags: [50] })).toBe('フェーズ ID:50 を通過');
    const deleted = createContext({ ...demoContextInput, deleted: { journey_tag: [1] } });
    expect(summary({}, deleted)).toBe('フェーズ (削除済み)、興味・関心 を通過');
  });
});
