import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportName,
  nextSteps,
  parseNewPluginArgs,
  pluginFilePath,
  renderPluginTemplate,
} from './plugin-template.ts';

const root = join(import.meta.dirname, '../..');

describe('new-plugin arguments', () => {
  it('accepts a kind, an integer type and a kebab-case key', () => {
    expect(parseNewPluginArgs(['condition', '-3', 'or-group'])).toEqual({
      ok: true,
      value: { kind: 'condition', type: -3, key: 'or-group' },
    });
  });

  it.each([
    [[], 'Expected 3 arguments'],
    [['effect', '42'], 'Expected 3 arguments'],
    [['effects', '42', 'x'], "Unknown kind 'effects'"],
    [['effect', '4.2', 'x'], 'must be an integer'],
    [['effect', '42', 'Send_Sticker'], 'kebab-case'],
    [['effect', '42', '../x'], 'kebab-case'],
  ])('rejects %j with the usage', (args, problem) => {
    const result = parseNewPluginArgs(args);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(problem);
      expect(result.error).toContain('Usage: npm run new-plugin -- <kind> <type> <key>');
    }
  });
});

describe('the plugin template', () => {
  it('names the file and the export after the kind and key', () => {
    expect(pluginFilePath('richmenu-action', 'open-url')).toBe('plugins/richmenu-actions/open-url.ts');
    expect(exportName('form-item', 'zip-code')).toBe('zipCodeFormItem');
    const steps = nextSteps({ kind: 'effect', type: 42, key: 'send-sticker' });
    expect(steps).toContain('plugins/effects/send-sticker.ts (sendStickerEffect)');
    // Registration is generated: the steps never ask for an edit outside the file.
    expect(steps).not.toMatch(/index\.ts/);
  });

  it('declares the schema as its own const and follows the text plugin shape', () => {
    const source = renderPluginTemplate('effect', 42, 'send-sticker');
    expect(source).toMatch(/const schema = \{[\s\S]*\} as const satisfies BlockSchema;/);
    expect(source).toContain('  schema,\n');
    expect(source).toContain('...effectCommonProperties');
    expect(source).toContain('defaults: () => ({ type: 42 as const');
    expect(source).toContain("expect: 'required'");
    expect(renderPluginTemplate('richmenu-action', 3, 'open-url')).toContain("typeField: 'actype'");
    expect(renderPluginTemplate('form-item', 610, 'rating')).toContain("typeField: 'swatch_id'");
    expect(renderPluginTemplate('friend-info-field', 30, 'date')).toContain('swatch_id: 30 as const');
    expect(pluginFilePath('friend-info-field', 'date')).toBe('plugins/friend-info-fields/date.ts');
  });

  it('carries every part of a definition, each under a one-line comment saying why', () => {
    const lines = renderPluginTemplate('condition', 121, 'message-count').split('\n');
    for (const part of [
      'label',
      'multiplicity',
      'listed',
      'version',
      'defaults',
      'summary',
      'rules',
      'messages',
      'changes',
      'ui',
      'examples',
    ]) {
      const at = lines.findIndex((line) => line.startsWith(`  ${part}:`));
      expect(at, part).toBeGreaterThan(0);
      expect(lines[at - 1].trim().startsWith('//'), `the line above ${part} says why`).toBe(true);
    }
    // The rule's own code has its texts, and an invalid example proves the rule.
    const source = lines.join('\n');
    expect(source).toContain("code: 'message_count_note_too_long'");
    expect(source).toContain('message_count_note_too_long: { ja:');
    expect(source).toContain("expect: 'message_count_note_too_long'");
  });
});

describe('npm run new-plugin', () => {
  const run = (...args: string[]) =>
    spawnSync(join(root, 'node_modules/.bin/tsx'), ['engine/docs/new-plugin.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
    });

  it('prints the usage for bad arguments', () => {
    const result = run('effect', 'x');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run new-plugin');
  }, 30_000);

  it('refuses a type id that is taken and a file that exists', () => {
    const taken = run('effect', '1', 'another-text');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("Type effect/1 is already 'text'");
    const exists = run('effect', '49999', 'text');
    expect(exists.status).toBe(1);
    expect(exists.stderr).toContain('plugins/effects/text.ts already exists; not overwritten');
  }, 30_000);
});
