import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '../../shared/routing';
import { NAV_SECTIONS, isUnder } from './nav-items';
import classes from './MainNav.module.css';

/** The main navigation of the shell (sidebar on wide screens, the burger's drawer below 768 px). */
export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main">
      <Stack gap="lg">
        {NAV_SECTIONS.map((section) => (
          <Stack gap={2} key={section.label}>
            <Text className={classes.sectionLabel} component="h2">
              {section.label}
            </Text>
            {section.items.map((item) => {
              const active = item.matches.some((path) => isUnder(pathname, path));
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  className={classes.link}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}
