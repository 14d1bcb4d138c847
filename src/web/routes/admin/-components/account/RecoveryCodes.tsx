import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import classes from './TwoFactor.module.css';

/**
 * The ten recovery codes, shown once: the server keeps only their hashes. `onDone` hides them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="orchid" variant="light" title="Save your recovery codes">
        Each code signs you in once if your phone is not at hand. They are shown only now: keep them somewhere safe,
        away from this device.
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ol"
        className={classes.codes}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <Text component="li" key={code} className={classes.code}>
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
