import { Badge, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './judge.module.css';

/**
 * One couple as a big tap target (at least 56 px square, for a thumb in a
 * bright hall): black when chosen, white with a dark border when not; a
 * no-show is labelled "absent" and still tappable.
 */
export function CoupleButton({
  number,
  chosen,
  label,
  badge,
  absent,
  disabled,
  onTap,
}: {
  number: string;
  chosen: boolean;
  /** The accessible name, with the couple's state: "Couple 112, recalled". */
  label: string;
  badge?: ReactNode;
  /** The deck captain marked the couple a no-show; it can still be marked (the deck captain may be wrong). */
  absent: boolean;
  disabled: boolean;
  onTap: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.couple}
      data-chosen={chosen || undefined}
      data-absent={absent || undefined}
      aria-pressed={chosen}
      aria-label={label}
      disabled={disabled}
      onClick={onTap}
    >
      <span className={classes.number}>{number}</span>
      {absent && <span className={classes.absent}>absent</span>}
      {badge !== undefined && (
        <Badge className={classes.badge} color="yellow" c="black" size="lg" radius="sm" tt="none">
          {badge}
        </Badge>
      )}
    </UnstyledButton>
  );
}
