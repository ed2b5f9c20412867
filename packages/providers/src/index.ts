/**
 * @muse/providers: the AI capabilities Muse uses (text, image, music, speech, OCR, video, embeddings) as
 * ports, the engines behind them (hosted adapters such as any OpenAI-compatible server; local engines: the
 * procedural image engine behind the `art` and `photo2` models, the composer and synthesiser behind the
 * `mozart` music model, the video engine that animates painted shots, and the prompt-ideas grammar), the model
 * catalogue, and a registry that builds from config which models this server can run.
 * Engines report usage; turning usage into charges is the credits module's business.
 */
export type { EngineBase, EngineContext, Usage } from './ports/engine';
export type { ChatMessage, JsonRequest, TextEngine, TextRequest, TextResult } from './ports/text';
export type {
  GeneratedImage,
  ImageEditRequest,
  ImageEngine,
  ImageRequest,
  ImageResult,
  InputImage,
} from './ports/image';
export type {
  MusicEngine,
  MusicExtendRequest,
  MusicRequest,
  MusicResult,
  MusicTagGroups,
} from './ports/music';
export type { SpeechEngine, SpeechRequest, SpeechResult } from './ports/speech';
export type { OcrEngine, OcrRequest, OcrResult } from './ports/ocr';
export type { VideoEngine, VideoRequest, VideoResult } from './ports/video';
export type { EmbeddingsEngine, EmbeddingsRequest, EmbeddingsResult } from './ports/embeddings';
export type { AnyEngine, EngineByCapability } from './ports/by-capability';
export { ProviderError, isProviderError, type ProviderErrorCode, type ProviderErrorInit } from './errors';
export type { GeminiConfig, OpenAiConfig, OpenAiModelSlot, ProvidersConfig } from './config';
export { catalogue, type CatalogueEntry, type EngineName } from './catalogue';
export { createProviderRegistry, type ProviderRegistry } from './registry';
// Test support: a local server speaking the OpenAI wire format, for tests of the hosted paths.
export {
  chatReply,
  errorReply,
  MP4_BYTES,
  startFakeOpenAi,
  type FakeHandler,
  type FakeOpenAi,
  type FakePath,
  type FakeReply,
  type FakeRequest,
  type FakeResponse,
} from './testing/openai-wire-server';
export { startFakeGemini, type FakeGemini, type GeminiCall } from './testing/gemini-wire-server';
export {
  startFakeComfyUi,
  startFakeSdWebUi,
  type FakeCall,
  type FakeImageServer,
} from './testing/self-hosted-servers';
// Reading an MP4 back with FFmpeg's own demuxer, for tests of what the video engine made.
export { countVideoFrames, probeMp4, type Mp4Facts } from './testing/ffmpeg-probe';
export { ffmpegBinary } from './local/ffmpeg-binary';
export { LocalMusicEngine } from './local/music';
export { midiTempo } from './local/music/midi-tempo';
// The Piano Challenge's notes: the melody of a track's MIDI file as a playable line.
export {
  melodyNotes,
  MELODY_MAX_NOTES,
  MELODY_MIN_GAP,
  type MelodyNote,
  type MelodyOptions,
} from './local/music/melody-track';
// Live music: a stream composed and rendered bar by bar as it plays (48 kHz stereo).
export { LiveMusicStream, toPcm16, type LiveChunkAudio } from './local/music';
// The local video engine: storyboard, painted shots, camera moves, FFmpeg (H.264 + AAC).
export { LocalVideoEngine, type LocalVideoEngineOptions } from './local/video';
// The local speech engine and the voice catalogue (Azure-style voice ids, labels, UNKNOWN {id}).
export { LocalSpeechEngine, MAX_SPEECH_CHARACTERS } from './local/speech';
export {
  findVoice,
  listVoiceLocales,
  listVoices,
  resolveVoice,
  voiceLabel,
  VOICE_GENDERS,
  type CatalogueVoice,
  type ResolvedVoice,
  type VoiceGender,
  type VoiceLocale,
} from './voices';
export { detectPromptLanguage, guessLanguage } from './local/text/prompt-language';
export {
  generateImageIdeas,
  NoKeywordsError,
  DEFAULT_IDEAS,
  MAX_IDEAS,
  type ImageIdea,
  type ImageIdeasInput,
  generateMusicIdeas,
  DEFAULT_MUSIC_IDEAS,
  MAX_MUSIC_IDEAS,
  writeSongSection,
  type MusicIdea,
  type MusicIdeasInput,
  type SongSectionInput,
  generateChatQuestions,
  generateChatQuestionSet,
  autoChatQuestionCount,
  MAX_CHAT_QUESTIONS,
  type ChatQuestion,
  type ChatQuestionSet,
  type ChatQuestionsInput,
  writeInterviewQuestions,
  interviewQuestionCount,
  evaluateInterview,
  findRoleFamily,
  AUTO_INTERVIEW_QUESTIONS,
  type InterviewQuestion,
  type InterviewQuestionsInput,
  type InterviewAnswerInput,
  type InterviewEvaluation,
  type InterviewReport,
  type InterviewGrade,
  type RoleFamilyId,
} from './local/text';
// The local answer engine behind ask-question: retrieval over an office's Q&A pairs and topic texts.
export {
  createAnswerIndex,
  cutPassages,
  forgetSentences,
  DEFAULT_NOINFO,
  DEFAULT_THRESHOLD,
  FOLLOW_UPS,
  type Answer,
  type AnswerIndex,
  type AnswerIndexInput,
  type AnswerIndexOptions,
  type AnswerOptions,
  type AnswerSource,
  type TopicText,
  type TrainedQa,
  type RankedCandidate,
  PreparedTopics,
  answerProbability,
  DECISION_MODEL,
  DECISION_FEATURE_NAMES,
  type DecisionFeatures,
  type DecisionModel,
} from './local/answers';
// The local image engine's finishes (watercolour, oil, pencil, pixel, neon…) on any RGBA picture.
export { applyFinish, FINISH_NAMES, type FinishName, type RgbaRaster } from './local/image/finish/apply';
// Speech recognition (voice answers): hosted Whisper-style servers or the local pocketsphinx.
export {
  createSpeechRecognizer,
  detectPocketsphinx,
  decodeWav,
  encodeWav16,
  isWav,
  resample,
  wavSeconds,
  HostedRecognizer,
  PocketsphinxRecognizer,
  POCKETSPHINX_ARGS,
  RecognitionError,
  type HostedRecognizerOptions,
  type PcmAudio,
  type PocketsphinxOptions,
  type RecognitionConfig,
  type RecognitionErrorCode,
  type RecognitionOptions,
  type RecognitionResult,
  type RecognizerEngine,
  type SpeechRecognizer,
} from './recognition';
