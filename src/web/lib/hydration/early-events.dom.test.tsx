import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimEarlyEvents,
  CLAIMS_EARLY_EVENTS,
  EARLY_EVENTS_SCRIPT,
  earlyEvents,
  endEarlyEvents,
  noteworthy,
  outsideLaterParts,
  replay,
} from './early-events.ts';

/** A page as the server sends it, before its script: a button with an icon, a link, two forms, a select. */
function serverHtml(): void {
  document.body.innerHTML = `
    <section id="hero">
      <button type="button" id="book"><svg id="icon"></svg>Book a viewing</button>
      <button type="button" id="off" disabled>Off</button>
      <a href="#elsewhere" id="link">Elsewhere</a>
    </section>
    <section id="contact" ${CLAIMS_EARLY_EVENTS}>
      <form id="lead"><input name="email"><button id="send">Send</button></form>
      <form id="search" action="/properties"><button id="go">Search</button></form>
      <select id="currency"><option>AED</option><option>USD</option></select>
    </section>`;
}

// The page is written into the body by hand, so Testing Library's clean-up does not remove it, and the
// DOM files share one environment (isolate: false): a later file would find this page's buttons.
afterEach(() => {
  document.body.innerHTML = '';
});

const byId = (id: string) => document.getElementById(id)!;
const click = (id: string) => byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const submit = (id: string) => {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  byId(id).dispatchEvent(event);
  return event;
};

describe('the taps before hydration (inline script)', () => {
  beforeEach(() => {
    serverHtml();
    new Function(EARLY_EVENTS_SCRIPT)();
  });
  afterEach(() => {
    endEarlyEvents();
    delete window.__earlyEvents;
  });

  it('notes taps on buttons, choices, and holds the submit of a form with no action; links and searches stay the browser’s', () => {
    click('icon');
    click('off');
    click('link');
    const lead = submit('lead');
    const search = submit('search');
    (byId('currency') as HTMLSelectElement).value = 'USD';
    byId('currency').dispatchEvent(new Event('change', { bubbles: true }));

    expect(earlyEvents().map(({ type, target }) => [type, target.id])).toEqual([
      ['click', 'icon'],
      ['submit', 'lead'],
      ['change', 'currency'],
    ]);
    expect(lead.defaultPrevented).toBe(true);
    expect(search.defaultPrevented).toBe(false);
  });

  it('drops the tap React hydrated the page to deliver, and notes nothing once the page has hydrated', () => {
    // React hydrates the page within the tap's dispatch, and the root layout ends the noting in that commit.
    byId('book').addEventListener('click', endEarlyEvents, { once: true });
    click('book');
    click('book');
    expect(earlyEvents()).toEqual([]);
  });

  it('hands each tap to one taker, and replays it as the visitor made it', () => {
    click('icon');
    submit('lead');
    const booked = vi.fn();
    const sent = vi.fn((event: Event) => event.preventDefault());
    byId('book').addEventListener('click', booked);
    byId('lead').addEventListener('submit', sent);

    // The page's own first, leaving those of the section that hydrates later; then that section's.
    const rest = claimEarlyEvents(outsideLaterParts);
    expect(rest.map(({ target }) => target.id)).toEqual(['icon']);
    const inContact = claimEarlyEvents((target) => byId('contact').contains(target));
    expect(inContact.map(({ target }) => target.id)).toEqual(['lead']);
    expect(claimEarlyEvents(() => true)).toEqual([]);

    replay([...rest, ...inContact]);
    expect(booked).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
    // A tap on something the page has since removed is dropped.
    byId('hero').remove();
    replay(rest);
    expect(booked).toHaveBeenCalledTimes(1);
  });
});

describe('noteworthy (the same rule for the code that runs later)', () => {
  beforeEach(serverHtml);

  it('agrees with the inline script', () => {
    const noted: Array<[string, string]> = [];
    const note = (event: Event) => {
      const found = noteworthy(event);
      if (found) noted.push([found.type, found.target.id]);
    };
    window.addEventListener('click', note);
    window.addEventListener('submit', note);
    try {
      click('icon');
      click('off');
      click('link');
      expect(submit('lead').defaultPrevented).toBe(true);
      expect(submit('search').defaultPrevented).toBe(false);
    } finally {
      window.removeEventListener('click', note);
      window.removeEventListener('submit', note);
    }
    expect(noted).toEqual([
      ['click', 'icon'],
      ['submit', 'lead'],
    ]);
  });
});
