/** The pages the router loads on demand. */
export { LiveRoomPage } from './components/LiveRoomPage';
