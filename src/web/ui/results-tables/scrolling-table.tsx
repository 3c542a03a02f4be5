import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './results-tables.module.css';

/**
 * A results table that scrolls inside its card with the first column held in
 * place. The scrolling box is a labelled region a keyboard can focus, so it
 * can be scrolled without a mouse.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.scroll} role="region" aria-label={label} tabIndex={0}>
      <Table aria-label={label} className={classes.table} withTableBorder withColumnBorders>
        {children}
      </Table>
    </div>
  );
}
