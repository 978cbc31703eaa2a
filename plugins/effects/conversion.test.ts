import { describe, expect, it } from 'vitest';
import { addableTypes, applyOperation, createBlock, createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { conversionEffect } from './conversion.ts';

/** Effect 30, ad conversion (spec 000 §2.4, §2.5), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const withoutAsp = createContext({
  ...demoContextInput,
  abilities: [...(demoContextInput.abilities ?? [])].filter((ability) => ability !== 'asp'),
});

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

describe('effect 30 conversion: single use, ability asp', () => {
  it('is offered only to accounts with the asp ability', () => {
    const offered = (context = ctx) =>
      addableTypes(registry, 'effect', [], context).map((t) => t.plugin.type);
    expect(offered()).toContain(30);
    expect(offered(withoutAsp)).not.toContain(30);
  });

  it('refuses the step for an account without the ability', () => {
    expect(applyOperation(registry, [], { op: 'add', block: newBlock(30) }, withoutAsp)).toEqual({
      ok: false,
      issue: expect.objectContaining({
        code: 'ability_missing',
        message: 'このアカウントでは利用できない種類です',
      }),
    });
  });

  it('refuses a second conversion step: 既に追加されています', () => {
    const first = applyOperation(registry, [newBlock(1)], { op: 'add', block: newBlock(30) }, ctx);
    if (!first.ok) throw new Error('first add refused');
    expect(
      addableTypes(registry, 'effect', first.blocks, ctx).find((t) => t.plugin.type === 30),
    ).toMatchObject({
      available: false,
      reason: 'already_added',
    });
    expect(applyOperation(registry, first.blocks, { op: 'add', block: newBlock(30) }, ctx)).toEqual({
      ok: false,
      issue: { path: '', code: 'already_added', severity: 'error', message: '既に追加されています' },
    });
  });
});

describe('effect 30 conversion: no settings', () => {
  it('creates a block that is complete as it is', () => {
    const block = newBlock(30);
    expect(block.data).toEqual({ type: 30 });
    expect(validate(block.data)).toEqual([]);
  });

  it('accepts a condition (member_query_id) and nothing else', () => {
    expect(validate({ type: 30, member_query_id: 5 })).toEqual([]);
    expect(validate({ type: 30, tracker_id: 1 })).toEqual([
      expect.objectContaining({ path: '', code: 'additionalProperties', params: { property: 'tracker_id' } }),
    ]);
    expect(validate({ type: 30, member_query_id: 0 })).toEqual([
      expect.objectContaining({
        path: '/member_query_id',
        code: 'action_required',
        message: '条件を選択してください',
      }),
    ]);
  });

  it('has no field for the editor to draw but the hidden condition', () => {
    expect(Object.keys(conversionEffect.schema.properties)).toEqual(['type', 'member_query_id']);
  });

  it('summarises as registering a conversion', () => {
    expect(conversionEffect.summary({ type: 30 }, ctx)).toBe('広告コンバージョンを登録');
  });
});
