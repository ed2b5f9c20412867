import type { Migration } from 'kysely';
import * as foundation from './202611220000_foundation';
import * as items from './202611220100_items';
import * as categoryRequestsOpen from './202611220300_category_requests_open';
import * as subscriptions from './202611230000_subscriptions';
import * as payments from './202611230100_payments';
import * as earning from './202611230200_earning';
import * as giftCards from './202611230300_gift_cards';
import * as emailVerifications from './202611240000_email_verifications';
import * as music from './202611240100_music';
import * as offices from './202611250000_offices';
import * as officeInvitations from './202611260200_office_invitations';
import * as abuseGuards from './202611260300_abuse_guards';
import * as promoRedemptions from './202611260400_promo_redemptions';
import * as speechCache from './202611260500_speech_cache';
import * as trainingVectors from './202611270100_training_vectors';
import * as transcriptsFeedback from './202611280100_transcripts_feedback';
import * as interviews from './202611280200_interviews';
import * as voiceClips from './202611280300_voice_clips';
import * as polls from './202611280400_polls';
import * as math from './202611280500_math';
import * as imageEdits from './202611280600_image_edits';
import * as jobPriority from './202611281700_job_priority';
import * as notifications from './202611281800_notifications';
import * as videoItems from './202611291000_video_items';
import * as moderation from './202611301100_moderation';
import * as reviewConsent from './202611301200_review_consent';
import * as assets from './202611301300_assets';
import * as planRenewals from './202611301500_plan_renewals';
import * as characters from './202612010100_characters';
import * as promptTranslation from './202612010300_prompt_translation';
import * as userProfile from './202612010200_user_profile';

/** Every migration, by name (YYYYMMDDHHmm_name). Listed here so bundlers and tsx need no file scanning. */
export const migrations: Record<string, Migration> = {
  '202611220000_foundation': foundation,
  '202611220100_items': items,
  '202611220300_category_requests_open': categoryRequestsOpen,
  '202611230000_subscriptions': subscriptions,
  '202611230100_payments': payments,
  '202611230200_earning': earning,
  '202611230300_gift_cards': giftCards,
  '202611240000_email_verifications': emailVerifications,
  '202611240100_music': music,
  '202611250000_offices': offices,
  '202611260200_office_invitations': officeInvitations,
  '202611260300_abuse_guards': abuseGuards,
  '202611260400_promo_redemptions': promoRedemptions,
  '202611260500_speech_cache': speechCache,
  '202611270100_training_vectors': trainingVectors,
  '202611280100_transcripts_feedback': transcriptsFeedback,
  '202611280200_interviews': interviews,
  '202611280300_voice_clips': voiceClips,
  '202611280400_polls': polls,
  '202611280500_math': math,
  '202611280600_image_edits': imageEdits,
  '202611281700_job_priority': jobPriority,
  '202611281800_notifications': notifications,
  '202611291000_video_items': videoItems,
  '202611301100_moderation': moderation,
  '202611301200_review_consent': reviewConsent,
  '202611301300_assets': assets,
  '202611301500_plan_renewals': planRenewals,
  '202612010100_characters': characters,
  '202612010200_user_profile': userProfile,
  '202612010300_prompt_translation': promptTranslation,
};
