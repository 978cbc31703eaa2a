import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Japanese questions end with the full-width ？ (the console's confirmations: 削除しますか？, よろしいですか？),
 * never the half-width ? (walk 2026-11-26 c: the leave guard and the section delete used it, other dialogs did
 * not). The spec quotes no Japanese text with a half-width ?. The tables read: the console's texts, the engine's
 * words and its messages.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function textFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return /texts\.ts$|^texts\/.*\.ts$/.test(path.replace(/^app\//, '')) && !path.includes('.test.')
      ? [path]
      : [];
  });
}

const files = [
  ...readdirSync(join(root, 'app/texts'))
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .map((name) => `app/texts/${name}`),
  ...textFiles('app').filter((path) => !path.startsWith('app/texts/')),
  'engine/react/texts.ts',
  'engine/core/messages/ja.ts',
];

describe('Japanese questions in the text tables', () => {
  it('reads the tables', () => expect(files.length).toBeGreaterThan(8));
  it.each(files)('%s uses the full-width ？ after Japanese', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const halfWidth = text
      .split('\n')
      .map((line, index) => [index + 1, line] as const)
      .filter(([, line]) => /[\u3040-\u30ff\u4e00-\u9fff）」]\?/u.test(line))
      .map(([number, line]) => `${relative(root, join(root, file))}:${number}: ${line.trim()}`);
    expect(halfWidth).toEqual([]);
  });
});
