import type { Generated } from 'kysely';

/**
 * Kysely table types. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Times are ISO-8601 UTC strings and booleans are 0/1 integers, so one schema fits SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  email: string | null;
  isGuest: number;
  credits: Generated<number>;
  subscriptionCredits: Generated<number>;
  /** '' | trialpro | trialpremium | true | premium | ultimate */
  subscription: Generated<string>;
  subscriptionUntil: string | null;
  subscriptionCreditsExpireOn: string | null;
  /** music pro: '' | trial | paid (the subscriptions module keeps it, with its end) */
  musicPro: Generated<string>;
  musicProUntil: string | null;
  /** 1 once the account started its one trial */
  hadTrial: Generated<number>;
  /** 1 from music pro becoming paid until POST /user/musicpro reported it (sendMusicProEvent) */
  musicProEventPending: Generated<number>;
  /** when the user dismissed the music onboarding */
  musicOnboardedAt: string | null;
  /** 1 once the user turned off "your music is ready" mails */
  musicMailOff: Generated<number>;
  emailVerifiedAt: string | null;
  /** set when a guest signed in by email and its belongings moved to this user */
  mergedInto: string | null;
  /** set while an admin has banned the account: no sign-in, no session, its public items hidden */
  bannedAt: string | null;
  /** the user's IANA time zone (POST /offices/updateProfile); streak days follow it, UTC until known */
  zoneinfo: string | null;
  /** the user's language, a canonical BCP 47 tag */
  locale: string | null;
  /** the app store the app was installed from (msstore, android, ios …); null outside the app */
  store: string | null;
  /** that store's details as the app gave them (JSON) */
  storeInfo: string | null;
  /** the browser family the web app reported */
  browser: string | null;
  /** the image reference the generator page reported */
  imageRef: string | null;
  profileUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  createdAt: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a database leak gives no usable session */
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
}

export interface LoginCodesTable {
  id: string;
  email: string;
  codeHash: string;
  requestedIp: string;
  attempts: Generated<number>;
  createdAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

/** Wrong sign-in codes per (email, client address), across codes: drives the backoff. */
export interface SignInFailuresTable {
  email: string;
  address: string;
  failures: number;
  lastFailureAt: string;
  /** no try from this (email, address) before this time */
  nextTryAt: string;
}

/** One quota'd action of a client address (kind: guest | guest_reaction). */
export interface AddressEventsTable {
  id: string;
  kind: string;
  address: string;
  subject: string | null;
  createdAt: string;
}

/** A code sent to confirm an email for a signed-in account (POST /user/verifyEmail). */
export interface EmailVerificationsTable {
  id: string;
  userId: string;
  email: string;
  codeHash: string;
  attempts: Generated<number>;
  createdAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

export interface CreditLedgerTable {
  id: string;
  userId: string;
  /** signed change of the purchased/earned balance */
  creditsDelta: number;
  /** signed change of the subscription balance */
  subscriptionDelta: number;
  creditsAfter: number;
  subscriptionAfter: number;
  reason: string;
  /** unique per user: replaying the same operation changes nothing */
  idempotencyKey: string;
  createdAt: string;
}

export interface AuditLogTable {
  id: string;
  actorUserId: string;
  action: string;
  targetUserId: string | null;
  details: string;
  createdAt: string;
}

export interface JobsTable {
  id: string;
  queue: string;
  name: string;
  payload: string;
  /** waiting | active | completed | failed */
  status: string;
  attempts: Generated<number>;
  maxAttempts: number;
  /** JSON of { type: 'fixed' | 'exponential', delay } or null */
  backoff: string | null;
  runAt: string;
  /** 0 none (runs first), then 1, 2, … (as BullMQ's priorities) */
  priority: Generated<number>;
  progress: Generated<number>;
  result: string | null;
  error: string | null;
  lockedBy: string | null;
  lockedUntil: string | null;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** A generated item: kind 'image', 'video' or 'music'. */
export interface ItemsTable {
  id: string;
  kind: string;
  filename: string;
  userId: string;
  name: Generated<string>;
  description: Generated<string>;
  /** comma-separated, as typed; searchable */
  tags: Generated<string>;
  model: string;
  width: number | null;
  height: number | null;
  size: string | null;
  quality: string | null;
  steps: number | null;
  seed: number | null;
  number: Generated<number>;
  source: string | null;
  language: string | null;
  private: Generated<number>;
  featured: Generated<number>;
  likes: Generated<number>;
  views: Generated<number>;
  /** what the generation costs */
  credits: Generated<number>;
  /** 1 once the ledger was charged for the current run (a retried job never charges twice) */
  charged: Generated<number>;
  requestedOn: string | null;
  startedOn: string | null;
  finishedOn: string | null;
  message: string | null;
  progress: Generated<number>;
  imageKey: string | null;
  thumbKey: string | null;
  categoryId: string | null;
  createdAt: string;
  updatedAt: string;
  // Music (kind 'music'; null for other kinds). Keys are blob keys.
  lyrics: string | null;
  /** the words a track was made from; searchable */
  keywords: string | null;
  /** song | music */
  musicType: string | null;
  audioKey: string | null;
  midiKey: string | null;
  /** what the engine needs to continue the piece; always private */
  stateKey: string | null;
  /** seconds: the requested length until finished, then the audio's */
  lengthSeconds: number | null;
  complexity: number | null;
  youtubeId: string | null;
  videoRequestedOn: string | null;
  /** a picture saved from the image editor: the item it was edited from */
  editedFrom: string | null;
  // Video (kind 'video'): the MP4; its poster is imageKey/thumbKey and its length lengthSeconds.
  videoKey: string | null;
  /** 1 when the video has a soundtrack */
  audio: Generated<number>;
  /** JSON list of the filenames of the pictures it animates, in order */
  sourceImages: string | null;
  /** a music video's shots, JSON [{prompt, start}] */
  script: string | null;
  /** a music video's audio: the track's blob */
  soundtrackKey: string | null;
  /** on a track: the filename of its music video */
  musicVideo: string | null;
  /** 1 while its owner is banned: hidden from everyone but admins (set with the ban, cleared with the unban) */
  ownerBanned: Generated<number>;
  /** when an admin last handled its reports; reports made before then are done with */
  reportsHandledAt: string | null;
  /** the character it is made with (Ultimate); the character may since have been deleted */
  characterId: string | null;
  /** its own private copy of the picture it starts from (Ultimate's image input), PNG */
  inputKey: string | null;
  /**
   * JSON: what happened to its words before generation (language, outcome, the texts the engine got);
   * see apps/server/src/platform/translation.
   */
  promptTranslation: string | null;
}

/** An extension of a music track: (end − start) + extension seconds of new audio. */
export interface MusicExtensionsTable {
  id: string;
  itemId: string;
  userId: string;
  continueExtensionId: string | null;
  startSeconds: number;
  endSeconds: number;
  overlapSeconds: number;
  extensionSeconds: number;
  lengthSeconds: number;
  description: string;
  complexity: number;
  previousLength: number;
  previousFilename: string;
  model: string;
  seed: number;
  public: Generated<number>;
  likes: Generated<number>;
  requestedOn: string | null;
  startedOn: string | null;
  finishedOn: string | null;
  message: string | null;
  progress: Generated<number>;
  /** always a private/ key: who may hear it is decided by the API */
  audioKey: string | null;
  stateKey: string | null;
  createdAt: string;
}

export interface MusicExtensionReactionsTable {
  extensionId: string;
  userId: string;
  /** 1 like, -1 dislike */
  value: number;
  createdAt: string;
}

/** One started song (created or regenerated): the daily song limit counts these. */
export interface MusicRunsTable {
  id: string;
  userId: string;
  itemId: string;
  createdAt: string;
}

/** A review or feedback sent from the music page (visitors too). */
export interface MusicFeedbackTable {
  id: string;
  userId: string | null;
  email: string | null;
  review: string | null;
  feedback: string | null;
  createdAt: string;
}

export interface ItemReactionsTable {
  itemId: string;
  userId: string;
  /** 1 like, -1 dislike */
  value: number;
  createdAt: string;
}

export interface ItemViewsTable {
  itemId: string;
  /** a session id or a user id: a view counts once per session per item */
  viewer: string;
  createdAt: string;
}

export interface ItemReportsTable {
  itemId: string;
  userId: string;
  type: string;
  createdAt: string;
}

/** A signed-out browser's like of an item (`visitor-<uuid>`), counted once per browser. */
export interface ItemVisitorLikesTable {
  itemId: string;
  visitor: string;
  createdAt: string;
}

/** A signed-out browser's report of an item, once per browser. */
export interface ItemVisitorReportsTable {
  itemId: string;
  visitor: string;
  type: string;
  createdAt: string;
}

export interface CategoriesTable {
  id: string;
  userId: string;
  name: string;
  imageThumbUrl: string | null;
  createdAt: string;
}

export interface CategoryRequestsTable {
  id: string;
  userId: string;
  count: number;
  createdOn: string;
  finishedOn: string | null;
  message: string | null;
}

/** A checkout or an app-store purchase. */
export interface OrdersTable {
  id: string;
  userId: string;
  productId: string;
  /** the product kind: credits | subscription | offer | gift | musicpro */
  kind: string;
  /** what the first payment costs, after any promo code */
  priceCents: number;
  currency: Generated<string>;
  promoCode: string | null;
  /** open | paid | cancelled | failed */
  status: string;
  /** sandbox | stripe | android | ios */
  provider: string;
  /** the checkout session id or the store transaction; unique per provider */
  providerRef: string | null;
  /** JSON text: giftCardId, returnTo, the provider's subscription id … */
  meta: Generated<string>;
  createdAt: string;
  paidOn: string | null;
  /** set once every effect of the payment went through */
  fulfilledOn: string | null;
  /** a monthly plan: the end of the last period this order (or a renewal of it) paid for */
  periodEnd: string | null;
  /** 1 while the plan renews at periodEnd (the sandbox sweep, or Stripe) */
  renews: Generated<number>;
  /** when the buyer set the plan not to renew */
  cancelledOn: string | null;
  /** the periodEnd whose renewal reminder was mailed */
  remindedFor: string | null;
}

/** Mails that must go once: the key names the order, renewal or track they are about. */
export interface MailKeysTable {
  key: string;
  createdAt: string;
}

/** Provider events already handled: a webhook delivered twice is processed once. */
export interface PaymentEventsTable {
  provider: string;
  eventId: string;
  receivedAt: string;
}

/** A once-per-account promo code an account has used: one row per (user, code), written when paid. */
export interface PromoRedemptionsTable {
  userId: string;
  /** upper case (SONG, UPGRADE) */
  code: string;
  /** the paid order that used it */
  orderId: string;
  redeemedAt: string;
}

/** A reward that can be claimed once: unique per (user, source, item); paid through the ledger. */
export interface CreditClaimsTable {
  id: string;
  userId: string;
  /** daily | onetime | referral | insight | game | streak */
  source: string;
  /** which one: the day, the one-time item's name, the referral's or the round's id, the milestone … */
  item: string;
  credits: number;
  createdOn: string;
  claimedOn: string | null;
}

/** A friend who created an account from a sharer's link; one per friend, ever. */
export interface ReferralsTable {
  id: string;
  sharerId: string;
  friendId: string;
  imageRef: string | null;
  createdOn: string;
  claimedOn: string | null;
  /** the friend's normalised email (normaliseEmail): one referral per person, not per alias */
  friendEmailKey: string | null;
}

/** A UTC day (YYYY-MM-DD) on which a signed-in user used Muse: streaks count these. */
export interface ActivityDaysTable {
  userId: string;
  day: string;
}

export interface GameHighscoresTable {
  userId: string;
  game: string;
  level: number;
  highscore: number;
  updatedOn: string;
}

/** A question of The Insight served to a user: the answer is judged against this, never the client's text. */
export interface InsightRoundsTable {
  id: string;
  userId: string;
  day: string;
  questionId: string;
  askedOn: string;
  answeredOn: string | null;
  correct: number | null;
}

/** A tier or music pro bought, given or tried; (type, externalId) is unique. */
export interface SubscriptionsTable {
  id: string;
  userId: string;
  /** true | premium | ultimate | trialpro | trialpremium (music pro rows use true) */
  tier: string;
  /** images | music */
  product: string;
  /** web | sandbox | stripe | msstore | android | ios | gift | trial | offer | admin */
  type: string;
  /** active | expired | cancelled */
  status: Generated<string>;
  startedOn: string;
  currentPeriodEnd: string;
  /** the order, store transaction or gift card that paid for it */
  externalId: string;
  /** the end of the last monthly credit period paid out */
  creditsGrantedUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A gift card: paid once (`amount` in cents, 0 for a streak reward), redeemed once. */
export interface GiftCardsTable {
  /** random, URL-safe: the secret of the share link */
  id: string;
  buyerId: string;
  /** 1week | 1month | 3months */
  tier: string;
  /** a built-in design's or the card's own copy of an image: a /api/media/public/… URL */
  imageUrl: string;
  width: number;
  height: number;
  amount: number | null;
  orderId: string | null;
  /** purchase | streak */
  source: string;
  /** what issued a reward card; unique */
  reason: string | null;
  createdAt: string;
  paidOn: string | null;
  redeemedBy: string | null;
  redeemedOn: string | null;
}

/** An office: an assistant workspace with an owner, members and assistants. */
export interface OfficesTable {
  id: string;
  userId: string;
  name: string;
  /** aiChat | mathChat | interview | satmath */
  type: string;
  isAiChat: number;
  /** ChatSetup | MathSetup */
  setupScreen: string;
  isMathChat: number;
  showAiChatHistory: number;
  /** simple | other */
  experienceType: string;
  demo: number;
  /** changes with every change to the training (topics, Q&A, personality) */
  trainedAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface OfficeMembersTable {
  officeId: string;
  userId: string;
  addedAt: string;
}

/** An office's assistant; position 0 is the main one. */
export interface OfficeAssistantsTable {
  officeId: string;
  position: number;
  /** JSON text {id, name}, or null */
  avatar: string | null;
  /** JSON text: the dialog (welcome message, voices, personality, options) */
  dialog: string;
  updatedAt: string;
}

/** A training topic: its text (typed, from a web page or a file). */
export interface OfficeTopicsTable {
  officeId: string;
  topic: string;
  text: string;
  pageUrl: string;
  extraFields: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A trained Q&A pair of a topic, ordered by `value`. */
export interface OfficeQuestionsTable {
  id: string;
  officeId: string;
  topic: string;
  question: string;
  answer: string;
  value: number;
  createdAt: string;
}

/** One message of a conversation (office, user, UTC date). */
export interface OfficeMessagesTable {
  id: string;
  officeId: string;
  userId: string;
  date: string;
  /** user | assistant */
  role: string;
  content: string;
  createdAt: string;
  seq: number;
}

/** An invitation to an office: the invitee becomes a member only when they accept. */
export interface OfficeInvitationsTable {
  id: string;
  officeId: string;
  /** lower case */
  email: string;
  invitedBy: string;
  /** sha256 (hex) of the emailed link's token */
  tokenHash: string;
  createdAt: string;
  sentAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  declinedAt: string | null;
}

/** A cached speech file (public/speech/…): its size and when it was last served, for LRU eviction. */
export interface SpeechCacheTable {
  key: string;
  bytes: number;
  lastUsedAt: string;
}

/**
 * One embedded item of an office's training: a Q&A pair's question (kind 'qa', source = pair id) or a topic
 * passage (kind 'passage', source = topic name, position = its place in the topic).
 */
export interface OfficeVectorsTable {
  officeId: string;
  /** qa | passage */
  kind: string;
  sourceId: string;
  position: number;
  text: string;
  /** sha256 (hex) of the exact text sent to the model */
  textHash: string;
  model: string;
  dimensions: number;
  /** `dimensions` Float32 values, little endian (blob on SQLite, bytea on PostgreSQL) */
  vector: Uint8Array;
  createdAt: string;
}

/** The training mark (`offices.trained_at`) and model an office's vectors are complete for. */
export interface OfficeVectorStateTable {
  officeId: string;
  trainedAt: string;
  model: string;
  items: number;
  updatedAt: string;
}

/** One answered question of a recorded dialog run; `userId` is the sender (account, guest or `visitor-…`). */
export interface TranscriptsTable {
  id: string;
  officeId: string;
  sessionId: string;
  userId: string;
  question: string;
  parameters: string | null;
  answer: string;
  audioUrl: string | null;
  createdAt: string;
}

/** A demo request, an interview rating or suggestion, or a feedback-popup review or skip, kept as sent. */
export interface FeedbackTable {
  id: string;
  /** demoform, interview or images */
  source: string;
  /** the sender: an account, a guest or `visitor-…` */
  userId: string;
  /** the email typed (the demo form's, or a signed-out reviewer's), as typed */
  email: string | null;
  officeId: string | null;
  /** the demo form's fields (JSON) */
  formData: string | null;
  review: string | null;
  feedback: string | null;
  /** 1 when the feedback popup was dismissed */
  skipped: number;
  createdAt: string;
  /** 1: the sender agreed to show the review publicly (client reviews) */
  publish: Generated<number>;
  /** the page's language when it was written, e.g. "en" */
  lang: string | null;
  /** the name the review is shown under; null: none */
  shownName: string | null;
}

/** A dialog form's answers (JSON) sent to an office. */
export interface FormSubmissionsTable {
  id: string;
  officeId: string;
  userId: string;
  answers: string;
  createdAt: string;
}

/** A live poll or quiz of an office, or a dialog's poll kept per office and question (`dialogKey`). */
export interface PollsTable {
  id: string;
  officeId: string;
  /** live | dialog */
  source: string;
  /** a dialog poll's question, trimmed and lower-cased; null for live polls */
  dialogKey: string | null;
  /** yesno | choice | quiz */
  pollType: string;
  question: string;
  /** JSON: [{ value, text }] */
  choices: string;
  /** a quiz's right value */
  answer: string | null;
  /** the owner or admin who started a live poll */
  startedByUserId: string | null;
  startedAt: string;
  closedAt: string | null;
}

/** A person's saved character (Ultimate): how they look, and a private copy of its reference picture. */
export interface CharactersTable {
  id: string;
  userId: string;
  name: string;
  description: string;
  blobKey: string;
  /** creation | upload */
  source: string;
  filename: string;
  width: number;
  height: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * An asset of a person's library for office scenes: an image or a track of their creations (`itemId`), an
 * uploaded picture's own copy (`blobKey`), or a saved poll (`poll`, JSON of its definition).
 */
export interface AssetsTable {
  id: string;
  userId: string;
  /** image | music | poll */
  type: string;
  itemId: string | null;
  blobKey: string | null;
  filename: string;
  name: string;
  description: string;
  width: number | null;
  height: number | null;
  /** JSON: { pollType, question, choices: [{ value, text }], answer? } */
  poll: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A tag on an asset (trimmed, lower case). */
export interface AssetTagsTable {
  assetId: string;
  tag: string;
}

/** One person's vote on a poll: an account, a guest or a signed-out `visitor-<uuid>`. */
export interface PollVotesTable {
  pollId: string;
  userId: string;
  value: string;
  createdAt: string;
}

/** A lesson of an office's SAT math: section and lesson number, its topic name, video and lesson text. */
export interface MathTopicsTable {
  id: string;
  officeId: string;
  /** algebra | geometry | data-analysis | advanced-math */
  section: string;
  lesson: number;
  topic: string;
  /** a YouTube video id, '' when none */
  videoId: string;
  lessonText: string;
  /** JSON: [{ concept, text }] */
  concepts: string;
  createdAt: string;
  updatedAt: string;
}

/** A multiple-choice problem of a lesson, in `position` order. */
export interface MathProblemsTable {
  id: string;
  officeId: string;
  section: string;
  lesson: number;
  position: number;
  question: string;
  /** JSON: four strings */
  choices: string;
  /** A | B | C | D */
  answer: string;
  hint: string;
  solution: string;
  detailedSolution: string;
  /** easy | medium | hard */
  difficulty: string;
  /** JSON: strings */
  concepts: string;
  templateId: string | null;
  /** JSON: the statement the math engine re-solves; null when it reads the question itself */
  checkStatement: string | null;
  /** 1 when the math engine checked the answer */
  verified: number;
  /** JSON: { functions, points, xDomain, yDomain, imageUrl } */
  graph: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A learner's best practice result in a lesson. */
export interface MathProgressTable {
  userId: string;
  officeId: string;
  section: string;
  lesson: number;
  /** 0..1 */
  bestScore: number;
  /** seconds of the best practice */
  bestTimeSpent: number;
  attempts: number;
  lastScore: number;
  updatedAt: string;
}

/** One run of an image editor AI tool (see the 202611280600_image_edits migration). */
export interface ImageEditsTable {
  id: string;
  userId: string;
  sourceItemId: string | null;
  /** an EditorAiTool */
  tool: string;
  /** JSON: the tool's settings */
  params: string;
  inputKey: string;
  maskKey: string | null;
  resultKey: string | null;
  width: number | null;
  height: number | null;
  credits: Generated<number>;
  charged: Generated<number>;
  progress: Generated<number>;
  message: string | null;
  requestedOn: string;
  startedOn: string | null;
  finishedOn: string | null;
  /** 1 when the run ended without a picture */
  failed: Generated<number>;
}

/** A mask or working picture the editor uploaded for an AI tool run. */
export interface EditorUploadsTable {
  /** `<id>.png`, what the editor sends back as maskUrl or imageUrl */
  filename: string;
  userId: string;
  blobKey: string;
  createdAt: string;
}

/** A submitted mock interview and, once evaluated, its result (see the 202611280200_interviews migration). */
export interface InterviewsTable {
  id: string;
  userId: string;
  officeId: string | null;
  jobTitle: string;
  email: string | null;
  /** JSON: [{ question, answer, category? }] */
  answers: string;
  /** queued | ready | failed */
  status: string;
  /** JSON: { jobTitle, overallAnalysis, categorySummaries, answers } */
  result: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A recorded voice answer (POST /api/ai/transcribe), its audio in the BlobStore under `blobKey` (private). */
export interface VoiceClipsTable {
  id: string;
  /** who spoke: a user id (guests included) or a signed-out visitor's visitor-<uuid> */
  userId: string;
  officeId: string | null;
  /** input | text */
  mode: string;
  blobKey: string;
  mimeType: string;
  bytes: number;
  text: string;
  createdAt: string;
}

/** A notification an admin wrote: what the dialog shows, whom it is for and when (see the migration). */
export interface NotificationsTable {
  id: string;
  title: string;
  header: string;
  content: string;
  showInput: number;
  /** JSON: [{ buttonText, response, default }] */
  actions: string;
  blocking: number;
  timeoutForEnableClose: number;
  /** everyone | tier | user */
  targetType: string;
  /** the tier as stored on users ('' Free, 'true' Pro …) when targetType is tier */
  targetTier: string | null;
  targetUserId: string | null;
  /** the address the admin typed, for the admin page */
  targetEmail: string | null;
  publishAt: string;
  expiresAt: string | null;
  /** when the live event went out; null until then */
  publishedAt: string | null;
  createdByUserId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One person's response to a notification: an action's value or `close`, and the input's text. */
export interface NotificationResponsesTable {
  notificationId: string;
  userId: string;
  response: string;
  text: string | null;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  userIdentities: UserIdentitiesTable;
  sessions: SessionsTable;
  loginCodes: LoginCodesTable;
  signInFailures: SignInFailuresTable;
  addressEvents: AddressEventsTable;
  emailVerifications: EmailVerificationsTable;
  mailOutbox: MailOutboxTable;
  mailKeys: MailKeysTable;
  creditLedger: CreditLedgerTable;
  auditLog: AuditLogTable;
  jobs: JobsTable;
  items: ItemsTable;
  itemReactions: ItemReactionsTable;
  itemViews: ItemViewsTable;
  itemReports: ItemReportsTable;
  itemVisitorLikes: ItemVisitorLikesTable;
  itemVisitorReports: ItemVisitorReportsTable;
  categories: CategoriesTable;
  categoryRequests: CategoryRequestsTable;
  subscriptions: SubscriptionsTable;
  orders: OrdersTable;
  paymentEvents: PaymentEventsTable;
  promoRedemptions: PromoRedemptionsTable;
  creditClaims: CreditClaimsTable;
  referrals: ReferralsTable;
  activityDays: ActivityDaysTable;
  gameHighscores: GameHighscoresTable;
  insightRounds: InsightRoundsTable;
  giftCards: GiftCardsTable;
  musicExtensions: MusicExtensionsTable;
  musicExtensionReactions: MusicExtensionReactionsTable;
  musicRuns: MusicRunsTable;
  musicFeedback: MusicFeedbackTable;
  offices: OfficesTable;
  officeMembers: OfficeMembersTable;
  officeAssistants: OfficeAssistantsTable;
  officeTopics: OfficeTopicsTable;
  officeQuestions: OfficeQuestionsTable;
  officeMessages: OfficeMessagesTable;
  officeInvitations: OfficeInvitationsTable;
  speechCache: SpeechCacheTable;
  officeVectors: OfficeVectorsTable;
  officeVectorState: OfficeVectorStateTable;
  transcripts: TranscriptsTable;
  interviews: InterviewsTable;
  feedback: FeedbackTable;
  formSubmissions: FormSubmissionsTable;
  polls: PollsTable;
  pollVotes: PollVotesTable;
  voiceClips: VoiceClipsTable;
  mathTopics: MathTopicsTable;
  mathProblems: MathProblemsTable;
  mathProgress: MathProgressTable;
  imageEdits: ImageEditsTable;
  editorUploads: EditorUploadsTable;
  notifications: NotificationsTable;
  notificationResponses: NotificationResponsesTable;
  assets: AssetsTable;
  assetTags: AssetTagsTable;
  characters: CharactersTable;
}
