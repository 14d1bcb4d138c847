import { z } from 'zod';
import { unsetWhenEmpty } from '../../env-values.ts';

/** WhatsApp's settings (Business Platform, Cloud API), part of the server's one environment schema (env.ts): each wins over the Integrations screen. */
export const whatsappEnv = {
  WHATSAPP_API_URL: z
    .url()
    .default('https://graph.facebook.com/v26.0')
    .describe(
      "Meta's Graph API with its pinned version; WhatsApp messages are sent to `{this}/{phone number id}/messages`",
    ),
  WHATSAPP_PHONE_NUMBER_ID: unsetWhenEmpty(
    z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, 'expected digits'),
  ).describe("The business phone number's ID in Meta's WhatsApp Manager (not the number itself)"),
  WHATSAPP_ACCESS_TOKEN: unsetWhenEmpty(z.string().trim().min(20).max(1000)).describe(
    "A system user's access token with the whatsapp_business_messaging permission; with the phone number ID, turns sending on",
  ),
  WHATSAPP_APP_SECRET: unsetWhenEmpty(z.string().trim().min(8).max(200)).describe(
    "The Meta app's secret: every webhook delivery is signed with it (`X-Hub-Signature-256`)",
  ),
  WHATSAPP_VERIFY_TOKEN: unsetWhenEmpty(z.string().trim().min(8).max(200)).describe(
    "The token typed into Meta's webhook settings, answered once when Meta verifies `/webhooks/whatsapp`",
  ),
};
