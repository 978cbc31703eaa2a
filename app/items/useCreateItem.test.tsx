// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult, PickerItem } from '../api/types.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import { useCreateItem } from './useCreateItem.ts';

function renderCreate() {
  const services = fakeServices(fakeApi().api);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  const onNotice = vi.fn();
  return { ...renderHook(() => useCreateItem('tag', 'ja', onNotice), { wrapper }), services, onNotice };
}

describe('useCreateItem', () => {
  it('runs one create at a time: a second call in the same tick is ignored, and busy shows the running one', async () => {
    const { result, services } = renderCreate();
    await services.items.load('tag');
    let answer!: (value: ApiResult<PickerItem>) => void;
    const call = vi.fn(() => new Promise<ApiResult<PickerItem>>((resolve) => (answer = resolve)));
    let first!: Promise<PickerItem | undefined>;
    let second!: Promise<PickerItem | undefined>;
    act(() => {
      first = result.current.create(call);
      second = result.current.create(call);
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await expect(second).resolves.toBeUndefined();
    const tag = { id: 77, name: '新タグ', group_id: null, writable: true };
    await act(async () => answer({ ok: true, status: 200, data: tag } as ApiResult<PickerItem>));
    await expect(first).resolves.toEqual(tag);
    expect(result.current.busy).toBe(false);
    expect(services.items.get('tag')?.byId.get('77')?.name).toBe('新タグ');
  });

  it('frees itself after a call that throws, so the operator can try again', async () => {
    const { result } = renderCreate();
    await act(async () => {
      await expect(result.current.create(() => Promise.reject(new Error('offline')))).rejects.toThrow(
        'offline',
      );
    });
    expect(result.current.busy).toBe(false);
    const call = vi.fn(
      async () => ({ ok: true, status: 200, data: { id: 78, name: 'B' } }) as ApiResult<PickerItem>,
    );
    await act(async () => {
      await result.current.create(call);
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
