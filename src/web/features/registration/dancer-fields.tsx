import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AGE_CATEGORIES, LEVELS } from '../../../domain/competition/enumerations';
import { OTHER_AFFILIATION } from '../../../shared/registration';
import { LEVEL_FIELDS } from './form-values';
import type { RegistrationFormValues } from './form-values';

type DancerFieldsProps = {
  form: UseFormReturnType<RegistrationFormValues>;
  role: 'lead' | 'follow';
  /** The competition's schools and clubs, without Other. */
  affiliations: readonly string[];
};

const LEVEL_OPTIONS = [...LEVELS];
const AGE_OPTIONS = [...AGE_CATEGORIES];

/** One dancer: name, email, school (listed or typed), age category and a level per style. */
export function DancerFields({ form, role, affiliations }: DancerFieldsProps) {
  const dancer = form.getValues()[role];
  const schools = [...affiliations.filter((name) => name !== OTHER_AFFILIATION), OTHER_AFFILIATION];
  const field = (name: string) => form.getInputProps(`${role}.${name}`);
  // The browser fills in its user's own details: right for the lead, who usually
  // fills the form, wrong for the partner.
  const own = (token: string) => (role === 'lead' ? token : 'off');
  return (
    <Fieldset legend={role === 'lead' ? 'Lead' : 'Follow'}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Name" required autoComplete={own('name')} {...field('name')} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete={own('email')}
          {...field('email')}
        />
        <Select
          label="School or club"
          required
          searchable
          allowDeselect={false}
          nothingFoundMessage="Not listed: choose Other"
          data={schools}
          {...field('affiliation')}
        />
        {dancer.affiliation === OTHER_AFFILIATION && (
          <TextInput
            label="School or club name"
            description="As it should appear on the lists"
            required
            {...field('otherAffiliation')}
          />
        )}
        <Select
          label="Age category"
          required
          allowDeselect={false}
          data={AGE_OPTIONS}
          {...field('ageCategory')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="sm">
        {LEVEL_FIELDS.map(({ field: name, style }) => (
          <Select
            key={name}
            label={`${style} level`}
            allowDeselect={false}
            data={LEVEL_OPTIONS}
            {...field(name)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
