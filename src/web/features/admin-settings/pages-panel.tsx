import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { PAGE_SLUGS, PagePatchSchema } from '../../../shared/competition';
import type { Page, PageSlug } from '../../../shared/competition';
import { liveTopics } from '../../../shared/live';
import { formErrorsFrom } from '../../lib/form-errors';
import { draftReader, useDraftedForm } from '../../lib/use-drafted-form';
import { useLive } from '../../live/use-live';
import { Markdown } from '../../ui/markdown';
import { getPages } from '../competition/api/get-pages';
import { useUpdatePage } from './api/update-page';

const PAGE_LABELS: Record<PageSlug, string> = {
  home: 'Home',
  details: 'Details',
  rules: 'Rules',
  venue: 'Venue',
  contact: 'Contact',
  about: 'About',
};

/** A kept draft of a page's text (lib/use-drafted-form.ts), if it still fits the editor. */
const pageDraftOf = draftReader(z.object({ title: z.string(), bodyMarkdown: z.string() }));

/** One page's editor; unsaved text is kept as a draft until saved or discarded. */
function PageEditor({ competitionId, page }: { competitionId: string; page: Page }) {
  const update = useUpdatePage(competitionId);
  const [saved, setSaved] = useState(false);
  const form = useDraftedForm({
    key: `page:${competitionId}:${page.slug}`,
    initialValues: { title: page.title, bodyMarkdown: page.bodyMarkdown },
    parse: pageDraftOf,
  });

  const submit = form.onSubmit(async (values) => {
    setSaved(false);
    const parsed = PagePatchSchema.safeParse(values);
    if (!parsed.success) return form.setErrors(formErrorsFrom(parsed.error));
    const result = await update
      .mutateAsync({ slug: page.slug, patch: parsed.data })
      .catch(() => undefined);
    if (!result) return undefined;
    form.setInitialValues({ title: result.title, bodyMarkdown: result.bodyMarkdown });
    form.reset();
    setSaved(true);
    return undefined;
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit the ${PAGE_LABELS[page.slug]} page`}>
      <Stack gap="sm">
        {update.isError && (
          <Alert color="red" role="alert" title="Not saved">
            {update.error.message}
          </Alert>
        )}
        {saved && !form.isDirty() && (
          <Alert color="green" role="status">
            Saved. The public page shows it now.
          </Alert>
        )}
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Tabs defaultValue="write" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="write">Write</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label="Text (Markdown)"
              description="Headings with #, lists with -, links as [text](https://…). HTML is not allowed. There is no upload for page images: an image shows only when this site serves it, such as an official's photo (copy its address from the Officials page). Pictures from other sites are blocked by the content security policy, so no page can track its readers."
              autosize
              minRows={12}
              maxRows={30}
              {...form.getInputProps('bodyMarkdown')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            {form.getValues().bodyMarkdown.trim() ? (
              <Markdown>{form.getValues().bodyMarkdown}</Markdown>
            ) : (
              <Text c="dimmed">Nothing written yet.</Text>
            )}
          </Tabs.Panel>
        </Tabs>
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save page
          </Button>
          <Button variant="subtle" onClick={form.reset} disabled={!form.isDirty()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The six information pages, edited as Markdown with a preview. */
export function PagesPanel({ competitionId }: { competitionId: string }) {
  const topic = liveTopics.pages(competitionId);
  useLive(topic);
  const pages = useQuery({ queryKey: [topic], queryFn: () => getPages(competitionId) });
  const [slug, setSlug] = useState<PageSlug>('home');
  const page = pages.data?.find((p) => p.slug === slug);

  return (
    <Stack gap="md" maw={900}>
      <SegmentedControl
        aria-label="Page to edit"
        value={slug}
        onChange={(value) => setSlug(value as PageSlug)}
        data={PAGE_SLUGS.map((value) => ({ value, label: PAGE_LABELS[value] }))}
      />
      {pages.isError && (
        <Alert color="red" role="alert">
          {pages.error.message}
        </Alert>
      )}
      {/* Keyed by page, so switching pages starts a fresh form. */}
      {page && <PageEditor key={page.slug} competitionId={competitionId} page={page} />}
    </Stack>
  );
}
