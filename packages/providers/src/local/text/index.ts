/**
 * Local text engines that need no model: the prompt-ideas grammar for image ideas, and for music the
 * ideas engine (names, descriptions, first lyrics) and the song-section writer (rhymes from the CMU
 * pronouncing dictionary, meter from syllable counts).
 */
export {
  generateImageIdeas,
  DEFAULT_IDEAS,
  MAX_IDEAS,
  type ImageIdea,
  type ImageIdeasInput,
} from './image-ideas';
export {
  generateMusicIdeas,
  DEFAULT_MUSIC_IDEAS,
  MAX_MUSIC_IDEAS,
  type MusicIdea,
  type MusicIdeasInput,
} from './music-ideas';
export { writeSongSection, type SongSectionInput } from './song-writer';
export { NoKeywordsError } from './errors';
// Question/answer pairs for an assistant's training, from a topic's text.
export {
  generateChatQuestions,
  generateChatQuestionSet,
  autoChatQuestionCount,
  MAX_CHAT_QUESTIONS,
  type ChatQuestion,
  type ChatQuestionSet,
  type ChatQuestionsInput,
} from './chat-questions';
// Mock interviews: questions per role family and the evaluator's report.
export {
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
} from './interview';
