import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { STYLES } from '../../../domain/competition/enumerations';
import type { AdminCompetitor } from '../../../shared/registration';
import { paths } from '../../app/paths';
import { useCompetition } from '../competition/api/get-competition';
import { adminCompetitorsCsvUrl, useAdminCompetitors } from './api/get-admin-competitors';
import { CompetitorFilters } from './competitor-filters';
import {
  DEFAULT_SORT,
  entryCountOf,
  filterChoices,
  NO_FILTERS,
  nextSort,
  visibleCompetitors,
} from './competitor-table-model';
import type { CompetitorFilters as Filters, CompetitorSort } from './competitor-table-model';
import { CompetitorsTable } from './competitors-table';
import type { CompetitorAction } from './competitors-table';
import { DeleteCompetitorModal } from './delete-competitor-modal';
import { EditCompetitorModal } from './edit-competitor-modal';
import { WithdrawEntryModal } from './withdraw-entry-modal';
import type { Withdrawal } from './withdraw-entry-modal';

/** /admin/competitors: every registered competitor and their entries, for organizers. */
export function AdminCompetitorsScreen() {
  const competition = useCompetition();
  if (competition.isError) {
    return (
      <Alert color="red" title="The competition could not be loaded" role="alert">
        {competition.error.message}
      </Alert>
    );
  }
  if (!competition.data) return <Skeleton h={300} aria-label="Loading competitors" />;
  return <CompetitorsManager competitionId={competition.data.id} />;
}

type Dialog =
  { kind: CompetitorAction; competitor: AdminCompetitor } | ({ kind: 'withdraw' } & Withdrawal);

function CompetitorsManager({ competitionId }: { competitionId: string }) {
  const competitors = useAdminCompetitors(competitionId);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState<CompetitorSort>(DEFAULT_SORT);
  // The dialog's subject outlives `opened`, so a closing dialog keeps its text.
  const [dialog, setDialog] = useState<Dialog>();
  const [opened, { open, close }] = useDisclosure(false);
  // Set when a withdrawal or delete succeeds: its row's button is gone, so focus
  // moves to the heading instead of back to it.
  const [finished, setFinished] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const show = (next: Dialog) => {
    setDialog(next);
    setFinished(false);
    open();
  };
  const finish = () => {
    setFinished(true);
    close();
    heading.current?.focus();
  };

  const all = useMemo(() => competitors.data ?? [], [competitors.data]);
  const rows = useMemo(() => visibleCompetitors(all, filters, sort), [all, filters, sort]);
  const choices = useMemo(() => filterChoices(all, filters.style, STYLES), [all, filters.style]);
  const entryCount = useMemo(() => entryCountOf(all), [all]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2" ref={heading} tabIndex={-1}>
            Competitors
          </Title>
          <Text c="dimmed" maw={640}>
            Everyone registered, with their levels and entries. Changes here show on the public
            lists at once.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            component="a"
            href={adminCompetitorsCsvUrl(competitionId)}
            download
            variant="default"
          >
            Download CSV
          </Button>
          <Button component={Link} to={paths.addCompetitor()}>
            Add competitor
          </Button>
        </Group>
      </Group>
      {competitors.isError ? (
        <Alert color="red" title="The competitors could not be loaded" role="alert">
          {competitors.error.message}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void competitors.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : competitors.isPending ? (
        <Stack gap="xs" aria-label="Loading competitors" role="status">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : all.length === 0 ? (
        <NoCompetitorsYet />
      ) : (
        <>
          <CompetitorFilters filters={filters} choices={choices} onChange={setFilters} />
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {rows.length === all.length
              ? `${all.length} competitors, ${entryCount} entries`
              : `Showing ${rows.length} of ${all.length} competitors`}
          </Text>
          {rows.length === 0 ? (
            <Card withBorder>
              <Text>No competitor matches these filters.</Text>
              <Button variant="subtle" px={0} onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            </Card>
          ) : (
            <CompetitorsTable
              competitors={rows}
              sort={sort}
              onSort={(column) => setSort((current) => nextSort(current, column))}
              onAction={(kind, competitor) => show({ kind, competitor })}
              onWithdraw={(competitor, entry) => show({ kind: 'withdraw', competitor, entry })}
            />
          )}
        </>
      )}
      <EditCompetitorModal
        competitionId={competitionId}
        competitor={dialog?.kind === 'edit' ? dialog.competitor : undefined}
        knownAffiliations={choices.affiliations}
        opened={opened && dialog?.kind === 'edit'}
        onClose={close}
      />
      <DeleteCompetitorModal
        competitionId={competitionId}
        competitor={dialog?.kind === 'delete' ? dialog.competitor : undefined}
        opened={opened && dialog?.kind === 'delete'}
        onClose={close}
        onDone={finish}
        returnFocus={!finished}
      />
      <WithdrawEntryModal
        competitionId={competitionId}
        withdrawal={dialog?.kind === 'withdraw' ? dialog : undefined}
        opened={opened && dialog?.kind === 'withdraw'}
        onClose={close}
        onDone={finish}
        returnFocus={!finished}
      />
    </Stack>
  );
}

/** Before anyone registers: how competitors arrive. */
function NoCompetitorsYet() {
  const registerUrl = `${window.location.origin}${paths.register()}`;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          No competitors yet
        </Title>
        <Text>
          Dancers register themselves on the registration page; share its address with the teams:{' '}
          <Anchor component={Link} to={paths.register()}>
            {registerUrl}
          </Anchor>
        </Text>
        <Group gap="sm">
          <CopyButton value={registerUrl}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Address copied' : 'Copy the address'}
              </Button>
            )}
          </CopyButton>
          <Button component={Link} to={paths.addCompetitor()}>
            Add a competitor yourself
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
