import { Anchor } from '@mantine/core';

/**
 * The saved notification's link to the new item, opened over My creations. Toasts live outside the router,
 * so the link navigates with the function it is given instead of a router Link.
 */
export function SavedNotice({ filename, navigate }: { filename: string; navigate: (to: string) => void }) {
  const to = `/images/${encodeURIComponent(filename)}?tab=mine`;
  return (
    <>
      Your edited picture is a new item in My creations.{' '}
      <Anchor
        href={to}
        onClick={(e) => {
          e.preventDefault();
          navigate(to);
        }}
      >
        Open it
      </Anchor>
    </>
  );
}
