import { Mark, Stack, Text } from '@mantine/core';
import type { ScriptBlock } from '../../../shared/mc';
import classes from './mc.module.css';

/** "numbers 12, 15 (new), 23": a walk-on's number and its mark stand out. */
function withNewMarked(parts: Extract<ScriptBlock, { kind: 'call' }>['parts']) {
  return parts.map((part, index) =>
    part.walkOn ? (
      <Mark key={index} color="yellow" className={classes.new}>
        {part.text}
      </Mark>
    ) : (
      part.text
    ),
  );
}

/** One part of a round's script: read aloud in big type, or a note for the MC. */
export function ScriptBlockView({ block, size }: { block: ScriptBlock; size: 'now' | 'next' }) {
  const read = size === 'now' ? classes.readNow : classes.readNext;
  switch (block.kind) {
    case 'call':
      return <Text className={read}>{withNewMarked(block.parts)}</Text>;
    case 'recall':
      return <Text className={read}>{block.text}</Text>;
    case 'results':
      return (
        <Stack component="ol" gap="xs" className={classes.results} aria-label="Results to read">
          {block.lines.map((line) => (
            <Text component="li" key={line} className={read}>
              {line}
            </Text>
          ))}
        </Stack>
      );
    case 'note':
      return (
        <Text c="gray.7" fs="italic" className={classes.note}>
          {block.text}
        </Text>
      );
  }
}
