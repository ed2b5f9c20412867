import { describe, expect, it } from 'vitest';
import {
  CANCEL_TERMS,
  RENEWAL_REMINDER_DAYS,
  planState,
  planStatusText,
  reminderDue,
  renewalDue,
} from './renewals';

const now = new Date('2026-12-01T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('renewing plans', () => {
  it("quotes the spec's cancellation terms", () => {
    expect(CANCEL_TERMS).toBe(
      'Subscription can be cancelled at any time, with access to the end of the billing period and no refund for unused time',
    );
  });

  it('says a plan renews, ends at the end of what was paid, or has ended', () => {
    expect(planState({ renews: true, periodEnd: at(48) }, now)).toBe('renewing');
    expect(planState({ renews: false, periodEnd: at(48) }, now)).toBe('ending');
    expect(planState({ renews: true, periodEnd: at(0) }, now)).toBe('ended');
    expect(planStatusText('ending', 'Dec 3, 2026')).toBe('Ends on Dec 3, 2026');
    expect(planStatusText('renewing', 'Dec 3, 2026')).toBe('Renews on Dec 3, 2026');
    expect(planStatusText('ended', 'Dec 3, 2026')).toBe('Ended on Dec 3, 2026');
  });

  it('renews in the last sweep before the end, and never a cancelled plan', () => {
    const ahead = 10 * 60_000;
    expect(renewalDue({ renews: true, periodEnd: at(1) }, now, ahead)).toBe(false);
    expect(renewalDue({ renews: true, periodEnd: at(0.1) }, now, ahead)).toBe(true);
    expect(renewalDue({ renews: true, periodEnd: at(-5) }, now, ahead)).toBe(true);
    expect(renewalDue({ renews: false, periodEnd: at(-5) }, now, ahead)).toBe(false);
  });

  it('reminds once a period, a few days before a renewal that will happen', () => {
    const end = at(RENEWAL_REMINDER_DAYS * 24 - 1);
    expect(reminderDue({ renews: true, periodEnd: end, remindedFor: null }, now)).toBe(true);
    expect(reminderDue({ renews: true, periodEnd: end, remindedFor: end }, now)).toBe(false);
    expect(reminderDue({ renews: true, periodEnd: end, remindedFor: at(-700) }, now)).toBe(true);
    expect(reminderDue({ renews: false, periodEnd: end, remindedFor: null }, now)).toBe(false);
    expect(
      reminderDue({ renews: true, periodEnd: at(RENEWAL_REMINDER_DAYS * 24 + 1), remindedFor: null }, now),
    ).toBe(false);
    expect(reminderDue({ renews: true, periodEnd: at(-1), remindedFor: null }, now)).toBe(false);
  });
});
