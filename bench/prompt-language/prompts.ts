/**
 * The evaluation set of prompt-language detection (written before the detector was chosen or its threshold
 * tuned): short prompts as people type them into the image generator, the song keywords and the ideas box.
 * `expected` is what the detector should answer: a language's ISO 639-1 code when the words need
 * translating, or 'en' for English and for texts that belong to no language (names, loanwords, emoji alone),
 * which the product uses as written. Very short words in another language ("Hund") keep their true language:
 * counting them as English is the rule's choice, and the figures show what it costs.
 *
 * `dev` is for choosing the library and tuning the rule's numbers; `test` is held out and only measured.
 */
export interface LanguageCase {
  text: string;
  expected: string;
  /** what makes it hard, for the report */
  note?: 'very short' | 'name' | 'emoji' | 'mixed' | 'loanword';
}

export const dev: LanguageCase[] = [
  { text: 'a red fox in the snow', expected: 'en' },
  { text: 'cat', expected: 'en', note: 'very short' },
  { text: 'cyberpunk city at night with neon lights 🌃', expected: 'en', note: 'emoji' },
  { text: 'Taylor Swift style pop song about summer love', expected: 'en', note: 'name' },
  { text: '🐱🚀', expected: 'en', note: 'emoji' },
  { text: 'Eiffel Tower', expected: 'en', note: 'name' },
  { text: 'lofi beats to study to', expected: 'en' },
  { text: 'happy birthday song for my mom Maria', expected: 'en', note: 'name' },
  { text: 'dragon', expected: 'en', note: 'very short' },
  { text: 'Tokyo', expected: 'en', note: 'name' },
  { text: 'pizza', expected: 'en', note: 'loanword' },
  { text: 'ein roter Fuchs im Schnee', expected: 'de' },
  { text: 'Hund', expected: 'de', note: 'very short' },
  { text: 'Katze mit Sonnenbrille 😎', expected: 'de', note: 'emoji' },
  { text: 'un chat noir sur un toit la nuit', expected: 'fr' },
  { text: 'château dans les nuages', expected: 'fr' },
  { text: 'un perro jugando en la playa', expected: 'es' },
  { text: 'mariposa azul', expected: 'es', note: 'very short' },
  { text: 'una gondola a Venezia al tramonto', expected: 'it', note: 'name' },
  { text: 'gatto arancione che dorme', expected: 'it' },
  { text: 'uma praia tropical com coqueiros', expected: 'pt' },
  { text: 'een molen bij zonsondergang', expected: 'nl' },
  { text: 'zamek w górach zimą', expected: 'pl' },
  { text: 'кот в космосе', expected: 'ru' },
  { text: 'зимний лес', expected: 'ru', note: 'very short' },
  { text: '桜の木の下の猫', expected: 'ja' },
  { text: 'ねこ', expected: 'ja', note: 'very short' },
  { text: '山水画风格的瀑布', expected: 'zh' },
  { text: 'denizde bir yelkenli gemi', expected: 'tr' },
  { text: 'en röd stuga vid sjön', expected: 'sv' },
  { text: 'ein cyberpunk Samurai mit Katana', expected: 'de', note: 'mixed' },
  { text: 'Eiffel Tower bei Nacht', expected: 'de', note: 'mixed' },
  { text: '바다 위의 고래', expected: 'ko' },
];

export const test: LanguageCase[] = [
  { text: 'sunset over the ocean, oil painting', expected: 'en' },
  { text: 'portrait of an old fisherman, dramatic lighting', expected: 'en' },
  { text: 'sushi platter', expected: 'en', note: 'loanword' },
  { text: 'Mona Lisa as a robot', expected: 'en', note: 'name' },
  { text: 'a cozy cabin in the woods, watercolor', expected: 'en' },
  { text: 'epic orchestral battle music', expected: 'en' },
  { text: 'dog playing piano lol', expected: 'en' },
  { text: 'Van Gogh starry night but with cats', expected: 'en', note: 'name' },
  { text: 'a girl with a pearl earring, anime style ✨', expected: 'en', note: 'emoji' },
  { text: 'rainy day café in Paris', expected: 'en', note: 'name' },
  { text: 'Kraken attacking a ship', expected: 'en', note: 'name' },
  { text: 'Sonnenuntergang am Meer, Ölgemälde', expected: 'de' },
  { text: 'Ein fröhliches Lied über den Sommer', expected: 'de' },
  { text: 'chanson d’amour triste au piano', expected: 'fr' },
  { text: 'forêt enchantée 🌲', expected: 'fr', note: 'emoji' },
  { text: 'canción alegre para bailar', expected: 'es' },
  { text: 'ciudad futurista al atardecer con coches voladores', expected: 'es' },
  { text: 'canzone romantica con chitarra', expected: 'it' },
  { text: 'música calma para dormir', expected: 'pt' },
  { text: 'menina lendo um livro no jardim', expected: 'pt' },
  { text: 'vrolijk liedje over de lente', expected: 'nl' },
  { text: 'kat op de bank', expected: 'nl', note: 'very short' },
  { text: 'smutna piosenka o deszczu', expected: 'pl' },
  { text: 'pies w kapeluszu', expected: 'pl', note: 'very short' },
  { text: 'грустная песня о любви', expected: 'ru' },
  { text: '夜の東京、ネオン', expected: 'ja' },
  { text: '快乐的生日歌', expected: 'zh' },
  { text: '熊猫吃竹子', expected: 'zh' },
  { text: 'hüzünlü bir aşk şarkısı', expected: 'tr' },
  { text: 'glad sång om sommaren', expected: 'sv' },
  { text: 'chica anime con pelo rosa 🌸', expected: 'es', note: 'mixed' },
  { text: 'Pikachu im Regen', expected: 'de', note: 'mixed' },
  { text: 'قطة في الفضاء', expected: 'ar' },
];
