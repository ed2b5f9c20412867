/**
 * Local text recognition for pictures of printed problems: tesseract.js with the English LSTM data shipped in
 * @tesseract.js-data/eng, one reused worker, a bounded queue. Math-aware clean-up of the text is @muse/math's.
 */
export { LocalOcrEngine, type LocalOcrEngineOptions } from './engine';
export { withLocalOcr } from './family';
