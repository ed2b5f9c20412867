/** The local speech engine: catalogue voices spoken offline by espeak-ng (WASM), as MP3 or WAV. */
export { LocalSpeechEngine, MAX_SPEECH_CHARACTERS, type LocalSpeechEngineOptions } from './engine';
export { espeakLanguageFor } from './languages';
export { prosodyFor, isKnownTone, type SpeechProsody } from './prosody';
