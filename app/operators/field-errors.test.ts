import { expect, it } from 'vitest';
import type { ApiFailure } from '../api/types.ts';
import { splitByField } from './field-errors.ts';

const failure = (messages: string[], errors: Record<string, string[]> = {}): ApiFailure => ({
  ok: false,
  status: 422,
  messages,
  errors,
  fromServer: true,
});

it('puts each field its lines and keeps the lines of no field general', () => {
  const split = splitByField(
    failure(['使われています', '名前を入力してください', '他1件'], {
      '/login_id': ['使われています'],
      '/name': ['名前を入力してください'],
    }),
    ['name', 'login_id', 'password'],
  );
  expect(split).toEqual({
    byField: { login_id: ['使われています'], name: ['名前を入力してください'] },
    general: ['他1件'],
  });
});

it('keeps a line of a path the form has no input for, and a refusal with no paths, general', () => {
  expect(splitByField(failure(['x'], { '/accounts': ['x'] }), ['name']).general).toEqual(['x']);
  expect(splitByField(failure(['操作権限がありません']), ['name'])).toEqual({
    byField: {},
    general: ['操作権限がありません'],
  });
});
