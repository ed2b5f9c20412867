/**
 * Moderation (admins): /admin/moderation with reported items, the Recent panel's three lists and account
 * bans. Only its page is routed (pages.ts); nothing else of it is used elsewhere.
 */
export {};
