import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiData, useLoad } from './useLoad';

describe('useLoad', () => {
  it('goes loading -> ready with the data', async () => {
    const load = jest.fn().mockResolvedValue(42);
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 42 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure (logged) and loads again on retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(error).toHaveBeenCalled();
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
    error.mockRestore();
  });

  it('drops an answer that arrives after a newer load started', async () => {
    let resolveFirst: (v: string) => void = () => undefined;
    const first = () => new Promise<string>((resolve) => (resolveFirst = resolve));
    const second = () => Promise.resolve('second');
    const { result, rerender } = renderHook(({ load }) => useLoad(load), { initialProps: { load: first } });
    rerender({ load: second });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'second' }));
    await act(async () => resolveFirst('first'));
    expect(result.current).toMatchObject({ data: 'second' });
  });

  it('useApiData unwraps the envelope', async () => {
    const call = () => Promise.resolve({ data: [1, 2] });
    const { result } = renderHook(() => useApiData(call));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: [1, 2] }));
  });
});
