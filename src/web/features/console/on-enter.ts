import type { KeyboardEvent } from 'react';

/**
 * A text box's keydown handler: Enter does `action` (adds what was typed, as the box's Add button
 * does) instead of submitting the form around it.
 */
export function onEnter(action: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}
