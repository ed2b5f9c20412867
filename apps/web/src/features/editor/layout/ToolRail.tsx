import { Button, HoverCard, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import type { EditorTool } from '@muse/domain';
import { AI_TOOL_INFO, BASIC_TOOL_INFO, priceText, type ToolInfo } from '../tools';
import classes from './ToolRail.module.css';

interface ToolRailProps {
  active: EditorTool;
  panelOpen: boolean;
  disabled: boolean;
  /** the horizontally scrolling toolbar of small screens */
  horizontal: boolean;
  onChoose: (tool: EditorTool) => void;
}

/**
 * The tools: the basic ones, then the AI tools with their price. While the settings panel is hidden,
 * hovering a tool shows what it does with a Start button. Memoised: a slider drag re-renders the editor on
 * every move, and the rail does not change with it.
 */
export const ToolRail = memo(function ToolRail({
  active,
  panelOpen,
  disabled,
  horizontal,
  onChoose,
}: ToolRailProps) {
  const rail = useRef<HTMLElement>(null);
  // The chosen tool stays in sight (the toolbar of phones scrolls sideways, the rail down).
  useEffect(() => {
    rail.current
      ?.querySelector('[data-active]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [active]);
  const item = (info: ToolInfo) => {
    const price = priceText(info.price);
    const button = (
      <UnstyledButton
        className={classes.tool}
        data-active={info.tool === active || undefined}
        aria-pressed={info.tool === active}
        aria-label={price ? `${info.label}, ${price}` : info.label}
        title={info.label}
        disabled={disabled}
        onClick={() => onChoose(info.tool)}
      >
        {info.icon}
        <span className={classes.short}>{info.short}</span>
        {typeof info.price === 'number' && (
          <span className={classes.price} aria-hidden>
            {info.price}
          </span>
        )}
      </UnstyledButton>
    );
    return (
      <li key={info.tool}>
        {horizontal ? (
          button
        ) : (
          <HoverCard
            disabled={panelOpen}
            position="right-start"
            withArrow
            shadow="md"
            openDelay={150}
            width={240}
          >
            <HoverCard.Target>{button}</HoverCard.Target>
            <HoverCard.Dropdown>
              <Stack gap={6}>
                <Text fw={600} size="sm">
                  {info.label}
                </Text>
                <Text size="sm" c="dimmed">
                  {info.about}
                </Text>
                {price && <Text size="xs">{price}</Text>}
                <Button size="xs" onClick={() => onChoose(info.tool)} disabled={disabled}>
                  Start
                </Button>
              </Stack>
            </HoverCard.Dropdown>
          </HoverCard>
        )}
      </li>
    );
  };
  return (
    <nav
      ref={rail}
      className={classes.rail}
      data-horizontal={horizontal || undefined}
      aria-label="Editing tools"
    >
      <ul className={classes.list} aria-label="Basic tools">
        {BASIC_TOOL_INFO.map(item)}
      </ul>
      <div className={classes.divider} role="separator" />
      <span className={classes.group}>AI</span>
      <ul className={classes.list} aria-label="AI tools">
        {AI_TOOL_INFO.map(item)}
      </ul>
    </nav>
  );
});
