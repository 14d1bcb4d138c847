import { Alert, Badge, Button, Card, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { EDD_STEP_IDS, EDD_STEPS, type ComplianceFileView, type EddStep } from '../../../shared/compliance/file.ts';
import { RISK_RULES } from '../../../shared/compliance/risk.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { complianceQueryKeys } from './compliance-queries.ts';
import { HitList } from './HitList.tsx';
import { PartyDiligenceForm } from './PartyDiligenceForm.tsx';

const RISK_LABEL = {
  low: () => m.compliance_risk_low(),
  medium: () => m.compliance_risk_medium(),
  high: () => m.compliance_risk_high(),
};
const RISK_COLOR = { low: 'teal', medium: 'yellow', high: 'red' } as const;

/** A deal's whole anti-money-laundering file, for compliance officers. */
export function ComplianceFile({ dealId }: { dealId: number }) {
  const { trpc } = useRouter().options.context;
  const { data: file } = useQuery(trpc.compliance.file.queryOptions({ dealId }));
  if (!file) return null;
  return (
    <Card withBorder padding="lg" data-testid="compliance-file">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="1.2rem">
            {m.compliance_title()}
          </Title>
          <Group gap="xs">
            <Badge color={RISK_COLOR[file.risk.level]}>
              {m.compliance_risk({ level: RISK_LABEL[file.risk.level]() })}
            </Badge>
            <Badge color={file.complete ? 'teal' : 'gray'}>
              {file.complete ? m.compliance_complete() : m.compliance_incomplete()}
            </Badge>
          </Group>
        </Group>
        {file.frozen ? (
          <Alert color="red" title={m.compliance_confirmed()}>
            {m.compliance_frozen({ reason: file.frozen.reason, date: file.frozen.reportBy })}
          </Alert>
        ) : null}
        {file.risk.rules.length > 0 ? (
          <List size="sm">
            {file.risk.rules.map((rule) => (
              <List.Item key={rule}>{RISK_RULES[rule].text}</List.Item>
            ))}
          </List>
        ) : null}
        {file.missing.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {m.compliance_missing()}
            </Text>
            <List size="sm">
              {file.missing.map((gap) => (
                <List.Item key={gap}>{gap}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Title order={3} fz="md" mt="xs">
          {m.compliance_hits()}
        </Title>
        <HitList hits={file.hits} />
        <Title order={3} fz="md" mt="xs">
          {m.compliance_parties()}
        </Title>
        {file.parties.map((party) => (
          <PartyDiligenceForm key={party.id} party={party} dealId={dealId} />
        ))}
        {file.risk.level === 'high' ? <EnhancedDueDiligence file={file} /> : null}
        {file.reportRequired ? <GoamlExport dealId={dealId} /> : null}
      </Stack>
    </Card>
  );
}

function EnhancedDueDiligence({ file }: { file: ComplianceFileView }) {
  const { trpc } = useRouter().options.context;
  const save = useConsoleMutation(trpc.compliance.setEdd.mutationOptions(), {
    saved: { title: m.compliance_edd(), message: m.compliance_save() },
    failed: (error) => trpcErrorMessage(error, 'The steps could not be saved.'),
    invalidate: complianceQueryKeys(trpc),
  });
  const toggle = (step: EddStep, done: boolean) =>
    save.mutate({
      dealId: file.dealId,
      steps: done ? [...file.eddSteps, step] : file.eddSteps.filter((s) => s !== step),
      note: file.eddNote,
    });
  return (
    <Stack gap={4}>
      <Title order={3} fz="md" mt="xs">
        {m.compliance_edd()}
      </Title>
      {EDD_STEP_IDS.map((step) => (
        <Checkbox
          key={step}
          label={EDD_STEPS[step]}
          checked={file.eddSteps.includes(step)}
          disabled={save.isPending}
          onChange={(event) => toggle(step, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

/** The goAML package as one JSON file, for the compliance officer to file the report from. */
function GoamlExport({ dealId }: { dealId: number }) {
  const { trpc } = useRouter().options.context;
  const exportPackage = useConsoleMutation(trpc.compliance.goamlPackage.mutationOptions(), {
    saved: { title: m.compliance_export(), message: m.compliance_report_required() },
    failed: (error) => trpcErrorMessage(error, 'The package could not be made.'),
    onSaved: (pkg) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(pkg, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `goaml-rear-deal-${dealId}.json`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
  return (
    <Group justify="space-between">
      <Text size="sm" fw={600}>
        {m.compliance_report_required()}
      </Text>
      <Button variant="default" loading={exportPackage.isPending} onClick={() => exportPackage.mutate({ dealId })}>
        {m.compliance_export()}
      </Button>
    </Group>
  );
}
