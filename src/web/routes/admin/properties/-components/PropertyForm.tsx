import {
  Accordion,
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { createContext, use, useState } from 'react';
import {
  PERMIT_NUMBER_MESSAGE,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyInputSchema,
  type PropertyInput,
} from '../../../../../shared/properties/schemas.ts';
import { ENGLISH_NAMES, NATIVE_NAMES } from '../../../../../shared/i18n/locales.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useFormDraft } from '../../../../features/console/drafts.ts';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import { notifyError } from '../../../../lib/notify.ts';
import { uploadImage } from '../../../../features/console/upload.ts';
import type { RecordFormProps } from '../../../../features/console/use-save-record.ts';
import { formValuesToInput, movePhoto, type PropertyFormValues } from './property-form-values.ts';
import classes from './PropertyForm.module.css';

/** Who last set a property's status and when; null for a new property. */
export interface StatusChange {
  at: string | null;
  by: string | null;
}

/** Handed to the form by the editor of an existing property (the console's record forms share one set of props). */
export const StatusChangeContext = createContext<StatusChange | null>(null);

function statusChangeText(change: StatusChange | null): string | null {
  if (!change?.at) return null;
  return `Status last changed ${formatDateTime(change.at)}${change.by ? ` by ${change.by}` : ''}.`;
}

/** The languages a listing's title and description may be written in besides English, and their fields. */
const OTHER_LANGUAGES = [
  { locale: 'ar', title: 'titleAr', description: 'descriptionAr', dir: 'rtl' },
  { locale: 'ru', title: 'titleRu', description: 'descriptionRu', dir: 'ltr' },
  { locale: 'zh', title: 'titleZh', description: 'descriptionZh', dir: 'ltr' },
] as const;

/** The property form, with photo upload and ordering. */
export function PropertyForm({
  initialValues,
  mode,
  draftKey,
  busy,
  onSubmit,
  serverErrors,
}: RecordFormProps<PropertyFormValues, PropertyInput>) {
  const statusChange = statusChangeText(use(StatusChangeContext));
  const form = useForm<PropertyFormValues>({
    initialValues,
    validate: schemaResolver(propertyInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  useFormDraft(draftKey, form);
  const [photoUrl, setPhotoUrl] = useState('');
  // Languages already written open by themselves; so does one with an error, wherever it is.
  const [openLanguages, setOpenLanguages] = useState<string[]>(() =>
    OTHER_LANGUAGES.filter((language) => initialValues[language.title] || initialValues[language.description]).map(
      (language) => language.locale,
    ),
  );
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file),
    onSuccess: (image) => addPhoto(image.url),
    onError: (error) => notifyError('Upload failed', error.message),
  });

  const errors = { ...serverErrors, ...form.errors };
  const languagesWithErrors = OTHER_LANGUAGES.filter(
    (language) => errors[language.title] || errors[language.description],
  ).map((language) => language.locale);
  const photos = form.values.photos;

  function addPhoto(url: string) {
    const trimmed = url.trim();
    if (!trimmed) return;
    form.setFieldValue('photos', [...form.getValues().photos, trimmed]);
    if (!form.getValues().imageUrl) form.setFieldValue('imageUrl', trimmed);
  }

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(formValuesToInput(values)))} noValidate>
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Title order={2} className={classes.sectionTitle}>
            Details
          </Title>
          <Stack gap="md">
            <TextInput label="Title" required {...form.getInputProps('title')} error={errors.title} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Type"
                data={[...PROPERTY_TYPES]}
                allowDeselect={false}
                required
                {...form.getInputProps('type')}
              />
              <Select
                label="Status"
                description="Sold, Let and Withdrawn take the listing off the site at once."
                data={[...PROPERTY_STATUSES]}
                allowDeselect={false}
                required
                {...form.getInputProps('status')}
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              required
              autosize
              minRows={4}
              maxRows={12}
              {...form.getInputProps('description')}
              error={errors.description}
            />
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              <NumberInput
                label="Price (AED)"
                min={0}
                thousandSeparator=","
                allowNegative={false}
                {...form.getInputProps('price')}
                error={errors.price}
              />
              <NumberInput
                label="Bedrooms"
                min={0}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('bedrooms')}
                error={errors.bedrooms}
              />
              <NumberInput
                label="Bathrooms"
                min={0}
                allowNegative={false}
                {...form.getInputProps('bathrooms')}
                error={errors.bathrooms}
              />
              <NumberInput
                label="Area (sq. ft)"
                min={0}
                thousandSeparator=","
                allowNegative={false}
                {...form.getInputProps('area')}
                error={errors.area}
              />
            </SimpleGrid>
            <TextInput
              label="Location"
              placeholder="e.g. Crescent West, Palm Jumeirah"
              {...form.getInputProps('location')}
            />
            {statusChange ? (
              <Text size="sm" c="dimmed" data-testid="status-change">
                {statusChange}
              </Text>
            ) : null}
            <Checkbox
              label="Featured property"
              description="Shown on the landing page. Only one property is featured at a time: marking this one un-features the other."
              {...form.getInputProps('featured', { type: 'checkbox' })}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Title order={2} className={classes.sectionTitle}>
            Other languages
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Optional. The Arabic, Russian and Chinese pages show the title and description written here; where one is
            left empty they show the English.
          </Text>
          {/* Closed languages are unmounted (their values live in the form), so a closed one holds no hidden inputs. */}
          <Accordion
            multiple
            keepMounted={false}
            variant="contained"
            value={[...new Set([...openLanguages, ...languagesWithErrors])]}
            onChange={setOpenLanguages}
          >
            {OTHER_LANGUAGES.map((language) => {
              const written = Boolean(form.values[language.title] || form.values[language.description]);
              return (
                <Accordion.Item key={language.locale} value={language.locale}>
                  <Accordion.Control>
                    <Group gap="sm" wrap="nowrap">
                      <Text fw={500}>{ENGLISH_NAMES[language.locale]}</Text>
                      <Text c="dimmed" lang={language.locale} dir={language.dir}>
                        {NATIVE_NAMES[language.locale]}
                      </Text>
                      <Badge variant="light" color={written ? 'teal' : 'gray'} tt="none">
                        {written ? 'Written' : 'Shows English'}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="md">
                      <TextInput
                        label={`Title (${ENGLISH_NAMES[language.locale]})`}
                        lang={language.locale}
                        dir={language.dir}
                        {...form.getInputProps(language.title)}
                        error={errors[language.title]}
                      />
                      <Textarea
                        label={`Description (${ENGLISH_NAMES[language.locale]})`}
                        lang={language.locale}
                        dir={language.dir}
                        autosize
                        minRows={3}
                        maxRows={12}
                        {...form.getInputProps(language.description)}
                        error={errors[language.description]}
                      />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        </Card>

        <Card withBorder padding="lg">
          <Title order={2} className={classes.sectionTitle}>
            Photos
          </Title>
          <Stack gap="md">
            <ImageField
              label="Main photo (imageUrl)"
              inputProps={{ required: true, ...form.getInputProps('imageUrl'), error: errors.imageUrl }}
              onUploaded={(url) => form.setFieldValue('imageUrl', url)}
              preview={form.values.imageUrl && !errors.imageUrl ? form.values.imageUrl : undefined}
            />
            <div>
              <Text fw={500} size="sm" mb={6}>
                Gallery photos ({photos.length})
              </Text>
              {photos.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No gallery photos yet. Add one by URL or upload.
                </Text>
              ) : (
                <ol className={classes.photoList} aria-label="Gallery photos">
                  {photos.map((url, index) => (
                    <li key={`${url}-${index}`} className={classes.photo}>
                      <Image src={url} alt={`Photo ${index + 1}`} w={96} h={64} fit="cover" radius="sm" />
                      <Text size="xs" className={classes.photoUrl} title={url}>
                        {index + 1}. {url}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          aria-label={`Move photo ${index + 1} up`}
                          disabled={index === 0}
                          onClick={() => form.setFieldValue('photos', movePhoto(photos, index, -1))}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={`Move photo ${index + 1} down`}
                          disabled={index === photos.length - 1}
                          onClick={() => form.setFieldValue('photos', movePhoto(photos, index, 1))}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          color="red"
                          aria-label={`Remove photo ${index + 1}`}
                          onClick={() =>
                            form.setFieldValue(
                              'photos',
                              photos.filter((_, i) => i !== index),
                            )
                          }
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => form.setFieldValue('imageUrl', url)}
                          disabled={form.values.imageUrl === url}
                        >
                          {form.values.imageUrl === url ? 'Main photo' : 'Make main'}
                        </Button>
                      </Group>
                    </li>
                  ))}
                </ol>
              )}
              {errors.photos ? (
                <Text size="xs" c="red" mt={4}>
                  {errors.photos}
                </Text>
              ) : null}
            </div>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label="Add a photo by URL"
                value={photoUrl}
                onChange={(event) => setPhotoUrl(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addPhoto(photoUrl);
                    setPhotoUrl('');
                  }
                }}
                style={{ flex: 1, minWidth: 220 }}
              />
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  addPhoto(photoUrl);
                  setPhotoUrl('');
                }}
              >
                Add photo
              </Button>
              <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/jpeg,image/png,image/webp">
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={upload.isPending}
                  >
                    Upload photo
                  </Button>
                )}
              </FileButton>
            </Group>
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Title order={2} className={classes.sectionTitle}>
            Advertising permit
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            The Trakheesi permit from the Dubai Land Department. Its number is shown on the listing and its verification
            link is turned into the QR code on the property page.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Permit number"
              description={PERMIT_NUMBER_MESSAGE}
              inputMode="numeric"
              {...form.getInputProps('permitNumber')}
              error={errors.permitNumber}
            />
            <TextInput
              label="Verification link"
              placeholder="https://trakheesi.dubailand.gov.ae/..."
              {...form.getInputProps('permitUrl')}
              error={errors.permitUrl}
            />
            <TextInput
              type="date"
              label="Issue date"
              {...form.getInputProps('permitIssuedOn')}
              error={errors.permitIssuedOn}
            />
            <TextInput
              type="date"
              label="Expiry date"
              {...form.getInputProps('permitExpiresOn')}
              error={errors.permitExpiresOn}
            />
          </SimpleGrid>
        </Card>

        <Card withBorder padding="lg">
          <Title order={2} className={classes.sectionTitle}>
            Links
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Virtual tour URL" {...form.getInputProps('virtualTourUrl')} />
            <TextInput label="Floor plan URL" {...form.getInputProps('floorPlanUrl')} />
          </SimpleGrid>
        </Card>

        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button component={Link} to="/admin/properties" variant="default">
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : mode === 'create' ? 'Create Property' : 'Update Property'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
