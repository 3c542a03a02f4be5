import { Alert, Button, Group, Loader, SegmentedControl, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { pageRule } from '../../../domain/printing';
import type { Orientation, PaperSize } from '../../../shared/printing';
import type { PaperChoice } from './use-paper';
import classes from './print.module.css';

/** On-screen page sizes, so the preview shows where a page ends. */
const SHEET_SIZE: Record<PaperSize, { short: string; long: string }> = {
  a4: { short: '210mm', long: '297mm' },
  letter: { short: '8.5in', long: '11in' },
};

function sheetStyle(paper: PaperSize, orientation: Orientation): CSSProperties {
  const size = SHEET_SIZE[paper];
  const [width, height] =
    orientation === 'portrait' ? [size.short, size.long] : [size.long, size.short];
  return { '--sheet-width': width, '--sheet-height': height } as CSSProperties;
}

export type PrintPageProps = {
  title: string;
  choice: PaperChoice;
  /** The sheets print in `choice.orientation` only (back numbers are landscape): no orientation choice. */
  orientationFixed?: boolean;
  onChoice: (change: Partial<PaperChoice>) => void;
  /** The screen's own choices (what to print), drawn in the toolbar. */
  controls?: ReactNode;
  /** What the screen shows under the toolbar and never prints (a table to work in, forms). */
  screenOnly?: ReactNode;
  /** Every sheet's data has arrived: printing now prints everything. */
  ready: boolean;
  /** Why nothing can be printed (a refusal, an empty day), shown instead of the pages. */
  problem?: ReactNode;
  /** The sheets: each a `.sheet` (a page), see {@link sheetClass}. */
  children: ReactNode;
};

/** The class of one printed page, and of a part that must stay on one page. */
export const sheetClass = classes.sheet;
export const blockClass = classes.block;

/**
 * The frame of every print screen: a toolbar (paper, orientation, the
 * screen's choices, Print) that does not print, the `@page` rule for the
 * paper, and the sheets. `data-print-ready` appears once the data is in, so
 * the browser tests and the bench know when to print.
 */
export function PrintPage({
  title,
  choice,
  orientationFixed = false,
  onChoice,
  controls,
  screenOnly,
  ready,
  problem,
  children,
}: PrintPageProps) {
  const paperLabel = useId();
  const orientationLabel = useId();
  return (
    <div data-print-ready={ready && !problem ? '' : undefined}>
      <style>{pageRule(choice.paper, choice.orientation)}</style>
      <div className={classes.toolbar} data-print="hide">
        <Group p="sm" gap="md" align="end" wrap="wrap">
          <Title order={1} size="h3" mr="auto">
            {title}
          </Title>
          {controls}
          <div>
            <Text size="sm" fw={500} id={paperLabel}>
              Paper
            </Text>
            <SegmentedControl
              aria-labelledby={paperLabel}
              value={choice.paper}
              onChange={(paper) => onChoice({ paper: paper as PaperSize })}
              data={[
                { value: 'a4', label: 'A4' },
                { value: 'letter', label: 'Letter' },
              ]}
            />
          </div>
          <div>
            <Text size="sm" fw={500} id={orientationLabel}>
              Orientation
            </Text>
            <SegmentedControl
              aria-labelledby={orientationLabel}
              value={choice.orientation}
              disabled={orientationFixed}
              onChange={(orientation) => onChoice({ orientation: orientation as Orientation })}
              data={[
                { value: 'portrait', label: 'Portrait' },
                { value: 'landscape', label: 'Landscape' },
              ]}
            />
          </div>
          <Button onClick={() => window.print()} disabled={!ready || Boolean(problem)}>
            Print
          </Button>
        </Group>
      </div>
      {screenOnly && (
        <div className={classes.screenOnly} data-print="hide">
          {screenOnly}
        </div>
      )}
      <div className={classes.desk}>
        {problem ? (
          <Alert maw={600} mx="auto" color="yellow" role="alert" data-print="hide">
            {problem}
          </Alert>
        ) : ready ? (
          <div className={classes.pages} style={sheetStyle(choice.paper, choice.orientation)}>
            {children}
          </div>
        ) : (
          <Group justify="center" p="xl">
            <Loader aria-label="Loading what to print" />
          </Group>
        )}
      </div>
    </div>
  );
}
