import type { Caller } from '../../platform/http/auth-guard';
import { fieldError } from '../../platform/http/errors';
import type { UserRow, UsersService } from '../users';

/** What an account without an email (none today) would type to confirm. */
export const CONFIRM_WORD = 'DELETE';

/**
 * Deleting the signed-in account: the person types their email back, then every module erases its part in one
 * transaction (UsersService.erase). A guest has no account to delete (the route refuses).
 */
export class AccountDeletion {
  constructor(private readonly users: Pick<UsersService, 'require' | 'erase'>) {}

  async delete(caller: Caller, confirm: string): Promise<void> {
    const user = await this.users.require(caller.userId);
    if (!confirms(user, confirm))
      throw fieldError(
        'confirm',
        user.email
          ? 'confirm must be the email address of this account.'
          : `confirm must be the word ${CONFIRM_WORD}.`,
      );
    await this.users.erase(user);
  }
}

function confirms(user: Pick<UserRow, 'email'>, confirm: string): boolean {
  const typed = confirm.trim();
  return user.email ? typed.toLowerCase() === user.email.toLowerCase() : typed === CONFIRM_WORD;
}
