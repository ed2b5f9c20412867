import { HttpError } from '../../platform/http/errors';

/** A receipt that is not good: 422, so an app can tell it from a malformed request (400). */
export const receiptInvalid = (message: string) => new HttpError(422, 'receipt_invalid', message);

/** The store did not answer as it should: our side or theirs, not the buyer's. */
export const storeUnavailable = (message: string) => new HttpError(502, 'store_unavailable', message);
