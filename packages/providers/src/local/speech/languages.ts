/**
 * Which espeak-ng language speaks a catalogue locale. Most locales map to their language code; the rest
 * are regional choices (American or British English, Latin-American Spanish, Brazilian Portuguese,
 * Mandarin or Cantonese) or, for the few languages espeak-ng does not have, the closest one it has that
 * reads the same script.
 */
const BY_LOCALE: Record<string, string> = {
  'en-US': 'en-US',
  'en-CA': 'en-US',
  'en-PH': 'en-US',
  'es-ES': 'es',
  'es-GQ': 'es',
  'pt-BR': 'pt-BR',
  'fr-BE': 'fr-BE',
  'fr-CH': 'fr-CH',
  'zh-HK': 'yue',
};

const BY_LANGUAGE: Record<string, string> = {
  zh: 'cmn',
  wuu: 'cmn', // Wu Chinese: espeak-ng has Mandarin and Cantonese only
  yue: 'yue',
  nb: 'nb',
  // Languages espeak-ng lacks, read by a relative in the same script:
  fil: 'id', // Filipino: phonetic Latin spelling, read as Indonesian
  jv: 'id', // Javanese
  su: 'id', // Sundanese
  gl: 'es', // Galician
  iu: 'kl', // Inuktitut: Greenlandic is its closest relative (the syllabics are not read)
  mn: 'ky', // Mongolian in Cyrillic, by the Kyrgyz voice
  ps: 'fa', // Pashto, by Persian (Perso-Arabic script)
  so: 'om', // Somali, by Oromo (both Cushitic, Latin script)
  zu: 'sw', // isiZulu, by Kiswahili (Bantu, Latin script)
  km: 'en', // Khmer and Lao scripts are not read by espeak-ng
  lo: 'en',
};

/** The espeak-ng voice name for a locale, e.g. en-US → en-US, de-AT → de, es-MX → es-419. */
export function espeakLanguageFor(locale: string): string {
  const exact = BY_LOCALE[locale];
  if (exact) return exact;
  const language = locale.split('-')[0]!.toLowerCase();
  if (language === 'es') return 'es-419';
  return BY_LANGUAGE[language] ?? language;
}
