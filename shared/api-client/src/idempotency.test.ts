import { SubmissionKey, createIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  it('returns a distinct v4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('builds one from getRandomValues outside a secure context', () => {
    const getRandomValues = jest.spyOn(crypto, 'getRandomValues');
    // Shadows the method with an own property for this test only.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(createIdempotencyKey()).toMatch(UUID_V4);
      expect(getRandomValues).toHaveBeenCalled();
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      getRandomValues.mockRestore();
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('SubmissionKey', () => {
  const answered = (status: number) => Object.assign(new Error('x'), { response: { status } });

  it('keeps the key across retries until the server answers, then starts a new one', () => {
    const submission = new SubmissionKey();
    const first = submission.current();
    submission.settle(new Error('timeout of 30000ms exceeded'));
    expect(submission.current()).toBe(first);
    submission.settle(answered(503));
    expect(submission.current()).toBe(first);
    submission.settle(answered(400));
    const second = submission.current();
    expect(second).not.toBe(first);
    submission.settle();
    expect(submission.current()).not.toBe(second);
  });

  it('a key kept after a time-out belongs to its details: the same details reuse it, edited ones get a new key', () => {
    const submission = new SubmissionKey();
    const first = submission.current('{"amount":"500"}');
    submission.settle(new Error('timeout of 30000ms exceeded'));
    expect(submission.current('{"amount":"500"}')).toBe(first);
    submission.settle(answered(503));
    const edited = submission.current('{"amount":"600"}');
    expect(edited).not.toBe(first);
    submission.settle(new Error('timeout'));
    expect(submission.current('{"amount":"600"}')).toBe(edited);
    // Without details (older callers) a kept key is kept.
    expect(submission.current()).toBe(edited);
  });
});
