/** Account: /account, the signed-in account's plan, balance, credits history and signing out everywhere. */
export { AccountPage } from './components/AccountPage';
