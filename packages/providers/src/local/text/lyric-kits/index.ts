// Every lyric kit by name. A kit is chosen by the brief, its tags and its mood (lyric-kit-choice.ts).
import type { LyricKit } from './kit';
import { LOSS } from './loss';
import { PARTING } from './parting';
import { LOVE } from './love';
import { FAMILY } from './family';
import { KIDS } from './kids';
import { PARTY } from './party';
import { ROAD } from './road';
import { REBEL } from './rebel';
import { EPIC } from './epic';
import { DARK } from './dark';
import { HOPE } from './hope';
import { NOSTALGIA } from './nostalgia';
import { CALM } from './calm';
import { NIGHT } from './night';
import { JOY } from './joy';
import { SAD } from './sad';
import { TRIBUTE } from './tribute';
import { SPORT } from './sport';
import { HARD_TIMES } from './hard-times';
import { FAREWELL } from './farewell';
import { FAR } from './far';
import { TOAST } from './toast';
import { AGEING } from './ageing';
import { FREE } from './free';
import { FAITH } from './faith';
import { PLAY } from './play';
import { PET } from './pet';
import { BUSY } from './busy';

export type KitId =
  | 'loss'
  | 'parting'
  | 'love'
  | 'family'
  | 'kids'
  | 'party'
  | 'road'
  | 'rebel'
  | 'epic'
  | 'dark'
  | 'hope'
  | 'nostalgia'
  | 'calm'
  | 'night'
  | 'joy'
  | 'sad'
  | 'tribute'
  | 'sport'
  | 'hard-times'
  | 'farewell'
  | 'far'
  | 'toast'
  | 'ageing'
  | 'free'
  | 'faith'
  | 'play'
  | 'pet'
  | 'busy';

/** Kits whose lines sing to someone ("you"): the others never say "you". */
export const ADDRESSED: ReadonlySet<KitId> = new Set([
  'loss',
  'parting',
  'love',
  'family',
  'tribute',
  'far',
  'toast',
  'ageing',
  'play',
  'pet',
]);

export const KITS: Readonly<Record<KitId, LyricKit>> = {
  loss: LOSS,
  parting: PARTING,
  love: LOVE,
  family: FAMILY,
  kids: KIDS,
  party: PARTY,
  road: ROAD,
  rebel: REBEL,
  epic: EPIC,
  dark: DARK,
  hope: HOPE,
  nostalgia: NOSTALGIA,
  calm: CALM,
  night: NIGHT,
  joy: JOY,
  sad: SAD,
  tribute: TRIBUTE,
  sport: SPORT,
  'hard-times': HARD_TIMES,
  farewell: FAREWELL,
  far: FAR,
  toast: TOAST,
  ageing: AGEING,
  free: FREE,
  faith: FAITH,
  play: PLAY,
  pet: PET,
  busy: BUSY,
};
