/** The voice catalogue: Azure-style neural voices by locale, and the labels of voice ids. */
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
} from './voice-catalogue';
