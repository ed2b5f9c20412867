/** The toast renderer alone, so its lazy chunk does not drag the store (which eager code uses) along. */
export { Notifications } from '@mantine/notifications';
