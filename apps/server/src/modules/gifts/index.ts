/**
 * Gift cards: a buyer makes a card (tier and picture), pays through the payments module (GiftsPort), and
 * shares its link and QR code; the recipient redeems it once into Premium for the card's period. The
 * earning module's 7-day streak reward issues cards through `issueGiftCard`.
 */
export { createGiftsModule, type GiftsModuleDeps } from './gifts.module';
export { giftsRoutes } from './gifts.routes';
export type { GiftsService } from './gifts.service';
