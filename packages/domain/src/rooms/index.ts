/**
 * Live rooms of offices: room permissions (with allowWhenRoleMissing and role levels), the participant and
 * member-list orderings, local recording states and consent, groups. Pure: the server and the web app both
 * apply them (music-and-extras.md §3 Peer/Room/Me, §4 Ordering and local recording, §6 Room permission).
 */
export * from './permissions';
export * from './ordering';
export * from './recording';
export * from './groups';
