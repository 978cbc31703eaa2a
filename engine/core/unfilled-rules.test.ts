import { describe, expect, it } from 'vitest';
import { definePlugin } from './plugin.ts';
import { createRegistry } from './registry.ts';
import { isUnfilled } from './registry-checks.ts';

/** A rule marked `unfilled` words its own "enter X" and still lets a new block's defaults leave it. */
const note = definePlugin({
  kind: 'thing',
  type: 1,
  key: 'note',
  label: { ja: 'メモ', en: 'Note' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema: {
    type: 'object',
    properties: { type: { const: 1 }, text: { type: 'string', title: '本文' } },
    required: ['type'],
  } as const,
  defaults: () => ({ type: 1 as const, text: '' }),
  summary: (d) => d.text ?? '',
  rules: [
    { code: 'note_text_missing', path: '/text', unfilled: true, violated: (d) => !d.text },
    { code: 'note_text_short', path: '/text', violated: (d) => (d.text ?? '').length === 1 },
  ],
  messages: {
    note_text_missing: { ja: '本文を書いてください。', en: 'Write the text.' },
    note_text_short: { ja: '本文が短すぎます', en: 'Too short' },
  },
  examples: {
    valid: [{ type: 1, text: 'ok' }],
    invalid: [{ data: { type: 1, text: 'x' }, expect: 'note_text_short' }],
  },
});

describe('unfilled rules', () => {
  it('registers a plugin whose defaults break only an unfilled rule', () => {
    const registry = createRegistry();
    expect(() => registry.register(note)).not.toThrow();
    const issues = registry.validateBlock('thing', { type: 1, text: '' });
    expect(issues).toEqual([
      {
        path: '/text',
        code: 'note_text_missing',
        message: '本文を書いてください。',
        severity: 'error',
        params: { field: '本文' },
        unfilled: true,
      },
    ]);
    expect(isUnfilled(issues[0])).toBe(true);
  });

  it('marks no other issue', () => {
    const registry = createRegistry();
    registry.register(note);
    const [short] = registry.validateBlock('thing', { type: 1, text: 'x' });
    expect(short).not.toHaveProperty('unfilled');
    expect(isUnfilled(short)).toBe(false);
    expect(isUnfilled({ code: 'required' })).toBe(true);
  });

  it('still refuses defaults that break a rule not marked unfilled', () => {
    const registry = createRegistry();
    expect(() => registry.register({ ...note, defaults: () => ({ type: 1 as const, text: 'x' }) })).toThrow(
      /note_text_short/,
    );
  });
});
