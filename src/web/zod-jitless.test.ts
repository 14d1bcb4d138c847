import { expect, test } from 'vitest';
import './zod-jitless.ts';

test('zod, loaded after the setting, compiles no parser with new Function', async () => {
  const { config, util } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  // The probe itself: false without trying `new Function`, which Node would allow.
  expect(util.allowsEval.value).toBe(false);
});
