import { Stack, Text } from '@mantine/core';
import { Link, useLocation } from '../../shared/routing';
import { NAV_SECTIONS, isUnder } from './nav-items';
import classes from './MainNav.module.css';

/**
 * The main navigation of the shell (sidebar on wide screens, the burger's drawer below 768 px). Its links are
 * plain links styled like Mantine's NavLink: NavLink brings its collapsible children (Collapse and two
 * hooks, ~2 kB gzip) into every first page, and these links have no children.
 */
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
                <Link
                  key={item.to}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={classes.link}
                >
                  <span className={classes.icon}>
                    <item.icon size={20} stroke={1.6} aria-hidden />
                  </span>
                  <span className={classes.label}>{item.label}</span>
                </Link>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </nav>
  );
}
