import { Button, Container, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { DEFAULT_FEE_TABLE } from '../../../../shared/cost-to-own/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { compareRows } from '../../../features/shortlist/compare-rows.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { costToOwnFeesQuery, shortlistQuery } from '../../../queries.ts';
import classes from './Shortlist.module.css';

/** The chosen residences side by side: one column each, one row per figure (see compareRows). */
export function CompareScreen({ ids }: { ids: number[] }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { display } = useDisplayPreferences();
  const residences = useQuery({ ...shortlistQuery(trpc, ids), enabled: ids.length > 1 });
  // The cost-to-own row follows the fees staff keep; the defaults stand in while they load.
  const fees = useQuery(costToOwnFeesQuery(trpc)).data ?? DEFAULT_FEE_TABLE;
  const properties = (residences.data ?? []).flatMap((entry) => (entry.state === 'advertised' ? [entry.property] : []));

  return (
    <div>
      <section className={classes.intro}>
        <Container>
          <Title order={1}>{m.compare_title()}</Title>
          <Button component={Link} to="/shortlist" variant="outline" color="ink.9" mt="lg">
            {m.compare_back()}
          </Button>
        </Container>
      </section>
      <Container className={classes.listing}>
        {ids.length < 2 ? (
          <Text>{m.compare_too_few()}</Text>
        ) : residences.isPending ? (
          <Loader className={classes.loader} aria-label={m.finder_loading()} />
        ) : (
          <div className={classes.scroller} tabIndex={0} role="region" aria-labelledby="compare-caption">
            <table className={classes.table}>
              <caption id="compare-caption" className={classes.caption}>
                {m.compare_caption()}
              </caption>
              <thead>
                <tr>
                  <td />
                  {properties.map((property) => (
                    <th key={property.id} scope="col">
                      <Link to="/properties/$id" params={{ id: String(property.id) }}>
                        {property.title}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {compareRows.map((row) => (
                  <tr key={row.key} data-row={row.key}>
                    <th scope="row">{row.label(display)}</th>
                    {properties.map((property) => (
                      <td key={property.id}>{row.value(property, display, { fees })}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Container>
    </div>
  );
}
