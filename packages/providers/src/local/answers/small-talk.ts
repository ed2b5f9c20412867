/**
 * Small talk: a whole message that greets, thanks, says goodbye, or asks the assistant about itself
 * ("how are you", "what's your name", "are you a robot"). Its words may well occur in an office's texts
 * ("Thanks for choosing…", "Friend of the Museum"), but it asks nothing the training answers, so the
 * engine gives the noinfo answer instead of a passage that merely shares a word. A message that greets and
 * then asks ("hi, when do you open?") is not small talk.
 */
import { expandContractions } from './text';

const GREETING = String.raw`(?:hi|hello|hey|hiya|howdy|greetings|yo|good (?:morning|afternoon|evening|day))(?: there| everyone| all| again)?`;
const HOW_ARE_YOU = String.raw`(?:how are (?:you|things)(?: doing)?(?: today)?|how is it going|how are you keeping|what is up|sup)`;
const THANKS = String.raw`(?:thanks|thank you|cheers|many thanks|much appreciated)(?: so much| very much| a lot| again)?(?: for (?:your|the) help)?`;
const BYE = String.raw`(?:bye|goodbye|bye bye|see you(?: later| soon)?|good night|have a (?:nice|good|great) (?:day|evening|weekend))`;
const ABOUT_YOU = String.raw`(?:what is your name|who are you|what are you|tell me about yourself|are you (?:a )?(?:robot|bot|human|person|real|machine|computer|ai)|who (?:made|built|created|programmed) you|how old are you|where are you from|are you (?:ok|okay|happy|sad|well)|i love you|can we be friends|will you be my friend|tell me a joke)`;
const FILLER = String.raw`(?:ok|okay|great|nice|cool|oh|ah|well|so|and|but)`;

const SMALL_TALK = new RegExp(
  String.raw`^(?:${FILLER} )*(?:${GREETING}|${HOW_ARE_YOU}|${THANKS}|${BYE}|${ABOUT_YOU})` +
    String.raw`(?: (?:${GREETING}|${HOW_ARE_YOU}|${THANKS}|${BYE}|${ABOUT_YOU}))*$`,
);

export function isSmallTalk(message: string): boolean {
  const plain = expandContractions(message)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 0 && SMALL_TALK.test(plain);
}
