/**
 * Voice answers: `VoiceAnswer` records a spoken answer, has it written down (the server's recogniser, else
 * the browser's SpeechRecognition, else a plain text box) and lets the person correct it before Submit.
 */
export { VoiceAnswer, type VoiceAnswerProps } from './components/VoiceAnswer';
