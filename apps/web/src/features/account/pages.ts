/**
 * Account: /account, the signed-in account's plan, balance, credits history, signing out everywhere and
 * deleting the account.
 */
export { AccountPage } from './components/AccountPage';
