import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { changedFields, formDrafts } from './form-drafts';

type DraftedFormOptions<Values> = {
  /** The form and the record it edits, e.g. `page:<competition>:<slug>`. */
  key: string;
  /** What is saved. */
  initialValues: Values;
  /** The kept changes, if they still fit the form (a draft from another build may not). */
  parse: (stored: unknown) => Partial<Values> | undefined;
};

/**
 * An organizer's form (Mantine's `useForm`) whose unsaved changes are kept as a
 * draft (form-drafts.ts), so leaving the screen, or the page reloading itself
 * after an upgrade (decision 026), loses no typing. Only the fields that differ
 * from what is saved are kept: opened again, the form shows what is saved now
 * with those fields over it, as unsaved changes, so Save and Discard changes
 * work as before, and a field someone else changed meanwhile is not put back.
 * The draft goes once nothing differs from what is saved: after Save (the form
 * is reset to what was stored) or Discard changes.
 */
export function useDraftedForm<Values extends Record<string, unknown>>({
  key,
  initialValues,
  parse,
}: DraftedFormOptions<Values>): UseFormReturnType<Values> {
  const form: UseFormReturnType<Values> = useForm<Values>({
    initialValues,
    onValuesChange: (values) => {
      const changes = changedFields(values, form.getInitialValues());
      if (Object.keys(changes).length === 0) formDrafts.drop(key);
      else formDrafts.keep(key, changes);
    },
  });
  // Once, when the form opens; the form object is new at every render.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const changes = formDrafts.restore(key, parse);
    if (changes) form.setValues(changes);
  }, [form, key, parse]);
  return form;
}

/**
 * Reads a draft of a form whose values `schema` describes: any of its fields,
 * each still of the form's type, or nothing (a draft from another build).
 */
export function draftReader<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  type Values = z.infer<z.ZodObject<Shape>>;
  const anyOfItsFields = schema.partial();
  return (stored: unknown): Partial<Values> | undefined => {
    const parsed = anyOfItsFields.safeParse(stored);
    // zod types an absent field as possibly undefined; JSON holds no undefined.
    return parsed.success ? (parsed.data as Partial<Values>) : undefined;
  };
}
