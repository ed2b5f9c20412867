/** Math-aware clean-up of text read from a picture of a printed problem (MathSOS "from a picture"). */
export { cleanOcrText } from './clean';
export { chooseOcrReading } from './choose';
export { implausibility } from './plausible';
