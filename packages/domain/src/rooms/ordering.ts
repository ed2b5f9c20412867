/**
 * §4 Ordering: participants are displayed with raised hands first (by time raised), then spotlighted, then
 * others, each alphabetical by display name. The member list: the current user first, then online users,
 * then those with a consumer, then by name.
 */

export interface OrderedPeer {
  id: string;
  displayName: string;
  raisedHand: boolean;
  raisedHandTimestamp?: number | null;
}

const byName = (a: { displayName: string }, b: { displayName: string }) =>
  a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }) ||
  a.displayName.localeCompare(b.displayName);

/** The display order of a room's participants; `spotlights` lists peer ids. */
export function orderParticipants<P extends OrderedPeer>(
  peers: readonly P[],
  spotlights: readonly string[],
): P[] {
  const raised = peers
    .filter((p) => p.raisedHand)
    .sort((a, b) => (a.raisedHandTimestamp ?? 0) - (b.raisedHandTimestamp ?? 0) || byName(a, b));
  const rest = peers.filter((p) => !p.raisedHand);
  const spotlighted = rest.filter((p) => spotlights.includes(p.id)).sort(byName);
  const others = rest.filter((p) => !spotlights.includes(p.id)).sort(byName);
  return [...raised, ...spotlighted, ...others];
}

export interface ListedMember {
  id: string;
  displayName: string;
  online: boolean;
  /** whether this user receives (consumes) one of the member's tracks */
  hasConsumer: boolean;
}

/** The member list: me, then online, then with a consumer, then by name. */
export function orderMemberList<M extends ListedMember>(members: readonly M[], meId: string): M[] {
  const rank = (m: M) => [m.id === meId ? 0 : 1, m.online ? 0 : 1, m.hasConsumer ? 0 : 1] as const;
  return [...members].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || byName(a, b);
  });
}

/** Where a raised hand stands in the queue of hands (1 is first), or null when it is down. */
export function handPosition(peers: readonly OrderedPeer[], peerId: string): number | null {
  const raised = orderParticipants(
    peers.filter((p) => p.raisedHand),
    [],
  );
  const index = raised.findIndex((p) => p.id === peerId);
  return index < 0 ? null : index + 1;
}
