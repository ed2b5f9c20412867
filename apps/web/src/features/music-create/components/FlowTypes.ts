import type { Dispatch, ReactNode } from 'react';
import type { MusicIdea } from '@muse/contracts';
import type { CreatorAction, CreatorState } from '../creator-state';

/** What both flows get from the creator: the state, the ideas request and the track request. */
export interface FlowProps {
  state: CreatorState;
  dispatch: Dispatch<CreatorAction>;
  /** The session user's music pro status ('' for visitors). */
  musicpro: string;
  member: boolean;
  ideas: {
    data: readonly MusicIdea[] | undefined;
    loading: boolean;
    error: unknown;
    generate: () => void;
  };
  create: {
    busy: boolean;
    /** The idea being requested, if the request came from an idea. */
    creating: MusicIdea | null;
    fromIdea: (idea: MusicIdea) => void;
  };
  /** Opens the membership modal (features only members have). */
  onMembership: () => void;
  /** The failure of the last request, shown under the main action. */
  notice: ReactNode;
}
