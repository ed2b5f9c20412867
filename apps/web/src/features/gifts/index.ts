/**
 * Gift cards: the gift card page (/gift-cards: duration, picture, Buy, then the share link and QR code) and
 * the recipient's page (/gift/{id}: sign in and Redeem).
 */
