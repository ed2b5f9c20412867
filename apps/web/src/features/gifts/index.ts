/**
 * Gift cards: the gift card page (/gift-cards: duration, picture, Buy, then the share link and QR code), the
 * generator page's gift card popup (the same content in a dialog, loaded when first opened) and the
 * recipient's page (/gift/{id}: sign in and Redeem).
 */
export { GiftCardsDialog } from './components/GiftCardsDialog';
