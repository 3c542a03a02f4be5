import { ActionIcon, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { FloorCouple, FloorRound } from '../../../shared/deck-captain';
import { canRearrange } from '../../../shared/deck-captain';
import { coupleLabel, coupleNumber } from './floor-model';
import classes from './deck-captain.module.css';
import { coupleNames } from '../../lib/couple-names';

export type CoupleActions = {
  onToggleCheckIn: (couple: FloorCouple) => void;
  onSetAbsent: (couple: FloorCouple, absent: boolean) => void;
  onMoveToHeat: (couple: FloorCouple, heat: number) => void;
  onScratch: (couple: FloorCouple) => void;
  onUnscratch: (couple: FloorCouple) => void;
};

/**
 * One couple as a big tap target that checks it in or out, with a menu for
 * the rarer changes: no-show, another heat, scratch. A scratched couple stays
 * in the list, struck through.
 */
export function CoupleTile({
  couple,
  round,
  heat,
  busy,
  actions,
}: {
  couple: FloorCouple;
  round: FloorRound;
  heat: number;
  busy: boolean;
  actions: CoupleActions;
}) {
  const number = coupleNumber(couple);
  const otherHeats = round.heats.map((h) => h.heat).filter((h) => h !== heat);
  return (
    <div
      className={classes.tile}
      data-checked={(couple.dancing && couple.checkedIn) || undefined}
      data-absent={(couple.dancing && couple.absent) || undefined}
      data-scratched={!couple.dancing || undefined}
    >
      <UnstyledButton
        className={classes.tap}
        aria-pressed={couple.dancing && couple.checkedIn}
        aria-label={coupleLabel(couple)}
        disabled={busy || !couple.dancing}
        onClick={() => actions.onToggleCheckIn(couple)}
      >
        <Group gap={6} wrap="nowrap">
          <span className={classes.number}>{number}</span>
          {couple.dancing && couple.checkedIn && (
            <Badge color="green" variant="filled">
              In
            </Badge>
          )}
          {couple.dancing && couple.absent && <Badge color="orange">No-show</Badge>}
          {couple.walkOn && <Badge color="grape">Walk-on</Badge>}
          {couple.scratch && <Badge color="gray">Scratched</Badge>}
        </Group>
        <span className={classes.names}>{coupleNames(couple)}</span>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {couple.affiliation || '\u00a0'}
        </Text>
        {couple.scratch && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {couple.dancing ? 'Scratched after this round started: ' : 'Scratched: '}
            {couple.scratch.reason}
          </Text>
        )}
      </UnstyledButton>
      <Menu
        position="bottom-end"
        withinPortal
        styles={{ item: { padding: '12px 16px', fontSize: '1rem' } }}
      >
        <Menu.Target>
          <ActionIcon
            className={classes.more}
            variant="subtle"
            color="dark"
            radius={0}
            h="auto"
            aria-label={`More for couple ${number}`}
            disabled={busy}
          >
            <span aria-hidden="true" style={{ fontSize: '1.5rem', lineHeight: 1 }}>
              ⋮
            </span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canRearrange(round) && couple.dancing && (
            <Menu.Item onClick={() => actions.onSetAbsent(couple, !couple.absent)}>
              {couple.absent ? 'Clear no-show' : 'Mark no-show'}
            </Menu.Item>
          )}
          {canRearrange(round) &&
            otherHeats.map((other) => (
              <Menu.Item key={other} onClick={() => actions.onMoveToHeat(couple, other)}>
                Move to heat {other}
              </Menu.Item>
            ))}
          {couple.scratch ? (
            <Menu.Item onClick={() => actions.onUnscratch(couple)}>Undo scratch</Menu.Item>
          ) : (
            <Menu.Item color="red" onClick={() => actions.onScratch(couple)}>
              Scratch from the event…
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
