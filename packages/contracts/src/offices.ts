import * as z from 'zod/mini';
import { jsonBoundsProblem, type JsonBounds } from './bounded-json';

/**
 * Offices (assistant workspaces) and their assistants, training and conversations. Field names are the spec's
 * (`_id`, `userId`, `members`, `assistants`, `isAIChat`, `setupScreen` …); additions say so.
 */

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .check(z.maxLength(max, { error: `${field} must be at most ${max} characters` }));
const required = (field: string, max: number) =>
  text(field, max).check(z.trim(), z.minLength(1, { error: `${field} is required` }));

/** Chosen caps (the spec gives none): a topic's text, a Q&A pair, a question asked. */
export const OFFICE_LIMITS = {
  officeName: 100,
  topic: 200,
  topicText: 2_000_000,
  pageUrl: 2048,
  qaQuestion: 1000,
  qaAnswer: 10_000,
  qaPerTopic: 1000,
  /** a dialog's text input: at most 5000 characters */
  askQuestion: 5000,
  /** text to speak: the larger of the voice text limits (2000 in input mode, 5000 otherwise) */
  speechText: 5000,
  welcomeMessage: 2000,
  assistantName: 100,
  personalityField: 5000,
  translateText: 5000,
} as const;

/** Chosen caps on a topic's free-form extraFields (unused by the app; stored as JSON beside the topic). */
export const EXTRA_FIELDS_BOUNDS: JsonBounds = { depth: 5, values: 1000, chars: 100_000 };

export const OfficeId = required('officeId', 64);

/** The setup screen an office opens: ChatSetup or MathSetup. */
export const SetupScreen = z.enum(['ChatSetup', 'MathSetup']);
/** An office's experience: simple or other. */
export const ExperienceType = z.enum(['simple', 'other']);

/**
 * POST /offices/newOffice. `type` picks the kind (chosen values): aiChat (a trained AI chat, ChatSetup),
 * mathChat (a math chat, MathSetup), interview (id starting `interview-`), SATMath (SAT math tutoring, MathSetup,
 * id starting `satmath-`; the spec's `{type SATMath}`). `_id` is optional: a chosen id
 * may not use the reserved prefixes; without one a random id is made.
 */
export const OfficeType = z.enum(['aiChat', 'mathChat', 'interview', 'SATMath'], {
  error: 'type must be aiChat, mathChat, interview or SATMath',
});
export type OfficeType = z.infer<typeof OfficeType>;

export const NewOfficeBody = z.object({
  type: OfficeType,
  _id: z.optional(text('_id', 64).check(z.trim())),
  /** Addition: a name for the owner's list of offices. */
  name: z.optional(text('name', OFFICE_LIMITS.officeName).check(z.trim())),
  experienceType: z.optional(ExperienceType),
  demo: z.optional(z.boolean({ error: 'demo must be true or false' })),
});
export type NewOfficeBody = z.infer<typeof NewOfficeBody>;

const personalityField = text('personality', OFFICE_LIMITS.personalityField);
/**
 * An assistant's personality: the 11 named fields and the chosen 12th, `expertise` (repeats @muse/domain
 * PERSONALITY_FIELDS).
 */
export const Personality = z.object({
  tone: personalityField,
  languageStyle: personalityField,
  coreTraits: personalityField,
  interests: personalityField,
  background: personalityField,
  expertise: personalityField,
  values: personalityField,
  conflictHandling: personalityField,
  humor: personalityField,
  personalConnection: personalityField,
  customization: personalityField,
  noinfo: personalityField,
});
export type Personality = z.infer<typeof Personality>;

/** Dialog nodes and options: a nested tree, open-ended (`actions`, `parameters`) for the dialog engine. */
export interface DialogOption {
  question?: string;
  answer?: string;
  action?: string;
  parameters?: string;
  minLength?: number;
  actions?: string[];
  questionVoiceId?: string;
  options?: DialogOption[];
}
export const DialogOption: z.ZodMiniType<DialogOption> = z.lazy(() =>
  z.object({
    question: z.optional(text('question', 5000)),
    answer: z.optional(text('answer', 5000)),
    action: z.optional(text('action', 100)),
    parameters: z.optional(text('parameters', 5000)),
    minLength: z.optional(z.number().check(z.int(), z.gte(0), z.lte(5000))),
    actions: z.optional(z.array(text('actions', 200)).check(z.maxLength(50))),
    questionVoiceId: z.optional(text('questionVoiceId', 200)),
    options: z.optional(z.array(DialogOption).check(z.maxLength(50))),
  }),
);
// Named, so the OpenAPI document refers to one `DialogOption` component instead of an unnamed recursion.
z.globalRegistry.add(DialogOption, { id: 'DialogOption' });

/** An assistant's dialog. `question` is the welcome message. */
export const AssistantDialog = z.object({
  question: z.optional(text('question', OFFICE_LIMITS.welcomeMessage)),
  questionVoiceId: z.optional(text('questionVoiceId', 200)),
  questionVoicePitch: z.optional(z.number().check(z.gte(-100), z.lte(100))),
  answerVoiceId: z.optional(text('answerVoiceId', 200)),
  answerVoicePitch: z.optional(z.number().check(z.gte(-100), z.lte(100))),
  answer: z.optional(text('answer', 5000)),
  distanceToStartConversation: z.optional(z.number().check(z.gte(0), z.lte(100))),
  actions: z.optional(z.array(text('actions', 200)).check(z.maxLength(50))),
  options: z.optional(z.array(DialogOption).check(z.maxLength(50))),
  personality: z.optional(z.partial(Personality)),
});
export type AssistantDialog = z.infer<typeof AssistantDialog>;

/**
 * The painted finishes a portrait can be shown in (Muse's addition to the spec's avatar): the local image
 * engine's treatments. The same ids as @muse/domain's AVATAR_FINISHES, which labels them (a test in
 * providers holds the two lists and the engine's FINISH_NAMES together).
 */
const AVATAR_FINISH_IDS = [
  'watercolor',
  'oil',
  'painterly',
  'pencil',
  'pixel',
  'neon',
  'photo',
  'digital',
] as const;
export const AvatarFinishId = z.enum(AVATAR_FINISH_IDS, {
  error: `avatar.finish must be one of ${AVATAR_FINISH_IDS.join(', ')}`,
});

export const AvatarRef = z.object({
  id: required('avatar.id', 100),
  name: required('avatar.name', OFFICE_LIMITS.assistantName),
  /** The painted finish the portrait is shown in (Muse's addition); absent: the drawn face. */
  finish: z.optional(AvatarFinishId),
});
export type AvatarRef = z.infer<typeof AvatarRef>;

export const Assistant = z.object({
  avatar: z.nullable(AvatarRef),
  dialog: AssistantDialog,
});
export type Assistant = z.infer<typeof Assistant>;

/** An office as the API gives it. Visitors get `members: []` and no personality. */
export const Office = z.object({
  _id: z.string(),
  userId: z.string(),
  members: z.array(z.string()),
  assistants: z.array(Assistant),
  isAIChat: z.boolean(),
  setupScreen: SetupScreen,
  isMathChat: z.boolean(),
  showAIChatHistory: z.boolean(),
  experienceType: ExperienceType,
  demo: z.boolean(),
  /** Addition */
  name: z.string(),
  /** Addition: what the caller may do here (computed on the server from the office rules). */
  access: z.object({
    role: z.enum(['owner', 'admin', 'member', 'user', 'visitor']),
    canOpenSetup: z.boolean(),
    canTrain: z.boolean(),
    canSeeTrainButton: z.boolean(),
  }),
  createdAt: z.string(),
});
export type Office = z.infer<typeof Office>;

export const OfficeParams = z.object({ officeId: OfficeId });
export const OfficesReply = z.object({ data: z.array(Office) });

/**
 * Addition: a member as the caller may see them. `name` is a neutral label ("User 3f2a", from the user id);
 * `email` is given to the office's owner and admins (who invited by email) and to the member themself,
 * else null.
 */
export const OfficeMember = z.object({ userId: z.string(), email: z.nullable(z.string()), name: z.string() });
/** Addition: an invitation not yet answered, as the office's owner and admins see it. */
export const PendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
/** `invitations` is empty for members: only owners and admins see who was invited. */
export const OfficeMembersReply = z.object({
  data: z.array(OfficeMember),
  invitations: z.array(PendingInvitation),
});
export type OfficeMembersReply = z.infer<typeof OfficeMembersReply>;
export const InviteMemberBody = z.object({
  email: z.pipe(
    z.pipe(required('email', 320), z.email({ error: 'email must be an email address' })),
    z.transform((email) => email.toLowerCase()),
  ),
});
/**
 * POST /offices/{officeId}/members answers the same whether or not the email has an account (no
 * enumeration): the invitee gets an email and becomes a member only by accepting.
 */
export const InviteMemberReply = z.object({ invited: z.string() });
export const MemberParams = z.object({ officeId: OfficeId, userId: required('userId', 100) });
export const OfficeInvitationParams = z.object({
  officeId: OfficeId,
  invitationId: required('invitationId', 100),
});

/** Addition: an invitation to the signed-in account (GET /offices/invitations). */
export const MyInvitation = z.object({
  id: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof MyInvitation>;
export const MyInvitationsReply = z.object({ data: z.array(MyInvitation) });
export const InvitationParams = z.object({ invitationId: required('invitationId', 100) });
export const InvitationActionReply = z.object({ officeId: z.string() });
/** The emailed link's page reads its invitation by the token (in a POST body, so it stays out of API logs). */
export const InvitationTokenBody = z.object({ token: required('token', 200) });
export const InvitationByToken = z.extend(MyInvitation, {
  status: z.enum(['pending', 'accepted', 'declined', 'expired']),
});
export type InvitationByToken = z.infer<typeof InvitationByToken>;

/** POST /offices/{officeId}/updateAssistant/{assistantIndex}: one of three shapes. */
export const AssistantParams = z.object({
  officeId: OfficeId,
  assistantIndex: z.coerce
    .number({ error: 'assistantIndex must be a number' })
    .check(
      z.int({ error: 'assistantIndex must be a whole number' }),
      z.gte(0, { error: 'assistantIndex must be 0 or more' }),
      z.lte(20, { error: 'assistantIndex must be at most 20' }),
    ),
});
export const UpdateAssistantBody = z.union(
  [
    z.strictObject({ voiceId: required('voiceId', 200) }),
    z.strictObject({
      avatar: AvatarRef,
      welcomeMessage: required('welcomeMessage', OFFICE_LIMITS.welcomeMessage),
    }),
    z.strictObject({ personality: z.partial(Personality) }),
  ],
  { error: 'send {voiceId}, {avatar, welcomeMessage} or {personality}' },
);
export type UpdateAssistantBody = z.infer<typeof UpdateAssistantBody>;
export const UpdateAssistantDialogBody = z.object({ dialog: AssistantDialog });

/** A topic's page: its name, its text and the web page it was read from. */
export const TopicPage = z.object({ topic: z.string(), text: z.string(), pageUrl: z.string() });
export type TopicPage = z.infer<typeof TopicPage>;
export const TopicPagesReply = z.object({ data: z.array(TopicPage) });

export const SavePageBody = z.object({
  officeId: OfficeId,
  topic: required('topic', OFFICE_LIMITS.topic),
  pageUrl: z.optional(text('pageUrl', OFFICE_LIMITS.pageUrl).check(z.trim())),
  text: text('text', OFFICE_LIMITS.topicText),
  /** The new name when the topic is renamed. */
  editedTopic: z.optional(text('editedTopic', OFFICE_LIMITS.topic).check(z.trim())),
  extraFields: z.optional(
    z.record(z.string(), z.unknown()).check(
      z.superRefine((value, ctx) => {
        const problem = jsonBoundsProblem(value, 'extraFields', EXTRA_FIELDS_BOUNDS);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  ),
});
export type SavePageBody = z.infer<typeof SavePageBody>;
export const DeletePageBody = z.object({ officeId: OfficeId, topic: required('topic', OFFICE_LIMITS.topic) });

export const ReadPageBody = z.object({
  officeId: OfficeId,
  pageUrl: required('pageUrl', OFFICE_LIMITS.pageUrl),
});
export const ReadPageReply = z.object({ text: z.string(), title: z.string(), pageUrl: z.string() });

/** Upload /ai/read-pdf and /ai/read-file. */
export const ReadFileReply = z.object({
  text: z.string(),
  /** Addition: the text was cut at a topic's limit (OFFICE_LIMITS.topicText characters). */
  truncated: z.boolean(),
  format: z.enum(['pdf', 'doc', 'docx', 'txt']),
  pages: z.optional(z.number().check(z.int())),
  filename: z.string(),
});

/** A question and its answer; `value` orders them. `_id` is an addition so edits keep their rows. */
export const QaItem = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  value: z.number().check(z.int()),
  deleted: z.boolean(),
});
export type QaItem = z.infer<typeof QaItem>;
export const QaListReply = z.object({ data: z.array(QaItem) });
export const QuestionsBody = z.object({ officeId: OfficeId, topic: required('topic', OFFICE_LIMITS.topic) });

export const SavedQaItem = z.object({
  _id: z.optional(text('_id', 100)),
  question: text('question', OFFICE_LIMITS.qaQuestion),
  answer: text('answer', OFFICE_LIMITS.qaAnswer),
  value: z.optional(z.number().check(z.int())),
  deleted: z.optional(z.boolean()),
});
export const SaveQuestionsBody = z.object({
  officeId: OfficeId,
  topic: required('topic', OFFICE_LIMITS.topic),
  questions: z.array(SavedQaItem).check(
    z.maxLength(OFFICE_LIMITS.qaPerTopic, {
      error: `a topic holds at most ${OFFICE_LIMITS.qaPerTopic} questions`,
    }),
  ),
});
export type SaveQuestionsBody = z.infer<typeof SaveQuestionsBody>;

/** create-chat-questions: numberOfQuestions is a number (clamped 1–10, a non-number → 5) or 'auto'. */
export const CreateChatQuestionsBody = z.object({
  officeId: OfficeId,
  topic: required('topic', OFFICE_LIMITS.topic),
  numberOfQuestions: z.optional(z.unknown()),
});
export const CreateChatQuestionsReply = z.object({
  /** the pairs made now (already saved at the end of the topic's list) */
  created: z.array(QaItem),
  /** the topic's whole list after saving */
  data: z.array(QaItem),
  /** when fewer pairs were made than asked: why, in words for the owner */
  note: z.optional(z.string()),
});

export const AskQuestionBody = z.object({
  officeId: OfficeId,
  question: required('question', OFFICE_LIMITS.askQuestion),
  shortAnswers: z.optional(z.boolean()),
  language: z.optional(text('language', 20)),
});
export const AskQuestionReply = z.object({ answer: z.string(), followUpQuestions: z.array(z.string()) });

export const OfficeBody = z.object({ officeId: OfficeId });
export const HasMessagesReply = z.object({ hasMessages: z.boolean() });

/** A message of a conversation: the user's or the assistant's. */
export const OfficeChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Addition */
  createdAt: z.string(),
});
export const MessagesReply = z.object({ messages: z.array(OfficeChatMessage) });

/** A conversation: one speaker's messages on one UTC date (its id is made of both). */
export const Conversation = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  /**
   * Additions: who it was, as a neutral label from the speaker's id ("User 3f2a", "Guest 3f2a",
   * "Visitor 3f2a"; never an email), and how many messages.
   */
  label: z.string(),
  messageCount: z.number().check(z.int()),
  lastAt: z.string(),
});
export const ConversationsReply = z.object({ conversations: z.array(Conversation) });
export const ConversationMessagesBody = z.object({
  officeId: OfficeId,
  userId: required('userId', 100),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' })),
});

export const TranslateBody = z.object({
  from: required('from', 20),
  to: required('to', 20),
  text: required('text', OFFICE_LIMITS.translateText),
});
export const TranslateReply = z.object({ translation: z.string() });

export const TextToSpeechBody = z.object({
  text: required('text', OFFICE_LIMITS.speechText),
  voiceId: required('voiceId', 200),
  locale: z.optional(text('locale', 20)),
  /** Addition: the voice's pitch moved by a percent (the dialog's questionVoicePitch / answerVoicePitch). */
  pitch: z.optional(
    z
      .number({ error: 'pitch must be a number' })
      .check(
        z.int({ error: 'pitch must be a whole number' }),
        z.gte(-100, { error: 'pitch must be at least -100' }),
        z.lte(100, { error: 'pitch must be at most 100' }),
      ),
  ),
});
export type TextToSpeechBody = z.infer<typeof TextToSpeechBody>;
export const TextToSpeechReply = z.object({ url: z.string() });

/** The voice modal's catalogue: voices by locale, each with its gender and styles. */
export const VoiceEntry = z.object({
  name: z.string(),
  label: z.string(),
  gender: z.string(),
  styles: z.array(z.string()),
});
export const VoiceLocale = z.object({
  locale: z.string(),
  language: z.string(),
  voices: z.array(VoiceEntry),
});
export const VoicesReply = z.object({ data: z.array(VoiceLocale) });

/** The avatar gallery: the fixed looks, each with its rendered portrait. */
export const AvatarLookEntry = z.object({
  id: z.string(),
  name: z.string(),
  style: z.enum(['female', 'male']),
  imageUrl: z.string(),
});
export const AvatarsReply = z.object({ data: z.array(AvatarLookEntry) });

/** GET /offices/imagechat: the office the floating helper chat talks to, or null when none is set up. */
export const HelperOfficeReply = z.object({ officeId: z.nullable(z.string()) });
