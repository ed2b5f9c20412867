import type { ComponentPropsWithRef } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import type { SignedInSession } from '@muse/contracts';
import { avatarInitial, isGuestSession } from '../session-view';
import classes from './UserMenu.module.css';

type UserMenuTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'> & {
  session: SignedInSession;
};

/**
 * The account menu's avatar button. The header shows it at once; the menu itself (a popover and the
 * positioning library it needs) loads when the pointer comes near it or it is pressed (AccountControls).
 */
export function UserMenuTrigger({ session, ...props }: UserMenuTriggerProps) {
  const guest = isGuestSession(session);
  return (
    <UnstyledButton aria-label="Account menu" className={classes.trigger} {...props}>
      <Avatar radius="xl" size={34} color={guest ? 'gray' : 'muse'} variant={guest ? 'light' : 'filled'}>
        {avatarInitial(session)}
      </Avatar>
    </UnstyledButton>
  );
}
