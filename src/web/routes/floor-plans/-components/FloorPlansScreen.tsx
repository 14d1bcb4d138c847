import { Button, SimpleGrid, Tabs } from '@mantine/core';
import { useRef, useState } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import {
  DEFAULT_FLOOR_PLAN_TAB,
  FLOOR_PLAN_CATEGORIES,
  FLOOR_PLAN_DOCUMENTS,
  FLOOR_PLAN_TAB_LABELS,
  FLOOR_PLAN_TABS,
  isFloorPlanTab,
  residencesForTab,
  type FloorPlanTab,
} from '../../../content/floor-plans.ts';
import { Breadcrumbs } from '../../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { EnquiryDialog } from '../../../features/leads/EnquiryDialog/LazyEnquiryDialog.tsx';
import { BookViewingDialog } from '../../../features/viewings/BookViewingDialog/LazyBookViewingDialog.tsx';
import { PageHero } from '../../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../../ui/PageHero/PageSection.tsx';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { MediaImage } from '../../../ui/MediaImage/MediaImage.tsx';
import { FloorPlanCard } from './FloorPlanCard.tsx';
import classes from './FloorPlans.module.css';

/** The name general buttons (Book Viewing, Schedule Viewing...) put in the dialog title. */
const DEVELOPMENT = 'Six Senses Residences';

/** The floor plans: the collections, each residence's plan by tab, and the viewing enquiry. */
export function FloorPlansScreen() {
  const [tab, setTab] = useState<FloorPlanTab>(DEFAULT_FLOOR_PLAN_TAB);
  const [enquiry, setEnquiry] = useState<string | null>(null);
  // The residence a viewing is being booked for, from the enquiry dialog.
  const [viewing, setViewing] = useState<string | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const { display } = useDisplayPreferences();

  const chooseCategory = (next: FloorPlanTab) => {
    setTab(next);
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" />}
        eyebrow={m.floorplans_eyebrow()}
        title={m.floorplans_title()}
        lead={m.floorplans_lead()}
        image="/media/floor-plans/signature-villa-type-b.webp"
      >
        <Button onClick={() => setEnquiry(DEVELOPMENT)}>{m.floorplans_book_viewing()}</Button>
        <Button
          component="a"
          href={FLOOR_PLAN_DOCUMENTS.floorPlans}
          target="_blank"
          rel="noopener"
          variant="white"
          color="dark"
        >
          {m.floorplans_view_plan()}
        </Button>
        <Button
          component="a"
          href={FLOOR_PLAN_DOCUMENTS.factSheet}
          target="_blank"
          rel="noopener"
          variant="outline"
          color="gray.0"
          className={classes.ghost}
        >
          {m.floorplans_fact_sheet()}
        </Button>
      </PageHero>

      <PageSection
        eyebrow={m.floorplans_collection_eyebrow()}
        title={m.floorplans_collection_title()}
        intro={m.floorplans_collection_intro()}
      >
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
          {FLOOR_PLAN_CATEGORIES.map((category) => (
            <button
              key={category.tab}
              type="button"
              className={classes.tile}
              data-active={tab === category.tab}
              aria-pressed={tab === category.tab}
              onClick={() => chooseCategory(category.tab)}
            >
              <MediaImage
                src={category.image}
                sizes="(min-width: 62em) 25vw, 50vw"
                width={800}
                height={533}
                alt=""
                loading="lazy"
                className={classes.tileImage}
              />
              <span className={classes.tileTitle}>{category.title()}</span>
              <span className={classes.tileSummary}>{category.summary(display)}</span>
            </button>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection tone="sand" eyebrow={m.floorplans_plans_eyebrow()} title={m.floorplans_plans_title()}>
        <div ref={tabsRef} id="floor-plan-tabs" className={classes.tabsAnchor}>
          <Tabs
            value={tab}
            onChange={(value) => isFloorPlanTab(value) && setTab(value)}
            classNames={{ list: classes.tabList, tab: classes.tab }}
          >
            <Tabs.List>
              {FLOOR_PLAN_TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {FLOOR_PLAN_TAB_LABELS[value]()}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {FLOOR_PLAN_TABS.map((value) => (
              <Tabs.Panel key={value} value={value} pt="xl">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                  {residencesForTab(value).map((residence) => (
                    <FloorPlanCard
                      key={residence.id}
                      residence={residence}
                      onEnquire={() => setEnquiry(residence.name)}
                    />
                  ))}
                </SimpleGrid>
              </Tabs.Panel>
            ))}
          </Tabs>
        </div>
      </PageSection>

      <PageSection tone="ink" eyebrow={m.floorplans_viewings_eyebrow()} title={m.floorplans_viewings_title()}>
        <div className={sectionClasses.banner}>
          <p className={classes.bannerText}>{m.floorplans_viewings_text()}</p>
          <div className={sectionClasses.bannerActions}>
            <Button onClick={() => setEnquiry(DEVELOPMENT)}>{m.floorplans_schedule_viewing()}</Button>
            <Button variant="outline" color="gray.0" className={classes.ghost} onClick={() => setEnquiry(DEVELOPMENT)}>
              {m.floorplans_request_information()}
            </Button>
          </div>
        </div>
      </PageSection>

      <EnquiryDialog
        residence={enquiry}
        onClose={() => setEnquiry(null)}
        onBookViewing={() => {
          setViewing(enquiry);
          setEnquiry(null);
        }}
      />
      <BookViewingDialog
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        propertyId={null}
        residence={viewing ?? undefined}
      />
    </>
  );
}
