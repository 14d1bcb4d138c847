import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A console area the signed-in role may not use: said plainly, with the way back. */
export function NotAvailable() {
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl" data-testid="not-available">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="orchid" size={48} radius="xl">
          <IconLock size={24} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h3">
          Not available to your role
        </Title>
        <Text c="dimmed" size="sm">
          This part of the console is not part of your role. An owner of the agency can change your role if you need it.
        </Text>
        <Button component={Link} to="/admin" variant="light" mt="xs">
          Back to the dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
