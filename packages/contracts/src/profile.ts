import * as z from 'zod/mini';
import { jsonBoundsProblem, type JsonBounds } from './bounded-json';

/**
 * The profile a signed-in page reports: GET /api/session?store= and POST /api/offices/updateProfile. Apart
 * from auth.ts (the session), so a first page load that reads the session carries none of it.
 */

/** The longest profile values taken (characters). */
export const PROFILE_FIELD_MAX = {
  zoneinfo: 64,
  locale: 35,
  store: 40,
  browser: 100,
  imageRef: 200,
} as const;
/** How far the app's free-form store details may reach. */
export const STORE_INFO_BOUNDS: JsonBounds = { depth: 3, values: 40, chars: 2000 };

const profileText = (field: keyof typeof PROFILE_FIELD_MAX) =>
  z.string({ error: `${field} must be text` }).check(
    z.trim(),
    z.minLength(1, { error: `${field} is required` }),
    z.maxLength(PROFILE_FIELD_MAX[field], {
      error: `${field} must be at most ${PROFILE_FIELD_MAX[field]} characters`,
    }),
  );

/**
 * GET /api/session?store=: a page in the app says which store it was installed from, so the reply can ask
 * for the store info (`updateStoreInfo`). Without it (a browser, older clients) the flag is false.
 */
const StoreName = profileText('store').check(
  z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'store must be a store name such as msstore' }),
);
export const SessionQuery = z.object({ store: z.optional(StoreName) });

/**
 * POST /api/offices/updateProfile: the browser's IANA time zone and BCP 47 language (checked by the server
 * against the runtime's Intl), and on the generator page the store, browser and image reference, or in the
 * app the store with its details (`storeInfo`, a small JSON object).
 */
export const UpdateProfileBody = z.object({
  zoneinfo: profileText('zoneinfo'),
  locale: profileText('locale'),
  store: z.optional(StoreName),
  browser: z.optional(profileText('browser')),
  imageRef: z.optional(profileText('imageRef')),
  storeInfo: z.optional(
    z.record(z.string(), z.unknown(), { error: 'storeInfo must be an object' }).check(
      z.superRefine((value, ctx) => {
        const problem = jsonBoundsProblem(value, 'storeInfo', STORE_INFO_BOUNDS);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  ),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
