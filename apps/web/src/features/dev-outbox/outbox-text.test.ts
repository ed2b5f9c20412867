import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import {
  OUTBOX_FORBIDDEN_MESSAGE,
  OUTBOX_OFF_MESSAGE,
  findLoginCode,
  outboxAccess,
  outboxRefusal,
} from './outbox-text';

describe('outboxRefusal', () => {
  it('explains a 404 and a 403 in the outbox words', () => {
    expect(outboxRefusal(new ApiError(404, 'not_found', 'Not found'))?.message).toBe(OUTBOX_OFF_MESSAGE);
    expect(outboxRefusal(new ApiError(403, 'forbidden', 'Forbidden'))?.message).toBe(
      OUTBOX_FORBIDDEN_MESSAGE,
    );
  });
  it('leaves other errors to their own message', () => {
    expect(outboxRefusal(new ApiError(500, 'internal', 'Boom'))).toBeNull();
    expect(outboxRefusal(new Error('x'))).toBeNull();
  });
});

describe('outboxAccess', () => {
  it('lets an admin read everything, with or without a token', () => {
    expect(outboxAccess({ isAdmin: true, token: '', to: '' })).toBe('read');
    expect(outboxAccess({ isAdmin: true, token: 't', to: '' })).toBe('read');
  });
  it('asks a visitor for the outbox link, and a token holder for the recipient', () => {
    expect(outboxAccess({ isAdmin: false, token: '', to: 'a@b.co' })).toBe('needs-link');
    expect(outboxAccess({ isAdmin: false, token: 't', to: '' })).toBe('needs-recipient');
    expect(outboxAccess({ isAdmin: false, token: 't', to: 'a@b.co' })).toBe('read');
  });
});

describe('findLoginCode', () => {
  it('finds the 6-digit code', () => {
    expect(findLoginCode('Your Muse sign-in code is 048213. It works for 10 minutes.')).toBe('048213');
  });
  it('ignores longer and shorter numbers', () => {
    expect(findLoginCode('Order 1234567 of 2025')).toBeNull();
    expect(findLoginCode('no code here')).toBeNull();
  });
});
