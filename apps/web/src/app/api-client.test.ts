import { describe, expect, it, vi } from 'vitest';
import { SessionReply } from '@muse/contracts';
import { CONTRACT_MISMATCH_MESSAGE, buildUrl, createApiClient } from './api-client';
import type { FetchLike } from './api-client';
import { ApiError, UNREACHABLE_MESSAGE, errorFromReply } from './api-error';

function reply(status: number, body: unknown): FetchLike {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status }));
}

const signedOut = { userId: null };

describe('api client', () => {
  it('parses a successful reply with the contract schema', async () => {
    const client = createApiClient({ fetch: reply(200, signedOut) });
    await expect(client.get('/api/session', { schema: SessionReply })).resolves.toEqual(signedOut);
  });

  it('sends JSON with the same-origin cookie', async () => {
    const fetch = reply(200, { ok: true, expiresInSeconds: 600 });
    const client = createApiClient({ fetch });
    const { EmailStartReply } = await import('@muse/contracts');
    await client.post('/api/auth/email/start', { schema: EmailStartReply, body: { email: 'a@b.co' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/email/start',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('sends a body-less action with no body and no content type (the server refuses simple types)', async () => {
    const fetch = reply(200, signedOut);
    await createApiClient({ fetch }).post('/api/auth/logout', { schema: SessionReply });
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(Object.keys(init.headers as Record<string, string>).map((k) => k.toLowerCase())).not.toContain(
      'content-type',
    );
  });

  it('throws an ApiError with the code, message and field errors of a 400', async () => {
    const client = createApiClient({
      fetch: reply(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields.',
          details: [{ field: 'email', message: 'Enter a valid email address.' }],
        },
      }),
    });
    const error = await client
      .post('/api/auth/email/start', { schema: SessionReply })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the highlighted fields.',
    });
    expect((error as ApiError).field('email')).toBe('Enter a valid email address.');
  });

  it('keeps the server message of a wrong code as written', async () => {
    const message = "The code didn't work. Try again, please.";
    const client = createApiClient({ fetch: reply(400, { error: { code: 'wrong_code', message } }) });
    await expect(client.post('/api/auth/email/verify', { schema: SessionReply })).rejects.toMatchObject({
      status: 400,
      code: 'wrong_code',
      message,
    });
  });

  it('fails loudly when a reply drifts from the contract', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createApiClient({ fetch: reply(200, { userId: 42 }) });
    await expect(client.get('/api/session', { schema: SessionReply })).rejects.toMatchObject({
      code: 'contract_mismatch',
      message: CONTRACT_MISMATCH_MESSAGE,
    });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('reports an unreachable server when fetch itself fails', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.get('/api/session', { schema: SessionReply })).rejects.toMatchObject({
      status: 0,
      code: 'unreachable',
      message: UNREACHABLE_MESSAGE,
    });
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const client = createApiClient({
      fetch: async () => {
        throw abort;
      },
    });
    await expect(client.get('/api/session', { schema: SessionReply })).rejects.toBe(abort);
  });
});

describe('errorFromReply', () => {
  it('reads a 429 message', () => {
    const error = errorFromReply(
      429,
      '{"error":{"code":"rate_limited","message":"Try again in 5 minutes."}}',
    );
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Try again in 5 minutes.' });
    expect(error.fields).toEqual({});
  });

  it('treats an empty 502 from a proxy as an unreachable server', () => {
    expect(errorFromReply(502, '')).toMatchObject({ code: 'unreachable', message: UNREACHABLE_MESSAGE });
  });

  it('does not trust an HTML error page', () => {
    expect(errorFromReply(500, '<html>oops</html>')).toMatchObject({ status: 500, code: 'bad_reply' });
  });

  it('ignores malformed field details', () => {
    const error = errorFromReply(400, '{"error":{"code":"bad","message":"Bad.","details":[{"x":1},"y"]}}');
    expect(error.fields).toEqual({});
  });
});

describe('buildUrl', () => {
  it('adds only the query values that are set', () => {
    expect(buildUrl('', '/api/dev/outbox', { to: 'a@b.co', skip: undefined, empty: '' })).toBe(
      '/api/dev/outbox?to=a%40b.co',
    );
    expect(buildUrl('', '/api/models')).toBe('/api/models');
  });
});

describe('replyStatuses', () => {
  it('reads the body of an expected error status as a reply', async () => {
    const { HealthReadyReply } = await import('@muse/contracts');
    const report = {
      status: 'unavailable',
      checks: { database: { ok: true }, queue: { ok: false, detail: 'down' }, storage: { ok: true } },
    };
    const client = createApiClient({ fetch: reply(503, report) });
    await expect(
      client.get('/api/health/ready', { schema: HealthReadyReply, replyStatuses: [503] }),
    ).resolves.toEqual(report);
  });
});
