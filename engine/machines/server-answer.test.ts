import { describe, expect, it } from 'vitest';
import { failureMessages, isConflict, isSuccess, toServerAnswer } from './server-answer.ts';

describe('server answers', () => {
  it('folds values without a numeric status into status 0', () => {
    expect(toServerAnswer(new Error('x'))).toEqual({ status: 0 });
    expect(toServerAnswer(null)).toEqual({ status: 0 });
    expect(toServerAnswer({ status: '500' })).toEqual({ status: 0 });
  });

  it('keeps status, result and a non-empty list of string messages', () => {
    expect(toServerAnswer({ status: 200, result: { aid: 1 } })).toEqual({ status: 200, result: { aid: 1 } });
    expect(toServerAnswer({ status: 422, messages: ['a', 'b'] })).toEqual({
      status: 422,
      messages: ['a', 'b'],
    });
    expect(toServerAnswer({ status: 422, messages: [] })).toEqual({ status: 422 });
    expect(toServerAnswer({ status: 422, messages: ['a', 3] })).toEqual({ status: 422 });
  });

  it('tells success and conflict apart', () => {
    expect(isSuccess({ status: 200 })).toBe(true);
    expect(isSuccess({ status: 299 })).toBe(true);
    expect(isSuccess({ status: 300 })).toBe(false);
    expect(isSuccess({ status: 0 })).toBe(false);
    expect(isConflict({ status: 409 })).toBe(true);
    expect(isConflict({ status: 422 })).toBe(false);
  });

  it('shows the server lines, or the unknown-error text without a body', () => {
    expect(failureMessages({ status: 422, messages: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(failureMessages({ status: 500 })).toEqual(['不明なエラーが発生しました']);
    expect(failureMessages({ status: 500 }, 'en')).toEqual(['An unknown error occurred']);
  });
});
