import { Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DEMO_COMPETITION_ID } from '../../../shared/competition';
import { useSession } from '../auth/api/get-session';
import { useCompetition } from '../competition/api/get-competition';
import { useSite } from '../competition/api/get-site';
import { AuditPanel } from './audit-panel';
import { CompetitionPanel } from './competition-panel';
import { EventSettingsPanel } from './event-settings-panel';
import { OrganizersPanel } from './organizers-panel';
import { OutboxPanel } from './outbox-panel';
import { PagesPanel } from './pages-panel';
import { RemoveDemoPanel } from './remove-demo-panel';
import { RegistrationPanel } from './registration-panel';
import { StaffPanel } from './staff-panel';
import { TransferPanel } from './transfer-panel';

const TABS = [
  { value: 'competition', label: 'Competition' },
  { value: 'pages', label: 'Pages' },
  { value: 'events', label: 'Event settings' },
  { value: 'registration', label: 'Registration' },
  { value: 'organizers', label: 'Organizers' },
  { value: 'staff', label: 'Staff' },
  { value: 'audit', label: 'Audit log' },
  { value: 'outbox', label: 'Mail outbox' },
  { value: 'transfer', label: 'Export and import' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /admin/settings: the competition's details, pages, settings, people, audit log and mail. */
export function SettingsScreen() {
  const [params, setParams] = useSearchParams();
  const competition = useCompetition().data;
  // Only the seeded demo: a real competition kept under the demo's id is never offered for removal.
  const demoShown = useSite().data?.demo === true;
  const userId = useSession().data?.user?.id;
  const requested = params.get('tab');
  // The tab lives in the URL so a deep link (and sign-in's redirect) opens it.
  const tab: TabValue = TABS.some((t) => t.value === requested)
    ? (requested as TabValue)
    : 'competition';

  if (!competition || !userId) return <Skeleton h={300} aria-label="Loading settings" />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Settings
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="competition" pt="md">
          <Stack gap="lg">
            <CompetitionPanel key={competition.id} competition={competition} />
            {demoShown && competition.id === DEMO_COMPETITION_ID && <RemoveDemoPanel />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="pages" pt="md">
          <PagesPanel competitionId={competition.id} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventSettingsPanel competitionId={competition.id} />
        </Tabs.Panel>
        <Tabs.Panel value="registration" pt="md">
          <RegistrationPanel competition={competition} />
        </Tabs.Panel>
        <Tabs.Panel value="organizers" pt="md">
          <OrganizersPanel competition={competition} />
        </Tabs.Panel>
        <Tabs.Panel value="staff" pt="md">
          <StaffPanel currentUserId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditPanel competitionId={competition.id} />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <OutboxPanel />
        </Tabs.Panel>
        <Tabs.Panel value="transfer" pt="md">
          <TransferPanel competitionId={competition.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
